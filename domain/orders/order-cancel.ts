// When a shopper may cancel their own order from My orders, and the reasons they choose from (from
// the return and cancellation policy). The status table (order-status.ts) lets the
// store's staff cancel a packed order too; a shopper may cancel only before the store has started on
// it: an order placed or confirmed. A made-to-order piece goes to the workshop after confirmation
// (`in_production`), and from then on it cannot be cancelled, so the same two statuses serve both.
import type { ReasonTable } from '../api/outcome.ts';
import { canMoveTo, type OrderStatus } from './order-status.ts';

/** order/cancel's refusals; CANNOT_CANCEL's text is cancelRefusalText's for the order's status. */
export const CANCEL_REFUSALS = {
  ORDER_NOT_FOUND: {
    status: 404,
    text: 'We could not find this order among yours.',
    note: "no order with this id among the member's (another's answers the same)",
  },
  CANNOT_CANCEL: {
    status: 409,
    text: 'This order can no longer be cancelled.',
    note: 'past the point a shopper may cancel it (packed, shipped, delivered, or a made-to-order piece with the workshop); the text says which',
  },
} as const satisfies ReasonTable;
export type CancelRefusal = keyof typeof CANCEL_REFUSALS;

/** The statuses from which the shopper may cancel; each is one the status table lets go to cancelled. */
const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['placed', 'confirmed'];

export const canShopperCancel = (status: OrderStatus): boolean =>
  SHOPPER_CANCELLABLE.includes(status) && canMoveTo(status, 'cancelled');

/** Why the order cannot be cancelled by the shopper any more, in their words (null when it can). */
export function cancelRefusalText(status: OrderStatus, madeToOrder: boolean): string | null {
  if (canShopperCancel(status)) return null;
  if (status === 'cancelled') return 'This order is already cancelled.';
  if (
    status === 'in_production' ||
    (madeToOrder && status !== 'pending_payment' && status !== 'returned' && status !== 'delivered')
  )
    return 'This made-to-order piece is already with our workshop, so the order can no longer be cancelled. Please contact our team.';
  if (status === 'delivered' || status === 'returned')
    return 'This order has been delivered, so it can no longer be cancelled.';
  if (status === 'pending_payment') return 'This order is not placed yet.';
  return 'This order is already packed or on its way, so it can no longer be cancelled. Please contact our team.';
}

/** The reasons offered, as the shopper sees them; the API takes their keys. */
export const CANCEL_REASONS = {
  ordered_by_mistake: 'I ordered it by mistake',
  changed_mind: 'I changed my mind',
  better_price: 'I found a better price elsewhere',
  delivery_too_late: 'The delivery date is too late',
  change_size_or_design: 'I want another size or design',
  change_address_or_payment: 'I want to change the address or the way I pay',
  other: 'Another reason',
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;
export const CANCEL_REASON_KEYS = Object.keys(CANCEL_REASONS) as [CancelReason, ...CancelReason[]];
