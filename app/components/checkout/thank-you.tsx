// After the order is confirmed (docs/spec.md#second-2): Thank You for the purchase, the confirmation mail
// sent, and a link to go on shopping at /jewellery; with the order's number, what it came to, how it
// is paid (with the gift card's part) and when it arrives, and where to follow it.
import { Link } from '../../lib/link';
import { formatINR } from '../../../domain/money/inr';
import { PAYMENT_MODE_LABELS } from '../../../domain/orders/order-status';
import { useSession } from '../../state/session';
import { InternationalNotice } from './international-notice';
import type { Confirmed } from './use-place-order';

export const THANK_YOU_TITLE = 'Thank You for the purchase';

export function ThankYou({ confirmed }: { confirmed: Confirmed }) {
  const { order } = confirmed;
  const member = useSession();
  const cash = order.payment_mode === 'payment_on_delivery';
  return (
    <section className="co-thanks" aria-labelledby="co-thanks-title">
      <h2 id="co-thanks-title" className="display" tabIndex={-1} ref={(el) => el?.focus()}>
        {THANK_YOU_TITLE}
      </h2>
      <p>
        Your order <strong>{order.order_id}</strong> is placed. A confirmation mail has been sent to{' '}
        <strong>{order.email}</strong>.
      </p>
      <dl className="co-summary co-thanks-facts">
        <div>
          <dt>Amount</dt>
          <dd className="price">{formatINR(order.amount)}</dd>
        </div>
        {order.discount > 0 ? (
          <div>
            <dt>You saved</dt>
            <dd className="price">{formatINR(order.discount)}</dd>
          </div>
        ) : null}
        {order.gift_card_amount > 0 ? (
          <div>
            <dt>Paid by gift card</dt>
            <dd className="price">{formatINR(order.gift_card_amount)}</dd>
          </div>
        ) : null}
        {order.savings_plan_amount > 0 ? (
          <div>
            <dt>Paid by savings plan</dt>
            <dd className="price">{formatINR(order.savings_plan_amount)}</dd>
          </div>
        ) : null}
        {order.charges > 0 ? (
          <div>
            <dt>International shipping</dt>
            <dd className="price">{formatINR(order.charges)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Payment</dt>
          <dd>{cash ? 'Cash on delivery' : PAYMENT_MODE_LABELS[order.payment_mode]}</dd>
        </div>
        {order.expected ? (
          <div>
            <dt>{order.delivery_method === 'pickup' ? 'Pick-up' : 'Delivery'}</dt>
            <dd>{order.expected.label}</dd>
          </div>
        ) : null}
      </dl>
      <InternationalNotice international={order.international} />
      {cash ? (
        <p className="co-note">
          Our customer service will call you within 24 to 48 hours to confirm a cash-on-delivery order.
        </p>
      ) : null}
      <div className="co-thanks-actions">
        <Link to="/jewellery" className="button">
          Continue shopping
        </Link>
        <Link to={member ? '/my-orders' : '/sales/guest/form'} className="button button-quiet">
          {member ? 'See my orders' : 'Track this order'}
        </Link>
      </div>
    </section>
  );
}
