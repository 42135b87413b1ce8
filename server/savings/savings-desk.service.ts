// The back office's savings plans (docs/decisions/2026-11-28-savings-desk.md): the list staff search
// and filter (status, overdue), and one plan's passbook with its member, payments, redemption and
// audit. Read-only. The passbook, the gift and the redemption value are the plan's rules
// (domain/savings/plan-rules.ts `passbookOn`), never worked out again here.
import { ok, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import { SAVINGS_DESK_REASONS, type SavingsDeskReason } from '../../domain/savings/desk-reasons.ts';
import {
  SAVINGS_DESK_PAGE_SIZE,
  type SavingsDeskListAnswer,
  type SavingsDeskListQuery,
  type SavingsDeskPlanAnswer,
  type SavingsDeskRow,
} from '../../domain/savings/desk-schemas.ts';
import { readPlanSearch } from '../../domain/savings/desk-search.ts';
import {
  addDays,
  DFE_MATURES_AFTER_DAYS,
  daysBetween,
  dueOn,
  passbookOn,
  planStatusOn,
} from '../../domain/savings/plan-rules.ts';
import { DFE_PAID_INSTALMENTS } from '../../domain/engagement/dfe-plan.ts';
import type { DeskPlanRow, SavingsDeskRepo } from './savings-desk.repo.ts';

export interface SavingsDeskDeps {
  repo: SavingsDeskRepo;
  /** India's day by the database's clock (server/savings/savings.repo.ts `today`). */
  today(): Promise<string>;
}

type RowStatus = SavingsDeskRow['status'];

function rowOf(p: DeskPlanRow, today: string): SavingsDeskRow {
  const status = planStatusOn(p, today) as RowStatus;
  const nextDue =
    status === 'active' && p.startedOn !== null && p.paidCount < DFE_PAID_INSTALMENTS
      ? dueOn(p.startedOn, p.paidCount + 1)
      : null;
  return {
    plan_id: p.planId,
    status,
    member: { name: p.name, email: p.email, mobile: p.mobile },
    monthly_amount: p.monthlyAmount,
    paid_count: p.paidCount,
    saved: p.saved,
    started_on: p.startedOn,
    matures_on: p.startedOn === null ? null : addDays(p.startedOn, DFE_MATURES_AFTER_DAYS),
    next_due_on: nextDue,
    days_late: nextDue === null ? 0 : Math.max(0, daysBetween(nextDue, today)),
    enrolled_at: p.createdAt.toISOString(),
  };
}

export function createSavingsDeskService(deps: SavingsDeskDeps) {
  const { repo } = deps;
  return {
    async list(query: SavingsDeskListQuery): Promise<SavingsDeskListAnswer> {
      const today = await deps.today();
      const { plans, total, counts } = await repo.list({
        search: query.q ? readPlanSearch(query.q) : null,
        status: query.status ?? null,
        overdue: query.due === 'overdue',
        today,
        limit: SAVINGS_DESK_PAGE_SIZE,
        offset: (query.page - 1) * SAVINGS_DESK_PAGE_SIZE,
      });
      return {
        success: true,
        plans: plans.map((p) => rowOf(p, today)),
        total,
        page: query.page,
        per_page: SAVINGS_DESK_PAGE_SIZE,
        counts,
      };
    },

    async get(planId: string): Promise<Outcome<SavingsDeskPlanAnswer, SavingsDeskReason>> {
      const plan = await repo.plan(planId);
      if (!plan) return refusalOf(SAVINGS_DESK_REASONS, 'PLAN_NOT_FOUND');
      const [today, payments, redemption, audit] = await Promise.all([
        deps.today(),
        repo.payments(plan.id),
        repo.redemption(plan.id),
        repo.audit(plan.planId),
      ]);
      const { next, ...book } = passbookOn(
        {
          status: plan.status,
          monthlyAmount: plan.monthlyAmount,
          startedOn: plan.startedOn,
          paid: payments.map((p) => ({ n: p.n, paidOn: p.paidOn, amount: p.amount, receiptNo: p.receiptNo })),
        },
        today,
      );
      return ok({
        success: true,
        plan: {
          plan_id: plan.planId,
          monthly_amount: plan.monthlyAmount,
          nominee: { name: plan.nomineeName, relation: plan.nomineeRelation, age: plan.nomineeAge },
          ...book,
          next_instalment: next,
          member: { name: plan.name, email: plan.email, mobile: plan.mobile },
          enrolled_at: plan.createdAt.toISOString(),
          pan: plan.pan,
          payments: payments.map((p) => ({
            n: p.n,
            receipt_no: p.receiptNo,
            payment_id: p.paymentId,
            paid_at: p.paidAt.toISOString(),
          })),
        },
        redemption: redemption
          ? {
              state: redemption.state as 'held' | 'redeemed' | 'released' | 'returned',
              order_id: redemption.orderId,
              amount: redemption.amount,
              at: redemption.at.toISOString(),
            }
          : null,
        audit: audit.map((a) => ({ ...a, at: a.at.toISOString() })),
      });
    },
  };
}
export type SavingsDeskService = ReturnType<typeof createSavingsDeskService>;
