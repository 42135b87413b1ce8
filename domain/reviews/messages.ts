// What the review calls and the page say when they refuse or succeed.
import { REVIEWS_PER_MEMBER_PER_DAY } from './review-rules.ts';

export const REVIEW_TEXTS = {
  productNotFound: 'No such product.',
  alreadyReviewed: 'You have already reviewed this piece. Each member can review a piece once.',
  added: 'Thank you! Your review is published.',
  held: 'Thank you! Your review awaits moderation: we show reviews of pieces bought from us at once, and others once we have checked them.',
  dailyLimit: `You have written ${REVIEWS_PER_MEMBER_PER_DAY} reviews in the last 24 hours, the most we take in a day. Please come back tomorrow.`,
} as const;

export const REVIEW_REASONS = {
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  ALREADY_REVIEWED: 'ALREADY_REVIEWED',
  TOO_MANY_REVIEWS: 'TOO_MANY_REVIEWS',
} as const;
