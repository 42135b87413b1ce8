import { describe, expect, it } from 'vitest';
import { DFE_CASH_CAP_PER_MONTH, dfeExample, instalmentProblem } from './dfe-plan.ts';

describe('dfeExample (11 paid instalments, a gift of 70% of the first)', () => {
  it.each([
    [1_000, 11_000, 700, 11_700, false],
    [2_500, 27_500, 1_750, 29_250, false],
    [10_000, 1_10_000, 7_000, 1_17_000, false],
    [10_001, 1_10_011, 7_001, 1_17_012, true],
    [1_333, 14_663, 933, 15_596, false],
    [25_000, 2_75_000, 17_500, 2_92_500, true],
  ])('₹%d a month → paid %d, gift %d, total %d, above the cash cap %s', (monthly, paid, gift, total, aboveCap) => {
    const example = dfeExample(monthly);
    expect(example).toEqual({ monthly, instalments: 11, paid, gift, total, aboveCashCap: aboveCap });
    // The parts add up, and the gift is 70% of one instalment to the rupee.
    expect(example.paid + example.gift).toBe(example.total);
    expect(Math.abs(example.gift - monthly * 0.7)).toBeLessThanOrEqual(0.5);
    expect(example.aboveCashCap).toBe(monthly > DFE_CASH_CAP_PER_MONTH);
  });

  it.each([999, 0, -1000, 1000.5, Number.NaN])('refuses %d', (monthly) => {
    expect(() => dfeExample(monthly)).toThrow(RangeError);
  });
});

describe('instalmentProblem', () => {
  it.each([
    [1_000, null],
    [10_00_000, null],
    [999, 'The monthly instalment is at least ₹1,000.'],
    [1500.5, 'Please enter whole rupees.'],
    [10_00_001, 'For more than ₹10,00,000 a month, please call us.'],
    [Number.NaN, 'Please enter the amount you would like to save each month.'],
  ])('%d → %j', (monthly, expected) => {
    expect(instalmentProblem(monthly)).toBe(expected);
  });
});
