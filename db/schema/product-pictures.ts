// Photographs of a piece uploaded from the back office (docs/decisions/2026-11-27-product-pictures.md).
// The bytes live here, in PostgreSQL, not on a disk: they survive a restart, every instance reads the
// same rows, and a picture, its place in the order and its audit entry commit together. `original` is
// the file as it was sent (kept, never served); `rendition` is what the image pipeline resizes: sharp's
// JPEG of it, turned upright, without its metadata, at most 2000 px a side (a HEIC is decoded once, here).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/** bytea as a Buffer on both drivers (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const productPictures = pgTable(
  'product_pictures',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The order on the desk and in the shop (the main picture is shown first); 0, 1, 2 … per piece. */
    position: integer('position').notNull(),
    alt: text('alt').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    /** The one colour of the piece this picture shows (yellow-gold …), or null: every colour's. */
    color: text('color'),
    /** What the content says the original is: image/jpeg, image/png, image/webp or image/heic. */
    contentType: text('content_type').notNull(),
    original: bytea('original').notNull(),
    rendition: bytea('rendition').notNull(),
    /** The picture's size upright, in pixels. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 of the original, hex: the picture's address in the shop and its cache key. */
    sha256: text('sha256').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** The staff member who uploaded it (db/schema/staff.ts). */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_pictures_product_idx').on(t.productId, t.position),
    // The same file twice on one piece is refused (and its address would be the same).
    uniqueIndex('product_pictures_product_sha_key').on(t.productId, t.sha256),
    // At most one main picture per piece.
    uniqueIndex('product_pictures_one_main_key')
      .on(t.productId)
      .where(sql`${t.isMain}`),
    check(
      'product_pictures_content_type',
      sql`${t.contentType} IN ('image/jpeg', 'image/png', 'image/webp', 'image/heic')`,
    ),
    check(
      'product_pictures_size',
      sql`${t.width} >= 500 AND ${t.height} >= 500 AND ${t.byteSize} > 0 AND ${t.byteSize} <= 15728640`,
    ),
    check('product_pictures_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('product_pictures_position', sql`${t.position} >= 0`),
    check('product_pictures_color', sql`${t.color} IS NULL OR ${t.color} ~ '^[a-z-]{3,30}$'`),
  ],
);
