// The tracking texts of the first spec's error catalogue (docs/spec.md#first-8 "Tracking"), letter for letter, and the
// server's own texts for what the catalogue does not name.
import type { ReasonTable } from '../api/outcome.ts';

export const TRACKING_TEXTS = {
  success: 'Thanks for filling the form. Please checkout your order details',
  failure: 'Something went wrong. Please try after again or contact our team',
  // Beyond the spec: one answer for an unknown order id and for a wrong email, on purpose.
  notFound: 'We could not find an order with this order id and email. Please check both and try again.',
} as const;

export const ORDER_NOT_FOUND = 'ORDER_NOT_FOUND';
export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

export function tooManyTrackingAttemptsText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many tracking attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or contact our team.`;
}

/** order/track's refusals; the wait's text names the minutes left (tooManyTrackingAttemptsText). */
export const TRACK_REASONS = {
  [ORDER_NOT_FOUND]: {
    status: 404,
    text: TRACKING_TEXTS.notFound,
    note: 'no order with this id and this email (the same answer for either being wrong)',
  },
  [TOO_MANY_ATTEMPTS]: {
    status: 429,
    text: tooManyTrackingAttemptsText(60 * 60),
    note: 'too many failed tracking attempts from this IP or for this order id in an hour; the text names the minutes left, as Retry-After does',
  },
} as const satisfies ReasonTable;
export type TrackReason = keyof typeof TRACK_REASONS;

/**
 * The policy's line for a placed cash-on-delivery order (second spec, order flow): a call within 24-48
 * hours confirms it, else it is cancelled. The confirmation mail and the order pages say the same.
 */
export const COD_CALL_NOTE =
  'Our customer service will call you within 24–48 hours to confirm your cash-on-delivery order; an order we cannot confirm is cancelled.';
