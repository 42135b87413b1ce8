// The checkout calls (docs/spec.md#second-7, docs/api.md): validate → one service call → answer in the spec's
// `message` wrapper. Refusals carry the spec's reason codes and texts; order_generate's say
// SYSTEM_RUNTIME_EXCEPTION in the wrapper with the code in `trace.error`, as the spec shows.
import type { Context } from 'hono';
import { z } from 'zod';
import {
  billingAddressBodySchema,
  discountCodeBodySchema,
  draftAnswerSchema,
  orderConfirmAnswerSchema,
  orderConfirmBodySchema,
  orderGenerateAnswerSchema,
  orderGenerateBodySchema,
  orderPlaceBodySchema,
  panBodySchema,
  paymentMethodBodySchema,
  savingsPlanBodySchema,
  sessionBodySchema,
  shippingAddressBodySchema,
  userDetailsBodySchema,
} from '../../domain/checkout/api-schemas.ts';
import { pick } from '../../domain/api/outcome.ts';
import { CHECKOUT_REASONS, CHECKOUT_TOASTS, type CheckoutReason } from '../../domain/checkout/messages.ts';
import { PAYMENT_MODES } from '../../domain/orders/order-status.ts';
import { ApiError } from '../http/api-error.ts';
import { bearerToken, clientIp, createAuthGuard, type Authenticator } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { Caller, CheckoutService, DraftResult } from './checkout.service.ts';
import type { OneCallCheckout } from './one-call-checkout.service.ts';
import type { OrderConfirming } from './order-confirm.service.ts';
import type { OrderGenerating } from './order-generate.service.ts';
import type { GiftRedeemService } from './gift-card-redeem.service.ts';
import type { SavingsRedeemService } from './savings-redeem.service.ts';
import {
  initiateTransferAnswerSchema,
  initiateTransferBodySchema,
  verifyTransferBodySchema,
} from '../../domain/giftcards/api-schemas.ts';

const TAG = 'Checkout';

/** Codes order_generate answers inside SYSTEM_RUNTIME_EXCEPTION (docs/spec.md#second-8 "Order generation"). */
const RUNTIME_CODES = new Set<CheckoutReason>([
  'INCOMPLETE_ORDER_USER',
  'INCOMPLETE_ORDER_SHIPPING_ADDRESS',
  'INCOMPLETE_ORDER_CART',
  'INCOMPLETE_ORDER_PAYMENT',
  'INCOMPLETE_ORDER_PAN',
  'GIFT_CARD_ALREADY_LOCK_ERROR',
  'GIFT_CARD_LOCK_ERROR',
]);

/** How order_generate and order/place wrap those codes. */
const runtimeWrapper = {
  wrapperReason: (reason: CheckoutReason) => (RUNTIME_CODES.has(reason) ? 'SYSTEM_RUNTIME_EXCEPTION' : undefined),
};

const identityErrors = [
  { status: 401, reason: 'UNAUTHORIZED', description: 'A bearer token was sent and is not a live session.' },
  {
    status: 403,
    reason: 'FORBIDDEN',
    description: 'A `user_id` (header or body) names another member than the bearer token.',
  },
];

const sessionNote =
  "Carries the cart session token as `session`; a member's cart also needs that member's `Authorization: Bearer`. " +
  "A missing, unknown or foreign session answers INCOMPLETE_ORDER_CART. Answers the whole draft after the save as `message.order`, computed by the server from today's prices and stock.";

