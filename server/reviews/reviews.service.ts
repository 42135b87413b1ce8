// Reviews of shown pieces: a page of the published ones with the piece's distribution, and a
// member's new review with its shown name, its verified-buyer mark and the piece's new average. A
// member who has not bought the piece is held for moderation (stored, not shown, not counted), and a
// member writes at most REVIEWS_PER_MEMBER_PER_DAY in 24 hours. The piece is looked up in the
// in-memory catalogue, so a hidden or unknown sku is refused before any query.
import type { Logger } from 'pino';
import { ok, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import type { AddReviewAnswer, AddReviewBody, Review, ReviewPage } from '../../domain/reviews/api-schemas.ts';
import { REVIEW_REASONS, REVIEW_TEXTS, type ReviewReason } from '../../domain/reviews/messages.ts';
import {
  averageOfCounts,
  newReviewStatus,
  REVIEWS_PER_PAGE,
  reviewAuthorName,
  type RatingCounts,
} from '../../domain/reviews/review-rules.ts';
import { createFirstPageCache } from './first-page-cache.ts';
import type { ReviewRecord, ReviewsRepo } from './reviews.repo.ts';

/** First pages kept in memory: the demo catalogue's 1,600 pieces and more, at a few KB each. */
const CACHED_FIRST_PAGES = 5_000;

export interface ReviewsDeps {
  repo: ReviewsRepo;
  /** The shown piece with this sku (the catalogue's in-memory mirror). */
  findProduct(sku: string): { id: number } | undefined;
  /** The member's profile names. */
  profileOf(userId: number): Promise<{ first_name: string; last_name: string } | undefined>;
  /** Whether the member has a delivered order with this piece. */
  hasReceived(userId: number, sku: string): Promise<boolean>;
  /** Whether the member bought this piece (a placed order of theirs has it). */
  hasBought(userId: number, sku: string): Promise<boolean>;
  logger: Logger;
}

type NotFound = Extract<ReviewReason, 'PRODUCT_NOT_FOUND'>;
type Duplicate = Extract<ReviewReason, 'ALREADY_REVIEWED'>;
type DailyCap = Extract<ReviewReason, 'TOO_MANY_REVIEWS'>;

export const toReview = (r: ReviewRecord): Review => ({
  id: r.id,
  author_name: r.authorName,
  rating: r.rating,
  title: r.title,
  body: r.body,
  verified_buyer: r.verifiedBuyer,
  created_at: r.createdAt,
});

const totalOf = (counts: RatingCounts) => Object.values(counts).reduce((a, b) => a + b, 0);

export function createReviewsService({ repo, findProduct, profileOf, hasReceived, hasBought, logger }: ReviewsDeps) {
  const firstPages = createFirstPageCache<Awaited<ReturnType<ReviewsRepo['pageForProduct']>>>(CACHED_FIRST_PAGES);
  return {
    /**
     * The piece's reviews changed (its catalog_changed notification: product_reviews notifies it on
     * any change, db/migrations/0008): its first page is read again next time.
     */
    reviewsChanged(productId: number): void {
      firstPages.drop(productId);
    },

    /** One page (1-based) of the piece's reviews, newest first, with its count, average and distribution. */
    async page(sku: string, page: number): Promise<Outcome<ReviewPage, NotFound>> {
      const product = findProduct(sku);
      if (!product) return refusalOf(REVIEW_REASONS, 'PRODUCT_NOT_FOUND');
      const read = () => repo.pageForProduct(product.id, page, REVIEWS_PER_PAGE);
      // Every product page shows the first page; later pages are asked for by Show more only.
      const { reviews, counts } = page === 1 ? await firstPages.get(product.id, read) : await read();
      const total = totalOf(counts);
      return ok({
        reviews: reviews.map(toReview),
        total,
        average: averageOfCounts(counts),
        counts,
        page,
        hasMore: page * REVIEWS_PER_PAGE < total,
      });
    },

    async add(userId: number, body: AddReviewBody): Promise<Outcome<AddReviewAnswer, NotFound | Duplicate | DailyCap>> {
      const product = findProduct(body.sku);
      if (!product) return refusalOf(REVIEW_REASONS, 'PRODUCT_NOT_FOUND');
      const [profile, verifiedBuyer, bought] = await Promise.all([
        profileOf(userId),
        hasReceived(userId, body.sku),
        hasBought(userId, body.sku),
      ]);
      const status = newReviewStatus(bought);
      // The session was valid a moment ago; an account deleted since is a fault, not a refusal.
      if (!profile) throw new Error(`member ${userId} has no profile`);
      const added = await repo.addWithRating({
        productId: product.id,
        userId,
        authorName: reviewAuthorName(profile.first_name, profile.last_name),
        rating: body.rating,
        title: body.title,
        body: body.body,
        verifiedBuyer,
        status,
      });
      if (added === 'duplicate') return refusalOf(REVIEW_REASONS, 'ALREADY_REVIEWED');
      if (added === 'daily_cap') return refusalOf(REVIEW_REASONS, 'TOO_MANY_REVIEWS');
      // At once here; other instances drop theirs when the rating update's notification arrives.
      if (status === 'published') firstPages.drop(product.id);
      logger.info({ userId, productId: product.id, reviewId: added.review.id, verifiedBuyer, status }, 'review added');
      return ok({
        review: toReview(added.review),
        status,
        total: totalOf(added.counts),
        average: averageOfCounts(added.counts),
        counts: added.counts,
        message: status === 'published' ? REVIEW_TEXTS.added : REVIEW_TEXTS.held,
      });
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
