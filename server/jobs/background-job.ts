// A background pass the server runs beside its requests, as its own area declares it: each area keeps
// its job in one file beside its service (the reconciler in server/checkout/, the refund retries in
// server/payments/, …) and server/jobs/background-jobs.ts lists them. Building the services starts
// nothing (server/services.ts); the store's start (server/main.ts) and the test server start the jobs.
import type { Env } from '../env.ts';
import type { Services } from '../services.ts';
import type { RunningJob } from './run-every.ts';

export interface BackgroundJob {
  /** What the log calls it. */
  name: string;
  /** Whether this process runs it (a test or a one-off script switches passes off by environment). */
  enabled(env: Env): boolean;
  /** Starts its timer or worker on the built services; stop() waits for a pass under way. */
  start(services: Services): RunningJob;
}
