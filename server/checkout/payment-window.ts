// Closing a card order's payment window at the provider, for generating (the window of an order it
// replaced, or one made for nobody) and reconciling (cancelled card orders, again over a day).
import type { Logger } from 'pino';
import type { CardProvider } from '../payments/card-provider.ts';

export type CloseWindow = (providerOrderId: string, orderId: string, why: string) => Promise<void>;

export function createWindowCloser(deps: { provider: Pick<CardProvider, 'closeOrder'>; logger: Logger }): CloseWindow {
  const { provider, logger } = deps;
  /**
   * Closes a provider order nobody should pay any more (its order cancelled, or never shown to
   * anyone), where the provider allows it; best effort, never inside a transaction. A failure is
   * only logged: the reconciler closes the windows of cancelled card orders again, and refunds a
   * payment made in one anyway (Razorpay cannot close an order at all).
   */
  return async function closeWindow(providerOrderId, orderId, why) {
    try {
      const closed = await provider.closeOrder(providerOrderId);
      logger.info({ orderId, providerOrderId, closed, why }, 'payment window closed');
    } catch (error) {
      logger.warn({ orderId, providerOrderId, why, err: error }, 'could not close a payment window');
    }
  };
}
