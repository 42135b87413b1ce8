// Redeeming a matured savings plan at checkout (docs/decisions/2026-11-27-savings-plan-redemption.md):
// - set: the member's own plan (their bearer token on the call), matured, not held by another unpaid
//   order, on a draft without a gift card, and the order costing more than the plan is worth
//   (domain/savings/redemption.ts). The draft then shows the plan paying its whole value.
// - clear: the plan leaves the draft; an unpaid order of the draft that holds it is cancelled, which
//   gives the hold back (server/orders/order-stock.ts).
// order_generate holds the plan for its order (one live redemption per plan: a unique index) and the
// placing transaction marks it redeemed under the plan's row lock (server/checkout/order-placement.ts).
// Each call is one transaction under the draft's lock; the plan's row is locked before it is judged.
import type { Logger } from 'pino';
import type { SavingsPlanBody } from '../../domain/checkout/api-schemas.ts';
import { belowValueText } from '../../domain/savings/redemption.ts';
import type { Tx } from '../../db/runner.ts';
import { setOrderStatus } from '../orders/orders.repo.ts';
import type { CheckoutQueries, DraftRow } from './checkout.repo.ts';
import { refusal, type Caller, type CheckoutService } from './checkout.service.ts';

export interface SavingsRedeemDeps {
  checkout: Pick<CheckoutService, 'withDraft' | 'reader'>;
  logger: Logger;
}

/** Takes the draft's plan off it: the unpaid order that holds it is cancelled (its hold comes back). */
export async function dropPlan(q: CheckoutQueries, tx: Tx, draft: DraftRow, note: string): Promise<void> {
  if (draft.savingsPlanRef === null) return;
  const pending = await q.pendingOrderOf(draft.id);
  if (pending && pending.savingsPlanAmount > 0) {
    await q.clearDeadline(pending.id);
    await setOrderStatus(tx, pending.orderId, 'cancelled', note);
  }
  await q.updateDraft(draft.id, { savingsPlanRef: null });
}

export function createSavingsRedeemService(deps: SavingsRedeemDeps) {
  const { checkout, logger } = deps;

  return {
    /** virtual_order_set_savings_plan: the member's matured plan pays its value towards the order. */
    setSavingsPlan(caller: Caller, body: SavingsPlanBody) {
      if (caller.memberId === null) return Promise.resolve(refusal('DFE_LOGIN_REQUIRED'));
      const memberId = caller.memberId;
      return checkout.withDraft(caller, async (q, draft, tx) => {
        const found = await q.plans.planOf(memberId, body.plan_id);
        if (!found || found.status === 'abandoned') return refusal('DFE_PLAN_NOT_FOUND');
        await q.plans.lockPlan(found.id);
        if (draft.giftCardId !== null) return refusal('DFE_WITH_GIFT_CARD');
        const applied = { ...draft, savingsPlanRef: found.id };
        const facts = (await checkout.reader.savingsPlanFacts(q, applied))!;
        const summary = await checkout.reader.summarize(q, applied);
        const problem = summary.savingsPlanProblem;
        if (problem === 'DFE_ORDER_BELOW_VALUE') return refusal(problem, { message: belowValueText(facts.value) });
        if (problem !== null) return refusal(problem);
        if (draft.savingsPlanRef !== null && draft.savingsPlanRef !== found.id)
          await dropPlan(q, tx, draft, 'another savings plan was applied at checkout');
        await q.updateDraft(draft.id, { savingsPlanRef: found.id });
        logger.info({ planId: found.planId }, 'savings plan applied at checkout');
        return { reason: 'DFE_PLAN_APPLIED', text: null };
      });
    },

    /** virtual_order_clear_savings_plan: the plan leaves the draft, and whatever the draft held of it comes back. */
    clearSavingsPlan(caller: Caller) {
      return checkout.withDraft(caller, async (q, draft, tx) => {
        await dropPlan(q, tx, draft, 'the savings plan was removed at checkout');
      });
    },
  };
}
export type SavingsRedeemService = ReturnType<typeof createSavingsRedeemService>;
