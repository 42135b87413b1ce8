// When the order that earned an offer's voucher does not stand (docs/decisions/2026-11-27-voucher-withdrawal.md):
// a cancelled order keeps nothing, so its voucher goes; a refunded return keeps the lines not returned,
// judged again by the offers' own rule (offerVoucherFor), and the voucher goes when they earn none.
// A voucher used on another order already cannot be taken back: it is recorded, nothing more.
// Pure: server/coupons/voucher-withdrawal.ts gathers the facts under the voucher's row lock.
import { offerVoucherFor, type Purchase } from './offer-vouchers.ts';
import type { WithdrawalCause, WithdrawalOutcome } from './offer-kinds.ts';

/**
 * Whether the voucher stands after these lines (by position) came back and were refunded: what is
 * kept must still earn a voucher under the same rule. Any voucher will do (one of less than the one
 * issued keeps it): the store does not reissue a smaller one, and the customer-fair reading of "no
 * longer qualifies" is "qualifies for nothing".
 */
export function voucherStandsAfterReturn(purchase: Purchase, returned: ReadonlySet<number> | 'all'): boolean {
  if (returned === 'all') return false;
  const kept = purchase.lines.filter((_, position) => !returned.has(position));
  return offerVoucherFor({ lines: kept, firstPurchase: purchase.firstPurchase }) !== null;
}

/**
 * What withdrawing the voucher does now: nothing when it was withdrawn already (a second cancel or
 * refund path), `used_before` when another order used it (it stays used), else `withdrawn`.
 * A use held by another unpaid order is not a use yet: the voucher is withdrawn.
 */
export function withdrawalOutcome(v: { withdrawnAt: Date | null; usedCount: number }): WithdrawalOutcome | null {
  if (v.withdrawnAt !== null) return null;
  return v.usedCount > 0 ? 'used_before' : 'withdrawn';
}

const CAUSE_WORDS: Record<WithdrawalCause, { short: string; past: string }> = {
  order_cancelled: { short: 'order cancelled', past: 'cancelled' },
  order_returned: { short: 'order returned', past: 'returned' },
};

/** What the desk says of a withdrawal: "Withdrawn: order cancelled", "Used before its order was cancelled". */
export function withdrawalLabel(cause: WithdrawalCause, outcome: WithdrawalOutcome): string {
  return outcome === 'withdrawn'
    ? `Withdrawn: ${CAUSE_WORDS[cause].short}`
    : `Used before its order was ${CAUSE_WORDS[cause].past}`;
}

/** The cause in the customer's words, for the mail: "was cancelled", "was returned". */
export const withdrawalPast = (cause: WithdrawalCause) => CAUSE_WORDS[cause].past;
