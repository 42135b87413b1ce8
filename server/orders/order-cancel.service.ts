// A member cancels their own order from My orders (docs/decisions/2026-11-24-orders.md), and the store cancels one from
// the orders desk through the same path (cancelByStaff). In one transaction under the
// order's row lock: the order is checked to be theirs and still cancellable by a shopper
// (domain/orders/order-cancel.ts), moved to cancelled with the reason in its history (setOrderStatus
// gives back its stock, coupon and gift card draw, once), and, when a card paid for it, its payment's
// full refund decided with the shopper's mail and SMS (refunds.service.ts), and the offer's voucher the
// order earned withdrawn (server/coupons/voucher-withdrawal.ts). The provider is asked for
// the refund only after the commit; a lost answer is retried by the refunds pass. A second cancel of
// the same order answers what the first did and refunds nothing more.
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { ok, refuse, type Outcome } from '../../domain/api/outcome.ts';
import {
  CANCEL_REASONS,
  CANCEL_REFUSALS,
  cancelRefusalText,
  canShopperCancel,
  type CancelReason,
  type CancelRefusal,
} from '../../domain/orders/order-cancel.ts';
import { canMoveTo, isOrderStatus, STATUS_LABELS, type OrderStatus } from '../../domain/orders/order-status.ts';
import { DESK_REASONS, invalidTransitionText } from '../../domain/orders/desk-reasons.ts';
import type { Tx } from '../../db/runner.ts';
import type { Refunds } from '../payments/refunds.service.ts';
import { withdrawOrderVoucher } from '../coupons/voucher-withdrawal.ts';
import { setOrderStatus } from './orders.repo.ts';

export interface OrderCancelDeps {
  db: Db;
  refunds: Pick<Refunds, 'knowsPayment' | 'refundCancelledOrder' | 'settle'>;
  kickOutbox(): void;
  logger: Logger;
}

export interface CancelResult {
  order_id: string;
  status: 'cancelled';
  status_label: string;
  /** What goes back to the card, UPI or bank account, in rupees, or null. */
  refund_amount: number | null;
}

/** A card order without its payment record: nothing is cancelled, since its money could not go back. */
const PAYMENT_UNKNOWN = Symbol('payment unknown');

interface LockedOrder {
  id: number;
  providerPaymentId: string | null;
  firstName: string;
  email: string;
  phone: string;
}

export type StaffCancelRefusal = 'ORDER_NOT_FOUND' | 'INVALID_TRANSITION' | 'PAYMENT_NOT_FOUND';

/** The order's row, locked for the cancellation (by the member or by the store), with what it reads of it. */
async function lockOrder(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      providerPaymentId: orders.providerPaymentId,
      firstName: orders.firstName,
      email: orders.email,
      phone: orders.phone,
    })
    .from(orders)
    .where(eq(orders.orderId, orderId))
    .for('update');
  return row;
}

