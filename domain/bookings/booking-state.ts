// A booking's life (docs/spec.md#second-4 "Old gold booking: once confirmed it cannot be cancelled"): a
// shopper's booking is `requested` until the store's staff confirm it; the shopper may cancel it
// while it is requested; once confirmed only the showroom finalises it, and nobody cancels it online.

import type { ReasonTable } from '../api/outcome.ts';

export const BOOKING_STATUSES = ['requested', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATE_TEXTS = {
  BOOKING_NOT_FOUND: 'We could not find this booking. Please use the link in your booking receipt.',
  BOOKING_CONFIRMED:
    'This booking is confirmed and can no longer be cancelled. Please call the store if your plans change.',
  BOOKING_CANCELLED: 'This booking was already cancelled.',
  cancelled: 'Your booking is cancelled. We hope to see you another time.',
  confirmed: 'The booking is confirmed.',
} as const;

/** A booking's refusals: an unknown booking, and a move its state does not allow. */
export const BOOKING_REASONS = {
  BOOKING_NOT_FOUND: { status: 404, text: BOOKING_STATE_TEXTS.BOOKING_NOT_FOUND },
  BOOKING_CONFIRMED: { status: 409, text: BOOKING_STATE_TEXTS.BOOKING_CONFIRMED },
  BOOKING_CANCELLED: { status: 409, text: BOOKING_STATE_TEXTS.BOOKING_CANCELLED },
} as const satisfies ReasonTable;
export type BookingReason = keyof typeof BOOKING_REASONS;

export type Transition = { ok: true; to: BookingStatus } | { ok: false; reason: BookingReason; message: string };

/** The shopper's cancellation: only a requested booking. */
export function cancelByShopper(status: BookingStatus): Transition {
  if (status === 'requested') return { ok: true, to: 'cancelled' };
  if (status === 'confirmed')
    return { ok: false, reason: 'BOOKING_CONFIRMED', message: BOOKING_STATE_TEXTS.BOOKING_CONFIRMED };
  return { ok: false, reason: 'BOOKING_CANCELLED', message: BOOKING_STATE_TEXTS.BOOKING_CANCELLED };
}

/** The staff's confirmation: a requested booking; confirming twice changes nothing; a cancelled one cannot be. */
export function confirmByStaff(status: BookingStatus): Transition {
  if (status === 'requested' || status === 'confirmed') return { ok: true, to: 'confirmed' };
  return { ok: false, reason: 'BOOKING_CANCELLED', message: BOOKING_STATE_TEXTS.BOOKING_CANCELLED };
}

/** The store cancels a booking (the shopper called, or the store cannot keep it): requested or confirmed. */
export function cancelByStaff(status: BookingStatus): Transition {
  if (status === 'requested' || status === 'confirmed') return { ok: true, to: 'cancelled' };
  return { ok: false, reason: 'BOOKING_CANCELLED', message: BOOKING_STATE_TEXTS.BOOKING_CANCELLED };
}

/** The store moves a booking to another slot: it keeps its status (a confirmed booking stays confirmed). */
export function rescheduleByStaff(status: BookingStatus): Transition {
  if (status === 'requested' || status === 'confirmed') return { ok: true, to: status };
  return { ok: false, reason: 'BOOKING_CANCELLED', message: BOOKING_STATE_TEXTS.BOOKING_CANCELLED };
}
