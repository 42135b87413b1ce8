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
        .select({ reference: oldGoldBookings.reference, status: oldGoldBookings.status, cancelTokenHash: oldGoldBookings.cancelTokenHash })
        .from(oldGoldBookings)
        .where(eq(oldGoldBookings.reference, reference))
        .for('update');
      return row ? { ...row, status: row.status as BookingStatus } : undefined;
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
