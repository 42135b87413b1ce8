// Bookings: an old gold exchange appointment at a showroom and a try@home consultant's visit. Fields
// first (the slot, the store, the pincode's district, the pieces), then the captcha and the IP's
// window, then the booking, its receipt to the shopper and the staff's notice in one transaction. An
// old gold booking is `requested` until staff confirm it; its shopper may cancel it until then.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { BOOKING_REASONS, BOOKING_STATE_TEXTS, cancelByShopper, confirmByStaff, type BookingReason, type BookingStatus } from '../../domain/bookings/booking-state.ts';
import { OLD_GOLD_RULES, OLD_GOLD_TEXTS, WHAT_TO_BRING, type OldGoldBookingBody } from '../../domain/bookings/old-gold.ts';
import { dayLabel, HOME_VISIT_PLAN, slotLabel, slotStart, STORE_VISIT_PLAN } from '../../domain/bookings/slots.ts';
import { isServiceableDistrict, TRY_AT_HOME_TEXTS, type TryAtHomeBookingBody } from '../../domain/bookings/try-at-home.ts';
import { referenceFromBytes } from '../../domain/forms/form-rate.ts';
import { bookingStaffMail, oldGoldReceiptMail, tryAtHomeReceiptMail } from '../../domain/notifications/templates/booking-mails.ts';
import type { PincodeAnswer } from '../../domain/pincode/pincode.ts';
import { findStore } from '../../domain/stores/stores.ts';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from '../common/secret-token.ts';
import { ok, refusalOf, refuse, type Outcome } from '../../domain/api/outcome.ts';
import { fieldRefusal, type FormGuard, type FormOutcome } from '../forms/form-guard.ts';
import { enqueueMessage } from '../notifications/outbox.repo.ts';
import type { BookingsRepo } from './bookings.repo.ts';
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

const KARAT_WORDS: Record<string, string> = { unknown: 'not sure' };
const HALLMARK_WORDS: Record<string, string> = { yes: 'yes', no: 'no', unknown: 'not sure' };

export function createBookingsService(deps: BookingsDeps) {
  const { repo, guard, logger } = deps;
  const notFound = refusalOf(BOOKING_REASONS, 'BOOKING_NOT_FOUND');

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
          await enqueueMessage(tx, { channel: 'email', to: body.email, ...receipt });
          const notice = bookingStaffMail({
            kind: 'Old gold exchange',
            reference,
            facts: [
              ['Store', store.name],
              ['When', when],
              ['Customer', `${body.name}, ${body.phone}, ${body.email}`],
              ['Gold', `${body.items}\nabout ${weight} g, ${KARAT_WORDS[body.karat] ?? body.karat}, hallmarked: ${HALLMARK_WORDS[body.hallmarked]}`],
            ],
            next: `Call the customer to confirm, then mark the booking confirmed (POST /api/admin/bookings/old-gold/confirm with reference ${reference}, in the back office): from then on it cannot be cancelled.`,
          });
          await enqueueMessage(tx, { channel: 'email', to: deps.staffEmail, ...notice });
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

    /** Staff confirm a booking (after calling the shopper): from then on it cannot be cancelled. */
    async confirmOldGold(reference: string, staffId: number): Promise<StateChange> {
      return repo.transaction(async (tx): Promise<StateChange> => {
        const booking = await repo.lockOldGold(tx, reference);
        if (!booking) return notFound;
        const move = confirmByStaff(booking.status);
        if (!move.ok) return refuse(move.reason, move.message);
        if (booking.status !== move.to) {
          await repo.setOldGoldStatus(tx, reference, move.to);
          await recordAudit(tx, { staffId, action: 'booking.confirmed', entity: 'old_gold_booking', entityId: reference, before: { status: booking.status }, after: { status: move.to } });
        }
        logger.info({ reference, staffId }, 'old gold booking confirmed');
        return ok({ reference, status: move.to, message: BOOKING_STATE_TEXTS.confirmed });
      });
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
          await repo.insertTryAtHome(tx, { reference, startsAt, day: body.date, slot: body.slot, name: body.name, email: body.email, phone: body.phone, address: body.address, pincode: body.pincode, district, pieces: chosen, note: body.note });
          await enqueueMessage(tx, { channel: 'email', to: body.email, ...tryAtHomeReceiptMail({ reference, name: body.name, when, address, pieces: pieceLines, storePhone: deps.storePhone }) });
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
          await enqueueMessage(tx, { channel: 'email', to: deps.staffEmail, ...notice });
        });
      } catch (error) {
        await guard.withdraw(admitted.eventIds).catch(() => undefined);
        throw error;
      }
      deps.kickOutbox();
      logger.info({ reference, district }, 'try@home booking received');
      return ok({ reference, status: 'requested', startsAt: startsAt.toISOString(), message: TRY_AT_HOME_TEXTS.booked });
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
