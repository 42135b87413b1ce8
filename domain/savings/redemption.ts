// What a savings plan pays of an order at checkout (docs/decisions/2026-11-27-savings-plan-redemption.md).
// Pure: the plan's status on today's India day (plan-rules.ts `passbookOn`) and the order's total in.
//
// - Only a matured plan is redeemed (its twelfth month); before, DFE_NOT_MATURED; a closed or redeemed
//   plan is refused in its own words.
// - The plan is redeemed whole, in one purchase: it pays its redemption value (what was paid, plus
//   the gift if earned). The terms say it "cannot be redeemed in cash", so nothing of it can be left
//   over to pay out: the order must cost more than the plan is worth, and the rest is paid by cash on
//   delivery or card (an order of exactly the value would leave nothing to pay by a payment mode).
import { formatINR } from '../money/inr.ts';
import type { PlanStatus } from './plan-rules.ts';

export type RedemptionProblem = 'DFE_NOT_MATURED' | 'DFE_PLAN_CLOSED' | 'DFE_PLAN_REDEEMED' | 'DFE_ORDER_BELOW_VALUE';

export interface RedemptionFacts {
  status: PlanStatus;
  /** What the plan buys: saved plus the gift earned (Passbook.redemption_value). */
  value: number;
}

export type Redemption = { amount: number; problem: null } | { amount: 0; problem: RedemptionProblem };

/** What the plan pays of an order of `total` rupees, or why it pays nothing. */
export function planRedemption(plan: RedemptionFacts, total: number): Redemption {
  if (plan.status === 'redeemed') return { amount: 0, problem: 'DFE_PLAN_REDEEMED' };
  if (plan.status === 'closed' || plan.status === 'abandoned') return { amount: 0, problem: 'DFE_PLAN_CLOSED' };
  if (plan.status !== 'matured' || plan.value <= 0) return { amount: 0, problem: 'DFE_NOT_MATURED' };
  if (total <= plan.value) return { amount: 0, problem: 'DFE_ORDER_BELOW_VALUE' };
  return { amount: plan.value, problem: null };
}

/** The refusal's text when the order does not cost more than the plan is worth. */
export const belowValueText = (value: number) =>
  `Your plan is redeemed in one purchase of more than its value of ${formatINR(value)}. Please add jewellery to your bag.`;
