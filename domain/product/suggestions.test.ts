import { describe, expect, it } from 'vitest';
import { completeTheLookFilters, pickLook, trendingSlice } from './suggestions.ts';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `p${i}` }));

describe('trendingSlice', () => {
  it.each([
    [20, 'none', ['p5', 'p6', 'p7', 'p8', 'p9', 'p10', 'p11', 'p12', 'p13', 'p14']],
    [20, 'p2', ['p6', 'p7', 'p8', 'p9', 'p10', 'p11', 'p12', 'p13', 'p14', 'p15']], // the page's own piece is skipped
    [20, 'p7', ['p5', 'p6', 'p8', 'p9', 'p10', 'p11', 'p12', 'p13', 'p14', 'p15']],
    [8, 'none', ['p5', 'p6', 'p7']],
    [5, 'none', []],
    [0, 'none', []],
  ])('%i trending, on %s → %j', (n, current, expected) => {
    expect(trendingSlice(items(n), current).map((i) => i.value)).toEqual(expected);
  });
});

describe('completeTheLookFilters', () => {
  it.each([
    [
      { category: 'rings', occasion: 'wedding', gender: 'women' },
      ['occasion:wedding', ['gender:women', 'gender:unisex'], 'category:-rings', 'category:-solitaires'],
    ],
    [
      { category: 'chains', occasion: 'daily-wear', gender: 'unisex' },
      [
        'occasion:daily-wear',
        ['gender:unisex', 'gender:women', 'gender:men'],
        'category:-chains',
        'category:-solitaires',
      ],
    ],
    [{ category: 'solitaires', occasion: 'engagement', gender: 'unisex' }, null],
    [{ category: 'rings', occasion: null, gender: 'men' }, null],
  ])('%o → %j', (product, filters) => {
    expect(completeTheLookFilters(product)).toEqual(filters);
  });
});

describe('pickLook', () => {
  const hit = (category: string, n: number) => ({ category, value: `${category}-${n}` });
  it('takes one of each category in turn, best first', () => {
    const hits = [
      hit('earrings', 1),
      hit('earrings', 2),
      hit('earrings', 3),
      hit('pendants', 1),
      hit('bangles', 1),
      hit('pendants', 2),
    ];
    expect(pickLook(hits, 5).map((h) => h.value)).toEqual([
      'earrings-1',
      'pendants-1',
      'bangles-1',
      'earrings-2',
      'pendants-2',
    ]);
  });

  it.each([
    [[], 8, []],
    [[hit('earrings', 1)], 8, ['earrings-1']],
    [[hit('earrings', 1), hit('earrings', 2)], 1, ['earrings-1']],
  ])('%j size %i → %j', (hits, size, expected) => {
    expect(pickLook(hits, size).map((h) => h.value)).toEqual(expected);
  });
});
