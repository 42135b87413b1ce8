// Money the card provider took for us, and money we gave back. Every provider payment the store
// learns of (the shopper's signed reply, the webhook, the reconciler asking the provider) is a row of
// `payments`, tied to the order or the gift card purchase it paid for; every refund is a row of
// `payment_refunds`, written as 'pending' before the provider is asked, so a restart in between
// leaves a row the refund job finishes. The database keeps the sums honest: `payments.refunded` moves
// only by the refunds' trigger, and its CHECK refuses refunding more than was captured.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { localCardPayments } from './checkout.ts';
import { giftCardPurchases } from './giftcards.ts';
import { orders } from './orders.ts';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** 'razorpay', or 'local' for the store's own test double. */
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    /** Paise, as the provider counts. */
    amount: integer('amount').notNull(),
    /** As the provider last told us: authorized, captured (the money is ours), failed, refunded. */
    status: text('status').notNull(),
    /** Paise given back so far by refunds that are not failed; only the refunds' trigger moves it. */
    refunded: integer('refunded').notNull().default(0),
    orderRef: integer('order_ref').references(() => orders.id),
    giftCardPurchaseId: uuid('gift_card_purchase_id').references(() => giftCardPurchases.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.providerPaymentId),
    index('payments_provider_order_idx').on(t.providerOrderId),
    index('payments_order_idx').on(t.orderRef),
    check('payments_provider_known', sql`${t.provider} IN ('razorpay', 'local')`),
    check('payments_status_known', sql`${t.status} IN ('authorized', 'captured', 'failed', 'refunded')`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    // Never more back than was taken, and nothing back from a payment that took nothing.
    check(
      'payments_refunded_within_amount',
      sql`${t.refunded} >= 0 AND ${t.refunded} <= ${t.amount} AND (${t.refunded} = 0 OR ${t.status} IN ('captured', 'refunded'))`,
    ),
    check('payments_belongs_to_one', sql`${t.orderRef} IS NULL OR ${t.giftCardPurchaseId} IS NULL`),
  ],
);

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** Ours, decided before the provider is asked: the same refund asked twice is one refund. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's id once it has taken the refund. */
    providerRefundId: text('provider_refund_id'),
    /** Paise. */
    amount: integer('amount').notNull(),
    /** pending (decided, the provider not yet sure to have it), processed, failed. */
    status: text('status').notNull().default('pending'),
    /** For the store's staff: why the money went back. */
    reason: text('reason').notNull(),
    /** Provider calls tried so far, and when the refund job may try again. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payment_refunds_provider_refund_key').on(t.providerRefundId),
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
    check('payment_refunds_status_known', sql`${t.status} IN ('pending', 'processed', 'failed')`),
    check('payment_refunds_processed_has_id', sql`${t.status} <> 'processed' OR ${t.providerRefundId} IS NOT NULL`),
  ],
);

/** The local double's refunds, as the provider keeps them: one per receipt, never beyond the payment. */
export const localCardRefunds = pgTable(
  'local_card_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => localCardPayments.id),
    amount: integer('amount').notNull(),
    /** The store's idempotency key, sent as the refund's receipt. */
    receipt: text('receipt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('local_card_refunds_receipt_key').on(t.receipt),
    index('local_card_refunds_payment_idx').on(t.paymentId),
    check('local_card_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
