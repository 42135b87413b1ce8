// One order in the member's list: its id, date and status, its pieces, how it reaches the member and
// how it is paid, what it came to (with the coupon's discount when there was one) and, shipped abroad,
// the international shipping it was charged and the duties note.
import { formatINR } from '../../../domain/money/inr';
import type { OrderListItem } from '../../../domain/orders/api-schemas';
import { formatOrderDate } from '../../../domain/orders/order-dates';
import { orderTotalsRows } from '../../../domain/orders/order-totals';
import { CancelOrder } from './cancel-order';
import { InvoiceLink } from './invoice-link';
import { RequestReturn } from './request-return';
import type { ShopperReturn } from '../../../domain/orders/shopper-return';
import { OrderFacts } from './order-facts';
import { OrderInternational } from './order-international';
import { OrderLines } from './order-lines';
import { StatusBadge } from './status-badge';

/** `onCancelled`: My orders' cancel; without it the card offers no action. */
export function OrderCard({
  order,
  onCancelled,
  onReturnRequested,
}: {
  order: OrderListItem;
  onCancelled?: (status: { status: 'cancelled'; status_label: string }) => void;
  /** My orders' return request; without it the card offers none. */
  onReturnRequested?: (returns: ShopperReturn) => void;
}) {
  const headingId = `order-${order.order_id}`;
  const discount = orderTotalsRows(order).find((row) => row.key === 'discount');
  return (
    <article className="order-card" aria-labelledby={headingId}>
      <header className="order-card-head">
        <div>
          <h2 id={headingId} className="order-card-id">
            <span className="visually-hidden">Order </span>
            {order.order_id}
          </h2>
          <p className="order-card-date">
            Placed on <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
            {order.made_to_order ? ' · Made to order' : null}
          </p>
        </div>
        <StatusBadge status={order.status} label={order.status_label} />
      </header>
      <OrderLines items={order.items} />
      <OrderFacts order={order} />
      <OrderInternational international={order.international} />
      <footer className="order-card-foot">
        {discount ? (
          <span className="order-card-discount">
            {discount.label} <strong>{discount.text}</strong>
          </span>
        ) : null}
        <span className="order-card-amount">
          Total <strong>{formatINR(order.amount)}</strong>
        </span>
        {order.shipment ? (
          <span className="order-card-shipment">
            Shipped with {order.shipment.carrier}, AWB {order.shipment.awb}
          </span>
        ) : null}
        {order.invoice ? <InvoiceLink invoice={order.invoice} signedIn /> : null}
      </footer>
      {onReturnRequested && order.returns && (order.status === 'delivered' || order.returns.request) ? (
        <div className="order-card-actions">
          <RequestReturn orderId={order.order_id} returns={order.returns} onRequested={onReturnRequested} />
        </div>
      ) : null}
      {onCancelled && order.can_cancel ? (
        <div className="order-card-actions">
          <CancelOrder order={order} onCancelled={onCancelled} />
        </div>
      ) : null}
    </article>
  );
}

/** Grey cards in the shape of the real ones while the list loads. */
export function OrderCardSkeleton() {
  return (
    <div className="order-card order-card-skeleton" aria-hidden="true">
      <span className="skeleton" style={{ width: '40%', height: 18 }} />
      <span className="skeleton" style={{ width: '25%', height: 14 }} />
      <span className="skeleton" style={{ width: '100%', height: 64 }} />
    </div>
  );
}
