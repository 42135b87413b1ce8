// The one place a service's refusal becomes an HTTP answer: its status from the area's reason table,
// its reason, text and fields as the service gave them, and Retry-After when it says when to come back
// (the error mapper writes the header). Every handler answers `unwrap(await service.call(...), TABLE)`.
import type { Outcome, ReasonTable } from '../../domain/api/outcome.ts';
import { ApiError } from './api-error.ts';

export interface UnwrapOptions<R extends string> {
  /** The `message` wrapper's own reason for some refusals (order_generate's SYSTEM_RUNTIME_EXCEPTION). */
  wrapperReason?: (reason: R) => string | undefined;
}

export function unwrap<T, R extends string>(
  outcome: Outcome<T, R>,
  table: ReasonTable<R>,
  options: UnwrapOptions<R> = {},
): T {
  if (outcome.ok) return outcome.value;
  const known = table[outcome.reason] as ReasonTable<R>[R] | undefined;
  // A reason outside the table is our fault (a service answering what its call does not declare): 500.
  if (!known) throw new Error(`refusal ${outcome.reason} is not in the call's reason table`);
  throw new ApiError(
    known.status,
    outcome.reason,
    outcome.message,
    outcome.fields,
    options.wrapperReason?.(outcome.reason),
    outcome.retryAfterSeconds,
  );
}
