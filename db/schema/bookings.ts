// Bookings: an old gold exchange appointment at a showroom, and a try@home consultant's visit. Each
// has a reference the shopper quotes; an old gold booking is `requested` until staff confirm it, and
// its shopper may cancel it until then with the token of the receipt's link (stored as a hash).
import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const oldGoldBookings = pgTable(
  'old_gold_bookings',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    storeId: text('store_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The day and slot as booked, in India: '2026-12-01', '10:00'. */
    day: text('day').notNull(),
    slot: text('slot').notNull(),
    items: text('items').notNull(),
    weightGrams: numeric('weight_grams', { precision: 8, scale: 2 }).notNull(),
    karat: text('karat').notNull(),
    hallmarked: text('hallmarked').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    status: text('status').notNull().default('requested'),
    cancelTokenHash: text('cancel_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('old_gold_bookings_reference_key').on(t.reference),
    index('old_gold_bookings_starts_idx').on(t.storeId, t.startsAt),
    check('old_gold_bookings_status', sql`${t.status} IN ('requested', 'confirmed', 'cancelled')`),
  ],
);

export const tryAtHomeBookings = pgTable(
  'try_at_home_bookings',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    day: text('day').notNull(),
    slot: text('slot').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    district: text('district').notNull(),
    /** The pieces to bring: [{ sku, name }] as they were when booked. */
    pieces: jsonb('pieces').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('try_at_home_bookings_reference_key').on(t.reference),
    index('try_at_home_bookings_starts_idx').on(t.startsAt),
    check('try_at_home_bookings_status', sql`${t.status} IN ('requested', 'confirmed', 'cancelled')`),
  ],
);
