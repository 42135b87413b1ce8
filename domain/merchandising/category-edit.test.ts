import { describe, expect, it } from 'vitest';
import { CATEGORY_LIMITS, categoryEditSchema, categorySlugSchema } from './category-edit.ts';

const good = {
  name: 'Rings',
  seo_title: 'Diamond Rings Online | Suvarna',
  seo_description: 'Certified diamond rings in hallmarked 18K gold, shipped free.',
  seo_keywords: '',
  banner_title: 'Rings for every promise',
  banner_content: 'Solitaires and bands in your size.',
};

describe('categoryEditSchema', () => {
  it('accepts a whole record, trimmed', () => {
    expect(categoryEditSchema.parse({ ...good, name: '  Rings  ' }).name).toBe('Rings');
  });

  it.each<[keyof typeof good, string]>([
    ['name', 'R'],
    ['name', 'x'.repeat(CATEGORY_LIMITS.name + 1)],
    ['seo_title', 'Short'],
    ['seo_description', 'Too short to say much.'],
    ['seo_keywords', 'k'.repeat(CATEGORY_LIMITS.seo_keywords + 1)],
    ['banner_title', 'Hi'],
    ['banner_content', 'x'.repeat(CATEGORY_LIMITS.banner_content + 1)],
    ['name', 'Rings\u0007'],
  ])('refuses %s = %j, naming it', (field, value) => {
    const parsed = categoryEditSchema.safeParse({ ...good, [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path[0])).toEqual([field]);
  });

  it('refuses a field it does not know (the slug is not editable)', () => {
    expect(categoryEditSchema.safeParse({ ...good, slug: 'bling' }).success).toBe(false);
  });

  it.each([
    ['rings', true],
    ['engagement-rings', true],
    ['Rings', false],
    ['-rings', false],
    ['rings/x', false],
  ])('categorySlugSchema %j → %s', (slug, ok) => expect(categorySlugSchema.safeParse(slug).success).toBe(ok));
});
