// The Diamond for Everyone plan's rules (content/pages/dfe-terms-and-conditions.md; the reading chosen
// where the policy texts differ: docs/decisions/2026-11-27-savings-plan.md). Pure: dates are India's
// calendar days as 'YYYY-MM-DD' and "today" is always passed in.
//
// - The monthly amount: at least ₹1,000, in multiples of ₹1,000; the policy has no maximum, the card
//   window takes up to DFE_MAX_INSTALMENT (more: at a store).
// - The member is 18 or more on the day they enrol; the nominee is not a minor.
// - 11 instalments, one every 30 days from the day the first is paid; the twelfth month (from day
//   330) is for redeeming: the plan matures then and closes at the end of month 12 (day 360).
// - The gift, 70% of the first instalment, is earned when all 11 are paid, unless payment was ever
//   late by more than 2 instalments: an instalment paid (or still unpaid) more than 60 days after its
//   due date, which is the day when it and the two after it were all overdue at once.
import {
  DFE_GIFT_PERCENT,
  DFE_MAX_INSTALMENT,
  DFE_MAX_LATE_INSTALMENTS,
  DFE_MIN_INSTALMENT,
  DFE_PAID_INSTALMENTS,
} from '../engagement/dfe-plan.ts';
import { formatINR } from '../money/inr.ts';

