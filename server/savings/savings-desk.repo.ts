// The savings desk's reads (GET /api/admin/savings-plans): the list with its counts, and one plan with
// its member, payments, redemption and audit. The status a plan shows and "overdue" depend on today
// (India's day, passed in): they are worked out here in SQL only to filter and count, with the plan's
// own constants (domain/savings/plan-rules.ts); each row's figures are then the rules' own.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asDate, likeContaining, rows } from '../../db/runner.ts';
import { DFE_PAID_INSTALMENTS } from '../../domain/engagement/dfe-plan.ts';
import type { PlanSearch } from '../../domain/savings/desk-search.ts';
import type { SavingsDeskStatus } from '../../domain/savings/desk-schemas.ts';
import {
  DFE_CLOSES_AFTER_DAYS,
  DFE_DAYS_BETWEEN_INSTALMENTS,
  DFE_MATURES_AFTER_DAYS,
  type StoredPlanStatus,
} from '../../domain/savings/plan-rules.ts';

export interface DeskPlanRow {
  id: number;
  planId: string;
  status: StoredPlanStatus;
  monthlyAmount: number;
  startedOn: string | null;
  createdAt: Date;
  name: string;
  email: string;
  mobile: string;
  paidCount: number;
  saved: number;
}

const searchSql = (s: PlanSearch | null): SQL => {
  if (!s) return sql`TRUE`;
  switch (s.kind) {
    case 'plan':
      return sql`p.plan_id = ${s.planId}`;
    case 'email':
      return sql`lower(u.email) = ${s.email}`;
    case 'mobile':
      return sql`u.phone = ${s.mobile}`;
    case 'name':
      return sql`lower(u.first_name || ' ' || u.last_name) LIKE ${likeContaining(s.text)}`;
  }
};

/** The plans of the search (abandoned enrolments left out) with what each has paid and the status it shows today. */
const plansSql = (search: PlanSearch | null, today: string) => sql`
  WITH base AS (
    SELECT p.id, p.plan_id AS "planId", p.status, p.monthly_amount AS "monthlyAmount",
           to_char(p.started_on, 'YYYY-MM-DD') AS "startedOn", p.started_on, p.created_at AS "createdAt",
           u.first_name || ' ' || u.last_name AS name, u.email, u.phone AS mobile,
           i.paid_count AS "paidCount", i.saved,
           CASE WHEN p.status <> 'active' THEN p.status
                WHEN ${today}::date - p.started_on >= ${DFE_CLOSES_AFTER_DAYS}::int THEN 'closed'
                WHEN ${today}::date - p.started_on >= ${DFE_MATURES_AFTER_DAYS}::int THEN 'matured'
                ELSE 'active' END AS shown
      FROM savings_plans p
      JOIN users u ON u.id = p.user_id
      CROSS JOIN LATERAL (SELECT count(*)::int AS paid_count, coalesce(sum(amount), 0)::int AS saved
                            FROM savings_instalments WHERE plan_ref = p.id) i
     WHERE p.status <> 'abandoned' AND ${searchSql(search)}
  ), plans AS (
    SELECT *, (shown = 'active' AND "paidCount" < ${DFE_PAID_INSTALMENTS}::int
               AND started_on + ${DFE_DAYS_BETWEEN_INSTALMENTS}::int * "paidCount" < ${today}::date) AS overdue
      FROM base
  )`;

