// The orders desk's refusals (server/orders/order-desk*.service.ts), answered through unwrap.
import type { ReasonTable } from '../api/outcome.ts';
import { formatINR } from '../money/inr.ts';
import { STATUS_LABELS, type OrderStatus } from './order-status.ts';

export const DESK_REASONS = {
  ORDER_NOT_FOUND: { status: 404, text: 'There is no order with this id.' },
  INVALID_TRANSITION: {
    status: 409,
    text: 'The order cannot make this move from where it is.',
    note: 'the status table (domain/orders/order-status.ts) forbids the move from the order’s status; the text names both',
  },
  REFUND_TOO_LARGE: {
    status: 422,
    text: 'The refund is more than is left to refund on this order.',
    note: 'more than was paid less what was refunded; the text names what is left',
  },
  REFERENCE_REQUIRED: {
    status: 400,
    text: 'A cash-on-delivery refund is paid by the store: give the reference of the transfer or receipt.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    text: 'This Idempotency-Key was already used for another refund.',
    note: 'the same key with another order, amount or reason',
  },
  PAYMENT_NOT_FOUND: {
    status: 409,
    text: 'We could not find the card payment of this order; it cannot be refunded from the desk.',
  },
  RETURN_OPEN: {
    status: 409,
    text: 'This order has a return under way: refund it from the return, once it is approved.',
    note: 'a return of the order is requested, received, checked or approved; its own refund step pays it',
  },
} as const satisfies ReasonTable;
export type DeskReason = keyof typeof DESK_REASONS;

export const invalidTransitionText = (from: OrderStatus, to: OrderStatus): string =>
  `An order that is ${STATUS_LABELS[from].toLowerCase()} cannot be moved to ${STATUS_LABELS[to].toLowerCase()}.`;

export const refundTooLargeText = (max: number): string =>
  max === 0 ? 'Nothing is left to refund on this order.' : `At most ${formatINR(max)} is left to refund on this order.`;
