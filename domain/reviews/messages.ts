// What the review calls and the page say when they refuse or succeed.
export const REVIEW_TEXTS = {
  productNotFound: 'No such product.',
  alreadyReviewed: 'You have already reviewed this piece. Each member can review a piece once.',
  added: 'Thank you! Your review is published.',
} as const;

export const REVIEW_REASONS = {
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  ALREADY_REVIEWED: 'ALREADY_REVIEWED',
} as const;
