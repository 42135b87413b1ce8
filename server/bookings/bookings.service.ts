// Bookings: an old gold exchange appointment at a showroom and a try@home consultant's visit. Fields
// first (the slot, the store, the pincode's district, the pieces), then the captcha and the IP's
// window, then the booking, its receipt to the shopper and the staff's notice in one transaction. An
// old gold booking is `requested` until staff confirm it; its shopper may cancel it until then.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import {
  BOOKING_REASONS,
  BOOKING_STATE_TEXTS,
  cancelByShopper,
  cancelByStaff,
  confirmByStaff,
  rescheduleByStaff,
  type BookingReason,
  type BookingStatus,
} from '../../domain/bookings/booking-state.ts';
import {
  OLD_GOLD_RULES,
  OLD_GOLD_TEXTS,
  WHAT_TO_BRING,
  type OldGoldBookingBody,
} from '../../domain/bookings/old-gold.ts';
import { dayLabel, HOME_VISIT_PLAN, slotLabel, slotStart, STORE_VISIT_PLAN } from '../../domain/bookings/slots.ts';
import {
  isServiceableDistrict,
  TRY_AT_HOME_TEXTS,
  type TryAtHomeBookingBody,
} from '../../domain/bookings/try-at-home.ts';
import { referenceFromBytes } from '../../domain/forms/form-rate.ts';
import {
  bookingChangeMail,
  bookingChangeSms,
  bookingStaffMail,
  type BookingChange,
  oldGoldReceiptMail,
  tryAtHomeReceiptMail,
} from '../../domain/notifications/templates/booking-mails.ts';
import type { PincodeAnswer } from '../../domain/pincode/pincode.ts';
import { findStore } from '../../domain/stores/stores.ts';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from '../common/secret-token.ts';
import { ok, refusalOf, refuse, type Outcome } from '../../domain/api/outcome.ts';
import { fieldRefusal, type FormGuard, type FormOutcome } from '../forms/form-guard.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import type { BookingKind, BookingsRepo, LockedBooking } from './bookings.repo.ts';
import type { Tx } from '../../db/runner.ts';
import { normalizeMobile } from '../../domain/accounts/phone.ts';
import { recordAudit } from '../audit/audit.ts';

export interface BookingsDeps {
  repo: BookingsRepo;
  guard: FormGuard;
  lookupPincode(pincode: string): PincodeAnswer;
  findPiece(sku: string): { sku: string; name: string } | undefined;
  staffEmail: string;
  storePhone: string;
  publicUrl: string;
  kickOutbox(): void;
  logger: Logger;
}

export type Booked = FormOutcome<{ reference: string; status: BookingStatus; startsAt: string; message: string }>;
export type StateChange = Outcome<{ reference: string; status: BookingStatus; message: string }, BookingReason>;

/** The booking's day and slot as the customer reads them. */
export function bookingWhen(kind: BookingKind, day: string, slot: string): string {
  return `${dayLabel(day)}, ${slotLabel(kind === 'old_gold' ? STORE_VISIT_PLAN : HOME_VISIT_PLAN, slot)}`;
}

const ENTITY: Record<BookingKind, string> = { old_gold: 'old_gold_booking', try_at_home: 'try_at_home_booking' };

const KARAT_WORDS: Record<string, string> = { unknown: 'not sure' };
const HALLMARK_WORDS: Record<string, string> = { yes: 'yes', no: 'no', unknown: 'not sure' };

