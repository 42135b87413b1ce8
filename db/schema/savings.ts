// The Diamond for Everyone savings plan (server/savings/; rules in domain/savings/). The database guards
// the money: one live plan per member (a partial unique index over pending and active plans), each
// instalment recorded once (unique plan and number, unique provider payment, unique receipt), amounts
// positive and in whole thousands, and a card window (a provider order) for one instalment of one plan.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

export const savingsPlans = pgTable(
  'savings_plans',
  {
    id: serial('id').primaryKey(),
    /** The public id the member sees (domain/savings/plan-id.ts). */
    planId: text('plan_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** pending (enrolled, first instalment not paid), active, redeemed, closed, abandoned (a pending plan replaced). */
    status: text('status').notNull().default('pending'),
    /** Whole rupees, fixed at enrolment. */
    monthlyAmount: integer('monthly_amount').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    nomineeName: text('nominee_name').notNull(),
    nomineeRelation: text('nominee_relation').notNull(),
    nomineeAge: integer('nominee_age').notNull(),
    pan: text('pan'),
    /** India's day the first instalment was paid: the schedule counts from it. */
    startedOn: date('started_on', { mode: 'string' }),
    /** When a cancelled order gave the redeemed plan back: it had matured, so it is no longer paid into. */
    givenBackAt: timestamp('given_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('savings_plans_plan_id_key').on(t.planId),
    // One plan being paid into per person: a pending or active plan blocks another. A plan a cancelled
    // order gave back had matured (it was redeemed) and may stand beside a plan enrolled since.
    uniqueIndex('savings_plans_one_live_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'pending' OR (${t.status} = 'active' AND ${t.givenBackAt} IS NULL)`),
    index('savings_plans_user_idx').on(t.userId),
    check('savings_plans_status_known', sql`${t.status} IN ('pending', 'active', 'redeemed', 'closed', 'abandoned')`),
    check('savings_plans_amount_valid', sql`${t.monthlyAmount} >= 1000 AND ${t.monthlyAmount} % 1000 = 0`),
    check('savings_plans_nominee_adult', sql`${t.nomineeAge} >= 18`),
    check(
      'savings_plans_started_when_active',
      sql`${t.status} IN ('pending', 'abandoned') OR ${t.startedOn} IS NOT NULL`,
    ),
    check('savings_plans_plan_id_shape', sql`${t.planId} ~ '^DFE[0-9A-HJKMNP-TV-Z]{12}$'`),
  ],
);

/** A card window opened for one instalment: the provider order, so a payment finds its plan and number. */
export const savingsPaymentWindows = pgTable(
  'savings_payment_windows',
  {
    id: serial('id').primaryKey(),
    planRef: integer('plan_ref')
      .notNull()
      .references(() => savingsPlans.id),
    n: integer('n').notNull(),
    /** Whole rupees asked for (the plan's monthly amount). */
    amount: integer('amount').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('savings_payment_windows_provider_order_key').on(t.providerOrderId),
    index('savings_payment_windows_plan_idx').on(t.planRef),
    check('savings_payment_windows_n_range', sql`${t.n} BETWEEN 1 AND 11`),
    check('savings_payment_windows_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A paid instalment: written once, by the payment that paid it. */
export const savingsInstalments = pgTable(
  'savings_instalments',
  {
    id: serial('id').primaryKey(),
    planRef: integer('plan_ref')
      .notNull()
      .references(() => savingsPlans.id),
    n: integer('n').notNull(),
    amount: integer('amount').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    receiptNo: text('receipt_no').notNull(),
    /** India's day of the payment (the passbook's paid date). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('savings_instalments_plan_n_key').on(t.planRef, t.n),
    uniqueIndex('savings_instalments_payment_key').on(t.providerPaymentId),
    uniqueIndex('savings_instalments_receipt_key').on(t.receiptNo),
    check('savings_instalments_n_range', sql`${t.n} BETWEEN 1 AND 11`),
    check('savings_instalments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A matured plan redeemed at checkout (server/checkout/savings-redeem.service.ts), as the gift card's
 * draw: `held` while the order awaits payment, `redeemed` once it is placed (the plan then `redeemed`
 * too, under the plan's row lock), `released` if the unpaid order lapses or is cancelled, `returned`
 * if the placed order is cancelled (the plan back to `active`). A plan is redeemed once: one held or
 * redeemed row per plan, whatever the application read.
 */
export const savingsRedemptions = pgTable(
  'savings_redemptions',
  {
    id: serial('id').primaryKey(),
    planRef: integer('plan_ref')
      .notNull()
      .references(() => savingsPlans.id),
    orderRef: integer('order_ref')
      .notNull()
      .references(() => orders.id),
    /** Whole rupees the plan pays of the order (its redemption value). */
    amount: integer('amount').notNull(),
    state: text('state').notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('savings_redemptions_order_key').on(t.orderRef),
    uniqueIndex('savings_redemptions_one_live_per_plan')
      .on(t.planRef)
      .where(sql`${t.state} IN ('held', 'redeemed')`),
    check('savings_redemptions_amount_positive', sql`${t.amount} > 0`),
    check('savings_redemptions_state_known', sql`${t.state} IN ('held', 'redeemed', 'released', 'returned')`),
  ],
);

/**
 * A reminder sent before an instalment's due day (server/savings/savings-reminders.job.ts): one row per
 * plan and instalment, written in the transaction that writes the mail and SMS to the outbox, so a
 * reminder goes once whatever passes run at the same time.
 */
export const savingsReminders = pgTable(
  'savings_reminders',
  {
    id: serial('id').primaryKey(),
    planRef: integer('plan_ref')
      .notNull()
      .references(() => savingsPlans.id),
    n: integer('n').notNull(),
    /** The due day the reminder named. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('savings_reminders_plan_n_key').on(t.planRef, t.n),
    check('savings_reminders_n_range', sql`${t.n} BETWEEN 2 AND 11`),
  ],
);
