// Subtotal, the discount with its coupon code, charges, the amount and a gift card's part, in rupees with Indian grouping
// (the rows come from domain/orders/order-totals.ts); for an order shipped abroad, its charge and the duties note.
import type { International } from '../../../domain/checkout/api-schemas';
import { orderTotalsRows } from '../../../domain/orders/order-totals';
import { OrderInternational } from './order-international';

interface Totals {
  subtotal: number;
  discount: number;
  coupon_code: string | null;
  charges: number;
  amount: number;
  gift_card_amount?: number;
  savings_plan_amount?: number;
  international?: International | null;
}

export function OrderTotals({ order }: { order: Totals }) {
  return (
    <>
      <dl className="order-totals">
        {orderTotalsRows(order).map((row) => (
          <div key={row.key} className={`order-totals-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
      <OrderInternational international={order.international ?? null} />
    </>
  );
}
