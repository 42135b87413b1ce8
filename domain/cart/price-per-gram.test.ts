import { describe, expect, it } from 'vitest';
import { pricePerGram } from './price-per-gram.ts';

describe('pricePerGram', () => {
  it.each([
    { price: 30_000, weight: 5, expected: 6_000 },
    { price: 25_000, weight: 3.2, expected: 7_813 }, // 7812.5 rounds up
    { price: 10_000, weight: 3, expected: 3_333 }, // 3333.33 rounds down
    { price: 72_450, weight: 10.35, expected: 7_000 },
    { price: 0, weight: 4, expected: 0 },
    { price: 12_000, weight: 0, expected: null },
    { price: 12_000, weight: -1, expected: null },
    { price: 12_000, weight: null, expected: null },
    { price: 12_000, weight: undefined, expected: null },
    { price: 12_000, weight: Number.NaN, expected: null },
    { price: null, weight: 4, expected: null },
    { price: -5, weight: 4, expected: null },
  ])('$price ÷ $weight g → $expected', ({ price, weight, expected }) => {
    expect(pricePerGram(price, weight)).toBe(expected);
  });
});
