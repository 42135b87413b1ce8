import { describe, expect, it } from 'vitest';
import { formatINR, groupIndian, toPaise } from './inr.ts';

describe('formatINR', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1_000, '₹1,000'],
    [123_456, '₹1,23,456'],
    [10_000_000, '₹1,00,00,000'],
  ])('%i → %s', (n, text) => expect(formatINR(n)).toBe(text));

  it('groups without the sign', () => expect(groupIndian(4_900_000)).toBe('49,00,000'));
  it('converts to paise and refuses fractions', () => {
    expect(toPaise(49_000)).toBe(4_900_000);
    expect(() => toPaise(1.5)).toThrow(RangeError);
  });
});
