// The back office's review calls under /api/admin/reviews (docs/api.md#back-office): the owner, the
// catalogue team (who own the pieces' pages) and support (who answer the customers who wrote them)
// read the queue and moderate. Each handler validates, calls one service, answers.
import type { Context } from 'hono';
import { z } from 'zod';
import { pick } from '../../domain/api/outcome.ts';
import { REVIEW_DESK_REASONS } from '../../domain/reviews/desk-reasons.ts';
import {
  REVIEW_DESK_PAGE_SIZE,
  reviewActAnswerSchema,
  reviewDeskListAnswerSchema,
  reviewDeskListQuerySchema,
  reviewHideBodySchema,
  reviewIdSchema,
  reviewPublishBodySchema,
  reviewRestoreBodySchema,
} from '../../domain/reviews/desk-schemas.ts';
import type { ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { ReviewDeskService } from './reviews-desk.service.ts';

/** Who moderates: recorded in docs/decisions/2026-11-27-review-desk.md. */
export const REVIEW_MODERATORS = ['catalogue', 'support'] as const;

const reviewParamsSchema = z.object({ id: reviewIdSchema });
/** The review of a POST's path (its body is the act's): 400 naming the field when it is not one. */
const pathReview = (c: Context): number => parseOrThrow(reviewParamsSchema, { id: c.req.param('id') }).id;

export function reviewDeskCalls(desk: ReviewDeskService, { defineAdminCall }: AdminCalls): ApiCall[] {
  return [
    defineAdminCall({
      path: 'admin/reviews',
      method: 'GET',
      roles: REVIEW_MODERATORS,
      summary: 'The review queue',
      description: `Newest first, ${REVIEW_DESK_PAGE_SIZE} a page, each with its piece, its member and the acts allowed now. \`status\`: held, published or hidden; \`stars\`: 1 to 5. \`held\` counts every held review.`,
      input: reviewDeskListQuerySchema,
      answer: reviewDeskListAnswerSchema,
      handle: (query) => desk.list(query),
    }),
    defineAdminCall({
      path: 'admin/reviews/{id}/publish',
      method: 'POST',
      roles: REVIEW_MODERATORS,
      summary: 'Publish a held review',
      description:
        "A held review is listed and counted from now; the piece's rating, count and first page follow in the same transaction. An optional `reason` for the audit. Anything but a held review answers NOT_HELD. Audited.",
      input: reviewPublishBodySchema,
      answer: reviewActAnswerSchema,
      refusals: pick(REVIEW_DESK_REASONS, ['REVIEW_NOT_FOUND', 'NOT_HELD']),
      handle: async (body, c, staff) =>
        unwrap(await desk.act(pathReview(c), 'publish', body.reason ?? null, staff), REVIEW_DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/reviews/{id}/hide',
      method: 'POST',
      roles: REVIEW_MODERATORS,
      summary: 'Hide a review',
      description:
        "A `reason` (3 to 300 characters). A published or held review is taken down: not listed, not counted; the piece's rating, count and first page follow in the same transaction. It stays the member's one review of the piece. Audited.",
      input: reviewHideBodySchema,
      answer: reviewActAnswerSchema,
      refusals: pick(REVIEW_DESK_REASONS, ['REVIEW_NOT_FOUND', 'ALREADY_HIDDEN']),
      handle: async (body, c, staff) =>
        unwrap(await desk.act(pathReview(c), 'hide', body.reason, staff), REVIEW_DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/reviews/{id}/restore',
      method: 'POST',
      roles: REVIEW_MODERATORS,
      summary: 'Restore a hidden review',
      description:
        "A `reason` (3 to 300 characters). A hidden review is published again; the piece's rating, count and first page follow in the same transaction. Audited.",
      input: reviewRestoreBodySchema,
      answer: reviewActAnswerSchema,
      refusals: pick(REVIEW_DESK_REASONS, ['REVIEW_NOT_FOUND', 'NOT_HIDDEN']),
      handle: async (body, c, staff) =>
        unwrap(await desk.act(pathReview(c), 'restore', body.reason, staff), REVIEW_DESK_REASONS),
    }),
  ];
}
