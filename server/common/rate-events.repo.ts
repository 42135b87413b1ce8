// Rate-limit windows live in PostgreSQL, which every instance shares, so a limit holds across
// instances without another service. One row per counted event; old rows go as new ones come.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateEvents } from '../../db/schema/accounts.ts';
import type { WindowCount } from '../../domain/accounts/rate-windows.ts';
import { rateWindowQueries } from './rate-window-queries.ts';

/** Rows older than this are never counted by any rule (the longest window is an hour). */
const KEEP_SECONDS = 2 * 60 * 60;

export function createRateEventsRepo(db: Db) {
  return {
    count(scope: string, key: string, windowSeconds: number): Promise<WindowCount> {
      return rateWindowQueries(db).countEvents(scope, key, windowSeconds);
    },

    async record(scope: string, key: string): Promise<void> {
      await rateWindowQueries(db).recordEvent(scope, key);
      await db
        .delete(rateEvents)
        .where(
          and(
            eq(rateEvents.scope, scope),
            eq(rateEvents.key, key),
            lt(rateEvents.at, sql`now() - ${KEEP_SECONDS}::int * interval '1 second'`),
          ),
        );
    },

    /**
     * Counts the windows of several keys and, when `admit` says yes, records one event for each — under
     * a transaction-scoped advisory lock per key, so parallel requests queue and each sees the events
     * of those before it (otherwise a burst of guesses would all read the same low count). Answers the
     * recorded event ids (to withdraw them if the attempt succeeds), or null when refused.
     */
    async admit<T>(
      keys: readonly { scope: string; key: string }[],
      windowSeconds: number,
      decide: (counts: WindowCount[]) => T,
      admitted: (decision: T) => boolean,
    ): Promise<{ decision: T; eventIds: number[] }> {
      return db.transaction(async (tx) => {
        const q = rateWindowQueries(tx);
        await q.lockKeys(keys.map((k) => `${k.scope}|${k.key}`));
        const counts: WindowCount[] = [];
        for (const k of keys) counts.push(await q.countEvents(k.scope, k.key, windowSeconds));
        const decision = decide(counts);
        if (!admitted(decision)) return { decision, eventIds: [] };
        const eventIds: number[] = [];
        for (const k of keys) eventIds.push(await q.recordEvent(k.scope, k.key));
        return { decision, eventIds };
      });
    },

    /** Withdraws events recorded by `admit` (the attempt turned out well). */
    async withdraw(eventIds: readonly number[]): Promise<void> {
      if (eventIds.length > 0) await db.delete(rateEvents).where(inArray(rateEvents.id, [...eventIds]));
    },

    /** Deletes a scope's events older than `olderThanSeconds` (scopes whose events come through `admit`, which keeps them). */
    async prune(scope: string, olderThanSeconds: number): Promise<void> {
      await db
        .delete(rateEvents)
        .where(
          and(
            eq(rateEvents.scope, scope),
            lt(rateEvents.at, sql`now() - ${olderThanSeconds}::int * interval '1 second'`),
          ),
        );
    },

    async clear(scope: string, key: string): Promise<void> {
      await db.delete(rateEvents).where(and(eq(rateEvents.scope, scope), eq(rateEvents.key, key)));
    },
  };
}
export type RateEventsRepo = ReturnType<typeof createRateEventsRepo>;
