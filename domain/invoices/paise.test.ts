import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupeesPaise } from './paise.ts';

describe('formatPaise', () => {
  it.each([
    [0, '0.00', '₹0.00'],
    [5, '0.05', '₹0.05'],
    [100, '1.00', '₹1.00'],
    [123_456_789, '12,34,567.89', '₹12,34,567.89'],
    [10_000_000, '1,00,000.00', '₹1,00,000.00'],
    [-48_544, '−485.44', '−₹485.44'],
  ])('%i → %s', (paise, plain, rupees) => {
    expect(formatPaise(paise)).toBe(plain);
    expect(formatRupeesPaise(paise)).toBe(rupees);
  });
  it('refuses a fraction of a paisa', () => expect(() => formatPaise(1.5)).toThrow(RangeError));
});
