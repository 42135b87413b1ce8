// What the review calls and the page say when they refuse or succeed.
import type { ReasonTable } from '../api/outcome.ts';
import { REVIEWS_PER_MEMBER_PER_DAY } from './review-rules.ts';

export const REVIEW_TEXTS = {
  productNotFound: 'No such product.',
  alreadyReviewed: 'You have already reviewed this piece. Each member can review a piece once.',
  added: 'Thank you! Your review is published.',
  held: 'Thank you! Your review awaits moderation: we show reviews of pieces bought from us at once, and others once we have checked them.',
  dailyLimit: `You have written ${REVIEWS_PER_MEMBER_PER_DAY} reviews in the last 24 hours, the most we take in a day. Please come back tomorrow.`,
} as const;

/** The review calls' refusals, with the status each is answered with. */
export const REVIEW_REASONS = {
  PRODUCT_NOT_FOUND: { status: 404, text: REVIEW_TEXTS.productNotFound, note: 'No shown product has this SKU.' },
  ALREADY_REVIEWED: { status: 409, text: REVIEW_TEXTS.alreadyReviewed },
  TOO_MANY_REVIEWS: { status: 429, text: REVIEW_TEXTS.dailyLimit, note: 'Nothing is stored.' },
} as const satisfies ReasonTable;
export type ReviewReason = keyof typeof REVIEW_REASONS;
