// Runs the visit log's address truncation (visit-log.service.ts `truncateOldAddresses`) every
// 15 minutes, as the checkout's reconciler runs its pass: a pass never overlaps the previous one in
// this process, and passes of other instances on the same database skip the rows this one holds.
import type { Logger } from 'pino';
import type { VisitLogService } from './visit-log.service.ts';

export const TRUNCATE_EVERY_MS = 15 * 60_000;

export function startVisitIpTruncator(visits: Pick<VisitLogService, 'truncateOldAddresses'>, logger: Logger, everyMs = TRUNCATE_EVERY_MS) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = visits
      .truncateOldAddresses()
      .catch((err: unknown) => logger.error({ err }, 'visit log address truncation failed'))
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
