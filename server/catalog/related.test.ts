import { describe, expect, it } from 'vitest';
import { lowestPrice, relatedTo } from './related.ts';

const piece = (id: number, category: string, ...prices: number[]) => ({
  id,
  category,
  variants: prices.map((offerprice) => ({ offerprice })),
});

describe('lowestPrice', () => {
  it.each([
    [[30_000, 20_000, 25_000], 20_000],
    [[0, 12_000], 12_000], // an unpriced variant is not an offer
    [[0], Infinity],
    [[], Infinity],
  ])('%j → %d', (prices, low) => {
    expect(lowestPrice(piece(1, 'rings', ...prices))).toBe(low);
  });
});

describe('relatedTo', () => {
  const ring = piece(10, 'rings', 40_000, 35_000); // offered from 35,000
  const all = [
    ring,
    piece(1, 'rings', 50_000), // 15,000 away
    piece(2, 'rings', 30_000), // 5,000 away
    piece(3, 'earrings', 35_000), // another category
    piece(4, 'rings', 40_000, 0), // 5,000 away, tie with 2: lower id first
    piece(5, 'rings', 0), // no priced variant: never shown
    piece(6, 'rings', 34_000, 90_000), // 1,000 away by its lowest price
  ];

  it('lists the other pieces of the category, nearest in lowest price first, ties by id', () => {
    expect(relatedTo(ring, all).map((p) => p.id)).toEqual([6, 2, 4, 1]);
  });

  it('never lists the piece itself, and finds nothing in a category of one', () => {
    expect(relatedTo(piece(3, 'earrings', 35_000), all)).toEqual([]);
  });
});
