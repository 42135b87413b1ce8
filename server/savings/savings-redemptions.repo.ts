// A savings plan's redemption at checkout (db/schema/savings.ts `savings_redemptions`), run on the
// checkout's transaction like the gift card's draw: held when the order is generated, redeemed when
// it is placed (the plan marked `redeemed` under its row lock), released or returned when the order is
// cancelled (the plan `active` again). Each move is one conditional update from the state it is in, so
// asking twice moves once; the partial unique index refuses a second live redemption of one plan.
import { sql } from 'drizzle-orm';
import { type Runner, rows } from '../../db/runner.ts';
import { savingsQueries } from './savings.repo.ts';

/** The plan already has a live (held or redeemed) redemption: the database's unique index said so. */
export class PlanHoldError extends Error {
  constructor(cause: unknown) {
    super('savings plan already held or redeemed', { cause });
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

export function savingsRedemptionQueries(q: Runner) {
  const plans = savingsQueries(q);
  return {
    ...plans,

    /** The plan's live redemption held by an order of another draft than `voId` (an unpaid order elsewhere), if any. */
    async heldElsewhere(planRef: number, voId: string): Promise<boolean> {
      const found = await rows<{ id: number }>(
        q,
        sql`SELECT r.id FROM savings_redemptions r JOIN orders o ON o.id = r.order_ref
             WHERE r.plan_ref = ${planRef} AND r.state = 'held' AND o.vo_id IS DISTINCT FROM ${voId}`,
      );
      return found.length > 0;
    },

    /** The order's hold on the plan (the caller locked the plan); PlanHoldError when the plan is held or redeemed already. */
    async hold(planRef: number, orderRef: number, amount: number): Promise<void> {
      try {
        await q.execute(
          sql`INSERT INTO savings_redemptions (plan_ref, order_ref, amount) VALUES (${planRef}, ${orderRef}, ${amount})`,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new PlanHoldError(error);
        throw error;
      }
    },

    /** The order was placed: its hold is spent and the plan redeemed, under the plan's row lock. Once. */
    async redeemHeld(orderRef: number): Promise<{ planRef: number; amount: number }[]> {
      const spent = await rows<{ planRef: number; amount: number }>(
        q,
        sql`UPDATE savings_redemptions SET state = 'redeemed', updated_at = now() WHERE order_ref = ${orderRef} AND state = 'held'
             RETURNING plan_ref AS "planRef", amount`,
      );
      for (const s of spent) {
        await plans.lockPlan(s.planRef);
        if (!(await plans.moveStatus(s.planRef, 'active', 'redeemed')))
          throw new Error(`savings plan ${s.planRef} could not be redeemed: it is not active`);
      }
      return spent;
    },

    /**
     * The order was cancelled: an unpaid hold is released, a spent redemption returned and its plan
     * `active` again (it matures and closes by its own calendar), each once.
     */
    async giveBack(orderRef: number): Promise<void> {
      const back = await rows<{ planRef: number; state: string }>(
        q,
        sql`UPDATE savings_redemptions SET state = CASE state WHEN 'held' THEN 'released' ELSE 'returned' END, updated_at = now()
             WHERE order_ref = ${orderRef} AND state IN ('held', 'redeemed') RETURNING plan_ref AS "planRef", state`,
      );
      for (const b of back) {
        if (b.state !== 'returned') continue;
        await plans.lockPlan(b.planRef);
        // Marked given back: a matured plan, so the one-plan-being-paid-into index lets it stand beside
        // a plan the member enrolled after redeeming it.
        await q.execute(
          sql`UPDATE savings_plans SET status = 'active', given_back_at = now(), updated_at = now() WHERE id = ${b.planRef} AND status = 'redeemed'`,
        );
      }
    },

    /** The redemption of an order, for its pages and mails. */
    async ofOrder(orderRef: number): Promise<{ planId: string; amount: number; state: string } | undefined> {
      const [row] = await rows<{ planId: string; amount: number; state: string }>(
        q,
        sql`SELECT p.plan_id AS "planId", r.amount, r.state FROM savings_redemptions r JOIN savings_plans p ON p.id = r.plan_ref
             WHERE r.order_ref = ${orderRef}`,
      );
      return row;
    },
  };
}
export type SavingsRedemptionQueries = ReturnType<typeof savingsRedemptionQueries>;
