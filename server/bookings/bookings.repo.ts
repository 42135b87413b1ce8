// The only place that reads and writes bookings: old gold exchange appointments and try@home visits.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oldGoldBookings, tryAtHomeBookings } from '../../db/schema/bookings.ts';
import type { BookingStatus } from '../../domain/bookings/booking-state.ts';
import { type Tx } from '../../db/runner.ts';

export type { Tx } from '../../db/runner.ts';

export type NewOldGoldBooking = typeof oldGoldBookings.$inferInsert;
export type NewTryAtHomeBooking = typeof tryAtHomeBookings.$inferInsert;

export interface OldGoldBookingState {
  reference: string;
  status: BookingStatus;
  cancelTokenHash: string;
}

export type BookingKind = 'old_gold' | 'try_at_home';

/** A booking as staff act on it from the inbox. */
export interface LockedBooking {
  id: number;
  reference: string;
  status: BookingStatus;
  day: string;
  slot: string;
  name: string;
  email: string;
  phone: string;
  /** The showroom of an old gold booking; null for a try@home visit. */
  storeId: string | null;
  /** The home address of a try@home visit; null for an old gold booking. */
  address: string | null;
}

const tableOf = (kind: BookingKind) => (kind === 'old_gold' ? oldGoldBookings : tryAtHomeBookings);

export function createBookingsRepo(db: Db) {
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),

    async insertOldGold(tx: Tx, booking: NewOldGoldBooking): Promise<void> {
      await tx.insert(oldGoldBookings).values(booking);
    },

    async insertTryAtHome(tx: Tx, booking: NewTryAtHomeBooking): Promise<void> {
      await tx.insert(tryAtHomeBookings).values(booking);
    },

    /** The booking's state, locked for the rest of the transaction (a cancel and a confirm cannot cross). */
    async lockOldGold(tx: Tx, reference: string): Promise<OldGoldBookingState | undefined> {
      const [row] = await tx
        .select({
          reference: oldGoldBookings.reference,
          status: oldGoldBookings.status,
          cancelTokenHash: oldGoldBookings.cancelTokenHash,
        })
        .from(oldGoldBookings)
        .where(eq(oldGoldBookings.reference, reference))
        .for('update');
      return row ? { ...row, status: row.status as BookingStatus } : undefined;
    },

    /** A booking by its id, locked for the rest of the transaction (two staff acting on it take turns). */
    async lockBooking(tx: Tx, kind: BookingKind, id: number): Promise<LockedBooking | undefined> {
      if (kind === 'old_gold') {
        const [row] = await tx
          .select({
            id: oldGoldBookings.id,
            reference: oldGoldBookings.reference,
            status: oldGoldBookings.status,
            day: oldGoldBookings.day,
            slot: oldGoldBookings.slot,
            name: oldGoldBookings.name,
            email: oldGoldBookings.email,
            phone: oldGoldBookings.phone,
            storeId: oldGoldBookings.storeId,
          })
          .from(oldGoldBookings)
          .where(eq(oldGoldBookings.id, id))
          .for('update');
        return row ? { ...row, status: row.status as BookingStatus, address: null } : undefined;
      }
      const [row] = await tx
        .select({
          id: tryAtHomeBookings.id,
          reference: tryAtHomeBookings.reference,
          status: tryAtHomeBookings.status,
          day: tryAtHomeBookings.day,
          slot: tryAtHomeBookings.slot,
          name: tryAtHomeBookings.name,
          email: tryAtHomeBookings.email,
          phone: tryAtHomeBookings.phone,
          address: sql<string>`${tryAtHomeBookings.address} || ', ' || ${tryAtHomeBookings.district} || ' ' || ${tryAtHomeBookings.pincode}`,
        })
        .from(tryAtHomeBookings)
        .where(eq(tryAtHomeBookings.id, id))
        .for('update');
      return row ? { ...row, status: row.status as BookingStatus, storeId: null } : undefined;
    },

    /** The id of an old gold booking by its reference (the older confirm call names it so). */
    async oldGoldId(reference: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: oldGoldBookings.id })
        .from(oldGoldBookings)
        .where(eq(oldGoldBookings.reference, reference));
      return row?.id;
    },

    async setBookingStatus(tx: Tx, kind: BookingKind, id: number, status: BookingStatus): Promise<void> {
      if (kind === 'old_gold') {
        await tx
          .update(oldGoldBookings)
          .set({
            status,
            ...(status === 'confirmed' ? { confirmedAt: sql`coalesce(${oldGoldBookings.confirmedAt}, now())` } : {}),
            ...(status === 'cancelled' ? { cancelledAt: sql`now()` } : {}),
          })
          .where(eq(oldGoldBookings.id, id));
      } else {
        await tx.update(tryAtHomeBookings).set({ status }).where(eq(tryAtHomeBookings.id, id));
      }
    },

    async moveBooking(tx: Tx, kind: BookingKind, id: number, to: { day: string; slot: string; startsAt: Date }) {
      const table = tableOf(kind);
      await tx.update(table).set(to).where(eq(table.id, id));
    },

    async setOldGoldStatus(tx: Tx, reference: string, status: BookingStatus): Promise<void> {
      await tx
        .update(oldGoldBookings)
        .set({
          status,
          ...(status === 'confirmed' ? { confirmedAt: sql`coalesce(${oldGoldBookings.confirmedAt}, now())` } : {}),
          ...(status === 'cancelled' ? { cancelledAt: sql`now()` } : {}),
        })
        .where(eq(oldGoldBookings.reference, reference));
    },
  };
}
export type BookingsRepo = ReturnType<typeof createBookingsRepo>;
