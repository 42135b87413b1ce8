// The outbox as the rest of the server sees it: the repo, the transport NOTIFY_TRANSPORT chooses and
// the worker that joins them. Areas write messages with `enqueueNotice(tx, …)` inside their own
// transaction and call `kick()` after commit so the worker need not wait for its next poll.
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../domain/notifications/message.ts';
import type { Env } from '../env.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { createOutboxRepo, type OutboxRepo } from './outbox.repo.ts';
import type { Transport } from './transport.ts';
import { createDevTransport } from './transports/dev-transport.ts';
import { createLiveTransport } from './transports/live-transport.ts';

export interface Notifications {
  repo: OutboxRepo;
  transport: Transport;
  worker: OutboxWorker;
  /** True when GET /api/dev/outbox exists. */
  devOutbox: boolean;
  kick(): void;
  close(): Promise<void>;
}

export function createNotifications(
  db: Db,
  env: Env,
  logger: Logger,
  options: { invoicePdf?: (invoiceId: number) => Promise<MailAttachment> } = {},
): Notifications {
  const repo = createOutboxRepo(db);
  const transport = env.NOTIFY_TRANSPORT === 'live' ? createLiveTransport(env) : createDevTransport();
  const worker = createOutboxWorker({
    repo,
    transport,
    logger,
    ...(options.invoicePdf ? { invoicePdf: options.invoicePdf } : {}),
  });
  return {
    repo,
    transport,
    worker,
    devOutbox: env.NOTIFY_TRANSPORT === 'dev',
    kick: () => worker.kick(),
    async close() {
      await worker.stop();
      await transport.close?.();
    },
  };
}
