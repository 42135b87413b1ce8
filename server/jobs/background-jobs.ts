// Every background pass of the store, one line each; each job lives in its own area's file.
import type { Services } from '../services.ts';
import type { BackgroundJob } from './background-job.ts';
import type { RunningJob } from './run-every.ts';
import { outboxJob } from '../notifications/outbox-job.ts';
import { reconcilerJob } from '../checkout/reconciler.ts';
import { giftCardPassJob } from '../giftcards/giftcards.jobs.ts';
import { refundRetriesJob } from '../payments/refund-retries.ts';
import { savingsReminderJob } from '../savings/savings-reminders.job.ts';
import { visitIpTruncatorJob } from '../engagement/visit-ip-truncator.ts';

export const BACKGROUND_JOBS: readonly BackgroundJob[] = [
  outboxJob,
  reconcilerJob,
  giftCardPassJob,
  refundRetriesJob,
  savingsReminderJob,
  visitIpTruncatorJob,
];

/** Starts the jobs this environment enables; stop() stops them all (before the services close). */
export function startJobs(services: Services, jobs: readonly BackgroundJob[] = BACKGROUND_JOBS): RunningJob {
  const running = jobs.filter((job) => job.enabled(services.env)).map((job) => ({ job, run: job.start(services) }));
  services.logger.debug({ jobs: running.map((r) => r.job.name) }, 'background jobs started');
  return {
    async stop() {
      await Promise.all(running.map((r) => r.run.stop()));
    },
  };
}
