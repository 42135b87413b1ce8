// Maps a service's refusal to its HTTP status; the error mapper shapes the answer.
import type { Outcome } from '../../domain/api/outcome.ts';
import { ApiError } from './api-error.ts';

export function unwrap<T, R extends string>(outcome: Outcome<T, R>, statusOf: Record<R, number>): T {
  if (outcome.ok) return outcome.value;
  throw new ApiError(statusOf[outcome.reason], outcome.reason, outcome.message);
}
