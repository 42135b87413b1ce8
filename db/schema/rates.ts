// Today's metal rates (docs/decisions/2026-11-27-metal-rates.md): every rate the back office applies,
// kept for the history and its chart, and the prices each variant had before a rate changed them, so a
// shopper at checkout keeps the price they saw for 15 minutes (server/checkout/price-hold.ts). The
// current rate of each metal is `metal_rates` (db/schema/catalog.ts). Both tables are append-only.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { variants } from './catalog.ts';
import { staff } from './staff.ts';

export const metalRateChanges = pgTable(
  'metal_rate_changes',
  {
    id: serial('id').primaryKey(),
    metal: text('metal').notNull(),
    purity: text('purity').notNull(),
    /** Whole rupees a gram; zero only after a second confirmation, never negative. */
    ratePerGram: integer('rate_per_gram').notNull(),
    /** The rate it replaced (null: the first one set for the metal). */
    previousRate: integer('previous_rate'),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    setBy: integer('set_by').references(() => staff.id),
    /** The concern staff confirmed (RATE_ZERO, RATE_JUMP), or null when none was needed. */
    confirmed: text('confirmed'),
    /** Variants whose price the change moved. */
    variantsRepriced: integer('variants_repriced').notNull().default(0),
  },
  (t) => [
    index('metal_rate_changes_key_idx').on(t.metal, t.purity, t.setAt),
    index('metal_rate_changes_set_at_idx').on(t.setAt),
    check('metal_rate_changes_rate_nonnegative', sql`${t.ratePerGram} >= 0`),
    check(
      'metal_rate_changes_confirmed_known',
      sql`${t.confirmed} IS NULL OR ${t.confirmed} IN ('RATE_ZERO', 'RATE_JUMP')`,
    ),
  ],
);

/** A variant's prices just before a rate change moved them (what a held checkout still charges). */
export const variantPriceChanges = pgTable(
  'variant_price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    offerprice: integer('offerprice').notNull(),
    price: integer('price').notNull(),
    metalPrice: integer('metal_price').notNull(),
  },
  (t) => [
    index('variant_price_changes_variant_idx').on(t.variantId, t.changedAt),
    check('variant_price_changes_nonnegative', sql`${t.offerprice} >= 0 AND ${t.price} >= 0 AND ${t.metalPrice} >= 0`),
  ],
);
