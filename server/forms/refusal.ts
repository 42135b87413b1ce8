// A form service's refusal as the API's failure answer (with Retry-After when it is a rate limit).
import type { Context } from 'hono';
import { ApiError } from '../http/api-error.ts';
import type { FormRefusal } from './form-guard.ts';

export function answerRefusal(c: Context, refusal: FormRefusal): never {
  if (refusal.retryAfterSeconds !== undefined) c.header('Retry-After', String(refusal.retryAfterSeconds));
  throw new ApiError(refusal.status, refusal.reason, refusal.message, refusal.fields);
}
