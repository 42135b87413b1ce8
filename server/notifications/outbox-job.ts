// The outbox worker as a background job (server/jobs/background-jobs.ts): it sends what the areas
// wrote to outbox_messages, unless OUTBOX_WORKER=false (an instance that only serves requests).
import type { BackgroundJob } from '../jobs/background-job.ts';

export const outboxJob: BackgroundJob = {
  name: 'outbox worker',
  enabled: (env) => env.OUTBOX_WORKER,
  start({ notifications }) {
    notifications.worker.start();
    return { stop: () => notifications.worker.stop() };
  },
};
