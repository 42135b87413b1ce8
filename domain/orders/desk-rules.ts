// The orders desk's pure rules (server/orders/order-desk*.ts): which cash-on-delivery orders are
// overdue for their confirmation call, which moves the desk offers, how much of an order may still
// be refunded and how, and how a search box's text is read.
import { canMoveTo, type OrderPaymentMode, type OrderStatus } from './order-status.ts';
import { normalizeOrderId } from './order-id.ts';

/** The policy's promise is a call within 24-48 hours (COD_CALL_NOTE): past 48 the order is overdue. */
export const COD_CONFIRM_HOURS = 48;
const HOUR_MS = 3_600_000;

/** A cash-on-delivery order still waiting for the store's call 48 hours after it was placed. */
export function isOverdue(
  order: { paymentMode: OrderPaymentMode; status: OrderStatus; placedAt: Date },
  now: Date,
): boolean {
  return (
    order.paymentMode === 'payment_on_delivery' &&
    order.status === 'placed' &&
    now.getTime() - order.placedAt.getTime() >= COD_CONFIRM_HOURS * HOUR_MS
  );
}

/** The statuses the transition call takes (cancel has its own call with a reason; returns their own desk). */
export const DESK_MOVES = ['confirmed', 'in_production', 'packed', 'shipped', 'delivered'] as const;
export type DeskMove = (typeof DESK_MOVES)[number];

/**
 * Whether the desk may move an order from `from` to `to`: the status table's word, and a made-to-order
 * piece goes through the workshop (confirmed → in production → packed), while an order of pieces in
 * stock never does.
 */
export function deskMayMove(from: OrderStatus, to: OrderStatus, madeToOrder: boolean): boolean {
  if (!canMoveTo(from, to)) return false;
  if (to === 'in_production') return madeToOrder;
  if (from === 'confirmed' && to === 'packed') return !madeToOrder;
  return true;
}

/** The acts the order page offers for an order where it is (each also allowed by the role). */
export function deskActions(status: OrderStatus, madeToOrder: boolean): (DeskMove | 'cancelled')[] {
  const moves: (DeskMove | 'cancelled')[] = DESK_MOVES.filter((to) => deskMayMove(status, to, madeToOrder));
  if (status !== 'pending_payment' && canMoveTo(status, 'cancelled')) moves.push('cancelled');
  return moves;
}

export type RefundMethod = 'card' | 'paid_by_staff';

export interface RefundableFacts {
  paymentMode: OrderPaymentMode;
  status: OrderStatus;
  amount: number;
  giftCardAmount: number;
  /** The card payment: paise captured and paise refunded so far (every refund, the automatic ones too). */
  card: { capturedPaise: number; refundedPaise: number } | null;
  /** Rupees staff have already paid back by hand (cash-on-delivery refunds). */
  paidByStaff: number;
}

/**
 * How much may still be refunded, in whole rupees, and the way it goes back. A card order: what the
 * card paid less every refund of it (never more than the provider holds). A cash-on-delivery order:
 * the cash collected at delivery (the amount less a gift card's share), once delivered, less what
 * staff paid back. A gift card's share is not refunded here: cancelling gives the card its draw back.
 */
export function refundable(facts: RefundableFacts): { max: number; method: RefundMethod | null } {
  if (facts.paymentMode === 'online_payment_razorpay') {
    if (!facts.card) return { max: 0, method: 'card' };
    const leftPaise = Math.max(0, facts.card.capturedPaise - facts.card.refundedPaise);
    return { max: Math.floor(leftPaise / 100), method: 'card' };
  }
  if (facts.paymentMode === 'payment_on_delivery') {
    const collected =
      facts.status === 'delivered' || facts.status === 'returned' ? facts.amount - facts.giftCardAmount : 0;
    return { max: Math.max(0, collected - facts.paidByStaff), method: 'paid_by_staff' };
  }
  return { max: 0, method: null };
}

export type DeskSearch =
  | { kind: 'order_id'; orderId: string }
  | { kind: 'email'; email: string }
  | { kind: 'phone'; digits: string }
  | { kind: 'name'; prefix: string };

/**
 * What the desk's search box holds: an order id (however typed), an email (has an @), a phone (ten
 * digits, a +91 or 0 in front dropped), else the start of a name. Each has its own index.
 */
export function readDeskSearch(q: string): DeskSearch {
  const text = q.trim().replace(/\s+/g, ' ');
  const orderId = normalizeOrderId(text);
  if (orderId !== null) return { kind: 'order_id', orderId };
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() };
  const digits = text.replace(/[\s()+-]/g, '');
  if (/^\d{10,13}$/.test(digits)) return { kind: 'phone', digits: digits.slice(-10) };
  return { kind: 'name', prefix: text.toLowerCase() };
}

/** India's day (YYYY-MM-DD) as the instant it starts: the list's dates are the store's days. */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The instant the day after `day` starts in India: a date range's `to` includes its whole day. */
export function indiaDayEnd(day: string): Date {
  return new Date(indiaDayStart(day).getTime() + 24 * HOUR_MS);
}

/**
 * The list's total read off its counts per status (the repository counts them under the same other
 * filters), so no second scan of the orders counts the page's rows again: a status tab's total is its
 * count, the overdue calls' total is the overdue count (only `placed` orders are overdue), and the
 * whole list is `all` (which leaves out checkouts awaiting payment, as the list does).
 */
export function deskListTotal(
  query: { status?: OrderStatus; overdue?: boolean },
  counts: Readonly<Record<string, number>>,
): number {
  if (query.overdue) return query.status && query.status !== 'placed' ? 0 : (counts.overdue ?? 0);
  return query.status ? (counts[query.status] ?? 0) : (counts.all ?? 0);
}
