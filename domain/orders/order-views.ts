// What the shopper sees of a stored order. The member's own list shows their order in full (it is
// theirs, behind their token); the tracking view answers anyone who knows an order id and its email,
// so it shows the order's progress and pieces but masks the contact and never the street address:
// a forwarded mail or a shoulder-surfed order id must not hand out where someone lives. Neither view
// ever carries the PAN an order of ₹2,00,000 or more records: the repository does not even read it.
import { canShopperCancel } from './order-cancel.ts';
import type { ShopperReturn } from './shopper-return.ts';
import type { International } from '../checkout/api-schemas.ts';
import { deliveryLabel, type Day } from '../checkout/delivery-date.ts';
import { internationalView } from '../checkout/international-texts.ts';
import { findStore } from '../stores/stores.ts';
import type { LineBreakup } from './line-breakup.ts';
import { COD_CALL_NOTE } from './messages.ts';
import {
  isOrderStatus,
  PAYMENT_MODE_LABELS,
  STATUS_LABELS,
  trackingTimeline,
  type OrderStatus,
  type OrderPaymentMode,
  type StatusEvent,
  type TimelineStep,
} from './order-status.ts';

export interface OrderAddress {
  country: string;
  /** ISO 3166-1 alpha-2 (orders.ship_country_code); India ('IN') when not given. */
  countryCode?: string;
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
  /** This line's share of the order's discount, whole rupees (0 before coupons existed). */
  discount: number;
  /** The unit price's parts as sold; null for orders from before the checkout recorded them. */
  breakup: LineBreakup | null;
}

export type DeliveryMethod = 'ship' | 'pickup';

/** An order as the repository reads it. */
export interface OrderRecord {
  orderId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  paymentMode: OrderPaymentMode;
  currency: 'INR';
  subtotal: number;
  discount: number;
  charges: number;
  amount: number;
  /** What a gift card paid of the amount. */
  giftCardAmount: number;
  /** What a matured savings plan paid of the amount. */
  savingsPlanAmount: number;
  status: OrderStatus;
  shipping: OrderAddress;
  /** 'ship' for orders from before the checkout recorded it (the column's default). */
  deliveryMethod: DeliveryMethod;
  /** A store id of domain/stores/stores.ts, for a pick-up. */
  pickupStore: string | null;
  /** The expected window, India-time days; null for older orders. */
  expectedFrom: Day | null;
  expectedTo: Day | null;
  couponCode: string | null;
  createdAt: string;
  lines: OrderLineRecord[];
  events: StatusEvent[];
  /** The GST tax invoice, once issued (at shipping); guest: the order has no member, so its invoice is fetched with the order's email. */
  invoice?: { number: string; issuedAt: string; guest: boolean } | null;
  /** The courier and AWB, once the desk shipped it. */
  shipment?: { carrier: string; awb: string } | null;
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
  /** This line's share of the order's discount. */
  discount: number;
  breakup: LineBreakup | null;
}

export interface DeliveryView {
  method: DeliveryMethod;
  /** 'Free shipping to Bengaluru, 560003', 'Pick-up at Suvarna Kochi, Kochi'. */
  label: string;
  /** The store of a pick-up (its public address and hours), when it is still one of ours. */
  store: { name: string; address: string; city: string; pincode: string; hours: string; phone: string } | null;
  /** The expected window while the order is on its way; null once it ended or when none was recorded. */
  expected: { from: Day; to: Day; label: string } | null;
}

interface OrderViewBase {
  order_id: string;
  created_at: string;
  status: OrderStatus;
  status_label: string;
  payment_mode: OrderPaymentMode;
  payment_label: string;
  /** The policy's note while a cash-on-delivery order waits for its confirming call; else null. */
  payment_note: string | null;
  currency: 'INR';
  subtotal: number;
  discount: number;
  coupon_code: string | null;
  charges: number;
  amount: number;
  gift_card_amount: number;
  savings_plan_amount: number;
  made_to_order: boolean;
  delivery: DeliveryView;
  /** Shipped outside India: the country, the international shipping charge (the order's `charges`) and the duties notice; else null. */
  international: International | null;
  items: OrderLineView[];
  invoice: InvoiceView | null;
  shipment: { carrier: string; awb: string } | null;
  /** Returns: filled by the orders service (shopperReturnViews); null where it is not asked. */
  returns: ShopperReturn | null;
}

/**
 * The order's tax invoice once it shipped: its number and date, and how to fetch the PDF
 * (GET /api/orders/{order_id}/invoice.pdf): 'account' with the member's token, 'email' with the
 * order's email (a guest's order).
 */
