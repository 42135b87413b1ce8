// A member cancels their own order from My orders (docs/decisions/2026-11-24-orders.md). In one transaction under the
// order's row lock: the order is checked to be theirs and still cancellable by a shopper
// (domain/orders/order-cancel.ts), moved to cancelled with the reason in its history (setOrderStatus
// gives back its stock, coupon and gift card draw, once), and, when a card paid for it, its payment's
// full refund decided with the shopper's mail and SMS (refunds.service.ts). The provider is asked for
// the refund only after the commit; a lost answer is retried by the refunds pass. A second cancel of
// the same order answers what the first did and refunds nothing more.
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { ok, refuse, type Outcome } from '../../domain/api/outcome.ts';
import { CANCEL_REASONS, CANCEL_REFUSALS, cancelRefusalText, canShopperCancel, type CancelReason, type CancelRefusal } from '../../domain/orders/order-cancel.ts';
import { isOrderStatus, STATUS_LABELS } from '../../domain/orders/order-status.ts';
import type { Refunds } from '../payments/refunds.service.ts';
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



export function createOrderCancel({ db, refunds, kickOutbox, logger }: OrderCancelDeps) {
  return {
    async cancel(userId: number, orderId: string, reason: CancelReason): Promise<Outcome<CancelResult, CancelRefusal>> {
      const decided = await db.transaction(async (tx): Promise<Outcome<CancelResult & { refundId: number | null }, CancelRefusal>> => {
        const [row] = await tx
          .select({ id: orders.id, userId: orders.userId, status: orders.status, providerPaymentId: orders.providerPaymentId, firstName: orders.firstName, email: orders.email, phone: orders.phone })
          .from(orders)
          .where(eq(orders.orderId, orderId))
          .for('update');
        // Someone else's order answers as an unknown one: the id tells nothing.
        if (!row || row.userId !== userId || !isOrderStatus(row.status) || row.status === 'pending_payment') return refuse('ORDER_NOT_FOUND', CANCEL_REFUSALS.ORDER_NOT_FOUND.text);
        if (row.status === 'cancelled') {
          // Asked again (a double tap, a second tab): the same answer, nothing more happens.
          return ok({ order_id: orderId, status: 'cancelled', status_label: STATUS_LABELS.cancelled, refund_amount: null, refundId: null });
        }
        if (!canShopperCancel(row.status)) {
          const [made] = await tx.select({ n: sql<number>`count(*)::int` }).from(orderLines).where(and(eq(orderLines.orderRef, row.id), eq(orderLines.madeToOrder, true)));
          return refuse('CANNOT_CANCEL', cancelRefusalText(row.status, (made?.n ?? 0) > 0) ?? CANCEL_REFUSALS.CANNOT_CANCEL.text);
        }
        // A card order whose payment the store has no record of is not cancelled here: its money could not be sent back.
        if (row.providerPaymentId && !(await refunds.knowsPayment(tx, row.providerPaymentId))) {
          logger.error({ userId, orderId }, 'a paid card order without its payment record: the shopper cannot cancel it');
          return refuse('CANNOT_CANCEL', 'We could not find the payment of this order, so it cannot be cancelled here. Please contact our team.');
        }
        // Under the lock the move cannot be refused; if it were, throwing rolls everything back.
        if (!(await setOrderStatus(tx, orderId, 'cancelled', `Cancelled by the shopper: ${CANCEL_REASONS[reason]}`))) throw new Error(`order ${orderId} refused the move to cancelled under its lock`);
        const refund = row.providerPaymentId
          ? await refunds.refundCancelledOrder(tx, row.providerPaymentId, { firstName: row.firstName, email: row.email, phone: row.phone, reference: orderId, kind: 'order' })
          : null;
        return ok({
          order_id: orderId,
          status: 'cancelled',
          status_label: STATUS_LABELS.cancelled,
          refund_amount: refund ? Math.round(refund.amountPaise / 100) : null,
          refundId: refund?.refundId ?? null,
        });
      });
      if (!decided.ok) {
        logger.info({ userId, orderId, reason: decided.reason }, 'order cancel refused');
        return decided;
      }
      const { refundId, ...result } = decided.value;
      if (refundId !== null) {
        kickOutbox();
        // Outside the transaction: the provider is never called inside one. A fault leaves it pending for the retries.
        await refunds.settle(refundId);
      }
      logger.info({ userId, orderId, reason, refunded: refundId !== null }, 'order cancelled by the shopper');
      return ok(result);
    },
  };
}
export type OrderCancel = ReturnType<typeof createOrderCancel>;
