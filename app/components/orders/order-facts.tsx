// How an order reaches the shopper and how it is paid: free shipping to a city and pin code or a
// pick-up at one of our stores (with its address and hours), the expected window while the order is
// on its way, the payment, and the cash-on-delivery call note while a COD order awaits its call.
import type { DeliveryView } from '../../../domain/orders/order-views';

interface Facts {
  delivery: DeliveryView;
  payment_label: string;
  payment_note: string | null;
}

export function OrderFacts({ order }: { order: Facts }) {
  const { delivery } = order;
  return (
    <dl className="order-facts">
      <div>
        <dt>Delivery</dt>
        <dd>
          <span className="order-facts-main">{delivery.label}</span>
          {delivery.store ? (
            <>
              <address className="order-facts-address">
                {delivery.store.address}, {delivery.store.city} {delivery.store.pincode}
              </address>
              <span className="order-facts-sub">Open {delivery.store.hours}</span>
            </>
          ) : null}
          {delivery.expected ? <span className="order-facts-expected">{delivery.expected.label}</span> : null}
        </dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>
          <span className="order-facts-main">{order.payment_label}</span>
          {order.payment_note ? <span className="order-facts-note">{order.payment_note}</span> : null}
        </dd>
      </div>
    </dl>
  );
}
