// The checkout's limits and timings (docs/spec.md#second-4, #second-9; the issue): how long an unpaid order holds
// its stock, the cash-on-delivery code, and the card window.

/** An unpaid order holds its stock and coupon this long, then lapses (the issue: 15 minutes). */
export const RESERVATION_SECONDS = 15 * 60;
/** The cash-on-delivery confirmation code: 4 digits (docs/spec.md#second-9), 5 tries, a new one after 60 s. */
export const COD_CODE_DIGITS = 4;
export const COD_CODE_MAX_TRIES = 5;
export const COD_RESEND_SECONDS = 60;
/** The resend counter ticks once a second (server_resend_rate). */
export const COD_RESEND_TICK_SECONDS = 1;
/** The card window closes after 300 s (docs/spec.md#second-7); the reconciler asks the provider a minute after that. */
export const CARD_WINDOW_SECONDS = 300;
export const RECONCILE_AFTER_SECONDS = CARD_WINDOW_SECONDS + 60;
