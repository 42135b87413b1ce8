// Refunds the orders desk makes (server/orders/order-refund.service.ts): one row per staff refund, in
// whole rupees, keyed by the caller's Idempotency-Key so a repeated request refunds once. A card
// refund also has its provider row in payment_refunds (`payment_refund_id`), which the refunds service
// settles with the provider; a cash-on-delivery refund is money the staff paid out themselves (a
// bank transfer or cash at the counter), recorded with its reference. How much may still be refunded
// is checked under the order's row lock (domain/orders/refundable.ts); the card's own ceiling is also
// the payments table's CHECK.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { paymentRefunds } from './payments.ts';
import { staff } from './staff.ts';

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderRef: integer('order_ref')
      .notNull()
      .references(() => orders.id),
    /** The request's Idempotency-Key header. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Whole rupees. */
    amount: integer('amount').notNull(),
    /** card: back through the card provider; paid_by_staff: paid out by the store's staff (COD). */
    method: text('method').notNull(),
    reason: text('reason').notNull(),
    /** The bank transfer's or receipt's reference, for a refund paid by staff. */
    reference: text('reference'),
    paymentRefundId: integer('payment_refund_id').references(() => paymentRefunds.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    /** What the request asked, to tell a replay from another request reusing the key. */
    request: jsonb('request').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_refunds_idempotency_key').on(t.idempotencyKey),
    index('order_refunds_order_idx').on(t.orderRef),
    check('order_refunds_amount_positive', sql`${t.amount} > 0`),
    check('order_refunds_method_known', sql`${t.method} IN ('card', 'paid_by_staff')`),
    check(
      'order_refunds_method_facts',
      sql`(${t.method} = 'card' AND ${t.paymentRefundId} IS NOT NULL) OR (${t.method} = 'paid_by_staff' AND ${t.reference} IS NOT NULL)`,
    ),
  ],
);
