// The review calls (docs/decisions/2026-11-24-reviews.md): a page of a piece's reviews for anyone, a
// new review for a member. Validate → one service call → answer.
import { pick } from '../../domain/api/outcome.ts';
import { REVIEW_REASONS } from '../../domain/reviews/messages.ts';
import {
  addReviewAnswerSchema,
  addReviewBodySchema,
  reviewsAnswerSchema,
  reviewsBodySchema,
} from '../../domain/reviews/api-schemas.ts';
import { REVIEWS_PER_MEMBER_PER_DAY, REVIEWS_PER_PAGE } from '../../domain/reviews/review-rules.ts';
import type { Member } from '../accounts/accounts.service.ts';
import { createAuthGuard, type Authenticator } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { ReviewsService } from './reviews.service.ts';

const TAG = 'Reviews';
const pageRefusals = pick(REVIEW_REASONS, ['PRODUCT_NOT_FOUND']);
const addRefusals = pick(REVIEW_REASONS, ['PRODUCT_NOT_FOUND', 'ALREADY_REVIEWED', 'TOO_MANY_REVIEWS']);

export function reviewCalls(reviews: ReviewsService, accounts: Authenticator<Member>): ApiCall[] {
  const guard = createAuthGuard(accounts);
  return [
    defineCall({
      path: 'product/reviews',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: "A page of a piece's reviews",
      description:
        `Published reviews only, newest first, ${REVIEWS_PER_PAGE} a page (\`page\` is 1-based), with the piece's review count (\`total\`), its average to one decimal ` +
        '(0 without reviews) and how many reviews gave each number of stars. Reviewers are shown by first name and last initial.',
      input: reviewsBodySchema,
      answer: reviewsAnswerSchema,
      errors: [
        { status: 400, reason: 'INVALID_INPUT', description: '`sku` missing, or `page` not a whole number from 1.' },
      ],
      refusals: pageRefusals,
      handle: async ({ sku, page }) => unwrap(await reviews.page(sku, page), pageRefusals),
    }),
    defineCall({
      path: 'product/review/add',
      method: 'POST',
      tag: TAG,
      summary: 'Review a piece (members)',
      description:
        'Needs `Authorization: Bearer <token>`. One review per member per piece, and at most ' +
        `${REVIEWS_PER_MEMBER_PER_DAY} reviews per member in any 24 hours (held ones included). ` +
        'A member with a placed order of this piece (placed or further along, not cancelled) is published at once (`status: "published"`); anyone else\'s ' +
        'review is stored but held for moderation (`status: "held"`): not listed, not counted in the rating, and `message` says it awaits moderation. ' +
        "The review is shown under the member's first name and last initial; `verified_buyer` is true when the member has a delivered order with this piece. " +
        "Answers 201 with the review, its status and the piece's published count, average and distribution; the piece's star rating follows within a moment (search and product pages).",
      input: addReviewBodySchema,
      answer: addReviewAnswerSchema,
      successStatus: 201,
      errors: [
        {
          status: 400,
          reason: 'INVALID_INPUT',
          description:
            '`rating` not a whole number from 1 to 5, `title` empty or over 120 characters, or `body` empty or over 2,000 (both trimmed); `fields` names each.',
        },
        { status: 401, reason: 'UNAUTHORIZED', description: 'No valid session token.' },
      ],
      refusals: addRefusals,
      handle: async (body, c) => {
        const member = await guard.requireSession(c);
        return unwrap(await reviews.add(member.id, body), addRefusals);
      },
    }),
  ];
}
