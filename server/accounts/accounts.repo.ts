// The only place that queries users, sessions and password_resets. Writes that belong together run in
// one transaction (`inTransaction`), with the outbox message they cause written by the same `tx`.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema/accounts.ts';
import { carts } from '../../db/schema/cart.ts';
import { type Runner, type Tx } from '../../db/runner.ts';

export type { Tx } from '../../db/runner.ts';

export interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  subscription: boolean;
  passwordHash: string;
  role: 'CUSTOMER' | 'ADMIN';
  country: string | null;
  shipPincode: string | null;
  shipState: string | null;
  shipCity: string | null;
  shipAddress: string | null;
}

/** The profile's shipping address as stored: all five set, or all null. */
export type ProfileAddressColumns = Pick<UserRow, 'country' | 'shipPincode' | 'shipState' | 'shipCity' | 'shipAddress'>;

export const SESSION_IDLE_DAYS = 30;
/** However often it is used, a session ends this long after the login that began it (a stolen token does not live for ever). */
export const SESSION_MAX_DAYS = 90;

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  email: users.email,
  subscription: users.subscription,
  passwordHash: users.passwordHash,
  role: users.role,
  country: users.country,
  shipPincode: users.shipPincode,
  shipState: users.shipState,
  shipCity: users.shipCity,
  shipAddress: users.shipAddress,
};


function queries(q: Runner) {
  const one = async (where: ReturnType<typeof eq>): Promise<UserRow | undefined> => {
    const [row] = await q.select(userColumns).from(users).where(where);
    return row as UserRow | undefined;
  };
  return {
    findUserByEmail: (email: string) => one(sql`lower(${users.email}) = ${email.toLowerCase()}` as ReturnType<typeof eq>),
    findUserById: (id: number) => one(eq(users.id, id)),
    findUserByPhone: (phone: string) => one(eq(users.phone, phone)),

    /** The member's newsletter consent withdrawn (they followed an unsubscribe link): true when one changed. */
    async clearSubscription(email: string): Promise<boolean> {
      const changed = await q.update(users).set({ subscription: false }).where(sql`lower(${users.email}) = ${email.toLowerCase()} AND ${users.subscription}`).returning({ id: users.id });
      return changed.length > 0;
    },

    async insertUser(values: { firstName: string; lastName: string; phone: string; email: string; subscription: boolean; passwordHash: string }): Promise<UserRow> {
      const [row] = await q.insert(users).values(values).returning(userColumns);
      return row as UserRow;
    },

    async updateProfile(id: number, values: { firstName: string; lastName: string } & Partial<ProfileAddressColumns>): Promise<UserRow | undefined> {
      const [row] = await q.update(users).set({ ...values, updatedAt: sql`now()` }).where(eq(users.id, id)).returning(userColumns);
      return row as UserRow | undefined;
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await q.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
    },

    /** The member's one server cart (docs/decisions/2026-11-24-cart-follows-member.md), if it exists yet. */
    async memberCartId(userId: number): Promise<string | null> {
      const [row] = await q.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
      return row?.id ?? null;
    },
    async createSession(userId: number, tokenHash: string): Promise<void> {
      await q.insert(sessions).values({ userId, tokenHash, expiresAt: sql`now() + ${SESSION_IDLE_DAYS}::int * interval '1 day'` });
    },

    /**
     * The live session's user, sliding its expiry forward (30 days idle) but never past its absolute end
     * (90 days from its start): one statement, no read-then-write race.
     */
    async touchSession(tokenHash: string): Promise<UserRow | undefined> {
      const [row] = await queryRows<{ id: number }>(
        q as Db,
        sql`UPDATE sessions SET last_seen_at = now(),
                   expires_at = least(now() + ${SESSION_IDLE_DAYS}::int * interval '1 day', created_at + ${SESSION_MAX_DAYS}::int * interval '1 day')
             WHERE token_hash = ${tokenHash} AND revoked_at IS NULL AND expires_at > now()
               AND created_at > now() - ${SESSION_MAX_DAYS}::int * interval '1 day'
         RETURNING user_id AS id`,
      );
      return row ? this.findUserById(row.id) : undefined;
    },

    async revokeSession(tokenHash: string): Promise<void> {
      await q.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    /** Every session of the user but `keepTokenHash` (after a password change or reset). */
    async revokeOtherSessions(userId: number, keepTokenHash: string | null): Promise<void> {
      await q
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepTokenHash === null ? undefined : ne(sessions.tokenHash, keepTokenHash)));
    },

    async createPasswordReset(userId: number, tokenHash: string, validMinutes: number): Promise<void> {
      // A new link replaces any earlier one still open.
      await this.voidPasswordResets(userId);
      await q.insert(passwordResets).values({ userId, tokenHash, expiresAt: sql`now() + ${validMinutes}::int * interval '1 minute'` });
    },

    /** Every reset link of the user still open is used up (a password change or a reset makes them stale). */
    async voidPasswordResets(userId: number): Promise<void> {
      await q.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    /** Uses a reset link once: the row is marked used in the same statement that finds it. */
    async consumePasswordReset(tokenHash: string): Promise<number | undefined> {
      const [row] = await q
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
  };
}
export type AccountQueries = ReturnType<typeof queries>;

export function createAccountsRepo(db: Db) {
  return {
    ...queries(db),
    inTransaction<T>(work: (q: AccountQueries, tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx), tx));
    },
    /** The queries on another area's transaction (a write of theirs that must carry one of ours). */
    within: (tx: Tx): AccountQueries => queries(tx),
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
