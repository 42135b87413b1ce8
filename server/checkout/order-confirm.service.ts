// Confirming an order (docs/spec.md#second-7 order_confirm; docs/api.md): the order (locked, after
// its draft) takes the cash-on-delivery code (5 tries, counted under the lock and capped by a CHECK)
// or the provider's signed reply for *its* provider order; then it is placed (order-placement.ts):
// stock sold, cart emptied, coupon used, mail and SMS queued, all at once. A confirmed order answers
// the same again and sends nothing twice. The provider's own word that a provider order was paid
// (its webhook, the reconciler's question) comes in through confirmPaid. Every card payment learned
// of is recorded under the order's lock and judged by one rule (domain/payments/payment-disposition.ts):
// it places the order, or is refunded in full once (server/payments/refunds.service.ts) when the
// order can no longer be placed.
import { ok, type Outcome } from '../../domain/api/outcome.ts';
import type { OrderConfirmAnswer, OrderConfirmBody, RazorpayReply } from '../../domain/checkout/api-schemas.ts';
import { COD_CODE_MAX_TRIES } from '../../domain/checkout/constants.ts';
import { internationalView } from '../../domain/checkout/international.ts';
import { CHECKOUT_TOASTS, OTP_FIELD_MESSAGE, type CheckoutReason } from '../../domain/checkout/messages.ts';
import { purchaseEvent } from '../../domain/checkout/purchase-event.ts';
import { toPaise } from '../../domain/money/inr.ts';
import type { PaymentStatus } from '../../domain/payments/payment-disposition.ts';
import type { Tx } from '../../db/runner.ts';
import { codeMatches } from '../otp/otp-code.ts';
import { verifyPaymentReply } from '../payments/signatures.ts';
import type { CheckoutOrderRow, CheckoutQueries } from './checkout.repo.ts';
import { refusal, type Caller } from './checkout.service.ts';
import { cancelUnpaid, dueOf, expectedLabel } from './checkout-order.ts';
import type { PlaceOrder } from './order-placement.ts';
import type { PlaceOrderDeps } from './place-order.service.ts';

type ConfirmResult = OrderConfirmAnswer['message'];

/** What a provider's payment notice came to, for the log (and the webhook's fall-through to gift cards). */
export type PaidResult = 'placed' | 'already' | 'unknown' | 'refunded' | 'ignored';

export function createOrderConfirming(
  deps: Pick<PlaceOrderDeps, 'repo' | 'reader' | 'keySecret' | 'refunds' | 'kickOutbox' | 'logger'> & {
    place: PlaceOrder;
  },
) {
  const { repo, reader, logger, place } = deps;

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

  async function confirmedAnswer(q: CheckoutQueries, order: CheckoutOrderRow): Promise<ConfirmResult> {
    const lines = await q.orderLines(order.id);
    return {
      action: true,
      order: {
        order_id: order.orderId,
        amount: order.amount,
        discount: order.discount,
        gift_card_amount: order.giftCardAmount,
        savings_plan_amount: order.savingsPlanAmount,
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

  /**
   * The provider says a provider order was paid (webhook or reconciler): its order is placed once.
   * Answers what happened, for the log.
   */
  async function confirmPaid(notice: {
    providerOrderId: string;
    paymentId: string;
    amountPaise: number;
    status?: PaymentStatus;
  }): Promise<PaidResult> {
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

  return {
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
  };
}
export type OrderConfirming = ReturnType<typeof createOrderConfirming>;
