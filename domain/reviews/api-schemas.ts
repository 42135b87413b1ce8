// Bodies and answers of the review calls (docs/decisions/2026-11-24-reviews.md; docs/api.md has none).
import { z } from 'zod';
import { freeText } from '../text/text-schemas.ts';
import { NEW_REVIEW_STATUSES, REVIEW_LIMITS } from './review-rules.ts';

const sku = z.string().trim().min(1).max(200);
/** Cleaned (domain/text/free-text.ts) and trimmed before its length is checked: a title of spaces or zero-width characters is empty. */
const text = (limits: { min: number; max: number }, multiline: boolean) =>
  freeText({ multiline }).trim().min(limits.min).max(limits.max);

export const reviewsBodySchema = z.strictObject({
  sku,
  /** 1-based, like the order lists. */
  page: z.number().int().min(1).max(1_000).default(1),
});
export type ReviewsBody = z.infer<typeof reviewsBodySchema>;

export const addReviewBodySchema = z.strictObject({
  sku,
  rating: z.number().int().min(REVIEW_LIMITS.rating.min).max(REVIEW_LIMITS.rating.max),
  title: text(REVIEW_LIMITS.title, false),
  body: text(REVIEW_LIMITS.body, true),
});
export type AddReviewBody = z.infer<typeof addReviewBodySchema>;

export const reviewSchema = z
  .object({
    id: z.number().int(),
    /** The first name and last initial ('Priya S.'), never the full name. */
    author_name: z.string(),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string(),
    /** The member had an order with this piece delivered when they wrote it. */
    verified_buyer: z.boolean(),
    /** ISO 8601. */
    created_at: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const ratingCountsSchema = z
  .object({
    '1': z.number().int(),
    '2': z.number().int(),
    '3': z.number().int(),
    '4': z.number().int(),
    '5': z.number().int(),
  })
  .meta({ id: 'RatingCounts', description: 'How many reviews gave each number of stars.' });

const summary = {
  total: z.number().int(),
  /** One decimal; 0 when there are no reviews. */
  average: z.number(),
  counts: ratingCountsSchema,
};

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  ...summary,
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewsAnswerSchema = reviewPageSchema;
export const addReviewAnswerSchema = z.object({
  review: reviewSchema,
  /**
   * published: listed now and counted in the rating. held: stored but not shown and not counted until
   * moderated (the member has no placed order with the piece); `message` tells the shopper so.
   */
  status: z.enum(NEW_REVIEW_STATUSES),
  /** The piece's published reviews, with this one when it is published. */
  ...summary,
  message: z.string(),
});
export type AddReviewAnswer = z.infer<typeof addReviewAnswerSchema>;
