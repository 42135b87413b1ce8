// The gift card calls (docs/spec.md#first-7, docs/api.md): validate → one service call → answer. Refusals carry
// the spec's reason codes and texts (domain/giftcards/messages.ts), with Retry-After when they wait
// (server/http/unwrap.ts).
import {
  accessGenerateAnswerSchema,
  accessGenerateBodySchema,
  balanceAnswerSchema,
  balanceBodySchema,
  purchaseConfirmAnswerSchema,
  purchaseConfirmBodySchema,
  purchaseLockAnswerSchema,
  purchaseLockBodySchema,
  templatesAnswerSchema,
} from '../../domain/giftcards/api-schemas.ts';
import { pick } from '../../domain/api/outcome.ts';
import { GIFT_ACCESS_REASONS, GIFT_PURCHASE_REASONS } from '../../domain/giftcards/messages.ts';
import { z } from 'zod';
import { clientIp } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { GiftCardService } from './giftcards.service.ts';

const TAG = 'Gift cards';

export function giftCardCalls(giftcards: GiftCardService, options: { trustProxy: boolean }): ApiCall[] {
  return [
    defineCall({
      path: 'giftcards/templates',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: 'The gift card designs on sale, and the amounts a card may have',
      description:
        'Each design has a picture (`image`, an SVG on this site). `amounts` gives the range in whole rupees (1000 to 500000) and one-tap choices.',
      input: z.object({}),
      answer: templatesAnswerSchema,
      emptyBodyAllowed: true,
      handle: () => giftcards.templates(),
    }),
    defineCall({
      path: 'giftcards/purchase/lock',
      method: 'POST',
      tag: TAG,
      summary: 'Start buying a gift card: the card payment window for it',
      description:
        '`amount` in whole rupees, 1000 to 500000 (AMOUNT_RANGE_ERROR otherwise, also for a non-number or a negative); names, emails and Indian mobiles of the sender and the recipient (VALIDATION_FAILED names each failing field in `fields`); `message` up to 250 characters. ' +
        "`payment_data` opens the card provider's window (amount in paise); its signed reply goes to giftcards/purchase/confirm. An IP may start 20 purchases an hour.",
      input: purchaseLockBodySchema,
      answer: purchaseLockAnswerSchema,
      invalidReason: 'VALIDATION_FAILED',
      invalidMessage: GIFT_PURCHASE_REASONS.VALIDATION_FAILED.text,
      refusals: pick(GIFT_PURCHASE_REASONS, [
        'AMOUNT_RANGE_ERROR',
        'VALIDATION_FAILED',
        'NO_CARD_FOUND',
        'TOO_MANY_PURCHASES',
        'PROVIDER_UNAVAILABLE',
      ]),
      handle: async (body, c) =>
        unwrap(await giftcards.lockPurchase(body, clientIp(c, options.trustProxy)), GIFT_PURCHASE_REASONS),
    }),
    defineCall({
      path: 'giftcards/purchase/confirm',
      method: 'POST',
      tag: TAG,
      summary: "Confirm a gift card purchase with the provider's signed reply: the card is issued",
      description:
        "`confirmation` is the provider's `{ razorpay_payment_id, razorpay_order_id, razorpay_signature }` for this purchase's order. The card is issued once, whether this call or the provider's webhook comes first; " +
        "its 16-character code goes only to the recipient's mobile and mail (the answer shows it masked), and the buyer gets a receipt. Repeating the call answers the same card.",
      input: purchaseConfirmBodySchema,
      answer: purchaseConfirmAnswerSchema,
      invalidReason: 'VALIDATION_FAILED',
      invalidMessage: GIFT_PURCHASE_REASONS.VALIDATION_FAILED.text,
      refusals: pick(GIFT_PURCHASE_REASONS, ['VALIDATION_FAILED', 'NO_CARD_FOUND', 'PURCHASE_FAILED']),
      handle: async (body) => unwrap(await giftcards.confirmPurchase(body), GIFT_PURCHASE_REASONS),
    }),
    defineCall({
      path: 'giftcards/access/generate',
      method: 'POST',
      tag: TAG,
      summary: "Open a card's balance: a code to its mobile, then the code for an access token",
      description:
        "First `{ mobile_number, card_number }`: a 4-digit code goes by SMS to the card's mobile (valid 300 s, 5 tries, one a minute). Then the same with `otp` and `token`: `access.access_token`, valid `expires_in` seconds (600), for giftcards/balance. " +
        "A card number that is no card and a mobile that is not the card's both answer NO_CARD_FOUND, and both count: 10 failures an hour from an IP or 5 for a mobile answer MAX_RETRIES (Retry-After) until the oldest leaves the hour.",
      input: accessGenerateBodySchema,
      answer: accessGenerateAnswerSchema,
      invalidReason: 'VALIDATION_FAILED',
      invalidMessage: GIFT_ACCESS_REASONS.VALIDATION_FAILED.text,
      refusals: pick(GIFT_ACCESS_REASONS, [
        'VALIDATION_FAILED',
        'NO_CARD_FOUND',
        'MAX_RETRIES',
        'WAIT_TIMEOUT',
        'NO_OTP_TOKEN',
        'OTP_MISSMATCH',
        'OTP_EXPIRED',
        'TOKEN_CANCELED',
        'CARD_BLOCKED',
      ]),
      handle: async (body, c) =>
        unwrap(await giftcards.generateAccess(body, clientIp(c, options.trustProxy)), GIFT_ACCESS_REASONS),
    }),
    defineCall({
      path: 'giftcards/balance',
      method: 'POST',
      tag: TAG,
      summary: "A card's balance, with an access token",
      description:
        '`card`: the number masked but the last 4, `balance` and `amount` in rupees, `expiry` (ISO date-time), `status` ACTIVE, REDEEMED (nothing left), EXPIRED or VOID, and `held`: what an order awaiting payment holds (it comes back if that order is not paid). A card the store has blocked is refused (CARD_BLOCKED).',
      input: balanceBodySchema,
      answer: balanceAnswerSchema,
      invalidReason: 'BALANCE_CHECK_FAILED',
      invalidMessage: GIFT_ACCESS_REASONS.BALANCE_CHECK_FAILED.text,
      refusals: pick(GIFT_ACCESS_REASONS, ['BALANCE_CHECK_FAILED', 'CARD_BLOCKED']),
      handle: async (body) => unwrap(await giftcards.balance(body), GIFT_ACCESS_REASONS),
    }),
  ];
}
