// The back office's reviews (docs/api.md#back-office): the queue of held and new reviews, newest
// first; publish a held one, hide one or restore a hidden one with a reason. Each act, the piece's
// rating (recounted by the repository's one rule, the one a new review uses) and its audit entry
// commit in one transaction under the product row's lock; the piece's first page of reviews is read
// afresh here at once, and on other instances through catalog_changed.
import { ok, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import { REVIEW_DESK_REASONS, type ReviewDeskReason } from '../../domain/reviews/desk-reasons.ts';
import {
  REVIEW_DESK_PAGE_SIZE,
  type DeskReview,
  type ReviewActAnswer,
  type ReviewDeskListAnswer,
  type ReviewDeskListQuery,
} from '../../domain/reviews/desk-schemas.ts';
import { actsFor, changesRating, moderate, type ModerationAct } from '../../domain/reviews/moderation.ts';
import { averageOfCounts } from '../../domain/reviews/review-rules.ts';
import { recordAudit } from '../audit/audit.ts';
import type { DeskReviewRow, ReviewsRepo } from './reviews.repo.ts';

export interface ReviewDeskDeps {
  repo: ReviewsRepo;
  /** The piece's reviews changed: its cached first page is dropped (ReviewsService.reviewsChanged). */
  reviewsChanged(productId: number): void;
}

const AUDIT_ACTIONS: Record<ModerationAct, string> = {
  publish: 'review.published',
  hide: 'review.hidden',
  restore: 'review.restored',
};

export const toDeskReview = (r: DeskReviewRow): DeskReview => ({
  id: r.id,
  status: r.status,
  rating: r.rating,
  title: r.title,
  body: r.body,
  author_name: r.authorName,
  member: r.userId !== null && r.memberEmail !== null ? { id: r.userId, email: r.memberEmail } : null,
  verified_buyer: r.verifiedBuyer,
  product: { sku: r.sku, name: r.productName, value: r.productValue },
  created_at: r.createdAt.toISOString(),
  moderation: r.moderatedAt
    ? { at: r.moderatedAt.toISOString(), by: r.moderatedBy ?? 'staff', reason: r.moderationReason }
    : null,
  acts: actsFor(r.status),
});

export function createReviewDeskService({ repo, reviewsChanged }: ReviewDeskDeps) {
  return {
    async list(query: ReviewDeskListQuery): Promise<ReviewDeskListAnswer> {
      const { rows, total, held } = await repo.deskList({
        status: query.status ?? null,
        stars: query.stars ?? null,
        limit: REVIEW_DESK_PAGE_SIZE,
        offset: (query.page - 1) * REVIEW_DESK_PAGE_SIZE,
      });
      return {
        success: true,
        reviews: rows.map(toDeskReview),
        total,
        page: query.page,
        per_page: REVIEW_DESK_PAGE_SIZE,
        held,
      };
    },

    /** Publish, hide or restore one review; `reason` is required by the calls for hide and restore. */
    async act(
      id: number,
      act: ModerationAct,
      reason: string | null,
      staff: { id: number },
    ): Promise<Outcome<ReviewActAnswer, ReviewDeskReason>> {
      const done = await repo.moderation(async (q, tx) => {
        const before = await q.lockReview(id);
        if (!before) return refusalOf(REVIEW_DESK_REASONS, 'REVIEW_NOT_FOUND');
        const step = moderate(before.status, act);
        if (!step.ok) return refusalOf(REVIEW_DESK_REASONS, step.reason);
        await q.setStatus(id, step.to, { staffId: staff.id, reason });
        const counts = await q.recountRating(before.productId, changesRating(before.status, step.to));
        const rating = { average: averageOfCounts(counts), total: Object.values(counts).reduce((a, b) => a + b, 0) };
        await recordAudit(tx, {
          staffId: staff.id,
          action: AUDIT_ACTIONS[act],
          entity: 'review',
          entityId: id,
          before: { status: before.status, product: before.sku },
          after: { status: step.to, reason, product_rating: rating },
        });
        const after = await q.review(id);
        return ok({
          success: true as const,
          review: toDeskReview(after!),
          product_rating: rating,
          productId: before.productId,
        });
      });
      if (!done.ok) return done;
      reviewsChanged(done.value.productId);
      const { productId: _, ...answer } = done.value;
      return ok(answer);
    },
  };
}
export type ReviewDeskService = ReturnType<typeof createReviewDeskService>;