export function createSavingsDeskRepo(db: Db) {
  return {
    async list(query: {
      search: PlanSearch | null;
      status: SavingsDeskStatus | null;
      overdue: boolean;
      today: string;
      limit: number;
      offset: number;
    }): Promise<{ plans: DeskPlanRow[]; total: number; counts: Record<string, number> }> {
      const withPlans = plansSql(query.search, query.today);
      const filter = sql`${query.status ? sql`shown = ${query.status}` : sql`TRUE`} AND ${query.overdue ? sql`overdue` : sql`TRUE`}`;
      const found = await rows<DeskPlanRow & { createdAt: unknown }>(
        db,
        sql`${withPlans} SELECT "id", "planId", status, "monthlyAmount", "startedOn", "createdAt", name, email, mobile,
                                "paidCount", saved
              FROM plans WHERE ${filter} ORDER BY id DESC LIMIT ${query.limit} OFFSET ${query.offset}`,
      );
      const [{ total } = { total: 0 }] = await rows<{ total: number }>(
        db,
        sql`${withPlans} SELECT count(*)::int AS total FROM plans WHERE ${filter}`,
      );
      const byStatus = await rows<{ shown: string; n: number; overdue: number }>(
        db,
        sql`${withPlans} SELECT shown, count(*)::int AS n, count(*) FILTER (WHERE overdue)::int AS overdue FROM plans GROUP BY shown`,
      );
      const counts: Record<string, number> = { all: 0, overdue: 0 };
      for (const s of byStatus) {
        counts[s.shown] = s.n;
        counts.all! += s.n;
        counts.overdue! += s.overdue;
      }
      return { plans: found.map((r) => ({ ...r, createdAt: asDate(r.createdAt)! })), total, counts };
    },

    /** One plan (by its public id) with its member, an abandoned enrolment too; undefined when no plan has it. */
    async plan(planId: string) {
      const [row] = await rows<{
        id: number;
        planId: string;
        status: StoredPlanStatus;
        monthlyAmount: number;
        startedOn: string | null;
        createdAt: unknown;
        nomineeName: string;
        nomineeRelation: string;
        nomineeAge: number;
        pan: string | null;
        name: string;
        email: string;
        mobile: string;
      }>(
        db,
        sql`SELECT p.id, p.plan_id AS "planId", p.status, p.monthly_amount AS "monthlyAmount",
                   to_char(p.started_on, 'YYYY-MM-DD') AS "startedOn", p.created_at AS "createdAt",
                   p.nominee_name AS "nomineeName", p.nominee_relation AS "nomineeRelation", p.nominee_age AS "nomineeAge",
                   p.pan, u.first_name || ' ' || u.last_name AS name, u.email, u.phone AS mobile
              FROM savings_plans p JOIN users u ON u.id = p.user_id
             WHERE p.plan_id = ${planId}`,
      );
      return row && { ...row, createdAt: asDate(row.createdAt)! };
    },

    async payments(planRef: number) {
      const found = await rows<{
        n: number;
        amount: number;
        paidOn: string;
        receiptNo: string;
        paymentId: string;
        paidAt: unknown;
      }>(
        db,
        sql`SELECT n, amount, to_char(paid_on, 'YYYY-MM-DD') AS "paidOn", receipt_no AS "receiptNo",
                   provider_payment_id AS "paymentId", paid_at AS "paidAt"
              FROM savings_instalments WHERE plan_ref = ${planRef} ORDER BY n`,
      );
      return found.map((p) => ({ ...p, paidAt: asDate(p.paidAt)! }));
    },

    /** The latest order that applied the plan at checkout. */
    async redemption(planRef: number) {
      const [row] = await rows<{ state: string; orderId: string; amount: number; at: unknown }>(
        db,
        sql`SELECT r.state, o.order_id AS "orderId", r.amount, r.updated_at AS at
              FROM savings_redemptions r JOIN orders o ON o.id = r.order_ref
             WHERE r.plan_ref = ${planRef} ORDER BY r.id DESC LIMIT 1`,
      );
      return row && { ...row, at: asDate(row.at)! };
    },

    async audit(planId: string) {
      const found = await rows<{ at: unknown; staff: string | null; action: string; before: unknown; after: unknown }>(
        db,
        sql`SELECT a.at, s.name AS staff, a.action, a.before, a.after
              FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
             WHERE a.entity = 'savings_plan' AND a.entity_id = ${planId} ORDER BY a.id`,
      );
      return found.map((a) => ({ ...a, at: asDate(a.at)! }));
    },
  };
}
export type SavingsDeskRepo = ReturnType<typeof createSavingsDeskRepo>;
