// The only place that reads and writes product reviews, and the piece's rating they make: the
// shop's pages and new reviews, and the back office's queue and moderation.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { Tx } from '../../db/runner.ts';
import { products, variants } from '../../db/schema/catalog.ts';
import { users } from '../../db/schema/accounts.ts';
import { productReviews } from '../../db/schema/reviews.ts';
import { staff } from '../../db/schema/staff.ts';
import {
  averageOfCounts,
  mayReviewAgain,
  REVIEW_WINDOW_HOURS,
  type RatingCounts,
  type ReviewStatus,
} from '../../domain/reviews/review-rules.ts';

export interface ReviewRecord {
  id: number;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  verifiedBuyer: boolean;
  createdAt: string;
}

export interface NewReview {
  productId: number;
  userId: number;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  verifiedBuyer: boolean;
  status: ReviewStatus;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function countsOf(rows: readonly { rating: number; n: number }[]): RatingCounts {
  const counts: RatingCounts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const { rating, n } of rows) counts[String(rating) as keyof RatingCounts] = Number(n);
  return counts;
}

interface PageRow {
  reviews:
    | {
        id: number;
        author_name: string;
        rating: number;
        title: string;
        body: string;
        verified_buyer: boolean;
        created_at: string;
      }[]
    | null;
  counts: { rating: number; n: number }[] | null;
}

/**
 * The piece's published reviews counted per star and, when `write`, its rating (every variant's: the
 * catalogue keeps it there) set to their average. Called inside the transaction that changed a
 * review, under the product row's lock, by every writer: a new review and a moderator's act.
 */
async function recountRating(tx: Tx, productId: number, write: boolean): Promise<RatingCounts> {
  const counted = await tx
    .select({ rating: productReviews.rating, n: sql<number>`count(*)::int` })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'published')))
    .groupBy(productReviews.rating);
  const counts = countsOf(counted);
  if (write)
    await tx
      .update(variants)
      .set({ rating: averageOfCounts(counts) })
      .where(eq(variants.productId, productId));
  return counts;
}

/** A review as the back office's queue shows it. */
const deskColumns = {
  id: productReviews.id,
  status: productReviews.status,
  rating: productReviews.rating,
  title: productReviews.title,
  body: productReviews.body,
  authorName: productReviews.authorName,
  userId: productReviews.userId,
  memberEmail: users.email,
  verifiedBuyer: productReviews.verifiedBuyer,
  productId: productReviews.productId,
  sku: products.sku,
  productName: products.name,
  productValue: products.value,
  createdAt: productReviews.createdAt,
  moderatedAt: productReviews.moderatedAt,
  moderatedBy: staff.name,
  moderationReason: productReviews.moderationReason,
};

function deskSelect(q: Db | Tx) {
  return q
    .select(deskColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(users, eq(users.id, productReviews.userId))
    .leftJoin(staff, eq(staff.id, productReviews.moderatedBy));
}
export type DeskReviewRow = Awaited<ReturnType<typeof deskSelect>>[number];

/** The queries of one moderator's act, in its transaction. */
function moderationQueries(tx: Tx) {
  return {
    /**
     * The review, its product row locked first and then its own row: the product lock is the one a
     * new review of the piece takes, so the rating is recounted by one writer at a time.
     */
    async lockReview(id: number): Promise<DeskReviewRow | undefined> {
      const [found] = await tx
        .select({ productId: productReviews.productId })
        .from(productReviews)
        .where(eq(productReviews.id, id));
      if (!found) return undefined;
      await tx.select({ id: products.id }).from(products).where(eq(products.id, found.productId)).for('update');
      await tx.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.id, id)).for('update');
      const [row] = await deskSelect(tx).where(eq(productReviews.id, id));
      return row;
    },

    async setStatus(id: number, to: ReviewStatus, by: { staffId: number; reason: string | null }): Promise<void> {
      await tx
        .update(productReviews)
        .set({ status: to, moderatedAt: sql`now()`, moderatedBy: by.staffId, moderationReason: by.reason })
        .where(eq(productReviews.id, id));
    },

    recountRating: (productId: number, write: boolean) => recountRating(tx, productId, write),
    review: async (id: number) => (await deskSelect(tx).where(eq(productReviews.id, id)))[0],
  };
}
export type ModerationQueries = ReturnType<typeof moderationQueries>;