export function checkoutCalls<M extends { id: number }>(deps: {
  checkout: CheckoutService;
  generating: OrderGenerating;
  confirming: OrderConfirming;
  orderPlace: OneCallCheckout;
  giftRedeem: GiftRedeemService;
  savingsRedeem: SavingsRedeemService;
  accounts: Authenticator<M>;
  trustProxy: boolean;
}): ApiCall[] {
  const guard = createAuthGuard(deps.accounts);

  /** The caller: the body's cart session, and the member of a bearer token if one is sent (a dead one: 401). */
  async function callerOf(
    c: Context,
    session: string | null | undefined,
    claimedUserId?: number | string | null,
  ): Promise<Caller> {
    const claimed = claimedUserId ?? undefined;
    if (bearerToken(c) === undefined && (claimed === undefined || String(claimed).trim() === ''))
      return { session, memberId: null };
    const member = await guard.requireSession(c, claimed);
    return { session, memberId: member.id };
  }

  const answerDraft = (
    result: Awaited<ReturnType<CheckoutService['getDraft']>>,
    session: string | null | undefined,
  ) => {
    const value = unwrap(result, CHECKOUT_REASONS);
    return {
      message: {
        action: true as const,
        reason: value.reason,
        trace: null,
        text: value.text,
        order: value.order,
        ...(value.pincode !== undefined ? { pincode: value.pincode } : {}),
      },
      session: session ?? '',
    };
  };

  const save = <S extends z.ZodObject<{ session: typeof sessionBodySchema.shape.session }>>(
    path: string,
    summary: string,
    input: S,
    reasons: CheckoutReason[],
    run: (caller: Caller, body: z.infer<S>) => ReturnType<CheckoutService['getDraft']>,
    description = '',
  ) =>
    defineCall({
      path,
      method: 'POST',
      tag: TAG,
      summary,
      description: `${description}${description ? '\n\n' : ''}${sessionNote}`,
      input,
      answer: draftAnswerSchema,
      errorStyle: 'message',
      invalidReason: 'MESSAGE_VALIDATION_ERROR',
      refusals: pick(CHECKOUT_REASONS, ['INCOMPLETE_ORDER_CART', ...reasons]),
      errors: identityErrors,
      handle: async (body, c) => answerDraft(await run(await callerOf(c, body.session), body), body.session),
    });

  return [
    save('virtual_order', 'The checkout draft (virtual order) of the cart session', sessionBodySchema, [], (caller) =>
      deps.checkout.getDraft(caller),
    ),
    save(
      'virtual_order_set_user_details',
      'Save the user details',
      userDetailsBodySchema,
      ['MESSAGE_VALIDATION_ERROR'],
      (caller, body) => deps.checkout.setUserDetails(caller, body),
      "Each failing field is named in `trace.fields` with the spec's text ('Please enter your first name.', 'Please use a valid email address.', 'Please use a valid phone number.' — an Indian mobile).",
    ),
    save(
      'virtual_order_set_shipping_address',
      'Save the shipping address (and the delivery choice)',
      shippingAddressBodySchema,
      ['MESSAGE_VALIDATION_ERROR', 'SHIPPING_PINCODE_ERROR'],
      (caller, body) => deps.checkout.setShippingAddress(caller, body),
      "India only. The pincode must be in the shipped India Post data; its office's `Name` and `Block` come back as `message.pincode`. `delivery_method: 'pickup'` with `pickup_store` (kochi, kozhikode, thrissur) collects the order at a store instead.",
    ),
    save(
      'virtual_order_set_billing_address',
      'Save the billing address, or use the shipping address',
      billingAddressBodySchema,
      ['MESSAGE_VALIDATION_ERROR'],
      (caller, body) => deps.checkout.setBillingAddress(caller, body),
      '`same_as_shipping: true` (the default state) drops a saved billing address.',
    ),
    save(
      'virtual_order_set_discount_code',
      'Apply a coupon',
      discountCodeBodySchema,
      [
        'MESSAGE_VALIDATION_ERROR',
        'DISCOUNT_COUPON_NOT_FOUND',
        'SUBTOTAL_LESS_THAN_AMOUNT_LIMIT',
        'DISCOUNT_COUPON_EXHAUSTED',
        'DISCOUNT_COUPON_NOT_APPLICABLE',
      ],
      (caller, body) => deps.checkout.setDiscountCode(caller, body),
      `Success answers \`text: '${CHECKOUT_TOASTS.couponApplied}'\`. The coupon's use is counted only when the order is placed; an unpaid order holds it for 15 minutes.`,
    ),
    save('virtual_order_clear_discount_code', 'Remove the coupon', sessionBodySchema, [], (caller) =>
      deps.checkout.clearDiscountCode(caller),
    ),
    save(
      'virtual_order_set_payment_method',
      'Choose the payment method (null clears it)',
      paymentMethodBodySchema,
      ['PAYMENT_METHOD_UNAVAILABLE'],
      (caller, body) => deps.checkout.setPaymentMethod(caller, body),
      'Cash on delivery (`payment_on_delivery`) only up to ₹49,000 payable, to a pincode India Post knows (or a store pick-up), and never at ₹2,00,000 or more (Income-tax Act s.269ST). `options.payment_methods` says which are available and why not.',
    ),
    defineCall({
      path: 'virtual_order_request_initate_transfer',
      method: 'POST',
      tag: TAG,
      summary: "Apply a gift card: send a 4-digit code to the card's mobile",
      description:
        "`code` is the card's 16-character code (spaces, dashes and lower case forgiven). A 4-digit code goes by SMS to the card's own mobile (`message.sent_to`, masked), valid `timer_rate` seconds (300) for 5 tries; ask again after `server_resend_rate` seconds (60). " +
        'The draft shows the card as `transfer_requested` until virtual_order_verify_transfer_gift_card. Wrong card codes are counted per IP: past 10 an hour every request answers WAIT_TIMEOUT with Retry-After. ' +
        'Wrong 4-digit codes count per card and draft across resent codes: after 5 within an hour the card leaves the draft and no code is sent for it until the hour has passed (GIFT_CARD_TRIES_EXCEEDED). ' +
        `A card another checkout has verified answers CARD_LOCKED; a card past its year CARD_EXPIRED; a spent card CARD_USED_UP; a card the store has blocked CARD_BLOCKED.\n\n${sessionNote}`,
      input: initiateTransferBodySchema,
      answer: initiateTransferAnswerSchema,
      errorStyle: 'message',
      invalidReason: 'MESSAGE_VALIDATION_ERROR',
      refusals: pick(CHECKOUT_REASONS, [
        'INCOMPLETE_ORDER_CART',
        'CARD_NOT_FOUND',
        'CARD_EXPIRED',
        'CARD_USED_UP',
        'CARD_LOCKED',
        'CARD_BLOCKED',
        'WAIT_TIMEOUT',
        'GIFT_CARD_TRIES_EXCEEDED',
        'DFE_WITH_GIFT_CARD',
      ]),
      errors: identityErrors,
      handle: async (body, c) => {
        const result = await deps.giftRedeem.requestTransfer(
          await callerOf(c, body.session),
          body,
          clientIp(c, deps.trustProxy),
        );
        const answer = answerDraft(result, body.session);
        // A draft answered (not refused) by requestTransfer always carries its transfer.
        const transfer = (result as { value: DraftResult }).value.transfer!;
        return { ...answer, message: { ...answer.message, ...transfer } };
      },
    }),
    save(
      'virtual_order_verify_transfer_gift_card',
      'Verify the gift card with the code sent to its mobile: the card is locked to this order',
      verifyTransferBodySchema,
      [
        'INITATE_REDEEM_FAILED',
        'VERIFY_PROCESS_ERROR',
        'OTP_MISSMATCH',
        'OTP_VERIFICATION_FAILED',
        'CARD_NOT_FOUND',
        'CARD_EXPIRED',
        'CARD_LOCKED',
        'CARD_BLOCKED',
        'GIFT_CARD_TRIES_EXCEEDED',
      ],
      (caller, body) => deps.giftRedeem.verifyTransfer(caller, body),
      "`token` is the request's answer, `otp` the 4-digit code. The card becomes `transfer_verified`, locked to this draft for 30 minutes (and while an order of it is unpaid): " +
        '`summery.redeems` is what it pays, min(balance, total); `payable_amount` the rest, for the payment method. A card that pays everything makes `applied_payment_method` `gift_card`: order_generate then places the order at once. ' +
        'The balance is drawn when the order is confirmed and comes back if the order lapses or is cancelled.',
    ),
    save(
      'virtual_order_clear_gift_card',
      'Remove the gift card',
      sessionBodySchema,
      [],
      (caller) => deps.giftRedeem.clearGiftCard(caller),
      'The card leaves the draft and its lock is released; an unpaid order of this draft that holds part of it is cancelled, giving the hold back.',
    ),
    save(
      'virtual_order_set_savings_plan',
      "Redeem the member's matured savings plan towards this order",
      savingsPlanBodySchema,
      [
        'DFE_LOGIN_REQUIRED',
        'DFE_PLAN_NOT_FOUND',
        'DFE_NOT_MATURED',
        'DFE_PLAN_CLOSED',
        'DFE_PLAN_REDEEMED',
        'DFE_PLAN_IN_USE',
        'DFE_ORDER_BELOW_VALUE',
        'DFE_WITH_GIFT_CARD',
      ],
      (caller, body) => deps.savingsRedeem.setSavingsPlan(caller, body),
      "Needs the member's `Authorization: Bearer`; `plan_id` is one of their own plans (another member's is DFE_PLAN_NOT_FOUND). " +
        'A plan is redeemed whole, in one purchase, from its twelfth month: `summery.savings_plan` is its redemption value (what was paid plus the gift, if earned) and `payable_amount` the rest, paid by cash on delivery or card. ' +
        'The order must cost more than the plan is worth (DFE_ORDER_BELOW_VALUE names the value); a plan and a gift card never pay one order together (DFE_WITH_GIFT_CARD). ' +
        'order_generate holds the plan for its order (another unpaid order holding it: DFE_PLAN_IN_USE); the plan is redeemed when the order is placed, and comes back if the order lapses or is cancelled.',
    ),
    save(
      'virtual_order_clear_savings_plan',
      'Remove the savings plan',
      sessionBodySchema,
      [],
      (caller) => deps.savingsRedeem.clearSavingsPlan(caller),
      'The plan leaves the draft; an unpaid order of this draft that holds it is cancelled, giving the plan back.',
    ),
    save(
      'virtual_order_set_pan',
      "Save the shopper's PAN (orders of ₹2,00,000 or more)",
      panBodySchema,
      ['PAN_INVALID'],
      (caller, body) => deps.checkout.setPan(caller, body),
      'Required before order_generate when `order.pan.required`; shown only masked afterwards.',
    ),
    defineCall({
      path: 'order_generate',
      method: 'POST',
      tag: TAG,
      summary: 'Generate the order of the draft (awaiting the code or the card payment)',
      description:
        "Checks, in order, user details, shipping address, cart and payment method (and the PAN at ₹2,00,000 or more), then writes the order in `pending_payment`, holds the stock of pieces not made to order and the coupon for 15 minutes, and either sends a 4-digit code to the phone (`payment_on_delivery`: `payment_data` has the resend counter) or creates the card provider's order (`payment_data` are the payment window's options, amount in paise). " +
        'The same draft answers the same order (double clicks, two tabs): generates of one draft run one at a time, and a card order gets one provider order. `resend: true` sends a new code, not before 60 s. ' +
        "What the draft's own unpaid order holds (stock, a coupon use) counts for it, never against it. `expected_amount` is the payable amount the shopper saw: another answers 409; a coupon that stopped applying leaves the draft and answers 409 (DISCOUNT_COUPON_EXHAUSTED or PRICE_MISMATCH) unless `expected_amount` is already the new amount, so the amount charged is always one the shopper was shown. " +
        'An order is made under a member only with their bearer token on the call. `captcha` is the ALTCHA solution of GET /api/captcha/challenge.\n\n' +
        "Refusals of the spec's list answer `message.reason: SYSTEM_RUNTIME_EXCEPTION` with the code in `message.trace.error`.",
      input: orderGenerateBodySchema,
      answer: orderGenerateAnswerSchema,
      errorStyle: 'message',
      invalidReason: 'MESSAGE_VALIDATION_ERROR',
      refusals: pick(CHECKOUT_REASONS, [
        'INCOMPLETE_ORDER_USER',
        'INCOMPLETE_ORDER_SHIPPING_ADDRESS',
        'INCOMPLETE_ORDER_CART',
        'INCOMPLETE_ORDER_PAYMENT',
        'INCOMPLETE_ORDER_PAN',
        'OUT_OF_STOCK',
        'PRICE_MISMATCH',
        'DISCOUNT_COUPON_EXHAUSTED',
        'OTP_RESEND_WAIT',
        'CAPTCHA_FAILED',
        'PROVIDER_UNAVAILABLE',
        'GIFT_CARD_ALREADY_LOCK_ERROR',
        'GIFT_CARD_LOCK_ERROR',
        'CARD_BLOCKED',
        'ORDER_EXPIRED',
        'DFE_NOT_MATURED',
        'DFE_PLAN_CLOSED',
        'DFE_PLAN_REDEEMED',
        'DFE_PLAN_IN_USE',
        'DFE_ORDER_BELOW_VALUE',
      ]),
      errors: identityErrors,
      handle: async (body, c) => {
        const message = unwrap(
          await deps.generating.generate(await callerOf(c, body.session, body.user_id), body),
          CHECKOUT_REASONS,
          runtimeWrapper,
        );
        return { message, session: body.session ?? '' };
      },
    }),
    defineCall({
      path: 'order_confirm',
      method: 'POST',
      tag: TAG,
      summary: 'Confirm a generated order with the code or the card payment',
      description:
        "`confirmation` is the 4-digit code sent to the phone (5 wrong tries per order in all, resent codes included: the fifth cancels the order, its holds go back, and the order must be generated again: OTP_TRIES_EXCEEDED) or the card provider's `{ razorpay_payment_id, razorpay_order_id, razorpay_signature }` for this order's provider order. " +
        'A signed payment for an order that can no longer be placed (ORDER_EXPIRED: lapsed, or replaced by a newer order of the same cart) is recorded and refunded in full once, and the shopper told by mail and SMS. ' +
        'In one transaction the order is placed, its stock sold, the cart emptied, the coupon counted and the confirmation mail and SMS queued. A repeated confirmation answers the same order and sends nothing again. ' +
        'An order of another cart session is answered ORDER_NOT_FOUND and left as it was. `message.purchase` is the analytics purchase event.',
      input: orderConfirmBodySchema,
      answer: orderConfirmAnswerSchema,
      errorStyle: 'message',
      invalidReason: 'MESSAGE_VALIDATION_ERROR',
      refusals: {
        ...pick(CHECKOUT_REASONS, [
          'MESSAGE_VALIDATION_ERROR',
          'ORDER_NOT_FOUND',
          'OTP_TRIES_EXCEEDED',
          'PAYMENT_VERIFICATION_FAILED',
          'ORDER_EXPIRED',
        ]),
        // The spec's catalogue spells the wrong-code reason OTP_MISSMATCH everywhere; order confirmation's text is its own.
        OTP_MISSMATCH: { ...CHECKOUT_REASONS.OTP_MISSMATCH, text: CHECKOUT_TOASTS.wrongOtp, note: 'a wrong code' },
      },
      errors: identityErrors,
      handle: async (body, c) => {
        const message = unwrap(await deps.confirming.confirm(await callerOf(c, body.session), body), CHECKOUT_REASONS);
        return { message };
      },
    }),
    defineCall({
      path: 'order/place/{payment_mode}',
      method: 'POST',
      tag: TAG,
      summary: "Place the cart as an order in one call (the first spec's cart-to-order path)",
      description:
        "`items` must be the cart session's lines at today's prices: a price that differs answers 409 PRICE_MISMATCH ('Price mismatch'), other lines 409 CART_MISMATCH. " +
        "`user` and `order` (the shipping address) are saved to the draft as the virtual_order saves would, the payment mode is set from the path, and the answer is order_generate's.",
      input: orderPlaceBodySchema,
      answer: orderGenerateAnswerSchema,
      errorStyle: 'message',
      invalidReason: 'MESSAGE_VALIDATION_ERROR',
      refusals: pick(CHECKOUT_REASONS, [
        'PRICE_MISMATCH',
        'CART_MISMATCH',
        'MESSAGE_VALIDATION_ERROR',
        'SHIPPING_PINCODE_ERROR',
        'PAYMENT_METHOD_UNAVAILABLE',
        'INCOMPLETE_ORDER_USER',
        'INCOMPLETE_ORDER_SHIPPING_ADDRESS',
        'INCOMPLETE_ORDER_CART',
        'OUT_OF_STOCK',
        'CAPTCHA_FAILED',
      ]),
      errors: identityErrors,
      handle: async (body, c) => {
        const mode = z.enum(PAYMENT_MODES).safeParse(c.req.param('payment_mode'));
        if (!mode.success)
          throw new ApiError(
            400,
            'MESSAGE_VALIDATION_ERROR',
            `payment_mode must be one of ${PAYMENT_MODES.join(', ')}.`,
            { payment_mode: 'unknown payment mode' },
          );
        const message = unwrap(
          await deps.orderPlace.place(await callerOf(c, body.session), mode.data, body),
          CHECKOUT_REASONS,
          runtimeWrapper,
        );
        return { message, session: body.session ?? '' };
      },
    }),
  ];
}
