// The gift card's numbers (docs/spec.md#first-5 and #first-9, docs/spec.md#second-9 and the gift card policy, the issue's
// rules). Texts are in messages.ts.

/** Purchase amount in whole rupees (first spec: minimum 1000, maximum 500000; AMOUNT_RANGE_ERROR). */
export const GIFT_CARD_MIN_AMOUNT = 1_000;
export const GIFT_CARD_MAX_AMOUNT = 5_00_000;

/** Amounts offered as one-tap choices on the purchase page. */
export const GIFT_CARD_SUGGESTED_AMOUNTS = [2_000, 5_000, 10_000, 25_000, 50_000] as const;

/** Policy: valid 1 year from issuance. */
export const GIFT_CARD_VALID_MONTHS = 12;

/** Policy: a 16-digit alphanumeric code. */
export const GIFT_CARD_CODE_LENGTH = 16;

/** One-time codes for redeeming (second spec: OTP length 4, resend wait 60 seconds) and for the balance check. */
export const GIFT_CODE_DIGITS = 4;
export const GIFT_CODE_RESEND_SECONDS = 60;
export const GIFT_CODE_VALID_SECONDS = 5 * 60;
export const GIFT_CODE_MAX_TRIES = 5;
/** Wrong codes one redemption (a card on one draft) may have in an hour, across every code resent for it. */
export const GIFT_REDEEM_WRONG_TRIES_PER_HOUR = 5;

/** The balance check's access token lives this long. */
export const GIFT_ACCESS_TOKEN_SECONDS = 10 * 60;

/** A card verified at checkout stays locked to that draft this long without an order (then anyone may use it). */
export const GIFT_DRAFT_LOCK_SECONDS = 30 * 60;

/** Guessing card numbers: failed look-ups allowed per IP and per mobile in an hour, then MAX_RETRIES. */
export const GIFT_LOOKUP_FAILURES_PER_IP_PER_HOUR = 10;
export const GIFT_LOOKUP_FAILURES_PER_MOBILE_PER_HOUR = 5;

/** Purchases started from one IP in an hour (each creates a payment order at the provider). */
export const GIFT_PURCHASES_PER_IP_PER_HOUR = 20;

/** The sender's message to the recipient. */
export const GIFT_MESSAGE_MAX = 250;
