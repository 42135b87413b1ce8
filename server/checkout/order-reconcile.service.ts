// Reconciling (the reconciler's pass, run every minute by reconciler.ts): unpaid orders past their
// 15 minutes are cancelled and release their holds once; card orders are first asked about at the
// provider, and a paid one is placed instead (through confirming's confirmPaid). Card orders
// cancelled in the last day are looked at again: their provider window closed, and a payment made
// there anyway recorded and refunded.
import { RECONCILE_AFTER_SECONDS } from '../../domain/checkout/constants.ts';
import type { CardProvider } from '../payments/card-provider.ts';
import { cancelUnpaid } from './checkout-order.ts';
import type { OrderConfirming } from './order-confirm.service.ts';
import type { CloseWindow } from './payment-window.ts';
import type { PlaceOrderDeps } from './place-order.service.ts';

/** How long after its cancellation a card order's provider order is still looked at by the reconciler. */
export const CANCELLED_WINDOW_WATCH_SECONDS = 24 * 3_600;

export function createOrderReconciling(
  deps: Pick<PlaceOrderDeps, 'repo' | 'provider' | 'refunds' | 'logger'> & {
    closeWindow: CloseWindow;
    confirmPaid: OrderConfirming['confirmPaid'];
  },
) {
  const { repo, provider, logger, closeWindow, confirmPaid } = deps;

  /**
   * The reconciler's look at card orders cancelled in the last day that had a provider order: their
   * window is closed (again: closing is idempotent), and the provider is asked for their payments.
   * A captured payment the store has not decided on yet (neither the webhook nor the shopper's
   * signed reply reached it) is settled as any other: recorded, and refunded in full once. An only
   * authorized one is left alone (never captured, it goes back to the payer by itself); a decided one
   * is not touched again. Bounded by `limit` per pass; the provider is called outside transactions.
   */
  async function watchCancelledWindows(limit: number): Promise<number> {
    const watched = await repo.cancelledCardOrders(CANCELLED_WINDOW_WATCH_SECONDS, limit);
    let refunded = 0;
    for (const { orderId, providerOrderId } of watched) {
      await closeWindow(providerOrderId, orderId, 'its order was cancelled');
      let payments: Awaited<ReturnType<CardProvider['paymentsOf']>>;
      try {
        payments = await provider.paymentsOf(providerOrderId);
      } catch (error) {
        logger.warn(
          { orderId, providerOrderId, err: error },
          'reconciler could not ask the card provider about a cancelled order',
        );
        continue;
      }
      for (const paid of payments) {
        if (paid.status !== 'captured' || (await deps.refunds.isDecided(paid.id))) continue;
        const result = await confirmPaid({
          providerOrderId,
          paymentId: paid.id,
          amountPaise: paid.amount,
          status: 'captured',
        });
        if (result === 'refunded') refunded++;
        logger.warn(
          { orderId, providerOrderId, paymentId: paid.id, result },
          'payment on a cancelled order found by the reconciler',
        );
      }
    }
    return refunded;
  }

  return {
    /**
     * One pass of the reconciler: card orders past their window are asked about at the provider
     * (paid → placed), and unpaid orders past their 15 minutes are cancelled, releasing their stock.
     * Then card orders cancelled in the last day (these just now included) have their window closed
     * and a payment made there anyway refunded. Safe on several instances at once: each order is
     * locked while it is decided, and a payment is recorded and refunded once.
     */
    async reconcile(limit = 50): Promise<{ placed: number; cancelled: number; refunded: number }> {
      const due = await repo.duePending(RECONCILE_AFTER_SECONDS, limit);
      let placed = 0;
      let cancelled = 0;
      for (const orderId of due) {
        const order = await repo.lockOrder(orderId);
        if (!order || order.status !== 'pending_payment') continue;
        if (order.paymentMode === 'online_payment_razorpay' && order.providerOrderId !== null) {
          try {
            const payments = await provider.paymentsOf(order.providerOrderId);
            const paid = payments.find((p) => p.status === 'captured' || p.status === 'authorized');
            if (paid) {
              if (paid.status === 'authorized') await provider.capture(paid.id, paid.amount);
              if (
                (await confirmPaid({
                  providerOrderId: order.providerOrderId,
                  paymentId: paid.id,
                  amountPaise: paid.amount,
                  status: 'captured',
                })) === 'taken'
              )
                placed++;
              continue;
            }
          } catch (error) {
            // Unknown: leave it for the next pass rather than cancel an order that may have been paid.
            logger.warn({ orderId, err: error }, 'reconciler could not reach the card provider');
            continue;
          }
        }
        const done = await repo.inTransaction(async (q, tx) => {
          const locked = await q.lockOrder(orderId);
          if (!locked || locked.status !== 'pending_payment' || !locked.lapsed) return false;
          await cancelUnpaid(q, tx, locked, 'unpaid: its hold lapsed');
          return true;
        });
        if (done) cancelled++;
      }
      const refunded = await watchCancelledWindows(limit);
      if (placed + cancelled + refunded > 0) logger.info({ placed, cancelled, refunded }, 'checkout reconciler pass');
      return { placed, cancelled, refunded };
    },
  };
}
export type OrderReconciling = ReturnType<typeof createOrderReconciling>;
