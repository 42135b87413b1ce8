import { describe, expect, it } from 'vitest';
import {
  belowValueText,
  planRedemption,
  type Redemption,
  type RedemptionFacts,
  type RedemptionProblem,
} from './redemption.ts';

describe('planRedemption', () => {
  // One table: the plan (its status and value), the order's total, then what the plan pays or why not.
  const paid = (amount: number): Redemption => ({ amount, problem: null });
  const refused = (problem: RedemptionProblem): Redemption => ({ amount: 0, problem });
  const cases: [string, RedemptionFacts['status'], number, number, Redemption][] = [
    ['matured, the order costs more', 'matured', 58_500, 75_000, paid(58_500)],
    ['matured, a rupee more', 'matured', 11_700, 11_701, paid(11_700)],
    ['matured, exactly the value', 'matured', 11_700, 11_700, refused('DFE_ORDER_BELOW_VALUE')],
    ['matured, the order costs less', 'matured', 58_500, 20_000, refused('DFE_ORDER_BELOW_VALUE')],
    ['matured, an empty bag', 'matured', 11_700, 0, refused('DFE_ORDER_BELOW_VALUE')],
    ['active (not yet the twelfth month)', 'active', 11_000, 90_000, refused('DFE_NOT_MATURED')],
    ['pending (first instalment unpaid)', 'pending', 0, 90_000, refused('DFE_NOT_MATURED')],
    ['matured with nothing saved', 'matured', 0, 90_000, refused('DFE_NOT_MATURED')],
    ['closed at the end of month 12', 'closed', 11_000, 90_000, refused('DFE_PLAN_CLOSED')],
    ['abandoned', 'abandoned', 0, 90_000, refused('DFE_PLAN_CLOSED')],
    ['redeemed already', 'redeemed', 11_700, 90_000, refused('DFE_PLAN_REDEEMED')],
  ];
  it.each(cases)('%s', (_name, status, value, total, expected) => {
    expect(planRedemption({ status, value }, total)).toEqual(expected);
  });

  it('never pays more than the total', () => {
    for (const total of [0, 1, 11_699, 11_700, 11_701, 1_00_000])
      expect(planRedemption({ status: 'matured', value: 11_700 }, total).amount).toBeLessThan(Math.max(total, 1));
  });

  it('names the value when the order is too small', () => {
    expect(belowValueText(58_500)).toContain('₹58,500');
  });
});
