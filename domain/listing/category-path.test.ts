import { describe, expect, it } from 'vitest';
import {
  categoryBreadcrumb,
  categoryFamily,
  categoryPath,
  listedCategories,
  resolveCategoryTrail,
} from './category-path.ts';

const categories = [
  { slug: 'rings', name: 'Rings', parent: null },
  { slug: 'earrings', name: 'Earrings', parent: null },
  { slug: 'nosepins', name: 'Nose Pins', parent: null },
  { slug: 'engagement-rings', name: 'Engagement Rings', parent: 'rings' },
  { slug: 'solitaire-engagement', name: 'Solitaire Engagement', parent: 'engagement-rings' },
  { slug: 'jhumkas', name: 'Jhumkas', parent: 'earrings' },
];
const slugs = (trail: { slug: string }[] | null) => trail?.map((c) => c.slug) ?? null;

describe('resolveCategoryTrail', () => {
  it.each<[string[], string[] | null]>([
    [[], []],
    [['rings'], ['rings']],
    [['RINGS'], ['rings']],
    [['nose-pins'], ['nosepins']],
    [['nosepins'], ['nosepins']],
    [
      ['rings', 'engagement-rings'],
      ['rings', 'engagement-rings'],
    ],
    [
      ['rings', 'engagement-rings', 'solitaire-engagement'],
      ['rings', 'engagement-rings', 'solitaire-engagement'],
    ],
    [['watches'], null],
    [['engagement-rings'], null], // a sub-category is reached through its parent
    [['earrings', 'engagement-rings'], null],
    [['rings', 'rings'], null],
    [['rings', 'solitaire-engagement'], null],
    [['rings', 'engagement-rings', 'jhumkas'], null],
  ])('%j → %j', (segments, expected) => expect(slugs(resolveCategoryTrail(segments, categories))).toEqual(expected));
});

describe('categoryPath', () => {
  it.each([
    ['rings', '/jewellery/rings'],
    ['nose-pins', '/jewellery/nosepins'],
    ['engagement-rings', '/jewellery/rings/engagement-rings'],
    ['solitaire-engagement', '/jewellery/rings/engagement-rings/solitaire-engagement'],
    ['watches', null],
  ])('%s → %s', (slug, path) => expect(categoryPath(slug, categories)).toBe(path));

  it('gives up on a parent that does not exist or a loop', () => {
    expect(categoryPath('orphan', [{ slug: 'orphan', name: 'Orphan', parent: 'gone' }])).toBeNull();
    expect(
      categoryPath('a', [
        { slug: 'a', name: 'A', parent: 'b' },
        { slug: 'b', name: 'B', parent: 'a' },
      ]),
    ).toBeNull();
  });
});

describe('categoryFamily', () => {
  it.each([
    ['rings', ['rings', 'engagement-rings', 'solitaire-engagement']],
    ['engagement-rings', ['engagement-rings', 'solitaire-engagement']],
    ['jhumkas', ['jhumkas']],
  ])('%s → %j', (slug, family) => expect(categoryFamily(slug, categories)).toEqual(family));
});

describe('listedCategories', () => {
  const trail = resolveCategoryTrail(['rings', 'engagement-rings'], categories)!;
  it.each<[string, Set<string>, string[]]>([
    [
      'the sub-category family when it has pieces',
      new Set(['rings', 'solitaire-engagement']),
      ['engagement-rings', 'solitaire-engagement'],
    ],
    [
      'the parent family when the sub-category has none',
      new Set(['rings']),
      ['rings', 'engagement-rings', 'solitaire-engagement'],
    ],
    ['the deepest family when nothing has pieces', new Set(), ['engagement-rings', 'solitaire-engagement']],
  ])('%s', (_name, stocked, expected) => expect(listedCategories(trail, categories, stocked)).toEqual(expected));
});

describe('categoryBreadcrumb', () => {
  it('is Home > Jewellery > category > sub-category with their paths', () => {
    expect(categoryBreadcrumb(resolveCategoryTrail(['rings', 'engagement-rings'], categories)!)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Jewellery', path: '/jewellery' },
      { name: 'Rings', path: '/jewellery/rings' },
      { name: 'Engagement Rings', path: '/jewellery/rings/engagement-rings' },
    ]);
  });
});
