import { describe, expect, it } from 'vitest';
import { belowValueText, planRedemption, type RedemptionFacts } from './redemption.ts';

describe('planRedemption', () => {
  const cases: [string, RedemptionFacts, number, ReturnType<typeof planRedemption>][] = [
    ['matured, the order costs more', { status: 'matured', value: 58_500 }, 75_000, { amount: 58_500, problem: null }],
    ['matured, a rupee more', { status: 'matured', value: 11_700 }, 11_701, { amount: 11_700, problem: null }],
    [
      'matured, exactly the value',
      { status: 'matured', value: 11_700 },
      11_700,
      { amount: 0, problem: 'DFE_ORDER_BELOW_VALUE' },
    ],
    [
      'matured, the order costs less',
      { status: 'matured', value: 58_500 },
      20_000,
      { amount: 0, problem: 'DFE_ORDER_BELOW_VALUE' },
    ],
    ['matured, an empty bag', { status: 'matured', value: 11_700 }, 0, { amount: 0, problem: 'DFE_ORDER_BELOW_VALUE' }],
    [
      'active (not yet the twelfth month)',
      { status: 'active', value: 11_000 },
      90_000,
      { amount: 0, problem: 'DFE_NOT_MATURED' },
    ],
    [
      'pending (first instalment unpaid)',
      { status: 'pending', value: 0 },
      90_000,
      { amount: 0, problem: 'DFE_NOT_MATURED' },
    ],
    ['matured with nothing saved', { status: 'matured', value: 0 }, 90_000, { amount: 0, problem: 'DFE_NOT_MATURED' }],
    [
      'closed at the end of month 12',
      { status: 'closed', value: 11_000 },
      90_000,
      { amount: 0, problem: 'DFE_PLAN_CLOSED' },
    ],
    ['abandoned', { status: 'abandoned', value: 0 }, 90_000, { amount: 0, problem: 'DFE_PLAN_CLOSED' }],
    ['redeemed already', { status: 'redeemed', value: 11_700 }, 90_000, { amount: 0, problem: 'DFE_PLAN_REDEEMED' }],
  ];
  it.each(cases)('%s', (_name, plan, total, expected) => {
    expect(planRedemption(plan, total)).toEqual(expected);
  });

  it('never pays more than the total', () => {
    for (const total of [0, 1, 11_699, 11_700, 11_701, 1_00_000])
      expect(planRedemption({ status: 'matured', value: 11_700 }, total).amount).toBeLessThan(Math.max(total, 1));
  });

  it('names the value when the order is too small', () => {
    expect(belowValueText(58_500)).toContain('₹58,500');
  });
});
