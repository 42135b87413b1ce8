// The savings desk's one refusal (ours: the specs have no back office), with its HTTP status.
import type { ReasonTable } from '../api/outcome.ts';

export const SAVINGS_DESK_REASONS = {
  PLAN_NOT_FOUND: { status: 404, text: 'No savings plan has that id.' },
} as const satisfies ReasonTable;
export type SavingsDeskReason = keyof typeof SAVINGS_DESK_REASONS;
