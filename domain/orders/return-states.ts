// A return's states and the moves between them (issue 23 part 4; docs/decisions/2026-11-27-returns.md):
// the customer asks (requested), the parcel reaches the store (received), the quality team checks it
// (checked, passed or failed with a note), staff decide (approved, the stock back and the order
// `returned`; or rejected, the piece sent back to the customer), and an approved return is refunded.
// The service moves a return only where `returnMove` says it may, under the return's row lock; any
// other step answers 409 INVALID_TRANSITION.

export const RETURN_STATES = ['requested', 'received', 'checked', 'approved', 'rejected', 'refunded'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const isReturnState = (value: string): value is ReturnState =>
  (RETURN_STATES as readonly string[]).includes(value);

/** The acts staff make on a return, each one move of the table below. */
export const RETURN_ACTS = ['receive', 'check', 'approve', 'reject', 'refund'] as const;
export type ReturnAct = (typeof RETURN_ACTS)[number];

export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Return requested',
  received: 'Received at the store',
  checked: 'Quality checked',
  approved: 'Approved',
  rejected: 'Rejected',
  refunded: 'Refunded',
};

/** Where each act takes a return, and from which state it may be made. */
const MOVES: Record<ReturnAct, { from: ReturnState; to: ReturnState }> = {
  receive: { from: 'requested', to: 'received' },
  check: { from: 'received', to: 'checked' },
  approve: { from: 'checked', to: 'approved' },
  reject: { from: 'checked', to: 'rejected' },
  refund: { from: 'approved', to: 'refunded' },
};

export type ReturnMove = { ok: true; to: ReturnState } | { ok: false; why: 'wrong_state' | 'quality_failed' };

/**
 * Whether `act` may be made on a return in `state`, and where it leads. A return whose quality check
 * failed cannot be approved (only rejected); one that passed may still be rejected with a note (a
 * missing certificate, a tag cut off).
 */
export function returnMove(state: ReturnState, act: ReturnAct, qualityPassed: boolean | null): ReturnMove {
  const move = MOVES[act];
  if (move.from !== state) return { ok: false, why: 'wrong_state' };
  if (act === 'approve' && qualityPassed !== true) return { ok: false, why: 'quality_failed' };
  return { ok: true, to: move.to };
}

/** The acts the desk offers for a return where it is. */
export function returnActs(state: ReturnState, qualityPassed: boolean | null): ReturnAct[] {
  return RETURN_ACTS.filter((act) => returnMove(state, act, qualityPassed).ok);
}

/** A return still in the store's hands: one of these per order at a time. */
export const isLiveReturn = (state: ReturnState): boolean => state !== 'rejected';

/** Why a customer sends a piece back, as they choose it; the API takes the keys. */
export const RETURN_REASON_TEXTS = {
  changed_mind: 'I changed my mind',
  not_as_expected: 'It looks different from the pictures',
  wrong_size: 'It does not fit',
  damaged: 'It arrived damaged',
  wrong_item: 'I received a different piece',
  quality: 'I am not happy with its quality',
  other: 'Another reason',
} as const;
export type ReturnReason = keyof typeof RETURN_REASON_TEXTS;
export const RETURN_REASONS = Object.keys(RETURN_REASON_TEXTS) as [ReturnReason, ...ReturnReason[]];
