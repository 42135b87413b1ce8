// Subtotal, discount, charges and the amount, in rupees with Indian grouping.
import { formatINR } from '../../../domain/money/inr';
import { PAYMENT_MODE_LABELS, type PaymentMode } from '../../../domain/orders/order-status';

interface Totals {
  subtotal: number;
  discount: number;
  charges: number;
  amount: number;
  payment_mode: PaymentMode;
}

export function OrderTotals({ order }: { order: Totals }) {
  return (
    <dl className="order-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatINR(order.subtotal)}</dd>
      </div>
      {order.discount > 0 ? (
        <div>
          <dt>Discount</dt>
          <dd>−{formatINR(order.discount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Shipping and charges</dt>
        <dd>{order.charges > 0 ? formatINR(order.charges) : 'Free'}</dd>
      </div>
      <div className="order-totals-amount">
        <dt>Total</dt>
        <dd>{formatINR(order.amount)}</dd>
      </div>
      <div className="order-totals-payment">
        <dt>Payment</dt>
        <dd>{PAYMENT_MODE_LABELS[order.payment_mode] ?? order.payment_mode}</dd>
      </div>
    </dl>
  );
}
