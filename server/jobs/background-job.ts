// A background pass the server runs beside its requests, as its own area declares it: each area keeps
// its job in one file beside its service (the reconciler in server/checkout/, the refund retries in
// server/payments/, …) and server/jobs/background-jobs.ts lists them. Building the services starts
// nothing (server/services.ts); the store's start (server/main.ts) starts them all, the test server
// only those a test asks for (tests/support/test-server.ts `jobs`).
import type { Env } from '../env.ts';
import type { Services } from '../services.ts';
import type { RunningJob } from './run-every.ts';

export interface BackgroundJob {
  /** What the log calls it. */
  name: string;
  /** Whether this process runs it: its switch in the environment, for an operator (README's settings). */
  enabled(env: Env): boolean;
  /** Starts its timer or worker on the built services; stop() waits for a pass under way. */
  start(services: Services): RunningJob;
}