export function createOrderCancel({ db, refunds, kickOutbox, logger }: OrderCancelDeps) {
  /**
   * The one cancel, for the shopper's and the desk's alike, inside the caller's transaction that holds
   * the order's row lock: moved to cancelled with its note (setOrderStatus gives back stock, coupon and
   * gift card draw), and a card payment's rest refunded in full, decided with the payer's messages.
   */
  async function cancelLocked(
    tx: Tx,
    orderId: string,
    row: LockedOrder,
    how: { note: string; why: 'cancelled_by_shopper' | 'cancelled_by_store'; staffId?: number },
  ): Promise<{ refundId: number; amountPaise: number } | null | typeof PAYMENT_UNKNOWN> {
    if (row.providerPaymentId && !(await refunds.knowsPayment(tx, row.providerPaymentId))) return PAYMENT_UNKNOWN;
    // Under the lock the move cannot be refused; if it were, throwing rolls everything back.
    if (!(await setOrderStatus(tx, orderId, 'cancelled', how.note, how.staffId)))
      throw new Error(`order ${orderId} refused the move to cancelled under its lock`);
    // The offer's voucher this order earned goes with it, under the voucher's row lock (after the order's).
    await withdrawOrderVoucher(
      tx,
      { ...row, orderId },
      { cause: 'order_cancelled', ...(how.staffId === undefined ? {} : { staffId: how.staffId }) },
    );
    return row.providerPaymentId
      ? await refunds.refundCancelledOrder(
          tx,
          row.providerPaymentId,
          { firstName: row.firstName, email: row.email, phone: row.phone, reference: orderId, kind: 'order' },
          how.why,
        )
      : null;
  }

  return {
    /**
     * The store cancels an order from the desk, with its reason: from any status the status table lets go
     * to cancelled (a checkout still awaiting its payment is the checkout's own). `inTx` writes the
     * desk's audit entry and the customer's messages in the same transaction. The refund is settled with
     * the provider after the commit.
     */
    async cancelByStaff(
      orderId: string,
      reason: string,
      staffId: number,
      inTx: (tx: Tx, done: { from: OrderStatus; refundAmount: number | null }) => Promise<void>,
    ): Promise<Outcome<{ refundAmount: number | null }, StaffCancelRefusal>> {
      const decided = await db.transaction(
        async (tx): Promise<Outcome<{ refundAmount: number | null; refundId: number | null }, StaffCancelRefusal>> => {
          const row = await lockOrder(tx, orderId);
          if (!row || !isOrderStatus(row.status)) return refuse('ORDER_NOT_FOUND', DESK_REASONS.ORDER_NOT_FOUND.text);
          if (row.status === 'pending_payment' || !canMoveTo(row.status, 'cancelled'))
            return refuse('INVALID_TRANSITION', invalidTransitionText(row.status, 'cancelled'));
          const refund = await cancelLocked(tx, orderId, row, {
            note: `Cancelled by the store: ${reason}`,
            why: 'cancelled_by_store',
            staffId,
          });
          if (refund === PAYMENT_UNKNOWN) return refuse('PAYMENT_NOT_FOUND', DESK_REASONS.PAYMENT_NOT_FOUND.text);
          const refundAmount = refund ? Math.round(refund.amountPaise / 100) : null;
          await inTx(tx, { from: row.status, refundAmount });
          return ok({ refundAmount, refundId: refund?.refundId ?? null });
        },
      );
      if (!decided.ok) return decided;
      kickOutbox();
      if (decided.value.refundId !== null) await refunds.settle(decided.value.refundId);
      logger.info({ orderId, staffId, refunded: decided.value.refundId !== null }, 'order cancelled by the store');
      return ok({ refundAmount: decided.value.refundAmount });
    },

    async cancel(userId: number, orderId: string, reason: CancelReason): Promise<Outcome<CancelResult, CancelRefusal>> {
      const decided = await db.transaction(
        async (tx): Promise<Outcome<CancelResult & { refundId: number | null }, CancelRefusal>> => {
          const row = await lockOrder(tx, orderId);
          // Someone else's order answers as an unknown one: the id tells nothing.
          if (!row || row.userId !== userId || !isOrderStatus(row.status) || row.status === 'pending_payment')
            return refuse('ORDER_NOT_FOUND', CANCEL_REFUSALS.ORDER_NOT_FOUND.text);
          if (row.status === 'cancelled') {
            // Asked again (a double tap, a second tab): the same answer, nothing more happens.
            return ok({
              order_id: orderId,
              status: 'cancelled',
              status_label: STATUS_LABELS.cancelled,
              refund_amount: null,
              refundId: null,
            });
          }
          if (!canShopperCancel(row.status)) {
            const [made] = await tx
              .select({ n: sql<number>`count(*)::int` })
              .from(orderLines)
              .where(and(eq(orderLines.orderRef, row.id), eq(orderLines.madeToOrder, true)));
            return refuse(
              'CANNOT_CANCEL',
              cancelRefusalText(row.status, (made?.n ?? 0) > 0) ?? CANCEL_REFUSALS.CANNOT_CANCEL.text,
            );
          }
          const refund = await cancelLocked(tx, orderId, row, {
            note: `Cancelled by the shopper: ${CANCEL_REASONS[reason]}`,
            why: 'cancelled_by_shopper',
          });
          // A card order whose payment the store has no record of is not cancelled here: its money could not be sent back.
          if (refund === PAYMENT_UNKNOWN) {
            logger.error(
              { userId, orderId },
              'a paid card order without its payment record: the shopper cannot cancel it',
            );
            return refuse(
              'CANNOT_CANCEL',
              'We could not find the payment of this order, so it cannot be cancelled here. Please contact our team.',
            );
          }
          return ok({
            order_id: orderId,
            status: 'cancelled',
            status_label: STATUS_LABELS.cancelled,
            refund_amount: refund ? Math.round(refund.amountPaise / 100) : null,
            refundId: refund?.refundId ?? null,
          });
        },
      );
      if (!decided.ok) {
        logger.info({ userId, orderId, reason: decided.reason }, 'order cancel refused');
        return decided;
      }
      const { refundId, ...result } = decided.value;
      // The refund's messages or the voucher's withdrawal may be waiting in the outbox.
      kickOutbox();
      if (refundId !== null) {
        // Outside the transaction: the provider is never called inside one. A fault leaves it pending for the retries.
        await refunds.settle(refundId);
      }
      logger.info({ userId, orderId, reason, refunded: refundId !== null }, 'order cancelled by the shopper');
      return ok(result);
    },
  };
}
export type OrderCancel = ReturnType<typeof createOrderCancel>;
