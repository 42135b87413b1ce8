// Confirming an order (docs/spec.md#second-7 order_confirm; docs/api.md): the order (locked, after
// its draft) takes the cash-on-delivery code (5 tries, counted under the lock and capped by a CHECK)
// or the provider's signed reply for *its* provider order; then it is placed (place-confirmed-order.ts):
// stock sold, cart emptied, coupon used, mail and SMS queued, all at once. A confirmed order answers
// the same again and sends nothing twice. The provider's own word that a provider order was paid
// (its webhook, the reconciler's question) comes in through confirmPaid. Every card payment learned
// of is settled in the one shape of every card payment (server/payments/card-payment-settlement.ts):
// recorded under the order's lock and judged by one rule, it places the order, or is refunded in full
// once when the order can no longer be placed.
import { ok, type Outcome } from '../../domain/api/outcome.ts';
import type { OrderConfirmAnswer, OrderConfirmBody, RazorpayReply } from '../../domain/checkout/api-schemas.ts';
import { COD_CODE_MAX_TRIES } from '../../domain/checkout/constants.ts';
import { internationalView } from '../../domain/checkout/international.ts';
import { CHECKOUT_TOASTS, OTP_FIELD_MESSAGE, type CheckoutReason } from '../../domain/checkout/messages.ts';
import { purchaseEvent } from '../../domain/checkout/purchase-event.ts';
import { toPaise } from '../../domain/money/inr.ts';
import type { Tx } from '../../db/runner.ts';
import { codeMatches } from '../otp/otp-code.ts';
import type { PaidNotice, PaidResult, PaymentClaim } from '../payments/card-payment-settlement.ts';
import { verifyPaymentReply } from '../payments/signatures.ts';
import type { CheckoutOrderRow, CheckoutQueries } from './checkout.repo.ts';
import { refusal, type Caller } from './checkout.service.ts';
import { cancelUnpaid, dueOf, expectedLabel } from './checkout-order.ts';
import type { PlaceConfirmedOrder } from './place-confirmed-order.ts';
import type { PlaceOrderDeps } from './place-order.service.ts';

type ConfirmResult = OrderConfirmAnswer['message'];

export function createOrderConfirming(
  deps: Pick<PlaceOrderDeps, 'repo' | 'reader' | 'keySecret' | 'settlement' | 'kickOutbox' | 'logger'> & {
    place: PlaceConfirmedOrder;
  },
) {
  const { repo, reader, logger, place, settlement } = deps;

  /** This (locked) card order as a card payment is judged against; taking a payment places it. */
  const claimOf = (q: CheckoutQueries, tx: Tx, order: CheckoutOrderRow): PaymentClaim => ({
    paidFor: { providerOrderId: order.providerOrderId!, orderRef: order.id },
    target: { kind: 'order', status: order.status, duePaise: toPaise(dueOf(order)), paidBy: order.providerPaymentId },
    payer: {
      firstName: order.firstName,
      email: order.email,
      phone: order.phone,
      reference: order.orderId,
      kind: 'order',
    },
    take: (paymentId) => place(q, tx, order, paymentId),
  });

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
  function confirmPaid(notice: PaidNotice): Promise<PaidResult> {
    return settlement.settleNotice(notice, repo, async (q, tx) => {
      await q.lockDraftOfOrder({ providerOrderId: notice.providerOrderId });
      const order = await q.lockOrderByProviderOrder(notice.providerOrderId);
      return order && claimOf(q, tx, order);
    });
  }

  return {
    async confirm(caller: Caller, body: OrderConfirmBody): Promise<Outcome<ConfirmResult, CheckoutReason>> {
      const { answer: outcome } = await settlement.settle((judge) =>
        repo.inTransaction(async (q, tx): Promise<Outcome<ConfirmResult, CheckoutReason>> => {
          const access = await reader.cartFor(q, caller);
          await q.lockDraftOfOrder({ orderId: body.order_id });
          const order = await q.lockOrder(body.order_id);
          // Another session's order, or another draft's: refused as unknown, nothing changed.
          if (
            !access.ok ||
            !order ||
            order.cartId !== access.cartId ||
            (body.vo_id != null && body.vo_id !== order.voId)
          )
            return refusal('ORDER_NOT_FOUND');
          // A signed reply for an order that is no longer waiting (cancelled, or placed by another
          // payment) is still the provider's word that money was taken: recorded and, if it cannot be
          // taken, refunded. The answer stays what it was.
          const signed = signedReplyOf(order, body.confirmation);
          const signedPayment = signed && {
            id: signed.razorpay_payment_id,
            status: 'captured' as const,
            amountPaise: toPaise(dueOf(order)),
          };
          if (signedPayment && order.status !== 'pending_payment')
            await judge(tx, signedPayment, claimOf(q, tx, order));
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

          if (!signedPayment) return refusal('PAYMENT_VERIFICATION_FAILED');
          // A signed reply is the provider's word that it was paid, even after the hold lapsed: the
          // reconciler asks the provider before it cancels a card order, so it is still pending here.
          await judge(tx, signedPayment, claimOf(q, tx, order));
          return ok(await confirmedAnswer(q, (await q.lockOrder(order.orderId))!));
        }),
      );
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
