// The only place that queries outbox_messages. `enqueue` takes the caller's transaction, so a message
// exists exactly when the change that caused it committed (docs/design.md#rule-3).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { invoiceFileName } from '../../domain/invoices/invoice-number.ts';
import type { NewMessage, OutboxChannel } from '../../domain/notifications/message.ts';

/** A transaction (or the database itself) that a message is written with. */
export type Writer = Pick<Db, 'insert'>;

export interface ClaimedMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** The invoice the mail carries as a PDF attachment (invoices.id), else null. */
  invoiceId: number | null;
  /** This claim's try number: the fencing token that `markSent` and `markFailedTry` must present. */
  attempts: number;
  /** `sending` when the claim took over an expired lease of a worker that died mid-send. */
  previousStatus: 'pending' | 'claimed' | 'sending';
}

export interface ListedMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  code: string | null;
  /** The file name of the invoice the mail carries, else null. */
  attachment: string | null;
  at: string;
}

/**
 * A gift card's code (16 characters) is money: once its message is sent, the stored copy keeps none
 * of it, raw or printed in fours. One-time codes are left (they die within minutes; their digits could
 * be part of an amount or a number). Column references read the row as it was, before `code` is nulled.
 */
const CODE_REMOVED = '[card code removed after sending]';
const scrubbedOfCardCode = (column: typeof outboxMessages.text | typeof outboxMessages.html) =>
  sql`CASE WHEN length(${outboxMessages.code}) >= 16
           THEN replace(replace(${column}, ${outboxMessages.code}, ${CODE_REMOVED}), regexp_replace(${outboxMessages.code}, '(.{4})(?!$)', '\\1 ', 'g'), ${CODE_REMOVED})
           ELSE ${column} END`;

export async function enqueueMessage(tx: Writer, message: NewMessage): Promise<number> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      to: message.to,
      subject: message.subject ?? null,
      text: message.text,
      html: message.html ?? null,
      code: message.code ?? null,
      invoiceId: message.invoiceId ?? null,
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

export function createOutboxRepo(db: Db) {
  return {
    /**
     * Claims up to `limit` due messages for `leaseMs`: pending ones whose time has come, and claims
     * whose lease ran out. SKIP LOCKED lets several workers (instances) claim side by side without
     * waiting on or taking each other's rows; the claim commits before anything is sent.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      const claimed = await queryRows<ClaimedMessage>(
        db,
        sql`WITH due AS (
              SELECT id, status FROM outbox_messages
              WHERE (status = 'pending' AND next_attempt_at <= now())
                 OR (status IN ('claimed', 'sending') AND lease_until <= now())
              ORDER BY id
              LIMIT ${limit}
              FOR UPDATE SKIP LOCKED
            )
            UPDATE outbox_messages m
               SET status = 'claimed', attempts = m.attempts + 1,
                   lease_until = now() + ${leaseMs}::int * interval '1 millisecond'
              FROM due
             WHERE m.id = due.id
         RETURNING m.id::int AS id, m.channel, m."to" AS "to", m.subject, m.text, m.html, m.invoice_id AS "invoiceId", m.attempts,
                   due.status AS "previousStatus"`,
      );
      // RETURNING follows the update's scan, not the CTE's order: deliver oldest first.
      return claimed.sort((a, b) => a.id - b.id);
    },

    /**
     * Recorded just before the transport gets the message: from here a crash leaves the delivery's
     * fate unknown. False when this claim no longer holds the message.
     */
    async markSending(id: number, attempts: number): Promise<boolean> {
      const rows = await db
        .update(outboxMessages)
        .set({ status: 'sending' })
        .where(
          and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'claimed'), eq(outboxMessages.attempts, attempts)),
        )
        .returning({ id: outboxMessages.id });
      return rows.length === 1;
    },

    /** Sent: only if this claim still holds it (a late worker whose lease was taken over changes nothing). */
    async markSent(id: number, attempts: number, options: { keepCode: boolean }): Promise<boolean> {
      const rows = await db
        .update(outboxMessages)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          leaseUntil: null,
          lastError: null,
          ...(options.keepCode
            ? {}
            : {
                code: null,
                text: scrubbedOfCardCode(outboxMessages.text),
                html: scrubbedOfCardCode(outboxMessages.html),
              }),
        })
        .where(
          and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'sending'), eq(outboxMessages.attempts, attempts)),
        )
        .returning({ id: outboxMessages.id });
      return rows.length === 1;
    },

    /** A failed try: back to pending after `retryInMs`, or failed for good when null. */
    async markFailedTry(id: number, attempts: number, error: string, retryInMs: number | null): Promise<void> {
      await db
        .update(outboxMessages)
        .set(
          retryInMs === null
            ? { status: 'failed', leaseUntil: null, lastError: error.slice(0, 500) }
            : {
                status: 'pending',
                leaseUntil: null,
                lastError: error.slice(0, 500),
                nextAttemptAt: sql`now() + ${retryInMs}::int * interval '1 millisecond'`,
              },
        )
        .where(
          and(
            eq(outboxMessages.id, id),
            inArray(outboxMessages.status, ['claimed', 'sending']),
            eq(outboxMessages.attempts, attempts),
          ),
        );
    },

    /** Newest first, for the dev outbox. */
    async list(to: string | undefined, limit: number): Promise<ListedMessage[]> {
      const rows = await db
        .select({
          id: outboxMessages.id,
          channel: outboxMessages.channel,
          to: outboxMessages.to,
          subject: outboxMessages.subject,
          text: outboxMessages.text,
          code: outboxMessages.code,
          invoiceNumber: invoices.number,
          at: outboxMessages.createdAt,
        })
        .from(outboxMessages)
        .leftJoin(invoices, eq(invoices.id, outboxMessages.invoiceId))
        .where(to === undefined ? undefined : eq(outboxMessages.to, to))
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
      return rows.map(({ invoiceNumber, ...r }) => ({
        ...r,
        channel: r.channel as OutboxChannel,
        attachment: invoiceNumber === null ? null : invoiceFileName(invoiceNumber),
        at: r.at.toISOString(),
      }));
    },
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
