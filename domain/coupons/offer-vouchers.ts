// The offers' vouchers (docs/spec.md#second-9, policy constants; content/pages/gift-voucher-and-conditions.md):
// a purchase earns at most one voucher (one voucher per invoice), the best it qualifies for:
//   - ₹4,000 when the diamond jewellery bought comes to more than ₹20,000;
//   - ₹2,000 when it comes to more than ₹15,000;
//   - the welcome voucher on the customer's first online purchase above ₹10,000.
// "Bought" is what was paid for the pieces: each line's total less its share of a coupon, before any
// shipping charge (a gift card pays, it does not discount). A piece is diamond jewellery when its price
// has a diamond part. A voucher is valid 6 months and redeemable on a purchase of ₹1,00,000 or more.
// Pure: the checkout's placing transaction gathers the facts and writes the voucher.
import { formatINR } from '../money/inr.ts';
import type { OfferKind } from './offer-kinds.ts';

/**
 * The welcome voucher's amount. The policy names the offer but not its value; ₹1,000 is this
 * store's choice until the owner sets another (docs/decisions/2026-11-27-coupons-desk.md).
 */
export const WELCOME_VOUCHER_AMOUNT = 1_000;

export const OFFER_RULES: readonly { offer: OfferKind; basis: 'diamond' | 'first'; above: number; amount: number }[] = [
  { offer: 'DIAMOND_20K', basis: 'diamond', above: 20_000, amount: 4_000 },
  { offer: 'DIAMOND_15K', basis: 'diamond', above: 15_000, amount: 2_000 },
  { offer: 'WELCOME', basis: 'first', above: 10_000, amount: WELCOME_VOUCHER_AMOUNT },
];

/** Months a voucher lasts from the day it is issued. */
export const VOUCHER_VALID_MONTHS = 6;
/** The voucher terms: redeemable on net purchases of ₹1,00,000 or more. */
export const VOUCHER_MIN_SUBTOTAL = 100_000;

export interface PurchaseLine {
  /** The line's total, whole rupees. */
  total: number;
  /** Its share of the coupon, whole rupees. */
  discount: number;
  /** The piece's price has a diamond part. */
  diamond: boolean;
}

export interface Purchase {
  lines: readonly PurchaseLine[];
  /** No earlier order of this customer was placed (a lapsed or cancelled unpaid one does not count). */
  firstPurchase: boolean;
}

export interface EarnedVoucher {
  offer: OfferKind;
  amount: number;
}

const paid = (l: PurchaseLine) => l.total - l.discount;

/** The one voucher a purchase earns, or null: the largest of the offers it qualifies for. */
export function offerVoucherFor(purchase: Purchase): EarnedVoucher | null {
  const diamond = purchase.lines.filter((l) => l.diamond).reduce((sum, l) => sum + paid(l), 0);
  const all = purchase.lines.reduce((sum, l) => sum + paid(l), 0);
  const qualifying = OFFER_RULES.filter((r) =>
    r.basis === 'diamond' ? diamond > r.above : purchase.firstPurchase && all > r.above,
  );
  const best = qualifying.reduce<(typeof OFFER_RULES)[number] | null>(
    (top, r) => (top === null || r.amount > top.amount ? r : top),
    null,
  );
  return best && { offer: best.offer, amount: best.amount };
}

/** The moment a voucher issued at `issuedAt` stops working: 6 calendar months on (the 31st gives the month's last day). */
export function voucherEndsAt(issuedAt: Date): Date {
  const end = new Date(issuedAt.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + VOUCHER_VALID_MONTHS);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export const OFFER_LABELS: Record<OfferKind, string> = {
  DIAMOND_20K: 'Diamond jewellery above ₹20,000',
  DIAMOND_15K: 'Diamond jewellery above ₹15,000',
  WELCOME: 'Welcome: first online purchase above ₹10,000',
};

/** The voucher's label and description as the coupon row keeps them. */
export function voucherWording(v: EarnedVoucher, orderId: string): { label: string; description: string } {
  return {
    label: `${formatINR(v.amount)} voucher`,
    description: `${OFFER_LABELS[v.offer]} (order ${orderId}). Valid ${VOUCHER_VALID_MONTHS} months on a purchase of ${formatINR(VOUCHER_MIN_SUBTOTAL)} or more.`,
  };
}

/** A voucher's code: `V` and 9 letters and digits without look-alikes (0/O, 1/I), from `random` bytes. */
export function voucherCode(random: Uint8Array): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  if (random.length < 9) throw new RangeError('a voucher code needs 9 random bytes');
  let code = 'V';
  for (let i = 0; i < 9; i++) code += alphabet[random[i]! % alphabet.length];
  return code;
}
