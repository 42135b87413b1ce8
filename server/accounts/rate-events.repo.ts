// Rate-limit windows in the database (API.md: REDIS_URL is optional; the database is the default
// store, shared by every instance). One row per counted event; old rows go as new ones come.
import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { rateEvents } from '../../db/schema/accounts.ts';
import type { WindowCount } from '../../domain/accounts/rate-windows.ts';

/** Rows older than this are never counted by any rule (the longest window is an hour). */
const KEEP_SECONDS = 2 * 60 * 60;

export function createRateEventsRepo(db: Db) {
  return {
    async count(scope: string, key: string, windowSeconds: number): Promise<WindowCount> {
      const [row] = await queryRows<{ count: number; oldest: string | Date | null }>(
        db,
        sql`SELECT count(*)::int AS count, min(at) AS oldest FROM rate_events
             WHERE scope = ${scope} AND key = ${key} AND at > now() - ${windowSeconds}::int * interval '1 second'`,
      );
      return { count: row?.count ?? 0, oldestAt: row?.oldest ? new Date(row.oldest) : null };
    },

    async record(scope: string, key: string): Promise<void> {
      await db.insert(rateEvents).values({ scope, key });
      await db.delete(rateEvents).where(and(eq(rateEvents.scope, scope), eq(rateEvents.key, key), lt(rateEvents.at, sql`now() - ${KEEP_SECONDS}::int * interval '1 second'`)));
    },

    async clear(scope: string, key: string): Promise<void> {
      await db.delete(rateEvents).where(and(eq(rateEvents.scope, scope), eq(rateEvents.key, key)));
    },
  };
}
export type RateEventsRepo = ReturnType<typeof createRateEventsRepo>;
