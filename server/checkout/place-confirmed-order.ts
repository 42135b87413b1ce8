// An unpaid order becomes a placed one (paid by card, confirmed by its cash-on-delivery code, or paid
// in full by a gift card at generation): stock sold, coupon used, gift card spent, cart emptied, the
// shopper's mail and SMS, the store's mail and the offer voucher, all in the caller's transaction
// under the order's lock. Shared by generating (a gift card order) and confirming (every other).
import { internationalView } from '../../domain/checkout/international.ts';
import { newOrderStoreMail } from '../../domain/notifications/templates/order-desk-mails.ts';
import { orderConfirmationMail, orderConfirmationSms } from '../../domain/notifications/templates/order-mails.ts';
import { findStore } from '../../domain/stores/stores.ts';
import type { Tx } from '../../db/runner.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import { setOrderStatus } from '../orders/orders.repo.ts';
import type { CheckoutOrderRow, CheckoutQueries } from './checkout.repo.ts';
import { dueOf, expectedLabel } from './checkout-order.ts';
import type { PlaceOrderDeps } from './place-order.service.ts';

export type PlaceConfirmedOrder = (
  q: CheckoutQueries,
  tx: Tx,
  order: CheckoutOrderRow,
  paymentId: string | null,
) => Promise<void>;

export function createPlaceConfirmedOrder(
  deps: Pick<PlaceOrderDeps, 'publicUrl' | 'storeEmail' | 'vouchers'>,
): PlaceConfirmedOrder {
  /**
   * The paid or code-confirmed order becomes a placed one: everything at once, in the caller's
   * transaction. Its gift card hold is spent, and the card leaves the draft (free for the next order).
   */
  return async function place(q, tx, order, paymentId) {
    // Stock first, then the coupon: the order every path that moves both takes them in.
    await q.stock.sell(order.id);
    await q.coupons.use(order.id);
    const spent = await q.gift.redeemHeld(order.id);
    if (order.voId !== null && spent.length > 0) {
      for (const s of spent) await q.gift.unlockFromDraft(s.cardId, order.voId);
      await q.updateDraft(order.voId, { giftCardId: null, giftCardStatus: null });
    }
    // The plan is redeemed under its row lock, with the order (server/savings/savings-redemptions.repo.ts).
    const redeemed = await q.plans.redeemHeld(order.id);
    if (order.voId !== null && redeemed.length > 0) await q.updateDraft(order.voId, { savingsPlanRef: null });
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
      savingsPlanAmount: order.savingsPlanAmount,
      couponCode: order.couponCode,
      trackUrl: `${deps.publicUrl}/sales/guest/form`,
      international: internationalView({
        countryCode: order.shipCountryCode,
        country: order.shipCountry,
        deliveryMethod: order.deliveryMethod,
        charges: order.charges,
      }),
    });
    await enqueueNotice(tx, {
      mail: { to: order.email, ...mail },
      sms: {
        to: order.phone,
        text: orderConfirmationSms({
          orderId: order.orderId,
          amount: order.paymentMode === 'gift_card' ? order.amount : dueOf(order),
          paymentMode: order.paymentMode,
          expected,
        }),
      },
    });
    if (deps.storeEmail) {
      const storeMail = newOrderStoreMail({
        orderId: order.orderId,
        amount: order.amount,
        paymentMode: order.paymentMode,
        deskUrl: `${deps.publicUrl}/admin/orders/${order.orderId}`,
      });
      await enqueueNotice(tx, { mail: { to: deps.storeEmail, ...storeMail } });
    }
    // The offer voucher the purchase earns, if any: written and sent with the order, once per order.
    if (deps.vouchers) await deps.vouchers.issueFor(tx, order);
  };
}
