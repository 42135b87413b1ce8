// Generating an order (docs/spec.md#second-4 "Order flow", #second-7 order_generate; docs/api.md):
// one transaction under the draft's row lock. The draft must be complete and sellable; its order is
// written in pending_payment with its lines, discount shares and breakups, its stock held, its coupon
// and gift card draw held (new-order.ts); a 4-digit code goes to the phone (cash on delivery), and an
// order paid in full by a gift card is placed at once (place-confirmed-order.ts). A card order's provider
// order is made after that transaction, outside any (the provider is never called inside one), and
// kept in a short second one. The same draft generates the same order (one unpaid order per draft, a
// unique index), so double clicks and two tabs make one order; a changed draft replaces its unpaid
// order, whose payment window is closed once the replacement has committed.
import { maskMobile } from '../../domain/accounts/phone.ts';
import { ok, type Outcome } from '../../domain/api/outcome.ts';
import type { CardPaymentData, OrderGenerateAnswer, OrderGenerateBody } from '../../domain/checkout/api-schemas.ts';
import {
  COD_CODE_DIGITS,
  COD_RESEND_SECONDS,
  COD_RESEND_TICK_SECONDS,
  RESERVATION_SECONDS,
} from '../../domain/checkout/constants.ts';
import { resendWaitText, type CheckoutReason } from '../../domain/checkout/messages.ts';
import { cardStanding } from '../../domain/giftcards/card-standing.ts';
import { belowValueText } from '../../domain/savings/redemption.ts';
import { toPaise } from '../../domain/money/inr.ts';
import { codConfirmationCodeSms } from '../../domain/notifications/templates/order-mails.ts';
import type { Tx } from '../../db/runner.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import { hashCode, newCode } from '../otp/otp-code.ts';
import { ProviderUnavailableError, type ProviderOrder } from '../payments/card-provider.ts';
import { cardWindowData } from '../payments/card-window-data.ts';
import type { CheckoutOrderRow, CheckoutQueries } from './checkout.repo.ts';
import { refusal, type Caller, type CheckoutRefusal } from './checkout.service.ts';
import { cancelUnpaid, dueOf } from './checkout-order.ts';
import { fingerprintOf, Rollback, SOLD_OUT, writeNewOrder } from './new-order.ts';
import type { PlaceConfirmedOrder } from './place-confirmed-order.ts';
import type { CloseWindow } from './payment-window.ts';
import type { PlaceOrderDeps } from './place-order.service.ts';
import { markPricesSeen } from './price-hold.ts';

type GenerateResult = OrderGenerateAnswer['message'];

const REPLACED = Symbol('replaced by a newer order of the draft');

const secondsSince = (at: Date | null, now: Date) =>
  at === null ? Infinity : Math.floor((now.getTime() - at.getTime()) / 1000);

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

export function createOrderGenerating(
  deps: Pick<
    PlaceOrderDeps,
    'repo' | 'reader' | 'provider' | 'captcha' | 'codesPerPhonePerHour' | 'kickOutbox' | 'storeName' | 'logger'
  > & { place: PlaceConfirmedOrder; closeWindow: CloseWindow },
) {
  const { repo, reader, provider, logger, place, closeWindow } = deps;

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
        savings_plan_amount: order.savingsPlanAmount,
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
    await enqueueNotice(tx, {
      sms: {
        to: order.phone,
        text: codConfirmationCodeSms({ code, amount: dueOf(order), validMinutes: RESERVATION_SECONDS / 60 }),
        code,
      },
    });
    return null;
  }

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
        const planProblem = summary.savingsPlanProblem;
        if (planProblem === 'DFE_ORDER_BELOW_VALUE') {
          const value = summary.view.applied_savings_plan?.redemption_value ?? 0;
          return refusal(planProblem, { message: belowValueText(value) });
        }
        if (planProblem !== null) return refusal(planProblem);
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
        await q.coupons.lock([pending?.couponCode, summary.view.applied_payment_discount?.virtual_order_discount_name]);
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

        const order = await writeNewOrder(q, tx, draft, summary, lines);
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
  };
}
export type OrderGenerating = ReturnType<typeof createOrderGenerating>;
