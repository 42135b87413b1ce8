// An expected refusal (bad input, not found, a business rule) carried to the one error mapper.
// Faults are plain Errors and become 500 INTERNAL_ERROR without leaking their text.
import { TRANSPORT_ERRORS, type TransportReason } from '../../domain/api/errors.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
    /** Failing fields, by name, for validation errors. */
    readonly fields?: Record<string, string>,
    /**
     * Calls answering in a `message` wrapper: the wrapper's own `reason` when the spec gives one beside
     * the code in `trace.error` (order_generate: SYSTEM_RUNTIME_EXCEPTION with trace error INCOMPLETE_ORDER_USER).
     */
    readonly wrapperReason?: string,
    /** Seconds before trying again can help: the error mapper answers them as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static of(reason: TransportReason, message?: string, fields?: Record<string, string>): ApiError {
    const known = TRANSPORT_ERRORS[reason];
    return new ApiError(known.status, reason, message ?? known.message, fields);
  }
}
