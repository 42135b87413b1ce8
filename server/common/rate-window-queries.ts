// The rate-limit window's three statements, for any runner (the database or a transaction): lock a
// key for the transaction, count a key's events in a window, record one. Every rule counted in
// `rate_events` (one-time codes, gift card look-ups, cash-on-delivery codes, login and form throttles)
// goes through these, so the count's SQL exists once.
import { sql } from 'drizzle-orm';
import { rateEvents } from '../../db/schema/accounts.ts';
import { asDate, rows, type Runner } from '../../db/runner.ts';
import type { WindowCount } from '../../domain/accounts/rate-windows.ts';

export function rateWindowQueries(q: Runner) {
  return {
    /** Transaction-scoped advisory locks, taken in a fixed order: requests for one key queue up. */
    async lockKeys(keys: readonly string[]): Promise<void> {
      for (const key of [...keys].sort())
        await q.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    },

    /** A key's events in the last `windowSeconds`, and when the oldest of them was. */
    async countEvents(scope: string, key: string, windowSeconds: number): Promise<WindowCount> {
      const [row] = await rows<{ count: number; oldest: unknown }>(
        q,
        sql`SELECT count(*)::int AS count, min(at) AS oldest FROM rate_events
             WHERE scope = ${scope} AND key = ${key} AND at > now() - ${windowSeconds}::int * interval '1 second'`,
      );
      return { count: row?.count ?? 0, oldestAt: asDate(row?.oldest) };
    },

    async recordEvent(scope: string, key: string): Promise<number> {
      const [row] = await q.insert(rateEvents).values({ scope, key }).returning({ id: rateEvents.id });
      return row!.id;
    },
  };
}
