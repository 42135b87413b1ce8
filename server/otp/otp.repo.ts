// The only place that queries otp_challenges.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { otpChallenges } from '../../db/schema/accounts.ts';
import type { WindowCount } from '../../domain/accounts/rate-windows.ts';
import { rateWindowQueries } from '../common/rate-window-queries.ts';
import { columnsOf, type Runner, type Tx } from '../../db/runner.ts';

export type { Tx } from '../../db/runner.ts';

/**
 * A code's challenge for its try: `subject` is what the code unlocks beyond the mobile (a gift card, a
 * card for a checkout draft), if anything; past its time or already used, by the database's clock.
 */
const challengeColumns = {
  ...columnsOf(otpChallenges, ['id', 'purpose', 'mobile', 'subject', 'codeHash', 'attempts']),
  expired: sql<boolean>`${otpChallenges.expiresAt} <= now()`,
  consumed: sql<boolean>`${otpChallenges.consumedAt} IS NOT NULL`,
};
export type ChallengeRow = Pick<
  typeof otpChallenges.$inferSelect,
  'id' | 'purpose' | 'mobile' | 'subject' | 'codeHash' | 'attempts'
> & { expired: boolean; consumed: boolean };

export function otpQueries(q: Runner) {
  return {
    // Its rate windows: the number's and the IP's locks and counts.
    ...rateWindowQueries(q),
    /** A new code for a number; any earlier open code for it stops working (TOKEN_CANCELED). */
    async createChallenge(values: {
      tokenHash: string;
      purpose: string;
      mobile: string;
      subject?: string;
      codeHash: string;
      validSeconds: number;
    }): Promise<void> {
      await q
        .update(otpChallenges)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(otpChallenges.mobile, values.mobile),
            eq(otpChallenges.purpose, values.purpose),
            isNull(otpChallenges.consumedAt),
          ),
        );
      await q.insert(otpChallenges).values({
        tokenHash: values.tokenHash,
        purpose: values.purpose,
        mobile: values.mobile,
        subject: values.subject ?? null,
        codeHash: values.codeHash,
        expiresAt: sql`now() + ${values.validSeconds}::int * interval '1 second'`,
      });
    },

    /** The challenge of a token, locked so concurrent tries count one by one. */
    async lockChallenge(tokenHash: string): Promise<ChallengeRow | undefined> {
      const [row] = await q
        .select(challengeColumns)
        .from(otpChallenges)
        .where(eq(otpChallenges.tokenHash, tokenHash))
        .for('update');
      return row;
    },

    async recordTry(id: number, consume: boolean): Promise<void> {
      await q
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1`, ...(consume ? { consumedAt: sql`now()` } : {}) })
        .where(eq(otpChallenges.id, id));
    },

    async consume(id: number): Promise<void> {
      await q
        .update(otpChallenges)
        .set({ consumedAt: sql`now()` })
        .where(eq(otpChallenges.id, id));
    },

    /** Wrong tries of every code sent for one subject in the last `windowSeconds` (a right try does not count). */
    async triesFor(purpose: string, subject: string, windowSeconds: number): Promise<number> {
      const [row] = await queryRows<{ tries: number }>(
        q as Db,
        sql`SELECT coalesce(sum(attempts), 0)::int AS tries FROM otp_challenges
             WHERE purpose = ${purpose} AND subject = ${subject} AND created_at > now() - ${windowSeconds}::int * interval '1 second'`,
      );
      return row?.tries ?? 0;
    },

    /** Codes sent to a number in the last `windowSeconds`, and the newest one's time. */
    async sentTo(
      mobile: string,
      purpose: string,
      windowSeconds: number,
    ): Promise<WindowCount & { lastAt: Date | null }> {
      const [row] = await queryRows<{ count: number; oldest: string | Date | null; newest: string | Date | null }>(
        q as Db,
        sql`SELECT count(*)::int AS count, min(created_at) AS oldest, max(created_at) AS newest FROM otp_challenges
             WHERE mobile = ${mobile} AND purpose = ${purpose} AND created_at > now() - ${windowSeconds}::int * interval '1 second'`,
      );
      const at = (v: string | Date | null | undefined) => (v ? new Date(v) : null);
      return { count: row?.count ?? 0, oldestAt: at(row?.oldest), lastAt: at(row?.newest) };
    },
  };
}
export type OtpQueries = ReturnType<typeof otpQueries>;

export function createOtpRepo(db: Db) {
  return {
    ...otpQueries(db),
    inTransaction<T>(work: (q: OtpQueries, tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(otpQueries(tx), tx));
    },
  };
}
export type OtpRepo = ReturnType<typeof createOtpRepo>;
