// The Idempotency-Key header a staff refund must carry (the desk's refund and a return's refund): a
// repeat with the same key answers the first refund instead of paying twice.
import type { Context } from 'hono';
import { IDEMPOTENCY_KEY_PATTERN } from '../../domain/orders/desk-schemas.ts';
import { ApiError } from '../http/api-error.ts';

/** The request's key, or 400 naming the header. */
export function refundIdempotencyKey(c: Context): string {
  const key = c.req.header('idempotency-key')?.trim();
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw ApiError.of('INVALID_INPUT', 'A refund needs an Idempotency-Key header.', {
      'Idempotency-Key': 'required: 8 to 64 letters, digits, - or _, the same for a repeat of the same refund',
    });
  return key;
}
