import { describe, expect, it } from 'vitest';
import {
  clampLower,
  clampUpper,
  formatPriceBound,
  moveThumb,
  parsePriceRange,
  priceAfterKey,
  priceNumericFilters,
  PRICE_SLIDER,
} from './price-range.ts';

describe('clampLower: at most the upper thumb minus 1, never below the scale', () => {
  it.each([
    [25_000, 50_000, 25_000],
    [50_000, 50_000, 49_999],
    [60_000, 50_000, 49_999],
    [-10, 50_000, 0],
    [0, 1, 0],
    [5, 0, 0], // an upper thumb at 0 cannot be: treated as 1
    [1_234.6, 50_000, 1_235],
    [Number.NaN, 50_000, 0],
    [99_999, 100_000, 99_999],
    [100_000, 100_000, 99_999],
  ])('lower %d with upper %d → %d', (lower, upper, expected) => expect(clampLower(lower, upper)).toBe(expected));
});

describe('clampUpper: at least the lower thumb plus 1, never above the scale', () => {
  it.each([
    [50_000, 25_000, 50_000],
    [25_000, 25_000, 25_001],
    [10_000, 25_000, 25_001],
    [200_000, 0, 100_000],
    [1, 0, 1],
    [0, 0, 1],
    [100_000, 100_000, 100_000], // a lower thumb at the top cannot be: treated as 99,999
    [Number.POSITIVE_INFINITY, 0, 100_000],
  ])('upper %d with lower %d → %d', (upper, lower, expected) => expect(clampUpper(upper, lower)).toBe(expected));
});

describe('invariants over many moves', () => {
  it('keeps 0 ≤ min < max ≤ 1,00,000 whatever the thumbs are pushed to', () => {
    let range = { min: 0, max: 100_000 };
    const pushes = [-5, 0, 1, 50, 99_999, 100_000, 250_000, 42_000, 42_000, 41_999, 42_001, 7, 99_998];
    for (const a of pushes) {
      for (const thumb of ['min', 'max'] as const) {
        range = moveThumb(range, thumb, a);
        expect(range.min).toBeGreaterThanOrEqual(PRICE_SLIDER.min);
        expect(range.max).toBeLessThanOrEqual(PRICE_SLIDER.max);
        expect(range.max - range.min).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(range.min) && Number.isInteger(range.max)).toBe(true);
      }
    }
  });
});

describe('parsePriceRange (URL)', () => {
  it.each([
    [null, null, null],
    ['0', '100000', null],
    ['1000', '50000', { min: 1000, max: 50000 }],
    ['1000', null, { min: 1000, max: 100000 }],
    [null, '50000', { min: 0, max: 50000 }],
    ['50000', '1000', { min: 1000, max: 50000 }],
    ['5000', '5000', { min: 5000, max: 5001 }],
    ['100000', '100000', { min: 99999, max: 100000 }],
    ['900000', '9000000', { min: 99999, max: 100000 }],
    ['-5', 'abc', null],
    ['1e3', '2.5', null],
    ['', '', null],
    [' 2000 ', '3000', { min: 2000, max: 3000 }],
    ['9'.repeat(40), null, null],
  ])('price_min=%s price_max=%s → %j', (min, max, expected) => expect(parsePriceRange(min, max)).toEqual(expected));
});

describe('priceNumericFilters', () => {
  it.each([
    [null, []],
    [{ min: 0, max: 100_000 }, []],
    [{ min: 1_000, max: 100_000 }, ['price>=1000']],
    [{ min: 0, max: 50_000 }, ['price<=50000']],
    [{ min: 1_000, max: 50_000 }, ['price>=1000', 'price<=50000']],
  ])('%j → %j', (range, filters) => expect(priceNumericFilters(range)).toEqual(filters));
});

describe('formatPriceBound', () => {
  it.each([
    [0, '₹0'],
    [25_000, '₹25,000'],
    [99_999, '₹99,999'],
    [100_000, '₹1,00,000+'],
  ])('%d → %s', (n, text) => expect(formatPriceBound(n)).toBe(text));
});

describe('priceAfterKey', () => {
  it.each([
    [37_345, 'ArrowRight', 38_000],
    [37_345, 'ArrowUp', 38_000],
    [37_345, 'ArrowLeft', 37_000],
    [37_000, 'ArrowLeft', 36_000],
    [37_000, 'ArrowRight', 38_000],
    [49_999, 'ArrowLeft', 49_000],
    [37_345, 'PageUp', 40_000],
    [37_345, 'PageDown', 30_000],
    [37_345, 'Home', 0],
    [37_345, 'End', 100_000],
    [37_345, 'Enter', null],
  ])('%d + %s → %s', (value, key, expected) => expect(priceAfterKey(value, key)).toBe(expected));
});