export function createReviewsRepo(db: Db) {
  return {
    /**
     * A page of a product's published reviews, newest first, and their counts per star, in one
     * statement: the product page's loader asks on every render, and both halves read
     * product_reviews_product_created_idx. Held reviews are neither listed nor counted.
     */
    async pageForProduct(
      productId: number,
      page: number,
      perPage: number,
    ): Promise<{ reviews: ReviewRecord[]; counts: RatingCounts }> {
      const [row] = await queryRows<PageRow>(
        db,
        sql`SELECT
              (SELECT json_agg(r) FROM (
                 SELECT id, author_name, rating, title, body, verified_buyer, created_at
                 FROM product_reviews WHERE product_id = ${productId} AND status = 'published'
                 ORDER BY created_at DESC, id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}) r) AS reviews,
              (SELECT json_agg(c) FROM (
                 SELECT rating, count(*)::int AS n FROM product_reviews WHERE product_id = ${productId} AND status = 'published' GROUP BY rating) c) AS counts`,
      );
      return {
        reviews: (row?.reviews ?? []).map((r) => ({
          id: r.id,
          authorName: r.author_name,
          rating: r.rating,
          title: r.title,
          body: r.body,
          verifiedBuyer: r.verified_buyer,
          createdAt: iso(r.created_at),
        })),
        counts: countsOf(row?.counts ?? []),
      };
    },

    /**
     * Adds a member's review and, when it is published, sets the piece's rating (every variant's: the
     * catalogue keeps the rating there) to the average of its published reviews, in one transaction
     * under a lock on the product row: two reviews at once take turns, so the second average counts
     * the first review. The member's row is locked too, so two reviews of theirs at once cannot both
     * slip under the daily cap. The variants' update fires catalog_changed, which brings the search
     * index and the product mirror along. Answers 'duplicate' when the member already reviewed the
     * piece, 'daily_cap' when they wrote their day's share in the last 24 hours.
     */
    async addWithRating(
      review: NewReview,
    ): Promise<{ review: ReviewRecord; counts: RatingCounts } | 'duplicate' | 'daily_cap'> {
      return db.transaction(async (tx) => {
        // Always member, then product: one order for every writer, so two cannot wait on each other.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, review.userId)).for('update');
        await tx.select({ id: products.id }).from(products).where(eq(products.id, review.productId)).for('update');
        const [existing] = await tx
          .select({ id: productReviews.id })
          .from(productReviews)
          .where(and(eq(productReviews.productId, review.productId), eq(productReviews.userId, review.userId)));
        if (existing) return 'duplicate';
        const [recent] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(productReviews)
          .where(
            and(
              eq(productReviews.userId, review.userId),
              sql`${productReviews.createdAt} > now() - make_interval(hours => ${REVIEW_WINDOW_HOURS})`,
            ),
          );
        if (!mayReviewAgain(Number(recent?.n ?? 0))) return 'daily_cap';
        const [row] = await tx.insert(productReviews).values(review).returning();
        // A held review changes nothing shown: the rating and the catalogue stay as they are.
        const counts = await recountRating(tx, review.productId, review.status === 'published');
        return {
          review: {
            id: row!.id,
            authorName: row!.authorName,
            rating: row!.rating,
            title: row!.title,
            body: row!.body,
            verifiedBuyer: row!.verifiedBuyer,
            createdAt: iso(row!.createdAt),
          },
          counts,
        };
      });
    },

    /** The back office's queue: newest first, of a status and a star count when given. */
    async deskList(query: {
      status: ReviewStatus | null;
      stars: number | null;
      limit: number;
      offset: number;
    }): Promise<{ rows: DeskReviewRow[]; total: number; held: number }> {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(productReviews.status, query.status));
      if (query.stars) filters.push(eq(productReviews.rating, query.stars));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [all], [held]] = await Promise.all([
        deskSelect(db)
          .where(where)
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(productReviews).where(where),
        db.select({ n: count() }).from(productReviews).where(eq(productReviews.status, 'held')),
      ]);
      return { rows, total: Number(all?.n ?? 0), held: Number(held?.n ?? 0) };
    },

    /** One moderator's act: its queries run in one transaction (the act, the rating, the audit). */
    moderation<T>(work: (q: ModerationQueries, tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(moderationQueries(tx), tx));
    },
  };
}
export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
