// Generating and confirming orders (docs/spec.md#second-4 "Order flow", #second-7 order_generate / order_confirm;
// docs/api.md; the issue's rules). One transaction each, under row locks:
// - generate: the draft (locked) must be complete and sellable; its order is written in
//   pending_payment with its lines, discount shares and breakups; stock for pieces not made to order
//   is reserved by a conditional update (products.reserved <= stock is a CHECK); the coupon is held;
//   a 4-digit code goes to the phone (cash on delivery). A card order's provider order is made after
//   that transaction, outside any (the provider is never called inside one), and kept in a short
//   second one. The same draft generates the same order (one unpaid order per draft, a unique
//   index), so double clicks and two tabs make one order.
// - confirm: the order (locked) takes the code (5 tries, counted under the lock and capped by a
//   CHECK) or the provider's signed reply for *its* provider order; then placed, stock sold, cart
//   emptied, coupon used, mail and SMS queued, all at once. A confirmed order answers the same again
//   and sends nothing twice.
// - reconcile: unpaid orders past their 15 minutes are cancelled and release their holds once; card
//   orders are first checked with the provider, and a paid one is placed instead. Card orders
//   cancelled in the last day are looked at again: their provider window closed, and a payment made
//   there anyway recorded and refunded.
// - money: every card payment learned of (signed reply, webhook, reconciler) is recorded under the
//   order's lock and judged by one rule (domain/payments/payment-disposition.ts): it places the order,
//   or is refunded in full once (server/payments/refunds.service.ts) when the order can no longer be
//   placed. A cancelled card order's provider window is closed where the provider allows it.
// Row locks are taken draft → order → products (by id) → coupons (by code) → gift card on every path.
import { findCountry, INDIA } from '../../domain/checkout/countries.ts';
import { internationalView } from '../../domain/checkout/international.ts';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { VoucherIssuer } from '../coupons/offer-vouchers.ts';
import { newOrderStoreMail } from '../../domain/notifications/templates/order-desk-mails.ts';
import { ok, type Outcome } from '../../domain/api/outcome.ts';
import type {
  CardPaymentData,
  OrderConfirmAnswer,
  OrderConfirmBody,
  OrderGenerateAnswer,
  OrderGenerateBody,
  RazorpayReply,
} from '../../domain/checkout/api-schemas.ts';
import {
  COD_CODE_DIGITS,
  COD_CODE_MAX_TRIES,
  COD_RESEND_SECONDS,
  COD_RESEND_TICK_SECONDS,
  RECONCILE_AFTER_SECONDS,
  RESERVATION_SECONDS,
} from '../../domain/checkout/constants.ts';
import { deliveryLabel } from '../../domain/checkout/delivery-date.ts';
import {
  CHECKOUT_TOASTS,
  OTP_FIELD_MESSAGE,
  resendWaitText,
  type CheckoutReason,
} from '../../domain/checkout/messages.ts';
import { purchaseEvent } from '../../domain/checkout/purchase-event.ts';
import { maskMobile } from '../../domain/accounts/phone.ts';
import { toPaise } from '../../domain/money/inr.ts';
import {
  codConfirmationCodeSms,
  orderConfirmationMail,
  orderConfirmationSms,
} from '../../domain/notifications/templates/order-mails.ts';
import { findStore } from '../../domain/stores/stores.ts';
import { markPricesSeen } from './price-hold.ts';
import { enqueueMessage } from '../notifications/outbox.repo.ts';
import { insertOrder, setOrderStatus } from '../orders/orders.repo.ts';
import { codeMatches, hashCode, newCode } from '../otp/otp-code.ts';
import { ProviderUnavailableError, type CardProvider, type ProviderOrder } from '../payments/card-provider.ts';
import { verifyPaymentReply } from '../payments/signatures.ts';
import type { Refunds } from '../payments/refunds.service.ts';
import type { PaymentStatus } from '../../domain/payments/payment-disposition.ts';
import { cardWindowData } from '../payments/card-window-data.ts';
import { GiftCardHoldError } from '../giftcards/giftcards.repo.ts';
import { GIFT_DRAFT_LOCK_SECONDS } from '../../domain/giftcards/limits.ts';
import { cardStanding } from '../../domain/giftcards/card-standing.ts';
import type { CheckoutOrderRow, CheckoutQueries, CheckoutRepo, DraftRow } from './checkout.repo.ts';
import { customerKeyOf, refusal, type Caller, type CheckoutRefusal, type DraftReader } from './checkout.service.ts';
import type { Tx } from '../../db/runner.ts';

export interface PlaceOrderDeps {
  repo: CheckoutRepo;
  reader: DraftReader;
  provider: CardProvider;
  keySecret: string;
  /** Card payments recorded, and refunded when they cannot be taken. */
  refunds: Pick<Refunds, 'judge' | 'settle' | 'isDecided'>;
  captcha: { verify(payload: string | null | undefined): Promise<boolean> };
  /** Cash-on-delivery codes one phone may be sent in an hour (OTP_RATE_PER_HOUR). */
  codesPerPhonePerHour: number;
  kickOutbox(): void;
  publicUrl: string;
  storeName: string;
  /** STORE_EMAIL: told of every order placed, with its id, amount and payment mode. */
  storeEmail?: string;
  /** The offers' vouchers, judged and issued in the transaction that places an order. */
  vouchers?: Pick<VoucherIssuer, 'issueFor'>;
  logger: Logger;
}

