// The booking calls (issue 13; docs/api.md leaves them open): an old gold exchange appointment, its
// cancellation by the shopper (the receipt's link) and its confirmation by staff, and a try@home visit.
import {
  bookingAnswerSchema,
  bookingStateAnswerSchema,
  cancelBookingBodySchema,
  confirmBookingBodySchema,
  oldGoldBookingBodySchema,
} from '../../domain/bookings/old-gold.ts';
import { BOOKING_HORIZON_DAYS } from '../../domain/bookings/slots.ts';
import { tryAtHomeBookingBodySchema } from '../../domain/bookings/try-at-home.ts';
import { clientIp } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { BookingsService, Booked, StateChange } from './bookings.service.ts';
import { FORM_REASONS, formRefusals } from '../forms/form-guard.ts';
import { unwrap } from '../http/unwrap.ts';
import { pick } from '../../domain/api/outcome.ts';
import { BOOKING_REASONS } from '../../domain/bookings/booking-state.ts';
import { FORM_RATE_LIMITS } from '../../domain/forms/form-rate.ts';

const TAG = 'Bookings';
const COMMON =
  `\`date\` is 'YYYY-MM-DD' and \`slot\` 'HH:MM', India time, not in the past and at most ${BOOKING_HORIZON_DAYS} days ahead. ` +
  "`phone`: 12 to 15 characters with the country code; an Indian number must start 7, 8 or 9 after +91 (else 'Invalid Indian phone number'). " +
  `Text is kept as typed and shown only as text; control characters are refused. \`captcha\` is the ALTCHA solution of GET /api/captcha/challenge, good once. At most ${FORM_RATE_LIMITS['old-gold']} bookings of each kind an hour from one IP, counted once the captcha passed. `;
const bookRefusals = formRefusals(
  'old-gold',
  'bookings of this kind',
  'a field is missing or wrong; `fields` names each.',
);
const cancelRefusals = pick(BOOKING_REASONS, ['BOOKING_NOT_FOUND', 'BOOKING_CONFIRMED', 'BOOKING_CANCELLED']);
const confirmRefusals = pick(BOOKING_REASONS, ['BOOKING_NOT_FOUND', 'BOOKING_CANCELLED']);

function booked(outcome: Booked) {
  const { reference, status, startsAt, message } = unwrap(outcome, FORM_REASONS);
  return { result: { reference, status, starts_at: startsAt }, message };
}

function changed(outcome: StateChange) {
  const { reference, status, message } = unwrap(outcome, BOOKING_REASONS);
  return { result: { reference, status }, message };
}

export function bookingCalls(bookings: BookingsService, options: { trustProxy: boolean }): ApiCall[] {
  return [
    defineCall({
      path: 'old-gold/booking',
      method: 'POST',
      tag: TAG,
      summary: 'Book an old gold exchange appointment at a store',
      description:
        COMMON +
        "`store_id` is one of the three stores (kochi, kozhikode, thrissur); slots are hourly from 09:00 to 18:00, at least an hour ahead. The booking is 'requested' until staff confirm it. " +
        'The shopper gets a receipt by mail (reference, store, date and slot, what to bring, the rules, a link to cancel) and the staff a notice, both through the outbox.',
      input: oldGoldBookingBodySchema,
      answer: bookingAnswerSchema,
      successStatus: 201,
      refusals: bookRefusals,
      handle: async (body, c) => booked(await bookings.bookOldGold(body, clientIp(c, options.trustProxy))),
    }),
    defineCall({
      path: 'old-gold/booking/cancel',
      method: 'POST',
      tag: TAG,
      summary: "Cancel a requested old gold booking (the receipt's link)",
      description:
        "`token` comes from the receipt's link. A confirmed booking cannot be cancelled (409 BOOKING_CONFIRMED); a wrong reference or token answers 404.",
      input: cancelBookingBodySchema,
      answer: bookingStateAnswerSchema,
      refusals: cancelRefusals,
      handle: async (body) => changed(await bookings.cancelOldGold(body.reference, body.token)),
    }),
    defineCall({
      path: 'try-at-home/booking',
      method: 'POST',
      tag: TAG,
      summary: 'Book a try@home visit',
      description:
        COMMON +
        'Slots are two-hour windows from 10:00 to 16:00, booked a day ahead at least. `pincode` must be one India Post knows, in the Ernakulam, Thrissur or Kozhikode district; ' +
        '`skus` are 1 to 5 pieces of the catalogue. The shopper gets a receipt by mail and the staff a notice, both through the outbox.',
      input: tryAtHomeBookingBodySchema,
      answer: bookingAnswerSchema,
      successStatus: 201,
      refusals: bookRefusals,
      handle: async (body, c) => booked(await bookings.bookTryAtHome(body, clientIp(c, options.trustProxy))),
    }),
  ];
}

/** The staff's side (support): confirming an old gold booking after calling the shopper. */
export function bookingAdminCalls(bookings: BookingsService, { defineAdminCall }: AdminCalls): ApiCall[] {
  return [
    defineAdminCall({
      path: 'admin/bookings/old-gold/confirm',
      method: 'POST',
      roles: ['support'],
      summary: 'Confirm an old gold booking',
      description:
        'After calling the shopper. Confirming twice changes nothing; a cancelled booking answers 409. The confirmation is written to the audit.',
      input: confirmBookingBodySchema,
      answer: bookingStateAnswerSchema,
      refusals: confirmRefusals,
      handle: async (body, _c, staff) => changed(await bookings.confirmOldGold(body.reference, staff.id)),
    }),
  ];
}
