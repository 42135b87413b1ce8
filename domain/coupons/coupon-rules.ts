// The back office's rules for a coupon's terms (docs/decisions/2026-11-27-coupons-desk.md): what staff
// may set, said per field, and what a coupon is called on the desk now. Pure: the form, the API schema
// and the tests share them. The discount itself is the checkout's (domain/checkout/discount.ts).
import type { CouponTerms } from '../checkout/discount.ts';
import { formatINR } from '../money/inr.ts';

/** The largest amount any money field takes: ₹1 crore. */
export const COUPON_MAX_RUPEES = 1_00_00_000;
/** The largest total or per-customer limit. */
export const COUPON_MAX_LIMIT = 10_00_000;

export interface CouponTermsInput {
  kind: CouponTerms['kind'];
  value: number;
  max_discount: number | null;
  min_subtotal: number;
  starts_on: string | null;
  ends_on: string | null;
  total_limit: number | null;
  per_customer_limit: number | null;
}

/**
 * What is wrong with terms as a whole, by field (the fields' own ranges are their schema's). A
 * percentage needs a cap (a jeweller's percentage without one gives away lakhs on a diamond set); a
 * flat amount must stay below the minimum subtotal, or an order of less would be free.
 */
export function couponTermsProblems(t: CouponTermsInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (t.kind === 'PERCENTAGE') {
    if (t.value > 100) problems.value = 'a percentage is at most 100';
    if (t.max_discount === null) problems.max_discount = 'a percentage coupon needs a cap in rupees';
  } else {
    if (t.max_discount !== null) problems.max_discount = 'a flat coupon has no cap: leave it empty';
    if (t.value >= t.min_subtotal && !problems.value)
      problems.min_subtotal = `must be more than the flat amount (${formatINR(t.value)}), or a smaller order would be free`;
  }
  if (t.starts_on !== null && t.ends_on !== null && t.ends_on < t.starts_on)
    problems.ends_on = 'must be on or after the start date';
  if (t.total_limit !== null && t.per_customer_limit !== null && t.per_customer_limit > t.total_limit)
    problems.per_customer_limit = 'cannot be more than the total limit';
  return problems;
}

/** India is UTC+5:30 all year: a day there starts at 18:30 UTC the day before. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The moment an Indian calendar day (YYYY-MM-DD) starts. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);
}

/** The coupon's window from its days: from the start of `starts_on` to the end of `ends_on`, in India. */
export function couponWindow(t: Pick<CouponTermsInput, 'starts_on' | 'ends_on'>): {
  startsAt: Date | null;
  endsAt: Date | null;
} {
  return {
    startsAt: t.starts_on === null ? null : indiaDayStart(t.starts_on),
    endsAt: t.ends_on === null ? null : new Date(indiaDayStart(t.ends_on).getTime() + 24 * 3_600_000),
  };
}

/** The Indian calendar day of a moment (YYYY-MM-DD); an end moment gives the last day it covers. */
export function indiaDayOf(at: Date, { end = false } = {}): string {
  return new Date(at.getTime() + IST_OFFSET_MS - (end ? 1 : 0)).toISOString().slice(0, 10);
}

export const COUPON_STATUSES = ['LIVE', 'SCHEDULED', 'ENDED', 'USED_UP', 'STOPPED', 'WITHDRAWN'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  LIVE: 'Live',
  SCHEDULED: 'Scheduled',
  ENDED: 'Ended',
  USED_UP: 'Used up',
  STOPPED: 'Stopped',
  WITHDRAWN: 'Withdrawn',
};

/**
 * What the desk calls a coupon now: a voucher withdrawn with its order first (one used before that is
 * used up), then stopped by staff, then its dates, then its uses.
 */
export function couponStatus(
  c: {
    withdrawalOutcome?: 'withdrawn' | 'used_before' | null;
    active: boolean;
    startsAt: Date | null;
    endsAt: Date | null;
    totalLimit: number | null;
    usedCount: number;
    heldCount: number;
  },
  now: Date,
): CouponStatus {
  if (c.withdrawalOutcome === 'withdrawn') return 'WITHDRAWN';
  if (c.withdrawalOutcome === 'used_before') return 'USED_UP';
  if (!c.active) return 'STOPPED';
  if (c.endsAt !== null && now >= c.endsAt) return 'ENDED';
  if (c.startsAt !== null && now < c.startsAt) return 'SCHEDULED';
  if (c.totalLimit !== null && c.usedCount + c.heldCount >= c.totalLimit) return 'USED_UP';
  return 'LIVE';
}

/**
 * Why a new limit is refused by the uses already made, by field: the total below the uses made or
 * held, the per-customer limit below one customer's most.
 */
export function limitProblems(
  limits: { total_limit: number | null; per_customer_limit: number | null },
  uses: { counted: number; mostByOneCustomer: number },
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (limits.total_limit !== null && limits.total_limit < uses.counted)
    problems.total_limit = `cannot be below the ${uses.counted} uses already made or held`;
  if (limits.per_customer_limit !== null && limits.per_customer_limit < uses.mostByOneCustomer)
    problems.per_customer_limit = `cannot be below the ${uses.mostByOneCustomer} uses one customer has already made`;
  return problems;
}
