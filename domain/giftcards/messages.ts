// The gift card's words (docs/spec.md#first-8 "Gift card" toasts and "Gift access extras", docs/spec.md#second-8
// "Gift card redeem"), letter for letter, typos and leading spaces included, with the HTTP status
// each reason answers (docs/api.md#answers). Texts the specs leave open are ours and say so.
import { OTP_MESSAGES } from '../accounts/otp-reasons.ts';
import type { ReasonTable } from '../api/outcome.ts';
import { GIFT_CODE_RESEND_SECONDS } from './limits.ts';

/** Purchase toasts (docs/spec.md#first-8). */
export const GIFT_PURCHASE_TEXTS = {
  noCard: 'Failed to purchase No card found',
  amountRange: 'Amount must be min of ₹1000 and max of ₹500000',
  recheck: 'Please re-check your details and try agin',
  failed: 'Failed to purchase',
  balanceError: 'Something wrong in check your balance please re-try',
} as const;

/** Ours: a card blocked by staff (reported lost, a suspected fraud) until they unblock it; checked and redeemed alike. */
const CARD_BLOCKED_REFUSAL = {
  status: 422,
  text: 'This gift card has been blocked by the store. Please call customer care to know more.',
} as const;

/** Reasons of giftcards/templates and giftcards/purchase/*. */
export const GIFT_PURCHASE_REASONS = {
  AMOUNT_RANGE_ERROR: { status: 400, text: GIFT_PURCHASE_TEXTS.amountRange },
  VALIDATION_FAILED: { status: 400, text: GIFT_PURCHASE_TEXTS.recheck },
  // The template or the purchase named does not exist.
  NO_CARD_FOUND: { status: 404, text: GIFT_PURCHASE_TEXTS.noCard },
  // The payment reply does not verify, or belongs to another purchase.
  PURCHASE_FAILED: { status: 400, text: GIFT_PURCHASE_TEXTS.failed },
  TOO_MANY_PURCHASES: { status: 429, text: GIFT_PURCHASE_TEXTS.failed },
  PROVIDER_UNAVAILABLE: { status: 503, text: GIFT_PURCHASE_TEXTS.failed },
} as const satisfies ReasonTable;
export type GiftPurchaseReason = keyof typeof GIFT_PURCHASE_REASONS;

/** The first spec's one-time-code table with its gift access variant and extras. */
export const GIFT_ACCESS_REASONS = {
  VALIDATION_FAILED: { status: 400, text: ' Validation failed' },
  NO_CARD_FOUND: { status: 404, text: 'No cards found' },
  WAIT_TIMEOUT: { status: 429, text: `${OTP_MESSAGES.WAIT_TIMEOUT} ${GIFT_CODE_RESEND_SECONDS} seconds` },
  MAX_RETRIES: { status: 429, text: 'Max retries' },
  OTP_MISSMATCH: { status: 422, text: OTP_MESSAGES.OTP_MISSMATCH },
  OTP_EXPIRED: { status: 422, text: OTP_MESSAGES.OTP_EXPIRED },
  TOKEN_CANCELED: { status: 422, text: OTP_MESSAGES.TOKEN_CANCELED },
  NO_OTP_TOKEN: { status: 400, text: OTP_MESSAGES.NO_OTP_TOKEN },
  SOMETHING_WRONG: { status: 500, text: ' Something wrong happened while processing' },
  SYSTEM_ROLLBACK: { status: 500, text: 'System rollback' },
  CARD_BLOCKED: CARD_BLOCKED_REFUSAL,
  // giftcards/balance: the access token is missing, expired or for another card.
  BALANCE_CHECK_FAILED: { status: 401, text: GIFT_PURCHASE_TEXTS.balanceError },
} as const satisfies ReasonTable;
export type GiftAccessReason = keyof typeof GIFT_ACCESS_REASONS;

/** Reasons of the checkout's gift card calls (docs/spec.md#second-8 "Gift card redeem"), merged into CHECKOUT_REASONS. */
export const GIFT_REDEEM_REASONS = {
  CARD_NOT_FOUND: { status: 404, text: 'The card gift you applied is not a valid one, please check again.' },
  SOMETHING_ERROR: {
    status: 500,
    text: 'Sorry something is wrong on applying the gift card. Please try after some time.',
  },
  WAIT_TIMEOUT: { status: 429, text: 'Oops! Please re-try again after 60 seconds.' },
  CARD_LOCKED: {
    status: 409,
    text: 'This Gift Card cannot be used, the card is already locked against another order.',
  },
  CARD_BLOCKED: CARD_BLOCKED_REFUSAL,
  // Ours: the specs name no code for a card past its year or spent to nothing.
  CARD_EXPIRED: { status: 422, text: 'This gift card has expired and can no longer be used.' },
  CARD_USED_UP: { status: 422, text: 'This gift card has no balance left.' },
  // Handled by the page with no message (spec); ours say what happened for the API's other clients.
  INITATE_REDEEM_FAILED: { status: 422, text: 'The gift card could not be applied to this order.' },
  OTP_MISSMATCH: {
    status: 400,
    text: 'The give OTP is not matching with our data. Please give correct OTP to complete the verification process.',
  },
  OTP_VERIFICATION_FAILED: {
    status: 422,
    text: 'Sorry there is something wrong on verifying this OTP.Please request to resend and complete the verification process.',
  },
  VERIFY_PROCESS_ERROR: { status: 400, text: 'The gift card verification does not belong to this order.' },
  // Ours: five wrong codes for one card on one order within the hour, resent codes included.
  GIFT_CARD_TRIES_EXCEEDED: {
    status: 429,
    text: 'Too many incorrect one time passwords for this gift card: it has been removed from your order. Please apply it again after an hour.',
  },
} as const satisfies ReasonTable;
export type GiftRedeemReason = keyof typeof GIFT_REDEEM_REASONS;
