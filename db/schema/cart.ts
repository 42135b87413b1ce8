// Server carts (API.md "Cart session"): one cart per cart session, its lines by variant. The session
// token itself is never stored, only its SHA-256 hash, so a database read does not hand out carts.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { variants } from './catalog.ts';

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Hex SHA-256 of the session token (32 random bytes, base64url) the device holds. */
    tokenHash: text('token_hash').notNull(),
    /**
     * The member this cart belongs to, once accounts exist (API.md: a member's cart follows them).
     * No foreign key yet: the users table comes with the accounts issue, which adds it.
     */
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Touched by every sync: guest carts idle for long can be purged by this. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_token_hash_key').on(t.tokenHash),
    index('carts_user_idx').on(t.userId),
    index('carts_updated_idx').on(t.updatedAt),
    check('carts_token_hash_format', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** A variant that leaves the catalogue leaves every cart with it. */
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_variant_key').on(t.cartId, t.variantId),
    index('cart_lines_variant_idx').on(t.variantId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
