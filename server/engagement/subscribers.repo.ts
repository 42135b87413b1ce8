// The only place that queries newsletter_subscribers. `subscribe` runs inside the caller's
// transaction, so the confirmation mail it causes is written by the same `tx`.
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/engagement.ts';
import { type Tx } from '../../db/runner.ts';

export type { Tx } from '../../db/runner.ts';
export type SubscribeSource = 'footer' | 'register';

export interface SubscribeResult {
  /** The address was subscribed already: nothing changed. */
  alreadySubscribed: boolean;
}

/** Subscribes an address (new, or back after unsubscribing) with a new unsubscribe token hash. */
export async function subscribeAddress(
  tx: Tx,
  input: { email: string; source: SubscribeSource; tokenHash: string },
): Promise<SubscribeResult> {
  const [existing] = await queryRows<{ id: number; status: string }>(
    tx as unknown as Db,
    sql`SELECT id, status FROM newsletter_subscribers WHERE lower(email) = lower(${input.email}) FOR UPDATE`,
  );
  if (existing?.status === 'subscribed') return { alreadySubscribed: true };
  if (existing) {
    await tx
      .update(newsletterSubscribers)
      .set({
        status: 'subscribed',
        source: input.source,
        unsubscribeTokenHash: input.tokenHash,
        subscribedAt: sql`now()`,
        unsubscribedAt: null,
      })
      .where(eq(newsletterSubscribers.id, existing.id));
    return { alreadySubscribed: false };
  }
  // Two first sign-ups of one address at once: the unique index lets one in, the other is "already".
  const inserted = await tx
    .insert(newsletterSubscribers)
    .values({ email: input.email, source: input.source, unsubscribeTokenHash: input.tokenHash })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { alreadySubscribed: inserted.length === 0 };
}

export function createSubscribersRepo(db: Db) {
  return {
    inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /** Unsubscribes the holder of the token; again is harmless (the first time is kept). Undefined: no such token. */
    async unsubscribe(tx: Tx, tokenHash: string): Promise<string | undefined> {
      const rows = await queryRows<{ email: string }>(
        tx as unknown as Db,
        sql`UPDATE newsletter_subscribers
               SET unsubscribed_at = CASE WHEN status = 'unsubscribed' THEN unsubscribed_at ELSE now() END,
                   status = 'unsubscribed'
             WHERE unsubscribe_token_hash = ${tokenHash}
         RETURNING email`,
      );
      return rows[0]?.email;
    },
  };
}
export type SubscribersRepo = ReturnType<typeof createSubscribersRepo>;
