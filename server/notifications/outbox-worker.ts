// Delivers the outbox after commit: claims due messages (a committed claim under a lease), hands each
// to the transport, marks it sent, or schedules a retry with exponential back-off. The claim is what
// keeps a restarted or second worker from sending a message again: see Transport.idempotent and
// docs/decisions/2026-11-24-accounts-and-outbox.md.
import type { Logger } from 'pino';
import { retryDelayMs } from '../../domain/notifications/retry.ts';
import type { MailAttachment } from '../../domain/notifications/message.ts';
import type { OutboxRepo } from './outbox.repo.ts';
import type { Transport } from './transport.ts';

export interface OutboxWorkerOptions {
  repo: OutboxRepo;
  transport: Transport;
  logger: Logger;
  /** How often an idle worker looks for due messages (kick() wakes it sooner). */
  pollMs?: number;
  /** How long a claim holds; longer than any delivery may take. */
  leaseMs?: number;
  batchSize?: number;
  /** Draws the PDF of an invoice a mail carries (the shipping mail's); a mail naming one is not sent without it. */
  invoicePdf?: (invoiceId: number) => Promise<MailAttachment>;
}

export interface OutboxWorker {
  start(): void;
  /** Finishes the round in progress, then stops. */
  stop(): Promise<void>;
  /** Look for due messages now (after a commit that wrote some). */
  kick(): void;
  /** One round: claim, deliver, record. Answers how many messages were claimed. */
  runOnce(): Promise<number>;
}

const failWith = (reason: string): never => {
  throw new Error(reason);
};

export const LOST_CLAIM_ERROR =
  'delivery unknown: the worker that claimed it stopped mid-send; not sent again (at most once)';

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { repo, transport, logger } = options;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 10;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;

  async function runOnce(): Promise<number> {
    const claimed = await repo.claimDue(batchSize, leaseMs);
    for (const message of claimed) {
      if (message.previousStatus === 'sending' && !transport.idempotent) {
        await repo.markFailedTry(message.id, message.attempts, LOST_CLAIM_ERROR, null);
        logger.warn(
          { outboxId: message.id, channel: message.channel },
          'outbox message abandoned mid-send: not sent again',
        );
        continue;
      }
      if (!(await repo.markSending(message.id, message.attempts))) continue;
      try {
        const attachments =
          message.invoiceId === null
            ? []
            : options.invoicePdf
              ? [await options.invoicePdf(message.invoiceId)]
              : failWith('no invoice renderer: the mail cannot carry its invoice');
        await transport.deliver({ ...message, attachments });
        await repo.markSent(message.id, message.attempts, { keepCode: transport.keepsCodes });
        logger.debug(
          { outboxId: message.id, channel: message.channel, transport: transport.name },
          'outbox message sent',
        );
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        const retryIn = retryDelayMs(message.attempts);
        await repo.markFailedTry(message.id, message.attempts, reason, retryIn);
        logger.warn(
          { outboxId: message.id, channel: message.channel, attempts: message.attempts, retryIn, reason },
          'outbox delivery failed',
        );
      }
    }
    return claimed.length;
  }

  function schedule(delayMs: number): void {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      round = (async () => {
        let claimed = 0;
        try {
          claimed = await runOnce();
        } catch (err) {
          logger.error({ err }, 'outbox round failed');
        }
        round = undefined;
        // A full batch suggests more are due: go again at once.
        schedule(claimed >= batchSize ? 0 : pollMs);
      })();
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
    },
    kick() {
      if (running && round === undefined) schedule(0);
    },
    runOnce,
  };
}
