import { describe, expect, it } from 'vitest';
import { BOOKING_STATE_TEXTS, cancelByShopper, confirmByStaff } from './booking-state.ts';

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