export interface InvoiceView {
  number: string;
  issued_at: string;
  download: 'account' | 'email';
  /** The PDF's path: with the email the tracking form was given, for a guest's order. */
  url: string;
}

const invoicePath = (orderId: string) => `/api/orders/${orderId}/invoice.pdf`;

export interface MemberOrderView extends OrderViewBase {
  /** Whether the member may cancel it from My orders now (order-cancel.ts). */
  can_cancel: boolean;
}

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
  discount: l.discount,
  breakup: l.breakup,
});

/** Statuses after which there is nothing left to expect. */
const ENDED: readonly OrderStatus[] = ['delivered', 'cancelled', 'returned'];

/** Where the order goes (or waits) and, while it is on its way, when it is expected. */
export function deliveryView(
  o: Pick<
    OrderRecord,
    'deliveryMethod' | 'pickupStore' | 'expectedFrom' | 'expectedTo' | 'status' | 'charges' | 'shipping'
  >,
): DeliveryView {
  const found = o.deliveryMethod === 'pickup' && o.pickupStore ? findStore(o.pickupStore) : undefined;
  const abroad = o.deliveryMethod === 'ship' && (o.shipping.countryCode ?? 'IN') !== 'IN';
  const store = found
    ? {
        name: found.name,
        address: found.address,
        city: found.city,
        pincode: found.pincode,
        hours: found.hours,
        phone: found.phone,
      }
    : null;
  const label =
    o.deliveryMethod === 'pickup'
      ? store
        ? `Pick-up at ${store.name}, ${store.city}`
        : 'Pick-up at our store'
      : `${o.charges > 0 ? 'Shipping' : 'Free shipping'} to ${o.shipping.city}, ${o.shipping.zipcode}${abroad ? `, ${o.shipping.country}` : ''}`;
  const expected =
    o.expectedFrom && o.expectedTo && !ENDED.includes(o.status)
      ? {
          from: o.expectedFrom,
          to: o.expectedTo,
          label: deliveryLabel(o.expectedFrom, o.expectedTo, o.deliveryMethod, abroad),
        }
      : null;
  return { method: o.deliveryMethod, label, store, expected };
}

/** The cash-on-delivery call note, for a placed (not yet confirmed) cash-on-delivery order only. */
export const paymentNote = (mode: OrderPaymentMode, status: OrderStatus): string | null =>
  mode === 'payment_on_delivery' && status === 'placed' ? COD_CALL_NOTE : null;

function baseView(o: OrderRecord, askedEmail?: string): OrderViewBase {
  return {
    order_id: o.orderId,
    created_at: o.createdAt,
    status: o.status,
    status_label: isOrderStatus(o.status) ? STATUS_LABELS[o.status] : o.status,
    payment_mode: o.paymentMode,
    payment_label: PAYMENT_MODE_LABELS[o.paymentMode] ?? o.paymentMode,
    payment_note: paymentNote(o.paymentMode, o.status),
    currency: o.currency,
    subtotal: o.subtotal,
    discount: o.discount,
    coupon_code: o.couponCode,
    charges: o.charges,
    amount: o.amount,
    gift_card_amount: o.giftCardAmount,
    savings_plan_amount: o.savingsPlanAmount,
    made_to_order: o.lines.some((l) => l.madeToOrder),
    delivery: deliveryView(o),
    international: internationalView({
      countryCode: o.shipping.countryCode ?? 'IN',
      country: o.shipping.country,
      deliveryMethod: o.deliveryMethod,
      charges: o.charges,
    }),
    items: o.lines.map(lineView),
    invoice: o.invoice
      ? {
          number: o.invoice.number,
          issued_at: o.invoice.issuedAt,
          download: o.invoice.guest ? 'email' : 'account',
          url:
            o.invoice.guest && askedEmail
              ? `${invoicePath(o.orderId)}?email=${encodeURIComponent(askedEmail)}`
              : invoicePath(o.orderId),
        }
      : null,
    shipment: o.shipment ?? null,
    returns: null,
  };
}

export const memberOrderView = (o: OrderRecord): MemberOrderView => ({
  ...baseView(o),
  can_cancel: canShopperCancel(o.status),
});

/** `askedEmail`: the email the tracking form was given (it matched the order's), for the invoice's link of a guest's order. */
export function trackingView(o: OrderRecord, askedEmail?: string): TrackingView {
  const base = baseView(o, askedEmail);
  return {
    ...base,
    timeline: trackingTimeline(o.status, base.made_to_order, o.events),
    contact: { name: maskName(o.firstName, o.lastName), email: maskEmail(o.email), phone: maskPhone(o.phone) },
    ship_to: {
      city: o.shipping.city,
      state: o.shipping.state,
      zipcode: o.shipping.zipcode,
      country: o.shipping.country,
    },
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
