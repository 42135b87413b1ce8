// Product reviews (docs/spec.md#second-2 "star rating", "reviews"). A review by a member names its account;
// demo and imported reviews have none. The shown name is stored as written at the time (first name
// and last initial), so a later profile change does not rewrite old reviews. The piece's rating
// (variants.rating) is the average of its published reviews, kept by server/reviews in the review's
// own transaction. A review by a member who has not bought the piece is held: stored, not shown, not
// counted, until a moderator publishes it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REVIEW_LIMITS, REVIEW_STATUSES, type ReviewStatus } from '../../domain/reviews/review-rules.ts';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { staff } from './staff.ts';

const L = REVIEW_LIMITS;
const lengthBetween = (column: unknown, limits: { min: number; max: number }) =>
  sql`char_length(${column}) BETWEEN ${sql.raw(String(limits.min))} AND ${sql.raw(String(limits.max))}`;

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The member who wrote it; null for demo and imported reviews, and kept (set null) if the account goes. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    verifiedBuyer: boolean('verified_buyer').notNull().default(false),
    /**
     * published: listed and counted; held: waiting for moderation; hidden: taken down by a moderator.
     * Demo and imported reviews are published.
     */
    status: text('status').$type<ReviewStatus>().notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last moderator act (publish, hide, restore): when, by whom and why; the audit keeps them all. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by').references(() => staff.id, { onDelete: 'set null' }),
    moderationReason: text('moderation_reason'),
  },
  (t) => [
    // One review per member per piece; reviews without an account are not limited.
    uniqueIndex('product_reviews_product_user_key')
      .on(t.productId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    // A product's reviews newest first, and its counts per star, from one index.
    index('product_reviews_product_created_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
    // A member's reviews of the last 24 hours (the daily cap).
    index('product_reviews_user_created_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} IS NOT NULL`),
    // The back office's queue: newest first, of one status or all.
    index('product_reviews_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('product_reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check(
      'product_reviews_status_known',
      sql`${t.status} IN (${sql.raw(REVIEW_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'product_reviews_rating_range',
      sql`${t.rating} BETWEEN ${sql.raw(String(L.rating.min))} AND ${sql.raw(String(L.rating.max))}`,
    ),
    check('product_reviews_author_name_length', lengthBetween(t.authorName, L.authorName)),
    check('product_reviews_title_length', lengthBetween(t.title, L.title)),
    check('product_reviews_body_length', lengthBetween(t.body, L.body)),
    // What the API trims, the database refuses untrimmed: no blank or padded text from any writer.
    check(
      'product_reviews_text_trimmed',
      sql`${t.title} = btrim(${t.title}) AND ${t.body} = btrim(${t.body}) AND ${t.authorName} = btrim(${t.authorName})`,
    ),
  ],
);
