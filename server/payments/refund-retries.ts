// Runs the refunds still pending (the provider was unreachable, the store restarted between deciding
// a refund and asking for it, or the provider said it is still under way) beside the reconciler,
// every RECONCILE_EVERY_SECONDS. Each refund is claimed with a lease first, so instances running this
// at once never ask the provider for the same refund together.
import type { Logger } from 'pino';
import type { BackgroundJob } from '../jobs/background-job.ts';
import { runEvery, type RunningJob } from '../jobs/run-every.ts';
import type { Refunds } from './refunds.service.ts';

export function startRefundRetries(refunds: Pick<Refunds, 'retryDue'>, logger: Logger, everyMs: number): RunningJob {
  return runEvery(
    async () => {
      const counts = await refunds.retryDue();
      if (counts.processed + counts.pending + counts.failed > 0) logger.info(counts, 'refund retry pass');
    },
    everyMs,
    logger,
    'refund retry pass failed',
  );
}

/** Runs with the reconciler (RECONCILER), at its pace. */
export const refundRetriesJob: BackgroundJob = {
  name: 'refund retries',
  enabled: (env) => env.RECONCILER,
  start: ({ refunds, logger, env }) => startRefundRetries(refunds, logger, env.RECONCILE_EVERY_SECONDS * 1000),
};
