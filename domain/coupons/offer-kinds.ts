// The offers that issue a voucher after a qualifying purchase (docs/spec.md#second-9, policy
// constants): kept apart from their rules so the schema can name them without importing the rules.
export const OFFER_KINDS = ['DIAMOND_20K', 'DIAMOND_15K', 'WELCOME'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Why an offer's voucher was withdrawn: the order that earned it was cancelled, or returned and refunded. */
export const WITHDRAWAL_CAUSES = ['order_cancelled', 'order_returned'] as const;
export type WithdrawalCause = (typeof WITHDRAWAL_CAUSES)[number];

/**
 * What the withdrawal could do: `withdrawn`, the voucher stopped for good; `used_before`, it had been
 * used on another order already, which stands (docs/decisions/2026-11-27-voucher-withdrawal.md).
 */
export const WITHDRAWAL_OUTCOMES = ['withdrawn', 'used_before'] as const;
export type WithdrawalOutcome = (typeof WITHDRAWAL_OUTCOMES)[number];
