import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../domain/merchandising/shop-copy';
import { navigationFor } from './navigation';

const item = (id: number, kind: MenuItem['kind'], label: string, category_slug: string | null = null): MenuItem => ({
  id,
  position: id,
  kind,
  label,
  category_slug,
  href: kind === 'link' ? '/trending' : null,
  ribbon: '',
  visible: true,
});

const menu: readonly MenuItem[] = [
  item(1, 'all_jewellery', 'All Jewellery'),
  item(2, 'category', 'Rings', 'rings'),
  item(3, 'whatsapp', 'Video call'),
];
const categories = [
  { slug: 'rings', name: 'Rings', parent: null },
  { slug: 'bands', name: 'Bands', parent: 'rings' },
];

describe('navigationFor', () => {
  it('is worked out once for the same categories, menu and WhatsApp number (every page asks for it)', () => {
    const first = navigationFor(categories, menu, { whatsapp: '919800000000' });
    expect(first.length).toBeGreaterThan(0);
    expect(navigationFor(categories, menu, { whatsapp: '919800000000' })).toBe(first);
    // The category cache hands out a new array of the same objects on every call.
    expect(navigationFor([...categories], [...menu], { whatsapp: '919800000000' })).toBe(first);
  });

  it('follows a new copy of the categories, a new menu or another number', () => {
    const first = navigationFor(categories, menu, { whatsapp: '919800000000' });
    // A change replaces the changed category's object (an equal copy would be a new object too).
    const renamed = [{ ...categories[0]!, name: 'All Rings' }, categories[1]!];
    const afterRename = navigationFor(renamed, menu, { whatsapp: '919800000000' });
    expect(afterRename).not.toBe(first);
    expect(JSON.stringify(afterRename)).toContain('All Rings');

    const shorter = menu.slice(0, 2);
    expect(navigationFor(renamed, shorter, { whatsapp: '919800000000' })).not.toBe(afterRename);

    expect(JSON.stringify(navigationFor(renamed, menu, { whatsapp: '919800000000' }))).toContain('919800000000');
    expect(JSON.stringify(navigationFor(renamed, menu, { whatsapp: '919811111111' }))).toContain('919811111111');
  });
});
