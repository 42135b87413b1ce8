import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATE_TEXTS,
  cancelByShopper,
  cancelByStaff,
  confirmByStaff,
  rescheduleByStaff,
} from './booking-state.ts';

describe('an old gold booking: not cancellable once confirmed', () => {
  it.each([
    ['requested', { ok: true, to: 'cancelled' }],
    ['confirmed', { ok: false, reason: 'BOOKING_CONFIRMED', message: BOOKING_STATE_TEXTS.BOOKING_CONFIRMED }],
    ['cancelled', { ok: false, reason: 'BOOKING_CANCELLED', message: BOOKING_STATE_TEXTS.BOOKING_CANCELLED }],
  ] as const)('the shopper cancels a %s booking', (status, outcome) => {
    expect(cancelByShopper(status)).toEqual(outcome);
  });

  it.each([
    ['requested', { ok: true, to: 'confirmed' }],
    ['confirmed', { ok: true, to: 'confirmed' }],
    ['cancelled', { ok: false, reason: 'BOOKING_CANCELLED', message: BOOKING_STATE_TEXTS.BOOKING_CANCELLED }],
  ] as const)('staff confirm a %s booking', (status, outcome) => {
    expect(confirmByStaff(status)).toEqual(outcome);
  });
});

describe('the store cancels or reschedules a booking (the inbox)', () => {
  const cancelled = { ok: false, reason: 'BOOKING_CANCELLED', message: BOOKING_STATE_TEXTS.BOOKING_CANCELLED };
  it.each([
    ['requested', { ok: true, to: 'cancelled' }],
    ['confirmed', { ok: true, to: 'cancelled' }],
    ['cancelled', cancelled],
  ] as const)('staff cancel a %s booking', (status, outcome) => {
    expect(cancelByStaff(status)).toEqual(outcome);
  });

  it.each([
    ['requested', { ok: true, to: 'requested' }],
    ['confirmed', { ok: true, to: 'confirmed' }],
    ['cancelled', cancelled],
  ] as const)('staff reschedule a %s booking, which keeps its status', (status, outcome) => {
    expect(rescheduleByStaff(status)).toEqual(outcome);
  });
});
