// Coupon arithmetic (the issue: a pure function that never makes a total negative, spread over the
// lines so that the parts add up to the rupee). Whole rupees in, whole rupees out.
import { formatINR } from '../money/inr.ts';

export interface CouponTerms {
  kind: 'PERCENTAGE' | 'FLAT';
  value: number;
  maxDiscount: number | null;
  minSubtotal: number;
}

const whole = (n: number, name: string) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${name} must be whole rupees, not negative (got ${n})`);
};

/** The rupees a coupon takes off a subtotal: percent rounded half up, capped, never more than the subtotal. */
export function couponDiscount(terms: CouponTerms, subtotal: number): number {
  whole(subtotal, 'subtotal');
  whole(terms.value, 'value');
  if (terms.maxDiscount !== null) whole(terms.maxDiscount, 'maxDiscount');
  if (terms.kind === 'PERCENTAGE' && terms.value > 100) throw new RangeError('a percentage is at most 100');
  let discount = terms.kind === 'PERCENTAGE' ? Math.floor((subtotal * terms.value + 50) / 100) : terms.value;
  if (terms.maxDiscount !== null) discount = Math.min(discount, terms.maxDiscount);
  return Math.min(discount, subtotal);
}

/**
 * Each line's share of a discount, proportional to its total, by the largest remainder: the shares
 * add up to the discount exactly and none is above its line. Ties go to the earlier line.
 */
export function spreadDiscount(lineTotals: readonly number[], discount: number): number[] {
  lineTotals.forEach((t, i) => whole(t, `line ${i} total`));
  whole(discount, 'discount');
  const sum = lineTotals.reduce((a, b) => a + b, 0);
  if (discount > sum) throw new RangeError('the discount is larger than the lines');
  if (discount === 0 || sum === 0) return lineTotals.map(() => 0);
  // BigInt: total × discount can pass 2^53 for large orders.
  const shares = lineTotals.map((t) => Number((BigInt(t) * BigInt(discount)) / BigInt(sum)));
  const remainders = lineTotals.map((t, i) => ({ i, r: (BigInt(t) * BigInt(discount)) % BigInt(sum) }));
  let left = discount - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    if (shares[i]! < lineTotals[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** The spec's text at ₹1 lakh exactly; the same sentence with the amount for other minimums. */
export function subtotalLimitText(minSubtotal: number): string {
  if (minSubtotal === 100_000) return 'This promocode can only be applied on orders above ₹1 Lakh.';
  return `This promocode can only be applied on orders above ${formatINR(minSubtotal)}.`;
}

export type CouponRefusal =
  | 'DISCOUNT_COUPON_NOT_FOUND'
  | 'SUBTOTAL_LESS_THAN_AMOUNT_LIMIT'
  | 'DISCOUNT_COUPON_EXHAUSTED'
  | 'DISCOUNT_COUPON_NOT_APPLICABLE';

export interface CouponState {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  minSubtotal: number;
  totalLimit: number | null;
  usedCount: number;
  heldCount: number;
  perCustomerLimit: number | null;
  /** Category slugs it applies to; empty or absent: every piece. */
  categories?: readonly string[];
  /** A voucher for one customer (domain/checkout/customer-key.ts); null or absent: anyone. */
  customerKey?: string | null;
}

/**
 * Which lines a coupon applies to: every line, or those whose piece is in one of its categories
 * (a line lists its category and sub-category). Its minimum and its discount count these lines only.
 */
export function couponLineMask(
  categories: readonly string[] | undefined,
  lines: readonly { categories?: readonly string[] }[],
): boolean[] {
  if (!categories || categories.length === 0) return lines.map(() => true);
  return lines.map((l) => (l.categories ?? []).some((c) => categories.includes(c)));
}

/**
 * Why a coupon cannot apply now, or null. An inactive, early or ended coupon is simply not found, and
 * so is another customer's voucher (nobody learns that a code exists for someone else).
 * `subtotal` is what the coupon counts: the lines of its categories (couponLineMask), or all of them.
 * `heldHere`: the draft's own unpaid order already holds one use of it, which is the draft's to keep
 * (it must not count against the draft that holds it); `usesByCustomer` leaves that order out too.
 */
export function couponRefusal(
  c: CouponState,
  ctx: { subtotal: number; now: Date; usesByCustomer: number; heldHere?: boolean; customerKey?: string | null },
): CouponRefusal | null {
  if (!c.active || (c.startsAt !== null && ctx.now < c.startsAt) || (c.endsAt !== null && ctx.now >= c.endsAt))
    return 'DISCOUNT_COUPON_NOT_FOUND';
  if (c.customerKey != null && c.customerKey !== ctx.customerKey) return 'DISCOUNT_COUPON_NOT_FOUND';
  if (c.categories && c.categories.length > 0 && ctx.subtotal === 0) return 'DISCOUNT_COUPON_NOT_APPLICABLE';
  if (ctx.subtotal < c.minSubtotal) return 'SUBTOTAL_LESS_THAN_AMOUNT_LIMIT';
  const heldByOthers = c.heldCount - (ctx.heldHere ? 1 : 0);
  if (c.totalLimit !== null && c.usedCount + heldByOthers >= c.totalLimit) return 'DISCOUNT_COUPON_EXHAUSTED';
  if (c.perCustomerLimit !== null && ctx.usesByCustomer >= c.perCustomerLimit) return 'DISCOUNT_COUPON_EXHAUSTED';
  return null;
}

/** A code as typed: trimmed, upper case, 3 to 20 letters and digits; otherwise null. */
export function normalizeCouponCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[A-Z0-9]{3,20}$/.test(code) ? code : null;
}
