// /track-details (docs/spec.md#first-2 "Shown after an order-tracking form is submitted"): the order's status
// timeline, its pieces (with their price breakup) and totals (with the coupon), how it reaches the
// shopper (shipping or the pick-up store, and when) and how it is paid, the contact masked and the
// city it goes to. The answer comes with
// the navigation and is kept for the tab, so a reload still shows it; with nothing to show the page
// goes back to the form.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/track-details';
import type { TrackingResult } from '../../domain/orders/api-schemas';
import { formatOrderDate } from '../../domain/orders/order-dates';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { InvoiceLink } from '../components/orders/invoice-link';
import { RequestReturn } from '../components/orders/request-return';
import { OrderFacts } from '../components/orders/order-facts';
import { OrderLines } from '../components/orders/order-lines';
import { OrderTimeline } from '../components/orders/order-timeline';
import { OrderTotals } from '../components/orders/order-totals';
import { StatusBadge } from '../components/orders/status-badge';
import { getSession, useHydrated } from '../state/session';
import { readTrackedOrder } from '../state/tracked-order';
import '../styles/orders.css';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, 'Your order', 'Where your order is right now.', '/track-details');

function fromState(state: unknown): TrackingResult | null {
  const order = (state as { order?: TrackingResult } | null)?.order;
  return order && typeof order.order_id === 'string' ? order : null;
}

export default function TrackDetails() {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [order, setOrder] = useState<TrackingResult | null>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (!hydrated) return;
    setOrder(fromState(location.state) ?? readTrackedOrder());
    setChecked(true);
  }, [hydrated, location.state]);

  useEffect(() => {
    if (checked && !order) void navigate('/sales/guest/form', { replace: true });
  }, [checked, order, navigate]);

  if (!order) {
    return (
      <AccountPage eyebrow="Order Tracking" title="Your order" intro="Loading your order…" wide>
        {null}
      </AccountPage>
    );
  }

  return (
    <AccountPage
      eyebrow="Order Tracking"
      title={
        <>
          Order <span className="order-id-text">{order.order_id}</span>
        </>
      }
      intro={
        <>
          Placed on <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
          {order.made_to_order ? ' · Made to order' : null}
        </>
      }
      footer={
        <p>
          <Link to="/sales/guest/form">Track another order</Link> · <Link to="/my-orders">My orders</Link>
        </p>
      }
      wide
    >
      <div className="track-status">
        <span>Status</span>
        <StatusBadge status={order.status} label={order.status_label} />
      </div>
      <section className="track-section" aria-labelledby="track-progress">
        <h2 id="track-progress" className="track-section-title">
          Progress
        </h2>
        <OrderTimeline steps={order.timeline} />
      </section>
      <section className="track-section" aria-labelledby="track-items">
        <h2 id="track-items" className="track-section-title">
          Your pieces
        </h2>
        <OrderLines items={order.items} />
        <OrderTotals order={order} />
        {order.invoice ? <InvoiceLink invoice={order.invoice} signedIn={getSession() !== null} /> : null}
        {order.returns && (order.status === 'delivered' || order.returns.request) ? (
          <div className="order-card-actions">
            <RequestReturn
              orderId={order.order_id}
              returns={order.returns}
              tracking
              onRequested={(returns) => setOrder({ ...order, returns })}
            />
          </div>
        ) : null}
      </section>
      <section className="track-section" aria-labelledby="track-delivery">
        <h2 id="track-delivery" className="track-section-title">
          Delivery and payment
        </h2>
        <OrderFacts order={order} />
        <dl className="track-facts">
          <div>
            <dt>Name</dt>
            <dd>{order.contact.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{order.contact.email}</dd>
          </div>
          <div>
            <dt>Mobile</dt>
            <dd>{order.contact.phone}</dd>
          </div>
          {order.delivery.method === 'ship' ? (
            <div>
              <dt>Ships to</dt>
              <dd>
                {order.ship_to.city}, {order.ship_to.state} {order.ship_to.zipcode}
              </dd>
            </div>
          ) : null}
          {order.shipment ? (
            <div>
              <dt>Courier</dt>
              <dd>
                {order.shipment.carrier}, AWB {order.shipment.awb}
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
    </AccountPage>
  );
}
