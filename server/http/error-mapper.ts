// The one place that turns errors into docs/api.md's failure shape. Expected refusals (ApiError) keep
// their status, reason and text; anything else is a fault: logged, answered as a bare 500.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { ApiError } from './api-error.ts';
import type { ErrorStyle } from './define-call.ts';
import { ERROR_STYLE_KEY } from './mount-calls.ts';
import type { WholeAnswer } from './whole-answer.ts';

declare module 'hono' {
  interface ContextVariableMap {
    errorStyle: ErrorStyle;
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException && error.status === 413) return ApiError.of('PAYLOAD_TOO_LARGE');
  return ApiError.of('INTERNAL_ERROR');
}

export function errorBody(error: ApiError, style: ErrorStyle): Record<string, unknown> {
  if (style === 'algolia') return { message: error.message, status: error.status };
  if (style === 'message') {
    const trace = error.fields ? { fields: error.fields } : { error: error.reason };
    return {
      success: false,
      reason: error.reason,
      message: { action: false, reason: error.wrapperReason ?? error.reason, trace, text: error.message },
    };
  }
  return {
    success: false,
    reason: error.reason,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
  };
}

/** The failure made whole (http/whole-answer.ts): a call's refusal never passes the page middleware. */
export function createErrorHandler(logger: Logger, answer: WholeAnswer) {
  return (error: Error, c: Context) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) logger.error({ err: error, path: c.req.path }, 'request failed');
    const style = c.get(ERROR_STYLE_KEY) ?? 'plain';
    if (apiError.retryAfterSeconds !== undefined) c.header('Retry-After', String(apiError.retryAfterSeconds));
    return answer(c, apiError.status, Buffer.from(JSON.stringify(errorBody(apiError, style))), 'application/json');
  };
}
