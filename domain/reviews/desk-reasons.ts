// The back office's review refusals (ours: the specs have no back office), with the HTTP status each
// is answered with.
import type { ReasonTable } from '../api/outcome.ts';

export const REVIEW_DESK_REASONS = {
  REVIEW_NOT_FOUND: { status: 404, text: 'No review has that id.' },
  NOT_HELD: { status: 409, text: 'Only a held review can be published; restore a hidden one instead.' },
  ALREADY_HIDDEN: { status: 409, text: 'This review is hidden already.' },
  NOT_HIDDEN: { status: 409, text: 'This review is not hidden.' },
} as const satisfies ReasonTable;
export type ReviewDeskReason = keyof typeof REVIEW_DESK_REASONS;
