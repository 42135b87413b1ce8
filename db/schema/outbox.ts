// The notification outbox (docs/api.md#notifications-and-the-dev-outbox): every mail, SMS and WhatsApp
// message is a row written in the same transaction as the change that causes it, delivered after
// commit by the outbox worker. `status` + `lease_until` record a claim, so a restarted worker does not
// send a message twice (docs/decisions/2026-11-24-accounts-and-outbox.md).
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.ts';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** The one-time or gift card code the message carries, for the dev outbox; else null. */
    code: text('code'),
    /**
     * A mail that carries an order's tax invoice as a PDF attachment (the shipping mail): the row names
     * the invoice, and the worker draws its PDF from the frozen figures when it sends.
     */
    invoiceId: integer('invoice_id').references(() => invoices.id),
    /**
     * pending → claimed (by a worker, under a lease) → sending (handed to the transport) → sent; or
     * back to pending for a retry, or failed after the last try. A lease that runs out on `claimed`
     * is safe to take over (never handed over); on `sending` the delivery's fate is unknown.
     */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `claimed` or `sending`: the claim holds until then; past it the worker that claimed is presumed dead. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_to_idx').on(t.to, t.createdAt),
    check('outbox_attachment_is_mail', sql`${t.invoiceId} IS NULL OR ${t.channel} = 'email'`),
    check('outbox_channel_known', sql`${t.channel} IN ('sms', 'email', 'whatsapp')`),
    check('outbox_status_known', sql`${t.status} IN ('pending', 'claimed', 'sending', 'sent', 'failed')`),
  ],
);
