// A background pass run on a timer in this process (the checkout's reconciler, the visit log's address
// truncation): a pass never overlaps the previous one, a failed pass is logged and the next one runs,
// the timer never keeps the process alive, and stop() waits for a pass under way.
import type { Logger } from 'pino';

export interface RunningJob {
  stop(): Promise<void>;
}

export function runEvery(pass: () => Promise<unknown>, everyMs: number, logger: Logger, failure: string): RunningJob {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .catch((err: unknown) => logger.error({ err }, failure))
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
