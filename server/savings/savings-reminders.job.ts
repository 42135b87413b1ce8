// The savings plan's reminder pass: a member is sent a mail and an SMS from three days before an
// unpaid instalment's due day (domain/savings/reminder-rule.ts), once per instalment. Each plan is
// decided under its row lock, and the reminder's row (unique on plan and instalment) is written in the
// transaction that writes the notice to the outbox: two passes at once, or a pass run again, send
// one reminder. Runs with the reconciler (RECONCILER), at its pace; a pass only reads plans near a due day.
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/runner.ts';
import { formatIndiaDay } from '../../domain/dates/india-day.ts';
import { DFE_PAID_INSTALMENTS } from '../../domain/engagement/dfe-plan.ts';
import { instalmentReminder } from '../../domain/notifications/templates/savings-mails.ts';
import { DFE_DAYS_BETWEEN_INSTALMENTS, type StoredPlanStatus } from '../../domain/savings/plan-rules.ts';
import { DFE_REMIND_DAYS_BEFORE, reminderDue } from '../../domain/savings/reminder-rule.ts';
import type { BackgroundJob } from '../jobs/background-job.ts';
import { runEvery, type RunningJob } from '../jobs/run-every.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import { savingsQueries } from './savings.repo.ts';

export interface SavingsReminderDeps {
  db: Db;
  kickOutbox(): void;
  publicUrl: string;
  logger: Logger;
}

interface Candidate {
  id: number;
}

interface LockedPlan {
  planId: string;
  status: StoredPlanStatus;
  startedOn: string | null;
  monthlyAmount: number;
  paidCount: number;
  firstName: string;
  email: string;
  phone: string;
}

export function createSavingsReminderJob(deps: SavingsReminderDeps) {
  const { db, logger } = deps;

  /** Active plans whose next instalment falls due within the reminder's days and is not reminded of yet. */
  const candidates = (today: string, limit: number) =>
    rows<Candidate>(
      db,
      sql`SELECT p.id FROM savings_plans p
            CROSS JOIN LATERAL (SELECT count(*)::int AS paid FROM savings_instalments WHERE plan_ref = p.id) i
           WHERE p.status = 'active' AND i.paid < ${DFE_PAID_INSTALMENTS}::int
             AND p.started_on + ${DFE_DAYS_BETWEEN_INSTALMENTS}::int * i.paid
                 BETWEEN ${today}::date AND ${today}::date + ${DFE_REMIND_DAYS_BEFORE}::int
             AND NOT EXISTS (SELECT 1 FROM savings_reminders r WHERE r.plan_ref = p.id AND r.n = i.paid + 1)
           ORDER BY p.id LIMIT ${limit}`,
    );

  /** Decides one plan under its row lock; true when its reminder was written. */
  const remind = (planRef: number, today: string) =>
    db.transaction(async (tx) => {
      await savingsQueries(tx).lockPlan(planRef);
      const [plan] = await rows<LockedPlan>(
        tx,
        sql`SELECT p.plan_id AS "planId", p.status, to_char(p.started_on, 'YYYY-MM-DD') AS "startedOn",
                   p.monthly_amount AS "monthlyAmount", u.first_name AS "firstName", u.email, u.phone,
                   (SELECT count(*)::int FROM savings_instalments WHERE plan_ref = p.id) AS "paidCount"
              FROM savings_plans p JOIN users u ON u.id = p.user_id WHERE p.id = ${planRef}`,
      );
      const due = plan && reminderDue(plan, today);
      if (!plan || !due) return false;
      const written = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO savings_reminders (plan_ref, n, due_on) VALUES (${planRef}, ${due.n}, ${due.dueOn})
            ON CONFLICT (plan_ref, n) DO NOTHING RETURNING id`,
      );
      if (written.length === 0) return false;
      const { mail, sms } = instalmentReminder({
        firstName: plan.firstName,
        planId: plan.planId,
        n: due.n,
        of: DFE_PAID_INSTALMENTS,
        amount: plan.monthlyAmount,
        dueOn: formatIndiaDay(`${due.dueOn}T12:00:00+05:30`),
        passbookUrl: `${deps.publicUrl}/my-savings-plan`,
      });
      await enqueueNotice(tx, { mail: { to: plan.email, ...mail }, sms: { to: plan.phone, text: sms } });
      return true;
    });

  return {
    async pass(limit = 200): Promise<{ reminded: number }> {
      const today = await savingsQueries(db).today();
      let reminded = 0;
      for (const c of await candidates(today, limit)) if (await remind(c.id, today)) reminded++;
      if (reminded > 0) {
        deps.kickOutbox();
        logger.info({ reminded }, 'savings plan reminders');
      }
      return { reminded };
    },
  };
}
export type SavingsReminderJob = ReturnType<typeof createSavingsReminderJob>;

/** Runs with the reconciler (RECONCILER), at its pace. */
export const savingsReminderJob: BackgroundJob = {
  name: 'savings plan reminders',
  enabled: (env) => env.RECONCILER,
  start: ({ savingsReminders, logger, env }): RunningJob =>
    runEvery(() => savingsReminders.pass(), env.RECONCILE_EVERY_SECONDS * 1000, logger, 'savings reminder pass failed'),
};
