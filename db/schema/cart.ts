// Server carts (docs/api.md#cart-session): a guest's cart has one cart session (the device's token); a
// member has one cart, which each of their devices reaches through a token of its own. The session
// token itself is never stored, only its SHA-256 hash, so a database read does not hand out carts.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { variants } from './catalog.ts';

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member this cart belongs to (docs/api.md: a member's cart follows them); null for a guest's. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Bumped by every write of the lines: a device sends the revision it last adopted, and a write
     * based on an older one (another device changed the cart since) is refused as stale.
     */
    revision: integer('revision').notNull().default(0),
    /**
     * The device's write id of the sync that last wrote the lines (domain/cart/cart-write.ts); null
     * after any other write (an order, a login merge, a client that sends none). A device whose
     * answer was lost recognises its own write by it.
     */
    lastWrite: text('last_write'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Touched by every sync: guest carts idle for long can be purged by this. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One cart per member: concurrent logins of two devices cannot create two.
    uniqueIndex('carts_user_key')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    index('carts_updated_idx').on(t.updatedAt),
    check('carts_revision_nonnegative', sql`${t.revision} >= 0`),
    check('carts_last_write_format', sql`${t.lastWrite} IS NULL OR ${t.lastWrite} ~ '^[A-Za-z0-9_-]{16,64}$'`),
  ],
);

/** The tokens that reach a cart: a guest cart has one, a member's cart one per device logged in. */
export const cartSessions = pgTable(
  'cart_sessions',
  {
    id: serial('id').primaryKey(),
    /** Hex SHA-256 of the session token (32 random bytes, base64url) the device holds. */
    tokenHash: text('token_hash').notNull(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Touched by every sync: tokens of devices long gone can be purged by this. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_sessions_token_hash_key').on(t.tokenHash),
    index('cart_sessions_cart_idx').on(t.cartId),
    check('cart_sessions_token_hash_format', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
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