export function createBookingsService(deps: BookingsDeps) {
  const { repo, guard, logger } = deps;
  const notFound = refusalOf(BOOKING_REASONS, 'BOOKING_NOT_FOUND');

  /** The customer's mail and SMS about a change the store made, in the change's transaction. */
  async function tell(tx: Tx, kind: BookingKind, booking: LockedBooking, change: BookingChange): Promise<void> {
    const store = booking.storeId ? findStore(booking.storeId) : undefined;
    const facts = {
      booking: kind === 'old_gold' ? ('Old gold exchange' as const) : ('Try@home' as const),
      reference: booking.reference,
      name: booking.name,
      when: bookingWhen(kind, booking.day, booking.slot),
      where: store ? `${store.name}, ${store.address}, ${store.city}` : `at ${booking.address ?? 'your address'}`,
      storePhone: store?.phone ?? deps.storePhone,
      change,
    };
    // An Indian mobile is texted as its 10 digits, as every SMS of the store; a number abroad as written.
    const mobile = normalizeMobile(booking.phone) ?? booking.phone;
    await enqueueNotice(tx, {
      mail: { to: booking.email, ...bookingChangeMail(facts) },
      sms: { to: mobile, text: bookingChangeSms(facts) },
    });
  }

  /**
   * One staff act on a booking: its row locked, the move judged, the change made and told, the act
   * audited, all in one transaction. `change` answers what the audit's `after` adds, or false when
   * nothing changed (nothing audited, nobody told).
   */
  async function act(
    kind: BookingKind,
    id: number,
    staffId: number,
    judge: (booking: LockedBooking) => ReturnType<typeof confirmByStaff>,
    change: (tx: Tx, booking: LockedBooking, to: BookingStatus) => Promise<Record<string, unknown> | boolean>,
    message: string,
    verb?: string,
  ): Promise<StateChange> {
    const done = await repo.transaction(async (tx): Promise<StateChange & { told?: boolean }> => {
      const booking = await repo.lockBooking(tx, kind, id);
      if (!booking) return notFound;
      const move = judge(booking);
      if (!move.ok) return refuse(move.reason, move.message);
      const changed = await change(tx, booking, move.to);
      if (changed === false) return ok({ reference: booking.reference, status: move.to, message });
      await recordAudit(tx, {
        staffId,
        action: `booking.${verb ?? move.to}`,
        entity: ENTITY[kind],
        entityId: booking.reference,
        before: { status: booking.status },
        after: { status: move.to, ...(typeof changed === 'object' ? changed : {}) },
      });
      logger.info({ reference: booking.reference, staffId, act: verb ?? move.to }, 'booking changed by staff');
      return { ...ok({ reference: booking.reference, status: move.to, message }), told: true };
    });
    if (done.ok && done.told) deps.kickOutbox();
    return done.ok ? ok(done.value) : done;
  }

  /**
   * Staff confirm a booking (after calling the shopper); the customer is told by mail and SMS.
   * Confirming twice changes nothing and tells nobody again; a cancelled booking cannot be confirmed.
   */
  const confirmBooking = (kind: BookingKind, id: number, staffId: number): Promise<StateChange> =>
    act(
      kind,
      id,
      staffId,
      (booking) => confirmByStaff(booking.status),
      async (tx, booking, to) => {
        if (booking.status === to) return false;
        await repo.setBookingStatus(tx, kind, id, to);
        await tell(tx, kind, booking, { kind: 'confirmed' });
        return true;
      },
      BOOKING_STATE_TEXTS.confirmed,
    );

  return {
    async bookOldGold(body: OldGoldBookingBody, ip: string): Promise<Booked> {
      const store = findStore(body.store_id);
      if (!store) return fieldRefusal({ store_id: OLD_GOLD_TEXTS.store });
      const admitted = await guard.admit('old-gold', ip, body.captcha);
      if (!admitted.ok) return admitted;

      const reference = referenceFromBytes('OG', randomBytes(5));
      const token = newSecretToken();
      const startsAt = slotStart(body.date, body.slot)!;
      const when = `${dayLabel(body.date)}, ${slotLabel(STORE_VISIT_PLAN, body.slot)}`;
      const weight = body.weight_grams.toFixed(2).replace(/\.?0+$/, '');
      try {
        await repo.transaction(async (tx) => {
          await repo.insertOldGold(tx, {
            reference,
            storeId: store.id,
            startsAt,
            day: body.date,
            slot: body.slot,
            items: body.items,
            weightGrams: body.weight_grams.toFixed(2),
            karat: body.karat,
            hallmarked: body.hallmarked,
            name: body.name,
            email: body.email,
            phone: body.phone,
            cancelTokenHash: hashSecretToken(token),
          });
          const receipt = oldGoldReceiptMail({
            reference,
            name: body.name,
            store,
            when,
            items: body.items,
            weightGrams: weight,
            karat: KARAT_WORDS[body.karat] ?? body.karat,
            hallmarked: HALLMARK_WORDS[body.hallmarked]!,
            whatToBring: WHAT_TO_BRING,
            rules: OLD_GOLD_RULES,
            cancelUrl: `${deps.publicUrl}/old-gold-exchange?booking=${reference}&token=${token}`,
            policyUrl: `${deps.publicUrl}/old-gold-purchase-policy`,
          });
          await enqueueNotice(tx, { mail: { to: body.email, ...receipt } });
          const notice = bookingStaffMail({
            kind: 'Old gold exchange',
            reference,
            facts: [
              ['Store', store.name],
              ['When', when],
              ['Customer', `${body.name}, ${body.phone}, ${body.email}`],
              [
                'Gold',
                `${body.items}\nabout ${weight} g, ${KARAT_WORDS[body.karat] ?? body.karat}, hallmarked: ${HALLMARK_WORDS[body.hallmarked]}`,
              ],
            ],
            next: `Call the customer to confirm, then mark the booking confirmed (POST /api/admin/bookings/old-gold/confirm with reference ${reference}, in the back office): from then on it cannot be cancelled.`,
          });
          await enqueueNotice(tx, { mail: { to: deps.staffEmail, ...notice } });
        });
      } catch (error) {
        await guard.withdraw(admitted.eventIds).catch(() => undefined);
        throw error;
      }
      deps.kickOutbox();
      logger.info({ reference, store: store.id }, 'old gold booking received');
      return ok({ reference, status: 'requested', startsAt: startsAt.toISOString(), message: OLD_GOLD_TEXTS.booked });
    },

    /** The shopper's cancellation, with the token of the receipt's link; refused once the store confirmed. */
    async cancelOldGold(reference: string, token: string): Promise<StateChange> {
      if (!isSecretTokenShaped(token)) return notFound;
      return repo.transaction(async (tx): Promise<StateChange> => {
        const booking = await repo.lockOldGold(tx, reference);
        if (!booking || booking.cancelTokenHash !== hashSecretToken(token)) return notFound;
        const move = cancelByShopper(booking.status);
        if (!move.ok) return refuse(move.reason, move.message);
        await repo.setOldGoldStatus(tx, reference, move.to);
        logger.info({ reference }, 'old gold booking cancelled by the shopper');
        return ok({ reference, status: move.to, message: BOOKING_STATE_TEXTS.cancelled });
      });
    },

    /** Staff confirm an old gold booking by its reference (the first back office call): the inbox's confirm. */
    async confirmOldGold(reference: string, staffId: number): Promise<StateChange> {
      const id = await repo.oldGoldId(reference);
      if (id === undefined) return notFound;
      return confirmBooking('old_gold', id, staffId);
    },

    /** Staff confirm a booking from the inbox (see confirmBooking). */
    confirmByStaff: (kind: BookingKind, id: number, staffId: number): Promise<StateChange> =>
      confirmBooking(kind, id, staffId),

    /** The store cancels a requested or confirmed booking, with the reason the customer is told. */
    async cancelByStaff(kind: BookingKind, id: number, reason: string, staffId: number): Promise<StateChange> {
      return act(
        kind,
        id,
        staffId,
        (booking) => cancelByStaff(booking.status),
        async (tx, booking, to) => {
          await repo.setBookingStatus(tx, kind, id, to);
          await tell(tx, kind, booking, { kind: 'cancelled', reason });
          return { reason };
        },
        'The booking is cancelled and the customer told.',
      );
    },

    /**
     * The store moves a booking to another day and slot (already checked against the booking form's
     * plan by the caller); it keeps its status, and the customer is told the old and the new time.
     */
    async rescheduleByStaff(
      kind: BookingKind,
      id: number,
      to: { date: string; slot: string },
      staffId: number,
    ): Promise<StateChange> {
      const startsAt = slotStart(to.date, to.slot)!;
      return act(
        kind,
        id,
        staffId,
        (booking) => rescheduleByStaff(booking.status),
        async (tx, booking) => {
          await repo.moveBooking(tx, kind, id, { day: to.date, slot: to.slot, startsAt });
          await tell(
            tx,
            kind,
            { ...booking, day: to.date, slot: to.slot },
            {
              kind: 'rescheduled',
              previous: bookingWhen(kind, booking.day, booking.slot),
            },
          );
          return { day: to.date, slot: to.slot, previous: { day: booking.day, slot: booking.slot } };
        },
        'The booking has its new time and the customer is told.',
        'rescheduled',
      );
    },

    async bookTryAtHome(body: TryAtHomeBookingBody, ip: string): Promise<Booked> {
      const fields: Record<string, string> = {};
      const [place] = deps.lookupPincode(body.pincode);
      const offices = place.Status === 'Success' ? place.PostOffice : null;
      if (!offices) fields.pincode = TRY_AT_HOME_TEXTS.unknownPincode;
      else if (!isServiceableDistrict(offices.map((o) => o.District))) fields.pincode = TRY_AT_HOME_TEXTS.notServed;
      const pieces = body.skus.map((sku) => ({ sku, piece: deps.findPiece(sku) }));
      const unknown = pieces.filter((p) => !p.piece).map((p) => p.sku);
      if (unknown.length > 0) fields.skus = TRY_AT_HOME_TEXTS.unknownPieces(unknown);
      if (Object.keys(fields).length > 0 || !offices) return fieldRefusal(fields);
      const district = offices.find((o) => isServiceableDistrict([o.District]))!.District;

      const admitted = await guard.admit('try-at-home', ip, body.captcha);
      if (!admitted.ok) return admitted;

      const reference = referenceFromBytes('TH', randomBytes(5));
      const startsAt = slotStart(body.date, body.slot)!;
      const when = `${dayLabel(body.date)}, ${slotLabel(HOME_VISIT_PLAN, body.slot)}`;
      const chosen = pieces.map((p) => ({ sku: p.sku, name: p.piece!.name }));
      const pieceLines = chosen.map((p) => `${p.name} (${p.sku})`);
      const address = `${body.address}, ${district} ${body.pincode}`;
      try {
        await repo.transaction(async (tx) => {
          await repo.insertTryAtHome(tx, {
            reference,
            startsAt,
            day: body.date,
            slot: body.slot,
            name: body.name,
            email: body.email,
            phone: body.phone,
            address: body.address,
            pincode: body.pincode,
            district,
            pieces: chosen,
            note: body.note,
          });
          await enqueueNotice(tx, {
            mail: {
              to: body.email,
              ...tryAtHomeReceiptMail({
                reference,
                name: body.name,
                when,
                address,
                pieces: pieceLines,
                storePhone: deps.storePhone,
              }),
            },
          });
          const notice = bookingStaffMail({
            kind: 'Try@home',
            reference,
            facts: [
              ['When', when],
              ['Customer', `${body.name}, ${body.phone}, ${body.email}`],
              ['Address', address],
              ['Pieces', pieceLines.join('\n')],
              ...(body.note ? ([['Note', body.note]] as [string, string][]) : []),
            ],
            next: 'Prepare the pieces, assign a consultant and call the customer the day before to confirm.',
          });
          await enqueueNotice(tx, { mail: { to: deps.staffEmail, ...notice } });
        });
      } catch (error) {
        await guard.withdraw(admitted.eventIds).catch(() => undefined);
        throw error;
      }
      deps.kickOutbox();
      logger.info({ reference, district }, 'try@home booking received');
      return ok({
        reference,
        status: 'requested',
        startsAt: startsAt.toISOString(),
        message: TRY_AT_HOME_TEXTS.booked,
      });
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
