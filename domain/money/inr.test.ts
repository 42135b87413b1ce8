import { describe, expect, it } from 'vitest';
import { formatAmountINR, formatINR, groupIndian, toPaise } from './inr.ts';

// What the formatting must equal, character for character: Intl's en-IN formats (Node has full ICU).
const intlINR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const intlGrouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

describe('formatINR', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1_000, '₹1,000'],
    [123_456, '₹1,23,456'],
    [10_000_000, '₹1,00,00,000'],
    [-1_234_567, '-₹12,34,567'],
    [99_999.5, '₹1,00,000'],
    [-2.5, '-₹3'],
    [-0, '-₹0'],
    [Number.NaN, '₹NaN'],
    [Number.POSITIVE_INFINITY, '₹∞'],
    [Number.NEGATIVE_INFINITY, '-₹∞'],
    [2 ** 53, '₹9,00,71,99,25,47,40,992'],
  ])('%d → %s', (n, text) => expect(formatINR(n)).toBe(text));

  it('writes a discount with a true minus sign', () => {
    expect(formatAmountINR(-1_000)).toBe('−₹1,000');
    expect(formatAmountINR(1_000)).toBe('₹1,000');
  });

  it("equals Intl's en-IN rupees for amounts of every length below 10²¹, halves and signs", () => {
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
    const amounts = [
      0,
      0.49,
      0.5,
      0.51,
      1.5,
      2.5,
      1e15,
      Number.MAX_SAFE_INTEGER,
      2 ** 60,
      1e20,
      123_456_789_012_345_680_000,
    ];
    for (let digits = 1; digits <= 21; digits++) {
      for (let i = 0; i < 40; i++)
        amounts.push(Math.floor(next() * 10 ** digits), Math.floor(next() * 10 ** digits) + 0.5);
    }
    for (const n of amounts) {
      for (const v of [n, -n]) {
        expect(formatINR(v), String(v)).toBe(intlINR.format(v));
        expect(groupIndian(v), String(v)).toBe(intlGrouped.format(v));
      }
    }
  });
});

describe('groupIndian', () => {
  it.each([
    [4_900_000, '49,00,000'],
    [100, '100'],
    [-1_000, '-1,000'],
    [Number.NEGATIVE_INFINITY, '-∞'],
  ])('%d → %s', (n, text) => expect(groupIndian(n)).toBe(text));
});

describe('toPaise', () => {
  it('converts to paise and refuses fractions', () => {
    expect(toPaise(49_000)).toBe(4_900_000);
    expect(() => toPaise(1.5)).toThrow(RangeError);
  });
});
