// What the shopper sees of a stored order. The member's own list shows their order in full (it is
// theirs, behind their token); the tracking view answers anyone who knows an order id and its email,
// so it shows the order's progress and pieces but masks the contact and never the street address:
// a forwarded mail or a shoulder-surfed order id must not hand out where someone lives.
import { isOrderStatus, STATUS_LABELS, trackingTimeline, type OrderStatus, type PaymentMode, type StatusEvent, type TimelineStep } from './order-status.ts';

export interface OrderAddress {
  country: string;
  zipcode: string;
  state: string;
  city: string;
  address: string;
}

export interface OrderLineRecord {
  name: string;
  sku: string;
  color: string | null;
  size: string | null;
  picture: string | null;
  productValue: string | null;
  madeToOrder: boolean;
  qty: number;
  unitPrice: number;
  total: number;
}

/** An order as the repository reads it. */
export interface OrderRecord {
  orderId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  paymentMode: PaymentMode;
  currency: 'INR';
  subtotal: number;
  discount: number;
  charges: number;
  amount: number;
  status: OrderStatus;
  shipping: OrderAddress;
  createdAt: string;
  lines: OrderLineRecord[];
  events: StatusEvent[];
}

export interface OrderLineView {
  name: string;
  sku: string;
  color: string | null;
  size: string | null;
  picture: string | null;
  value: string | null;
  qty: number;
  unit_price: number;
  total: number;
}

interface OrderViewBase {
  order_id: string;
  created_at: string;
  status: OrderStatus;
  status_label: string;
  payment_mode: PaymentMode;
  currency: 'INR';
  subtotal: number;
  discount: number;
  charges: number;
  amount: number;
  made_to_order: boolean;
  items: OrderLineView[];
}

export type MemberOrderView = OrderViewBase;

export interface TrackingView extends OrderViewBase {
  timeline: TimelineStep[];
  contact: { name: string; email: string; phone: string };
  ship_to: { city: string; state: string; zipcode: string; country: string };
}

const lineView = (l: OrderLineRecord): OrderLineView => ({
  name: l.name,
  sku: l.sku,
  color: l.color,
  size: l.size,
  picture: l.picture,
  value: l.productValue,
  qty: l.qty,
  unit_price: l.unitPrice,
  total: l.total,
});

function baseView(o: OrderRecord): OrderViewBase {
  return {
    order_id: o.orderId,
    created_at: o.createdAt,
    status: o.status,
    status_label: isOrderStatus(o.status) ? STATUS_LABELS[o.status] : o.status,
    payment_mode: o.paymentMode,
    currency: o.currency,
    subtotal: o.subtotal,
    discount: o.discount,
    charges: o.charges,
    amount: o.amount,
    made_to_order: o.lines.some((l) => l.madeToOrder),
    items: o.lines.map(lineView),
  };
}

export const memberOrderView = (o: OrderRecord): MemberOrderView => baseView(o);

export function trackingView(o: OrderRecord): TrackingView {
  const base = baseView(o);
  return {
    ...base,
    timeline: trackingTimeline(o.status, base.made_to_order, o.events),
    contact: { name: maskName(o.firstName, o.lastName), email: maskEmail(o.email), phone: maskPhone(o.phone) },
    ship_to: { city: o.shipping.city, state: o.shipping.state, zipcode: o.shipping.zipcode, country: o.shipping.country },
  };
}

/** 'asha.rao@example.in' → 'a***@example.in': the first letter and the domain; the length is not told. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** '9876543210' → '******3210': the last four digits, enough to recognise one's own number. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return '***';
  return `${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}

/** 'Asha', 'Rao' → 'Asha R.' */
export function maskName(first: string, last: string): string {
  const initial = [...last.trim()][0];
  return initial ? `${first.trim()} ${initial.toUpperCase()}.` : first.trim();
}
