// Runs the checkout's reconciler pass every minute (server/checkout/order-reconcile.service.ts
// `reconcile`): unpaid orders past their hold are cancelled and release their stock; card orders past
// their window are asked about at the provider; card orders cancelled in the last day have their
// window closed and a payment made there refunded. A pass never overlaps the previous one.
import type { Logger } from 'pino';
import type { BackgroundJob } from '../jobs/background-job.ts';
import { runEvery, type RunningJob } from '../jobs/run-every.ts';
import type { OrderReconciling } from './order-reconcile.service.ts';

export const RECONCILE_EVERY_MS = 60_000;

export function startReconciler(
  reconciling: Pick<OrderReconciling, 'reconcile'>,
  logger: Logger,
  everyMs = RECONCILE_EVERY_MS,
): RunningJob {
  return runEvery(() => reconciling.reconcile(), everyMs, logger, 'checkout reconciler pass failed');
}

/** Beside the refund retries and the gift card pass, every RECONCILE_EVERY_SECONDS, unless RECONCILER=false. */
export const reconcilerJob: BackgroundJob = {
  name: 'checkout reconciler',
  enabled: (env) => env.RECONCILER,
  start: ({ reconciling, logger, env }) => startReconciler(reconciling, logger, env.RECONCILE_EVERY_SECONDS * 1000),
};
