// Runs the visit log's address truncation (visit-log.service.ts `truncateOldAddresses`) every
// 15 minutes, as the checkout's reconciler runs its pass: a pass never overlaps the previous one in
// this process, and passes of other instances on the same database skip the rows this one holds.
import type { Logger } from 'pino';
import type { BackgroundJob } from '../jobs/background-job.ts';
import { runEvery, type RunningJob } from '../jobs/run-every.ts';
import type { VisitLogService } from './visit-log.service.ts';

export const TRUNCATE_EVERY_MS = 15 * 60_000;

export function startVisitIpTruncator(
  visits: Pick<VisitLogService, 'truncateOldAddresses'>,
  logger: Logger,
  everyMs = TRUNCATE_EVERY_MS,
): RunningJob {
  return runEvery(() => visits.truncateOldAddresses(), everyMs, logger, 'visit log address truncation failed');
}

/** Every 15 minutes, unless VISIT_IP_TRUNCATOR=false. */
export const visitIpTruncatorJob: BackgroundJob = {
  name: 'visit log address truncation',
  enabled: (env) => env.VISIT_IP_TRUNCATOR,
  start: ({ visits, logger }) => startVisitIpTruncator(visits, logger),
};
