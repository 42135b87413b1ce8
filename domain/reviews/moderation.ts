// What a moderator may do with a review, by its status (docs/decisions/2026-11-27-review-desk.md):
// publish a held one; hide a published or held one (with a reason); restore a hidden one (with a
// reason), which publishes it. One pure rule, so the queue's buttons and the calls' refusals agree.
import type { ReviewStatus } from './review-rules.ts';

export const MODERATION_ACTS = ['publish', 'hide', 'restore'] as const;
export type ModerationAct = (typeof MODERATION_ACTS)[number];

/** Why an act does not apply to a review in its present status (REVIEW_DESK_REASONS). */
export type ModerationRefusal = 'NOT_HELD' | 'ALREADY_HIDDEN' | 'NOT_HIDDEN';

const NEXT: Record<ModerationAct, Partial<Record<ReviewStatus, ReviewStatus>>> = {
  publish: { held: 'published' },
  hide: { published: 'hidden', held: 'hidden' },
  restore: { hidden: 'published' },
};

const REFUSED: Record<ModerationAct, ModerationRefusal> = {
  publish: 'NOT_HELD',
  hide: 'ALREADY_HIDDEN',
  restore: 'NOT_HIDDEN',
};

/** The status the act leaves the review in, or why it does not apply. */
export function moderate(
  status: ReviewStatus,
  act: ModerationAct,
): { ok: true; to: ReviewStatus } | { ok: false; reason: ModerationRefusal } {
  const to = NEXT[act][status];
  return to ? { ok: true, to } : { ok: false, reason: REFUSED[act] };
}

/** The acts the queue offers for a review in this status. */
export const actsFor = (status: ReviewStatus): ModerationAct[] =>
  MODERATION_ACTS.filter((act) => NEXT[act][status] !== undefined);

/** Whether moving from one status to another changes the piece's shown reviews and rating. */
export const changesRating = (from: ReviewStatus, to: ReviewStatus): boolean =>
  (from === 'published') !== (to === 'published');