type GenerateResult = OrderGenerateAnswer['message'];
type ConfirmResult = OrderConfirmAnswer['message'];

const SOLD_OUT = Symbol('sold out');

/** How long after its cancellation a card order's provider order is still looked at by the reconciler. */
export const CANCELLED_WINDOW_WATCH_SECONDS = 24 * 3_600;

/** Thrown inside a transaction to roll it back, carrying the answer to give. */
class Rollback extends Error {
  constructor(readonly answer: CheckoutRefusal) {
    super(answer.reason);
  }
}

const fingerprintOf = (source: string) => createHash('sha256').update(source).digest('hex');
/** What the payment mode collects: the amount less the gift card's part. */
const dueOf = (order: Pick<CheckoutOrderRow, 'amount' | 'giftCardAmount'>) => order.amount - order.giftCardAmount;
const secondsSince = (at: Date | null, now: Date) =>
  at === null ? Infinity : Math.floor((now.getTime() - at.getTime()) / 1000);

export function createPlaceOrderService(deps: PlaceOrderDeps) {
  const { repo, reader, provider, logger } = deps;

  function generatedAnswer(
    order: CheckoutOrderRow,
    items: GenerateResult['items'],
    paymentData: GenerateResult['payment_data'],
  ): GenerateResult {
    return {
      action: true,
      order: {
        order_id: order.orderId,
        vo_id: order.voId ?? '',
        amount: order.amount,
        currency: 'INR',
        payment_mode: order.paymentMode,
        phone: order.phone,
        first_name: order.firstName,
        last_name: order.lastName,
        email: order.email,
        discount: order.discount,
        gift_card_amount: order.giftCardAmount,
      },
      items,
      payment_data: paymentData,
    };
  }

  const codData = (order: CheckoutOrderRow, now: Date): GenerateResult['payment_data'] => ({
    success: true,
    server_resend_step: Math.max(0, COD_RESEND_SECONDS - secondsSince(order.codCodeSentAt, now)),
    server_resend_rate: COD_RESEND_TICK_SECONDS,
    sent_to: maskMobile(order.phone),
  });

  const cardData = (order: CheckoutOrderRow): CardPaymentData =>
    cardWindowData(provider, {
      providerOrderId: order.providerOrderId ?? '',
      amountPaise: toPaise(dueOf(order)),
      storeName: deps.storeName,
      description: `Order ${order.orderId}`,
      prefill: { name: `${order.firstName} ${order.lastName}`, email: order.email, mobile: order.phone },
    });

  /** A new code for a cash-on-delivery order, unless the phone had too many this hour. */
  async function sendCode(q: CheckoutQueries, tx: Tx, order: CheckoutOrderRow): Promise<CheckoutRefusal | null> {
    const sent = await q.codesSentTo(order.phone, 3_600);
    if (sent.count >= deps.codesPerPhonePerHour) {
      const retry = Math.max(1, 3_600 - secondsSince(sent.oldestAt, new Date()));
      return refusal('OTP_RESEND_WAIT', { message: resendWaitText(retry), retryAfterSeconds: retry });
    }
    const code = newCode(COD_CODE_DIGITS);
    await q.setCodCode(order.id, hashCode(order.orderId, code));
    await q.recordCodeSent(order.phone);
    await enqueueMessage(tx, {
      channel: 'sms',
      to: order.phone,
      text: codConfirmationCodeSms({ code, amount: dueOf(order), validMinutes: RESERVATION_SECONDS / 60 }),
      code,
    });
    return null;
  }

  /**
   * Cancels an unpaid order; setOrderStatus gives back what it held, once (only `held` rows move).
   * A card order's provider window is closed later, outside the transaction: right after it by
   * generate (a replaced order), and by the reconciler's look at cancelled card orders in any case.
   */
  async function cancelUnpaid(q: CheckoutQueries, tx: Tx, order: CheckoutOrderRow, note: string): Promise<void> {
    await q.clearDeadline(order.id);
    await setOrderStatus(tx, order.orderId, 'cancelled', note);
  }

  /**
   * Closes a provider order nobody should pay any more (its order cancelled, or never shown to
   * anyone), where the provider allows it; best effort, never inside a transaction. A failure is
   * only logged: the reconciler closes the windows of cancelled card orders again, and refunds a
   * payment made in one anyway (Razorpay cannot close an order at all).
   */
  async function closeWindow(providerOrderId: string, orderId: string, why: string): Promise<void> {
    try {
      const closed = await provider.closeOrder(providerOrderId);
      logger.info({ orderId, providerOrderId, closed, why }, 'payment window closed');
    } catch (error) {
      logger.warn({ orderId, providerOrderId, why, err: error }, 'could not close a payment window');
    }
  }

  /**
   * A card payment the store has just learned of, for this (locked) order: recorded, then taken
   * (the order placed), or refunded in full when the order can no longer take it. In the caller's
   * transaction; a refund to settle with the provider afterwards is answered.
   */
  async function settlePayment(
    q: CheckoutQueries,
    tx: Tx,
    order: CheckoutOrderRow,
    payment: { id: string; status: PaymentStatus; amountPaise: number },
  ): Promise<{ result: 'placed' | 'already' | 'refunded' | 'ignored'; refundId: number | null }> {
    const judged = await deps.refunds.judge(tx, {
      payment,
      paidFor: { providerOrderId: order.providerOrderId!, orderRef: order.id },
      target: { kind: 'order', status: order.status, duePaise: toPaise(dueOf(order)), paidBy: order.providerPaymentId },
      payer: {
        firstName: order.firstName,
        email: order.email,
        phone: order.phone,
        reference: order.orderId,
        kind: 'order',
      },
      take: () => place(q, tx, order, payment.id),
    });
    return { result: judged.outcome === 'taken' ? 'placed' : judged.outcome, refundId: judged.refundId };
  }

  /** The provider's signed reply for this card order's own provider order, or null. */
  function signedReplyOf(
    order: CheckoutOrderRow,
    confirmation: OrderConfirmBody['confirmation'],
  ): RazorpayReply | null {
    if (
      order.paymentMode !== 'online_payment_razorpay' ||
      typeof confirmation === 'string' ||
      order.providerOrderId === null
    )
      return null;
    if (
      confirmation.razorpay_order_id !== order.providerOrderId ||
      !verifyPaymentReply(confirmation as RazorpayReply, deps.keySecret)
    )
      return null;
    return confirmation as RazorpayReply;
  }

  /** After the deciding transaction: the shopper's messages go, and the decided refund goes to the provider. */
  async function afterSettled(settled: { result: string; refundId: number | null }): Promise<void> {
    if (settled.result === 'placed' || settled.refundId !== null) deps.kickOutbox();
    if (settled.refundId !== null) await deps.refunds.settle(settled.refundId);
  }

  /**
   * The paid or code-confirmed order becomes a placed one: everything at once, in the caller's
   * transaction. Its gift card hold is spent, and the card leaves the draft (free for the next order).
   */
  async function place(q: CheckoutQueries, tx: Tx, order: CheckoutOrderRow, paymentId: string | null): Promise<void> {
    // Stock first, then the coupon: the order every path that moves both takes them in.
    await q.stock.sell(order.id);
    await q.useCouponHold(order.id);
    const spent = await q.gift.redeemHeld(order.id);
    if (order.voId !== null && spent.length > 0) {
      for (const s of spent) await q.gift.unlockFromDraft(s.cardId, order.voId);
      await q.updateDraft(order.voId, { giftCardId: null, giftCardStatus: null });
    }
    if (paymentId !== null) await q.setProviderPayment(order.id, paymentId);
    await q.clearDeadline(order.id);
    const note =
      paymentId !== null
        ? `paid: ${paymentId}`
        : order.paymentMode === 'gift_card'
          ? 'paid in full with a gift card'
          : 'confirmed by the code sent to the phone';
    const moved = await setOrderStatus(tx, order.orderId, 'placed', note);
    if (!moved) throw new Error(`order ${order.orderId} could not move to placed from ${order.status}`);
    if (order.cartId !== null) await q.emptyCart(order.cartId);
    const lines = await q.orderLines(order.id);
    const store = order.pickupStore ? (findStore(order.pickupStore) ?? null) : null;
    const expected = order.expectedFrom && order.expectedTo ? { label: expectedLabel(order) } : null;
    const mail = orderConfirmationMail({
      firstName: order.firstName,
      orderId: order.orderId,
      paymentMode: order.paymentMode,
      deliveryMethod: order.deliveryMethod,
      pickupStore: store,
      shipping: {
        address: order.shipAddress,
        city: order.shipCity,
        state: order.shipState,
        zipcode: order.shipZipcode,
      },
      expected,
      lines,
      subtotal: order.subtotal,
      discount: order.discount,
      charges: order.charges,
      amount: order.amount,
      giftCardAmount: order.giftCardAmount,
      couponCode: order.couponCode,
      trackUrl: `${deps.publicUrl}/sales/guest/form`,
      international: internationalView({
        countryCode: order.shipCountryCode,
        country: order.shipCountry,
        deliveryMethod: order.deliveryMethod,
        charges: order.charges,
      }),
    });
    await enqueueMessage(tx, {
      channel: 'email',
      to: order.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await enqueueMessage(tx, {
      channel: 'sms',
      to: order.phone,
      text: orderConfirmationSms({
        orderId: order.orderId,
        amount: order.paymentMode === 'gift_card' ? order.amount : dueOf(order),
        paymentMode: order.paymentMode,
        expected,
      }),
    });
    if (deps.storeEmail) {
      const storeMail = newOrderStoreMail({
        orderId: order.orderId,
        amount: order.amount,
        paymentMode: order.paymentMode,
        deskUrl: `${deps.publicUrl}/admin/orders/${order.orderId}`,
      });
      await enqueueMessage(tx, { channel: 'email', to: deps.storeEmail, ...storeMail });
    }
    // The offer voucher the purchase earns, if any: written and sent with the order, once per order.
    if (deps.vouchers) await deps.vouchers.issueFor(tx, order);
  }

  // The order keeps its expected window as days; its label is rebuilt the way the draft showed it.
  const expectedLabel = (order: CheckoutOrderRow) =>
    deliveryLabel(order.expectedFrom!, order.expectedTo!, order.deliveryMethod, order.shipCountryCode !== INDIA.code);

  async function confirmedAnswer(q: CheckoutQueries, order: CheckoutOrderRow): Promise<ConfirmResult> {
    const lines = await q.orderLines(order.id);
    return {
      action: true,
      order: {
        order_id: order.orderId,
        amount: order.amount,
        discount: order.discount,
        gift_card_amount: order.giftCardAmount,
        payment_mode: order.paymentMode,
        email: order.email,
        expected:
          order.expectedFrom && order.expectedTo
            ? { from: order.expectedFrom, to: order.expectedTo, label: expectedLabel(order) }
            : null,
        delivery_method: order.deliveryMethod,
        charges: order.charges,
        international: internationalView({
          countryCode: order.shipCountryCode,
          country: order.shipCountry,
          deliveryMethod: order.deliveryMethod,
          charges: order.charges,
        }),
      },
      purchase: purchaseEvent({ orderId: order.orderId, amount: order.amount, couponCode: order.couponCode, lines }),
    };
  }

  /** Everything order_generate checks, in the spec's order; the first failure answers. */
  function incomplete(missing: string | null): CheckoutRefusal | null {
    switch (missing) {
      case 'user':
        return refusal('INCOMPLETE_ORDER_USER');
      case 'shipping':
        return refusal('INCOMPLETE_ORDER_SHIPPING_ADDRESS');
      case 'cart':
        return refusal('INCOMPLETE_ORDER_CART');
      case 'payment':
        return refusal('INCOMPLETE_ORDER_PAYMENT');
      case 'pan':
        return refusal('INCOMPLETE_ORDER_PAN');
      default:
        return null;
    }
  }

  /** The new unpaid order of a complete draft, its stock reserved and its coupon held; rolls back whole on a sold-out piece. */
  async function createOrder(
    q: CheckoutQueries,
    tx: Tx,
    draft: DraftRow,
    summary: Awaited<ReturnType<DraftReader['summarize']>>,
    lines: Awaited<ReturnType<CheckoutQueries['liveLines']>>,
  ): Promise<CheckoutOrderRow> {
    const coupon = summary.view.applied_payment_discount
      ? await q.coupon(summary.view.applied_payment_discount.virtual_order_discount_name, true)
      : undefined;
    const customer = await customerKeyOf(q, draft);
    const inserted = await insertOrder(tx, {
      voId: draft.id,
      userId: draft.userId,
      contact: { firstName: draft.firstName!, lastName: draft.lastName!, email: draft.email!, phone: draft.phone! },
      paymentMode: summary.paymentMode!,
      shipping: {
        country: draft.shipCountry!,
        countryCode: summary.countryCode,
        zipcode: draft.shipZipcode!,
        state: draft.shipState!,
        city: draft.shipCity!,
        address: draft.shipAddress!,
      },
      billing: draft.billingSame
        ? undefined
        : {
            country: draft.billCountry!,
            countryCode: findCountry(draft.billCountry)?.code ?? INDIA.code,
            zipcode: draft.billZipcode!,
            state: draft.billState!,
            city: draft.billCity!,
            address: draft.billAddress!,
          },
      lines: lines.map((l, i) => ({
        variantId: l.variantId,
        name: l.name,
        sku: l.sku,
        color: l.color,
        size: l.size,
        picture: l.image.split(',')[0] ?? null,
        productValue: l.value,
        madeToOrder: l.madeToOrder,
        qty: l.qty,
        unitPrice: l.unitPrice,
        discount: summary.discountShares[i]!,
        breakup: l.breakup,
      })),
      discount: summary.discount,
      charges: summary.charges,
      giftCardAmount: summary.giftCardAmount,
      status: 'pending_payment',
      note: 'generated at checkout',
      checkout: {
        cartId: draft.cartId,
        deliveryMethod: draft.deliveryMethod,
        pickupStore: draft.pickupStore,
        expectedFrom: summary.expected?.from ?? null,
        expectedTo: summary.expected?.to ?? null,
        couponCode: coupon?.code ?? null,
        pan: summary.view.pan.required ? draft.pan : null,
        fingerprint: fingerprintOf(summary.fingerprintSource),
        reservedUntilSeconds: RESERVATION_SECONDS,
      },
    });
    // Pieces in stock are held per product (two variants of one piece share its stock), in id order
    // so two checkouts of the same pieces lock them in the same order and cannot deadlock.
    const perProduct = new Map<number, number>();
    for (const l of lines) if (!l.madeToOrder) perProduct.set(l.productId, (perProduct.get(l.productId) ?? 0) + l.qty);
    for (const [productId, qty] of [...perProduct].sort(([a], [b]) => a - b)) {
      if (!(await q.stock.hold(inserted.id, productId, qty))) throw SOLD_OUT;
    }
    if (coupon && customer && !(await q.holdCoupon(coupon.code, inserted.id, customer)))
      throw new Rollback(refusal('DISCOUNT_COUPON_EXHAUSTED'));
    if (summary.giftCardAmount > 0) await holdGiftCard(q, draft, inserted.id, summary.giftCardAmount);
    return (await q.lockOrder(inserted.orderId))!;
  }

  /**
   * The order's draw on the draft's verified card: the card stays locked to the draft while the order
   * is unpaid, and the hold itself is the database's to allow (one held order per card, no overdraft).
   */
  async function holdGiftCard(q: CheckoutQueries, draft: DraftRow, orderRef: number, amount: number): Promise<void> {
    if (!(await q.gift.lockToDraft(draft.giftCardId!, draft.id, GIFT_DRAFT_LOCK_SECONDS)))
      throw new Rollback(refusal('GIFT_CARD_ALREADY_LOCK_ERROR'));
    try {
      await q.gift.hold((await q.gift.lockCard(draft.giftCardId!))!, orderRef, amount);
    } catch (error) {
      if (error instanceof GiftCardHoldError)
        throw new Rollback(
          refusal(error.why === 'ALREADY_HELD' ? 'GIFT_CARD_ALREADY_LOCK_ERROR' : 'GIFT_CARD_LOCK_ERROR'),
        );
      throw error;
    }
  }

  /**
   * The provider says a provider order was paid (webhook or reconciler): its order is placed once.
   * Answers what happened, for the log.
   */
  async function confirmPaid(notice: {
    providerOrderId: string;
    paymentId: string;
    amountPaise: number;
    status?: PaymentStatus;
  }): Promise<'placed' | 'already' | 'unknown' | 'refunded' | 'ignored'> {
    const settled = await repo.inTransaction(async (q, tx) => {
      await q.lockDraftOfOrder({ providerOrderId: notice.providerOrderId });
      const order = await q.lockOrderByProviderOrder(notice.providerOrderId);
      if (!order) return { result: 'unknown' as const, refundId: null };
      return settlePayment(q, tx, order, {
        id: notice.paymentId,
        status: notice.status ?? 'captured',
        amountPaise: notice.amountPaise,
      });
    });
    await afterSettled(settled);
    logger.info({ providerOrderId: notice.providerOrderId, result: settled.result }, 'provider payment notice');
    return settled.result;
  }

  const REPLACED = Symbol('replaced by a newer order of the draft');

  /**
   * One try at order_generate. The draft's row lock is taken first and held to the end of each
   * transaction, so generates of one draft run one at a time (double clicks, two tabs): the second
   * finds the first's order. Products are locked next, all of them in id order, before any stock
   * moves; then the coupons (the replaced order's and the new one, by code), then the gift card (the
   * order every path that changes stock keeps).
   */
  async function generateOnce(
    caller: Caller,
    body: OrderGenerateBody,
  ): Promise<Outcome<GenerateResult, CheckoutReason> | typeof REPLACED> {
    let outcome: { order: CheckoutOrderRow; items: GenerateResult['items']; fresh: boolean } | CheckoutRefusal;
    /** The provider window of the unpaid order this generate replaced, closed once the transaction has committed. */
    const replaced: { window: { providerOrderId: string; orderId: string } | null } = { window: null };
    try {
      outcome = await repo.inTransaction(async (q, tx) => {
        const access = await reader.cartFor(q, caller);
        if (!access.ok) return refusal('INCOMPLETE_ORDER_CART');
        let draft = await q.lockDraft(access.cartId);
        // The draft is a member's only while the call carries their token: a guest cart a member once
        // opened is the guest's again on a call without it, and no order is made under their id.
        if (draft.userId !== caller.memberId) {
          await q.updateDraft(draft.id, { userId: caller.memberId });
          draft = { ...draft, userId: caller.memberId };
        }
        const pending = await q.pendingOrderOf(draft.id);
        // The draft's verified card is locked before it is judged: two drafts racing for it queue here.
        const card =
          draft.giftCardId !== null && draft.giftCardStatus === 'transfer_verified'
            ? await q.gift.lockCard(draft.giftCardId)
            : undefined;
        const cardProblem = card
          ? cardStanding(card, draft.id, await q.gift.holdsFor(card.id, draft.id)).problem
          : null;
        if (cardProblem === 'CARD_LOCKED') return refusal('GIFT_CARD_ALREADY_LOCK_ERROR');
        // Blocked by staff after the shopper verified it: said so, rather than a total that changed.
        if (cardProblem === 'CARD_BLOCKED') return refusal('CARD_BLOCKED');
        const summary = await reader.summarize(q, draft);
        const missing = incomplete(summary.missing);
        if (missing) return missing;
        if (summary.hasProblemLines) return refusal('OUT_OF_STOCK');
        // A coupon that stopped applying (its last use went to another order, the cart fell below its
        // minimum) leaves the draft; the new total is charged only if it is the one the shopper saw,
        // so without the amount they saw the generate is refused and the page shows the new total.
        // A metal rate moved a price after the page showed it and the 15-minute hold ran out: the page
        // shows the new total before anything is charged (server/checkout/price-hold.ts).
        if ((await q.liveLines(draft.cartId)).some((l) => l.priceMoved)) {
          await markPricesSeen(tx, draft.id, false);
          return refusal('PRICE_MISMATCH');
        }
        const couponDropped = summary.couponProblem !== null && draft.couponCode !== null;
        if (couponDropped) await q.updateDraft(draft.id, { couponCode: null });
        if ((couponDropped || body.expected_amount != null) && body.expected_amount !== summary.payable) {
          return refusal(
            summary.couponProblem === 'DISCOUNT_COUPON_EXHAUSTED' ? 'DISCOUNT_COUPON_EXHAUSTED' : 'PRICE_MISMATCH',
          );
        }
        const lines = await q.liveLines(draft.cartId);
        const items = lines.map((l) => ({
          name: l.name,
          sku: l.sku,
          total: l.unitPrice * l.qty,
          color: l.color,
          qty: l.qty,
        }));
        const fingerprint = fingerprintOf(summary.fingerprintSource);

        // The same draft again (a double click, a second tab, 'Request another OTP'): the same order,
        // made for the same caller. A card order whose provider order is not made yet is still the
        // same order: its provider order is made below, under this draft's lock.
        if (pending && pending.fingerprint === fingerprint && !pending.lapsed && pending.userId === caller.memberId) {
          if (pending.paymentMode === 'payment_on_delivery' && body.resend) {
            const wait = COD_RESEND_SECONDS - secondsSince(pending.codCodeSentAt, new Date());
            if (wait > 0) return refusal('OTP_RESEND_WAIT', { message: resendWaitText(wait), retryAfterSeconds: wait });
            const refused = await sendCode(q, tx, pending);
            if (refused) return refused;
            return { order: (await q.lockOrder(pending.orderId))!, items, fresh: true };
          }
          return { order: pending, items, fresh: false };
        }
        await q.stock.lockProducts(
          lines.filter((l) => !l.madeToOrder).map((l) => l.productId),
          pending?.id,
        );
        await q.lockCoupons([pending?.couponCode, summary.view.applied_payment_discount?.virtual_order_discount_name]);
        if (pending) {
          await cancelUnpaid(
            q,
            tx,
            pending,
            pending.lapsed ? 'unpaid: its hold lapsed' : 'replaced by a newer checkout of the same cart',
          );
          replaced.window =
            pending.providerOrderId === null
              ? null
              : { providerOrderId: pending.providerOrderId, orderId: pending.orderId };
        }

        const order = await createOrder(q, tx, draft, summary, lines);
        if (order.paymentMode === 'gift_card') {
          // The card pays everything and its holder proved it with the code: placed now, nothing to confirm.
          await place(q, tx, order, null);
          return { order: (await q.lockOrder(order.orderId))!, items, fresh: true };
        }
        if (order.paymentMode === 'payment_on_delivery') {
          const refused = await sendCode(q, tx, order);
          if (refused) throw new Rollback(refused);
        }
        return { order: (await q.lockOrder(order.orderId))!, items, fresh: true };
      });
    } catch (error) {
      if (error === SOLD_OUT) return refusal('OUT_OF_STOCK');
      if (error instanceof Rollback) return error.answer;
      throw error;
    }
    // Committed: the replaced order's window stops taking money at once where the provider allows
    // it (the reconciler does it too, should this fail or the process stop here).
    if (replaced.window !== null && !('ok' in outcome))
      await closeWindow(replaced.window.providerOrderId, replaced.window.orderId, 'its order was replaced');
    if ('ok' in outcome) return outcome;
    let { order } = outcome;
    if (order.paymentMode === 'gift_card') {
      if (outcome.fresh) deps.kickOutbox();
      logger.info({ orderId: order.orderId, mode: order.paymentMode }, 'order placed, paid by gift card');
      return ok(generatedAnswer(order, outcome.items, { success: true, paid_by_gift_card: true }));
    }
    if (order.paymentMode === 'payment_on_delivery') {
      if (outcome.fresh) deps.kickOutbox();
      logger.info({ orderId: order.orderId, mode: order.paymentMode, fresh: outcome.fresh }, 'order generated');
      return ok(generatedAnswer(order, outcome.items, codData(order, new Date())));
    }
    if (order.providerOrderId === null) {
      const made = await makeProviderOrder(order);
      if (made === REPLACED || 'ok' in made) return made;
      order = made;
    }
    logger.info({ orderId: order.orderId, mode: order.paymentMode, fresh: outcome.fresh }, 'order generated');
    return ok(generatedAnswer(order, outcome.items, cardData(order)));
  }

  /**
   * The card order's provider order. The provider is called first, outside any transaction, so no
   * row lock (nor the embedded database's only connection) is held while it answers; then, in a
   * short transaction under the draft's lock and the order's (the lock order), it is kept if the
   * order still waits for one. Two clicks of one draft may each make a provider order: the first
   * kept is the order's and both clicks answer it; the other is shown to nobody, so nobody can pay
   * it, and is closed where the provider allows it. So a draft never shows two live provider orders,
   * and an answer never carries an empty one. An order replaced meanwhile answers REPLACED.
   */
  async function makeProviderOrder(
    order: CheckoutOrderRow,
  ): Promise<CheckoutOrderRow | CheckoutRefusal | typeof REPLACED> {
    let created: ProviderOrder;
    try {
      created = await provider.createOrder({
        amountPaise: toPaise(dueOf(order)),
        receipt: order.orderId,
        notes: { order_id: order.orderId },
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      // Cancelled (its holds given back) only if it is still unpaid and no other click made its provider order.
      const after = await repo.inTransaction(async (q, tx) => {
        await q.lockDraftOfOrder({ orderId: order.orderId });
        const locked = await q.lockOrder(order.orderId);
        if (locked?.status !== 'pending_payment') return REPLACED;
        if (locked.providerOrderId !== null) return locked;
        await cancelUnpaid(q, tx, locked, 'the card provider could not be reached');
        return null;
      });
      if (after !== null) return after;
      logger.warn({ orderId: order.orderId, err: error }, 'card provider unavailable: order cancelled');
      return refusal('PROVIDER_UNAVAILABLE');
    }
    const kept = await repo.inTransaction(async (q) => {
      await q.lockDraftOfOrder({ orderId: order.orderId });
      const locked = await q.lockOrder(order.orderId);
      if (locked?.status !== 'pending_payment') return REPLACED;
      if (locked.providerOrderId !== null) return locked;
      await q.setProviderOrder(locked.id, created.id);
      return (await q.lockOrder(locked.orderId))!;
    });
    if (kept === REPLACED) await closeWindow(created.id, order.orderId, 'made for an order replaced meanwhile');
    else if (kept.providerOrderId !== created.id)
      await closeWindow(created.id, order.orderId, 'another click of the draft made its provider order first');
    return kept;
  }

  /**
   * The reconciler's look at card orders cancelled in the last day that had a provider order: their
   * window is closed (again: closing is idempotent), and the provider is asked for their payments.
   * A captured payment the store has not decided on yet (neither the webhook nor the shopper's
   * signed reply reached it) is settled as any other: recorded, and refunded in full once. An only
   * authorized one is left alone (never captured, it goes back to the payer by itself); a decided one
   * is not touched again. Bounded by `limit` per pass; the provider is called outside transactions.
   */
  async function watchCancelledWindows(limit: number): Promise<number> {
    const watched = await repo.cancelledCardOrders(CANCELLED_WINDOW_WATCH_SECONDS, limit);
    let refunded = 0;
    for (const { orderId, providerOrderId } of watched) {
      await closeWindow(providerOrderId, orderId, 'its order was cancelled');
      let payments: Awaited<ReturnType<CardProvider['paymentsOf']>>;
      try {
        payments = await provider.paymentsOf(providerOrderId);
      } catch (error) {
        logger.warn(
          { orderId, providerOrderId, err: error },
          'reconciler could not ask the card provider about a cancelled order',
        );
        continue;
      }
      for (const paid of payments) {
        if (paid.status !== 'captured' || (await deps.refunds.isDecided(paid.id))) continue;
        const result = await confirmPaid({
          providerOrderId,
          paymentId: paid.id,
          amountPaise: paid.amount,
          status: 'captured',
        });
        if (result === 'refunded') refunded++;
        logger.warn(
          { orderId, providerOrderId, paymentId: paid.id, result },
          'payment on a cancelled order found by the reconciler',
        );
      }
    }
    return refunded;
  }

  return {
    async generate(caller: Caller, body: OrderGenerateBody): Promise<Outcome<GenerateResult, CheckoutReason>> {
      if (!(await deps.captcha.verify(body.captcha))) return refusal('CAPTCHA_FAILED');
      // A card order replaced by a newer generate of the same draft while this one waited for its
      // provider order (the shopper changed the draft in another tab): this call answers the newer one.
      for (let attempt = 1; ; attempt++) {
        const answer = await generateOnce(caller, body);
        if (answer !== REPLACED) return answer;
        if (attempt >= 3) return refusal('ORDER_EXPIRED');
      }
    },

    async confirm(caller: Caller, body: OrderConfirmBody): Promise<Outcome<ConfirmResult, CheckoutReason>> {
      let settled: Awaited<ReturnType<typeof settlePayment>> = { result: 'ignored', refundId: null };
      const outcome = await repo.inTransaction(async (q, tx): Promise<Outcome<ConfirmResult, CheckoutReason>> => {
        const access = await reader.cartFor(q, caller);
        await q.lockDraftOfOrder({ orderId: body.order_id });
        const order = await q.lockOrder(body.order_id);
        // Another session's order, or another draft's: refused as unknown, nothing changed.
        if (!access.ok || !order || order.cartId !== access.cartId || (body.vo_id != null && body.vo_id !== order.voId))
          return refusal('ORDER_NOT_FOUND');
        // A signed reply for an order that is no longer waiting (cancelled, or placed by another
        // payment) is still the provider's word that money was taken: recorded and, if it cannot be
        // taken, refunded. The answer stays what it was.
        const signed = signedReplyOf(order, body.confirmation);
        if (signed && order.status !== 'pending_payment')
          settled = await settlePayment(q, tx, order, {
            id: signed.razorpay_payment_id,
            status: 'captured',
            amountPaise: toPaise(dueOf(order)),
          });
        if (order.status !== 'pending_payment' && order.status !== 'cancelled')
          return ok(await confirmedAnswer(q, order));
        if (order.status === 'cancelled')
          return refusal(order.codTries >= COD_CODE_MAX_TRIES ? 'OTP_TRIES_EXCEEDED' : 'ORDER_EXPIRED');

        if (order.paymentMode === 'payment_on_delivery') {
          if (typeof body.confirmation !== 'string' || !/^\d{4}$/.test(body.confirmation)) {
            return refusal('MESSAGE_VALIDATION_ERROR', {
              message: OTP_FIELD_MESSAGE,
              fields: { otp: OTP_FIELD_MESSAGE },
            });
          }
          if (order.lapsed) {
            await cancelUnpaid(q, tx, order, 'unpaid: its hold lapsed');
            return refusal('ORDER_EXPIRED');
          }
          // Wrong codes count per order, across every code resent for it: the fifth cancels the order
          // (its holds go back) and the shopper starts again with a new one.
          if (order.codTries >= COD_CODE_MAX_TRIES || order.codCodeHash === null) {
            await cancelUnpaid(q, tx, order, 'too many wrong confirmation codes');
            return refusal('OTP_TRIES_EXCEEDED');
          }
          if (!codeMatches(order.orderId, body.confirmation, order.codCodeHash)) {
            await q.recordWrongCode(order.id);
            if (order.codTries + 1 < COD_CODE_MAX_TRIES)
              return refusal('OTP_MISSMATCH', { message: CHECKOUT_TOASTS.wrongOtp });
            await cancelUnpaid(q, tx, order, 'too many wrong confirmation codes');
            return refusal('OTP_TRIES_EXCEEDED');
          }
          await place(q, tx, order, null);
          return ok(await confirmedAnswer(q, (await q.lockOrder(order.orderId))!));
        }

        if (!signed) return refusal('PAYMENT_VERIFICATION_FAILED');
        // A signed reply is the provider's word that it was paid, even after the hold lapsed: the
        // reconciler asks the provider before it cancels a card order, so it is still pending here.
        settled = await settlePayment(q, tx, order, {
          id: signed.razorpay_payment_id,
          status: 'captured',
          amountPaise: toPaise(dueOf(order)),
        });
        return ok(await confirmedAnswer(q, (await q.lockOrder(order.orderId))!));
      });
      await afterSettled(settled);
      if (outcome.ok) {
        deps.kickOutbox();
        logger.info({ orderId: body.order_id }, 'order confirmed');
      } else {
        logger.info({ orderId: body.order_id, reason: outcome.reason }, 'order confirmation refused');
      }
      return outcome;
    },

    confirmPaid,

    /**
     * One pass of the reconciler: card orders past their window are asked about at the provider
     * (paid → placed), and unpaid orders past their 15 minutes are cancelled, releasing their stock.
     * Then card orders cancelled in the last day (these just now included) have their window closed
     * and a payment made there anyway refunded. Safe on several instances at once: each order is
     * locked while it is decided, and a payment is recorded and refunded once.
     */
    async reconcile(limit = 50): Promise<{ placed: number; cancelled: number; refunded: number }> {
      const due = await repo.duePending(RECONCILE_AFTER_SECONDS, limit);
      let placed = 0;
      let cancelled = 0;
      for (const orderId of due) {
        const order = await repo.lockOrder(orderId);
        if (!order || order.status !== 'pending_payment') continue;
        if (order.paymentMode === 'online_payment_razorpay' && order.providerOrderId !== null) {
          try {
            const payments = await provider.paymentsOf(order.providerOrderId);
            const paid = payments.find((p) => p.status === 'captured' || p.status === 'authorized');
            if (paid) {
              if (paid.status === 'authorized') await provider.capture(paid.id, paid.amount);
              if (
                (await confirmPaid({
                  providerOrderId: order.providerOrderId,
                  paymentId: paid.id,
                  amountPaise: paid.amount,
                  status: 'captured',
                })) === 'placed'
              )
                placed++;
              continue;
            }
          } catch (error) {
            // Unknown: leave it for the next pass rather than cancel an order that may have been paid.
            logger.warn({ orderId, err: error }, 'reconciler could not reach the card provider');
            continue;
          }
        }
        const done = await repo.inTransaction(async (q, tx) => {
          const locked = await q.lockOrder(orderId);
          if (!locked || locked.status !== 'pending_payment' || !locked.lapsed) return false;
          await cancelUnpaid(q, tx, locked, 'unpaid: its hold lapsed');
          return true;
        });
        if (done) cancelled++;
      }
      const refunded = await watchCancelledWindows(limit);
      if (placed + cancelled + refunded > 0) logger.info({ placed, cancelled, refunded }, 'checkout reconciler pass');
      return { placed, cancelled, refunded };
    },
  };
}
export type PlaceOrderService = ReturnType<typeof createPlaceOrderService>;
