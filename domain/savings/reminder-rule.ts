// Which instalment a plan's member is reminded of, and when (docs/decisions/2026-11-28-savings-desk.md):
// the next unpaid one, from three days before its due day until the day itself, while the plan is
// still paid into (active by the calendar: never pending, matured, closed or redeemed). A pass that
// missed a day still reminds on the next; after the due day there is no "reminder" any more. Pure.
import { DFE_PAID_INSTALMENTS } from '../engagement/dfe-plan.ts';
import { daysBetween, dueOn, planStatusOn, type StoredPlanStatus } from './plan-rules.ts';

export const DFE_REMIND_DAYS_BEFORE = 3;

export interface ReminderFacts {
  status: StoredPlanStatus;
  startedOn: string | null;
  /** How many instalments are paid (they are paid in order). */
  paidCount: number;
}

/** The instalment to remind of today and its due day, or null. */
export function reminderDue(plan: ReminderFacts, today: string): { n: number; dueOn: string } | null {
  if (plan.startedOn === null || planStatusOn(plan, today) !== 'active') return null;
  const n = plan.paidCount + 1;
  if (n > DFE_PAID_INSTALMENTS) return null;
  const due = dueOn(plan.startedOn, n);
  const daysLeft = daysBetween(today, due);
  return daysLeft >= 0 && daysLeft <= DFE_REMIND_DAYS_BEFORE ? { n, dueOn: due } : null;
}
