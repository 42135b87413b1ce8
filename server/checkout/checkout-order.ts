// Facts and moves about one unpaid checkout order that generating, confirming and reconciling all
// need (place-order.service.ts): what its payment mode collects, the label of its expected window,
// and its cancellation while unpaid. Each runs in the caller's transaction, under the order's lock.
import { INDIA } from '../../domain/checkout/countries.ts';
import { deliveryLabel } from '../../domain/checkout/delivery-date.ts';
import type { Tx } from '../../db/runner.ts';
import { setOrderStatus } from '../orders/orders.repo.ts';
import type { CheckoutOrderRow, CheckoutQueries } from './checkout.repo.ts';

/** What the payment mode collects: the amount less the gift card's or the savings plan's part. */
export const dueOf = (order: Pick<CheckoutOrderRow, 'amount' | 'giftCardAmount' | 'savingsPlanAmount'>) =>
  order.amount - order.giftCardAmount - order.savingsPlanAmount;

/** The order keeps its expected window as days; its label is rebuilt the way the draft showed it. */
export const expectedLabel = (
  order: Pick<CheckoutOrderRow, 'expectedFrom' | 'expectedTo' | 'deliveryMethod' | 'shipCountryCode'>,
) => deliveryLabel(order.expectedFrom!, order.expectedTo!, order.deliveryMethod, order.shipCountryCode !== INDIA.code);

/**
 * Cancels an unpaid order; setOrderStatus gives back what it held, once (only `held` rows move).
 * A card order's provider window is closed later, outside the transaction: right after it by
 * generate (a replaced order), and by the reconciler's look at cancelled card orders in any case.
 */
export async function cancelUnpaid(q: CheckoutQueries, tx: Tx, order: CheckoutOrderRow, note: string): Promise<void> {
  await q.clearDeadline(order.id);
  await setOrderStatus(tx, order.orderId, 'cancelled', note);
}
