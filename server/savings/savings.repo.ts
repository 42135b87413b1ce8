// The only place that queries the savings plan tables (db/schema/savings.ts). Every function takes the
// runner it works on, so a plan, its card windows and its instalments change in the caller's
// transaction; a plan row is locked (FOR UPDATE) before a payment for it is judged.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Runner, type Tx, columnsOf, rows } from '../../db/runner.ts';
import { savingsInstalments, savingsPaymentWindows, savingsPlans } from '../../db/schema/savings.ts';
import type { StoredPlanStatus } from '../../domain/savings/plan-rules.ts';

const PLAN_FIELDS = [
  'id',
  'planId',
  'userId',
  'status',
  'monthlyAmount',
  'nomineeName',
  'nomineeRelation',
  'nomineeAge',
  'startedOn',
] as const;
export type PlanRow = Omit<Pick<typeof savingsPlans.$inferSelect, (typeof PLAN_FIELDS)[number]>, 'status'> & {
  status: StoredPlanStatus;
};
const INSTALMENT_FIELDS = ['n', 'amount', 'paidOn', 'receiptNo', 'providerPaymentId'] as const;
export type InstalmentRow = Pick<typeof savingsInstalments.$inferSelect, (typeof INSTALMENT_FIELDS)[number]>;
export type WindowRow = typeof savingsPaymentWindows.$inferSelect;
export type NewPlan = Omit<typeof savingsPlans.$inferInsert, 'id' | 'status' | 'startedOn' | 'createdAt' | 'updatedAt'>;

const planColumns = columnsOf(savingsPlans, PLAN_FIELDS);
const instalmentColumns = columnsOf(savingsInstalments, INSTALMENT_FIELDS);
const asPlan = (row: Pick<typeof savingsPlans.$inferSelect, (typeof PLAN_FIELDS)[number]>): PlanRow => row as PlanRow;

export function savingsQueries(q: Runner) {
  return {
    /** India's calendar day by the database's clock, so every instance agrees (docs/design.md "Time"). */
    async today(): Promise<string> {
      const [row] = await rows<{ today: string }>(
        q,
        sql`SELECT to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS today`,
      );
      return row!.today;
    },

    /** The member's plans, newest first (abandoned enrolments left out). */
    async plansOf(userId: number): Promise<PlanRow[]> {
      const found = await q
        .select(planColumns)
        .from(savingsPlans)
        .where(and(eq(savingsPlans.userId, userId), sql`${savingsPlans.status} <> 'abandoned'`))
        .orderBy(desc(savingsPlans.id));
      return found.map(asPlan);
    },

    async planOf(userId: number, planId: string): Promise<PlanRow | undefined> {
      const [row] = await q
        .select(planColumns)
        .from(savingsPlans)
        .where(and(eq(savingsPlans.userId, userId), eq(savingsPlans.planId, planId)));
      return row && asPlan(row);
    },

    async planByRef(id: number): Promise<PlanRow | undefined> {
      const [row] = await q.select(planColumns).from(savingsPlans).where(eq(savingsPlans.id, id));
      return row && asPlan(row);
    },

    async lockPlan(id: number): Promise<PlanRow | undefined> {
      const [row] = await q.select(planColumns).from(savingsPlans).where(eq(savingsPlans.id, id)).for('update');
      return row && asPlan(row);
    },

    /** The member's pending and active plans, locked. */
    async lockLivePlans(userId: number): Promise<PlanRow[]> {
      const found = await q
        .select(planColumns)
        .from(savingsPlans)
        .where(and(eq(savingsPlans.userId, userId), inArray(savingsPlans.status, ['pending', 'active'])))
        .for('update');
      return found.map(asPlan);
    },

    async insertPlan(plan: NewPlan): Promise<PlanRow> {
      const [row] = await q.insert(savingsPlans).values(plan).returning(planColumns);
      return asPlan(row!);
    },

    /** Moves a plan from one stored status to another; false when it was not in `from`. */
    async moveStatus(id: number, from: StoredPlanStatus, to: StoredPlanStatus): Promise<boolean> {
      const moved = await q
        .update(savingsPlans)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(savingsPlans.id, id), eq(savingsPlans.status, from)))
        .returning({ id: savingsPlans.id });
      return moved.length === 1;
    },

    /** A pending plan's first instalment is paid: it is active from `startedOn`. */
    async activate(id: number, startedOn: string): Promise<boolean> {
      const moved = await q
        .update(savingsPlans)
        .set({ status: 'active', startedOn, updatedAt: sql`now()` })
        .where(and(eq(savingsPlans.id, id), eq(savingsPlans.status, 'pending')))
        .returning({ id: savingsPlans.id });
      return moved.length === 1;
    },

    async insertWindow(window: { planRef: number; n: number; amount: number; providerOrderId: string }): Promise<void> {
      await q.insert(savingsPaymentWindows).values(window);
    },

    async windowByProviderOrder(providerOrderId: string): Promise<WindowRow | undefined> {
      const [row] = await q
        .select()
        .from(savingsPaymentWindows)
        .where(eq(savingsPaymentWindows.providerOrderId, providerOrderId));
      return row;
    },

    async instalmentsOf(planRef: number): Promise<InstalmentRow[]> {
      return q
        .select(instalmentColumns)
        .from(savingsInstalments)
        .where(eq(savingsInstalments.planRef, planRef))
        .orderBy(asc(savingsInstalments.n));
    },

    async insertInstalment(row: typeof savingsInstalments.$inferInsert): Promise<void> {
      await q.insert(savingsInstalments).values(row);
    },
  };
}
export type SavingsQueries = ReturnType<typeof savingsQueries>;

export function createSavingsRepo(db: Db) {
  return {
    ...savingsQueries(db),
    inTransaction<T>(work: (q: SavingsQueries, tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(savingsQueries(tx), tx));
    },
  };
}
export type SavingsRepo = ReturnType<typeof createSavingsRepo>;
