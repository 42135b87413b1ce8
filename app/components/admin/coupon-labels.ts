// The back office's words for a coupon: its value in a phrase, its window in India's calendar, the
// offer a voucher came from. Its statuses' words are domain/coupons/coupon-rules.ts COUPON_STATUS_LABELS.
import { OFFER_LABELS } from '../../../domain/coupons/offer-vouchers';
import type { CouponSummary } from '../../../domain/coupons/desk-schemas';
import { formatINR } from '../../../domain/money/inr';

/** '10% up to ₹3,000' or '₹2,000'. */
export const couponValue = (c: Pick<CouponSummary, 'kind' | 'value' | 'max_discount'>) =>
  c.kind === 'PERCENTAGE'
    ? `${c.value}%${c.max_discount !== null ? ` up to ${formatINR(c.max_discount)}` : ''}`
    : formatINR(c.value);

export const couponDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

export const couponMoment = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** '1 Dec 2026 – 31 Dec 2026', 'from 1 Dec 2026', 'until …', or 'Always'. The end is the last moment. */
export function couponDates(c: Pick<CouponSummary, 'starts_at' | 'ends_at'>): string {
  const end = c.ends_at ? couponDay(new Date(new Date(c.ends_at).getTime() - 1).toISOString()) : null;
  const start = c.starts_at ? couponDay(c.starts_at) : null;
  if (start && end) return `${start} – ${end}`;
  if (start) return `from ${start}`;
  if (end) return `until ${end}`;
  return 'Always';
}

export const couponUses = (c: Pick<CouponSummary, 'used' | 'held' | 'total_limit'>) =>
  `${c.used}${c.held > 0 ? ` (+${c.held} held)` : ''} / ${c.total_limit ?? '∞'}`;

export { OFFER_LABELS };