export const DFE_DAYS_BETWEEN_INSTALMENTS = 30;
/** The plan matures (the twelfth month starts) this many days after it started. */
export const DFE_MATURES_AFTER_DAYS = DFE_PAID_INSTALMENTS * DFE_DAYS_BETWEEN_INSTALMENTS;
/** The end of month 12: a plan not redeemed by then is closed. */
export const DFE_CLOSES_AFTER_DAYS = 12 * DFE_DAYS_BETWEEN_INSTALMENTS;
/** An instalment may be paid this many days before its due date (never earlier). */
export const DFE_PAY_EARLY_DAYS = 5;
/** Late by more than 2 instalments: more than 60 days after an instalment's due date. */
export const DFE_GIFT_LOST_AFTER_DAYS = DFE_MAX_LATE_INSTALMENTS * DFE_DAYS_BETWEEN_INSTALMENTS;
export const DFE_MIN_AGE = 18;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar day 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The day `days` after `day` (both 'YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Completed years from a birth day to `today` (a 29 February birthday counts from 1 March in other years). */
export function ageOn(birthDay: string, today: string): number {
  const [by, bm, bd] = birthDay.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The problem with a monthly amount in the plan's words, or null. */
export function monthlyAmountProblem(amount: number): string | null {
  if (!Number.isInteger(amount) || amount < DFE_MIN_INSTALMENT)
    return `The monthly amount is at least ${formatINR(DFE_MIN_INSTALMENT)}.`;
  if (amount % DFE_MIN_INSTALMENT !== 0)
    return `The monthly amount is a multiple of ${formatINR(DFE_MIN_INSTALMENT)}, such as ${formatINR(Math.ceil(amount / DFE_MIN_INSTALMENT) * DFE_MIN_INSTALMENT)}.`;
  if (amount > DFE_MAX_INSTALMENT)
    return `Online we take up to ${formatINR(DFE_MAX_INSTALMENT)} a month by card; for more, please enrol at a store.`;
  return null;
}

/** The problems with the member's and the nominee's ages, by field, or null. */
export function ageProblems(
  input: { dateOfBirth: string; nomineeAge: number },
  today: string,
): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (daysBetween(input.dateOfBirth, today) < 0) problems.date_of_birth = 'The date of birth is in the future.';
  else if (ageOn(input.dateOfBirth, today) < DFE_MIN_AGE)
    problems.date_of_birth = `The member must be ${DFE_MIN_AGE} or older to join the plan.`;
  if (input.nomineeAge < DFE_MIN_AGE) problems['nominee.age'] = 'The nominee cannot be a minor (under 18).';
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The due day of instalment n (1-based): the first is due the day the plan starts. */
export function dueOn(startedOn: string, n: number): string {
  return addDays(startedOn, (n - 1) * DFE_DAYS_BETWEEN_INSTALMENTS);
}

/** The gift for a monthly (first) instalment, in whole rupees. */
export const giftFor = (firstInstalment: number): number => Math.round((firstInstalment * DFE_GIFT_PERCENT) / 100);

export type StoredPlanStatus = 'pending' | 'active' | 'redeemed' | 'closed' | 'abandoned';
/** What the member is told: pending (the first instalment not paid yet), active, matured (redeem now), closed, redeemed. */
export type PlanStatus = 'pending' | 'active' | 'matured' | 'closed' | 'redeemed' | 'abandoned';

export interface PaidInstalment {
  n: number;
  paidOn: string;
  amount: number;
  receiptNo: string;
}

export interface PlanFacts {
  status: StoredPlanStatus;
  monthlyAmount: number;
  /** The day the first instalment was paid; null while pending. */
  startedOn: string | null;
  paid: readonly PaidInstalment[];
}

export interface PassbookLine {
  n: number;
  due_on: string | null;
  paid_on: string | null;
  amount: number;
  receipt_no: string | null;
}

export interface NextInstalment {
  n: number;
  due_on: string;
  /** The first day it can be paid. */
  payable_from: string;
  payable: boolean;
  /** Days past its due date (0 when not late). */
  days_late: number;
}

export interface Passbook {
  status: PlanStatus;
  started_on: string | null;
  matures_on: string | null;
  closes_on: string | null;
  instalments: PassbookLine[];
  paid_count: number;
  saved: number;
  /** The gift once earned (all instalments paid on time), else 0. */
  gift_earned: number;
  gift_lost: boolean;
  /** What the plan buys: saved plus the gift earned. */
  redemption_value: number;
  next: NextInstalment | null;
}

/** The status the member sees on `today`: a started plan matures and then closes by the calendar. */
export function planStatusOn(facts: Pick<PlanFacts, 'status' | 'startedOn'>, today: string): PlanStatus {
  if (facts.status !== 'active' || facts.startedOn === null) return facts.status;
  const age = daysBetween(facts.startedOn, today);
  if (age >= DFE_CLOSES_AFTER_DAYS) return 'closed';
  if (age >= DFE_MATURES_AFTER_DAYS) return 'matured';
  return 'active';
}

/** Whether a payment was ever late by more than 2 instalments, as of `today`. */
export function giftLostOn(facts: Pick<PlanFacts, 'startedOn' | 'paid'>, today: string): boolean {
  if (facts.startedOn === null) return false;
  const paidOn = new Map(facts.paid.map((p) => [p.n, p.paidOn]));
  for (let n = 1; n <= DFE_PAID_INSTALMENTS; n++) {
    const due = dueOn(facts.startedOn, n);
    const settled = paidOn.get(n) ?? today;
    if (daysBetween(due, settled) > DFE_GIFT_LOST_AFTER_DAYS) return true;
    if (!paidOn.has(n)) break; // instalments are paid in order: the later ones are not due before this one
  }
  return false;
}

/** The passbook of a plan on `today`: every instalment, what is saved, the gift and what the plan buys. */
export function passbookOn(facts: PlanFacts, today: string): Passbook {
  const status = planStatusOn(facts, today);
  const byN = new Map(facts.paid.map((p) => [p.n, p]));
  const start = facts.startedOn;
  const instalments: PassbookLine[] = [];
  for (let n = 1; n <= DFE_PAID_INSTALMENTS; n++) {
    const paid = byN.get(n);
    instalments.push({
      n,
      due_on: start === null ? (n === 1 ? today : null) : dueOn(start, n),
      paid_on: paid?.paidOn ?? null,
      amount: paid?.amount ?? facts.monthlyAmount,
      receipt_no: paid?.receiptNo ?? null,
    });
  }
  const saved = facts.paid.reduce((sum, p) => sum + p.amount, 0);
  const giftLost = giftLostOn(facts, today);
  const first = byN.get(1);
  const gift_earned =
    facts.paid.length >= DFE_PAID_INSTALMENTS && first && !giftLost && status !== 'closed' ? giftFor(first.amount) : 0;
  return {
    status,
    started_on: start,
    matures_on: start === null ? null : addDays(start, DFE_MATURES_AFTER_DAYS),
    closes_on: start === null ? null : addDays(start, DFE_CLOSES_AFTER_DAYS),
    instalments,
    paid_count: facts.paid.length,
    saved,
    gift_earned,
    gift_lost: giftLost,
    redemption_value: saved + gift_earned,
    next: nextInstalment(facts, status, today),
  };
}

function nextInstalment(facts: PlanFacts, status: PlanStatus, today: string): NextInstalment | null {
  if (status !== 'active' || facts.startedOn === null) return null;
  const n = facts.paid.length + 1;
  if (n > DFE_PAID_INSTALMENTS) return null;
  const due = dueOn(facts.startedOn, n);
  const payableFrom = addDays(due, -DFE_PAY_EARLY_DAYS);
  return {
    n,
    due_on: due,
    payable_from: payableFrom,
    payable: daysBetween(payableFrom, today) >= 0,
    days_late: Math.max(0, daysBetween(due, today)),
  };
}

/** The plan's terms as the member reads them before enrolling (the reading of docs/decisions/2026-11-27-savings-plan.md). */
export const DFE_PLAN_TERMS: readonly string[] = [
  `You pay ${DFE_PAID_INSTALMENTS} monthly instalments of the same amount (at least ${formatINR(DFE_MIN_INSTALMENT)}, in multiples of ${formatINR(DFE_MIN_INSTALMENT)}): the first today, then one every ${DFE_DAYS_BETWEEN_INSTALMENTS} days. The amount cannot be changed later.`,
  `After all ${DFE_PAID_INSTALMENTS} are paid we add a gift of ${DFE_GIFT_PERCENT}% of your first instalment. The gift is lost if payment is late by more than ${DFE_MAX_LATE_INSTALMENTS} instalments (an instalment paid more than ${DFE_GIFT_LOST_AFTER_DAYS} days after its due date).`,
  `The plan matures in its twelfth month (${DFE_MATURES_AFTER_DAYS} days after your first instalment): redeem it for diamond jewellery then. A plan not redeemed by the end of month 12 is closed, and what you paid stays as credit without the gift.`,
  `Online we take instalments by card, UPI or net banking only. Cash, up to ₹10,000 a month, is taken only at our stores.`,
  `You must be ${DFE_MIN_AGE} or older, and your nominee cannot be a minor. One active plan per person.`,
];
