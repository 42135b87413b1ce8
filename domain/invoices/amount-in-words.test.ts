import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [50, 'Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [1_900, 'Rupees Nineteen Only'],
    [2_000, 'Rupees Twenty Only'],
    [2_300, 'Rupees Twenty-Three Only'],
    [10_000, 'Rupees One Hundred Only'],
    [10_100, 'Rupees One Hundred One Only'],
    [100_000, 'Rupees One Thousand Only'],
    [1_234_567, 'Rupees Twelve Thousand Three Hundred Forty-Five and Sixty-Seven Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [12_345_650, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only'],
    [12_345_601, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and One Paise Only'],
    [99_999_999, 'Rupees Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [1_000_000_100, 'Rupees One Crore One Only'],
    [1_020_304_000, 'Rupees One Crore Two Lakh Three Thousand Forty Only'],
    // The largest order (2^31 − 1 rupees): the crores run past ninety-nine.
    [
      214_748_364_700,
      'Rupees Two Hundred Fourteen Crore Seventy-Four Lakh Eighty-Three Thousand Six Hundred Forty-Seven Only',
    ],
  ])('%i paise → %s', (paise, words) => expect(amountInWords(paise)).toBe(words));

  it.each([-1, 1.5, Number.NaN])('refuses %s', (paise) => expect(() => amountInWords(paise)).toThrow(RangeError));
  it('refuses zero as a number in words (an amount says Zero itself)', () =>
    expect(() => indianNumberInWords(0)).toThrow(RangeError));
});
