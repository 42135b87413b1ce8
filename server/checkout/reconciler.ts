// Runs the checkout's reconciler pass every minute (server/checkout/place-order.service.ts
// `reconcile`): unpaid orders past their hold are cancelled and release their stock; card orders past
// their window are asked about at the provider. A pass never overlaps the previous one.
import type { Logger } from 'pino';
import type { PlaceOrderService } from './place-order.service.ts';

export const RECONCILE_EVERY_MS = 60_000;

export function startReconciler(placing: Pick<PlaceOrderService, 'reconcile'>, logger: Logger, everyMs = RECONCILE_EVERY_MS) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = placing
      .reconcile()
      .catch((err: unknown) => logger.error({ err }, 'checkout reconciler pass failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
