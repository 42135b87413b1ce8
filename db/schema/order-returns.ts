// Returns (issue 23 part 4, docs/decisions/2026-11-27-returns.md): a customer asks to send a delivered
// order back within 15 days of its delivery (domain/orders/return-rules.ts), staff record its receipt
// and quality check, approve or reject it, and refund it. One row per return, moved by
// server/orders/order-returns.service.ts under its row lock along the state table of
// domain/orders/return-states.ts; at most one live return per order (a partial unique index). A
// cash-on-delivery return carries the bank account its refund is paid to: the account number sealed
// (AES-256-GCM, server/staff/secret-box.ts), its last four digits in clear for the masked view.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { RETURN_REASONS, RETURN_STATES } from '../../domain/orders/return-states.ts';
import { orderRefunds } from './order-refunds.ts';
import { orders } from './orders.ts';
import { staff } from './staff.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderRef: integer('order_ref')
      .notNull()
      .references(() => orders.id),
    state: text('state').notNull().default('requested'),
    reason: text('reason').notNull(),
    note: text('note'),
    /** The photos' paths under DATA_DIR (uploads/returns/<random>.<ext>), at most 3. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Cash on delivery: where the refund is paid. The number sealed; its last 4 digits for the masked view. */
    bankHolder: text('bank_holder'),
    bankAccountSealed: text('bank_account_sealed'),
    bankAccountLast4: text('bank_account_last4'),
    bankIfsc: text('bank_ifsc'),
    /** The quality check's result and staff's notes at each step. */
    qualityPassed: boolean('quality_passed'),
    qualityNote: text('quality_note'),
    decisionNote: text('decision_note'),
    /** The refund that closed it (order_refunds, keyed by its Idempotency-Key). */
    refundId: integer('refund_id').references(() => orderRefunds.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: integer('received_by').references(() => staff.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkedBy: integer('checked_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staff.id),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: integer('refunded_by').references(() => staff.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live return per order; a rejected one may be followed by another within the window.
    uniqueIndex('order_returns_one_live_per_order')
      .on(t.orderRef)
      .where(sql`${t.state} <> 'rejected'`),
    index('order_returns_state_requested_idx').on(t.state, t.requestedAt.desc(), t.id.desc()),
    index('order_returns_requested_idx').on(t.requestedAt.desc(), t.id.desc()),
    check('order_returns_state_known', sql`${t.state} IN (${inList(RETURN_STATES)})`),
    check('order_returns_reason_known', sql`${t.reason} IN (${inList(RETURN_REASONS)})`),
    check('order_returns_photos_at_most_3', sql`jsonb_array_length(${t.photos}) <= 3`),
    check(
      'order_returns_bank_whole',
      sql`(${t.bankHolder} IS NULL) = (${t.bankAccountSealed} IS NULL) AND (${t.bankHolder} IS NULL) = (${t.bankIfsc} IS NULL) AND (${t.bankHolder} IS NULL) = (${t.bankAccountLast4} IS NULL)`,
    ),
    check('order_returns_ifsc_format', sql`${t.bankIfsc} IS NULL OR ${t.bankIfsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
    // Each state has the facts it stands on.
    check(
      'order_returns_state_facts',
      sql`(${t.state} = 'requested' OR ${t.receivedAt} IS NOT NULL)
        AND (${t.state} IN ('requested', 'received') OR (${t.checkedAt} IS NOT NULL AND ${t.qualityPassed} IS NOT NULL))
        AND (${t.state} NOT IN ('approved', 'rejected', 'refunded') OR ${t.decidedAt} IS NOT NULL)
        AND (${t.state} NOT IN ('approved', 'refunded') OR ${t.qualityPassed})
        AND (${t.state} <> 'refunded' OR ${t.refundedAt} IS NOT NULL)`,
    ),
  ],
);
