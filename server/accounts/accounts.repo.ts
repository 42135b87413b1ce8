// The only place that queries users, sessions and password_resets. Writes that belong together run in
// one transaction (`inTransaction`), with the outbox message they cause written by the same `tx`.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { emailVerifications, passwordResets, sessions, users } from '../../db/schema/accounts.ts';
import { carts } from '../../db/schema/cart.ts';
import { columnsOf, type Runner, type Tx } from '../../db/runner.ts';

export type { Tx } from '../../db/runner.ts';

/** What the accounts read of a member: every column of users but the bookkeeping times. */
const USER_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'phone',
  'email',
  'subscription',
  'passwordHash',
  'role',
  'country',
  'shipPincode',
  'shipState',
  'shipCity',
  'shipAddress',
  'emailVerifiedAt',
  'phoneVerifiedAt',
] as const;
export type UserRow = Pick<typeof users.$inferSelect, (typeof USER_FIELDS)[number]>;
const userColumns = columnsOf(users, USER_FIELDS);

/** The profile's shipping address as stored: all five set, or all null. */
export type ProfileAddressColumns = Pick<UserRow, 'country' | 'shipPincode' | 'shipState' | 'shipCity' | 'shipAddress'>;

export const SESSION_IDLE_DAYS = 30;
/** However often it is used, a session ends this long after the login that began it (a stolen token does not live for ever). */
export const SESSION_MAX_DAYS = 90;

function queries(q: Runner) {
  const one = async (where: ReturnType<typeof eq>): Promise<UserRow | undefined> => {
    const [row] = await q.select(userColumns).from(users).where(where);
    return row;
  };
  return {
    findUserByEmail: (email: string) =>
      one(sql`lower(${users.email}) = ${email.toLowerCase()}` as ReturnType<typeof eq>),
    findUserById: (id: number) => one(eq(users.id, id)),
    findUserByPhone: (phone: string) => one(eq(users.phone, phone)),

    /** The member's newsletter consent withdrawn (they followed an unsubscribe link): true when one changed. */
    async clearSubscription(email: string): Promise<boolean> {
      const changed = await q
        .update(users)
        .set({ subscription: false })
        .where(sql`lower(${users.email}) = ${email.toLowerCase()} AND ${users.subscription}`)
        .returning({ id: users.id });
      return changed.length > 0;
    },

    async insertUser(values: {
      firstName: string;
      lastName: string;
      phone: string;
      email: string;
      subscription: boolean;
      passwordHash: string;
    }): Promise<UserRow> {
      const [row] = await q.insert(users).values(values).returning(userColumns);
      return row!;
    },

    async updateProfile(
      id: number,
      values: { firstName: string; lastName: string } & Partial<ProfileAddressColumns>,
    ): Promise<UserRow | undefined> {
      const [row] = await q
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning(userColumns);
      return row;
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await q
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** The member's one server cart (docs/decisions/2026-11-24-cart-follows-member.md), if it exists yet. */
    async memberCartId(userId: number): Promise<string | null> {
      const [row] = await q.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
      return row?.id ?? null;
    },
    async createSession(userId: number, tokenHash: string): Promise<void> {
      await q
        .insert(sessions)
        .values({ userId, tokenHash, expiresAt: sql`now() + ${SESSION_IDLE_DAYS}::int * interval '1 day'` });
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
      await q
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    /** Every session of the user but `keepTokenHash` (after a password change or reset). */
    async revokeOtherSessions(userId: number, keepTokenHash: string | null): Promise<void> {
      await q
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepTokenHash === null ? undefined : ne(sessions.tokenHash, keepTokenHash),
          ),
        );
    },

    async createPasswordReset(userId: number, tokenHash: string, validMinutes: number): Promise<void> {
      // A new link replaces any earlier one still open.
      await this.voidPasswordResets(userId);
      await q
        .insert(passwordResets)
        .values({ userId, tokenHash, expiresAt: sql`now() + ${validMinutes}::int * interval '1 minute'` });
    },

    /** Every reset link of the user still open is used up (a password change or a reset makes them stale). */
    async voidPasswordResets(userId: number): Promise<void> {
      await q
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    /** Ends every open link of the member now (a newer link replaces them, or one of them proved the email). */
    async expireEmailVerifications(userId: number): Promise<void> {
      await q
        .update(emailVerifications)
        .set({ expiresAt: sql`now()` })
        .where(
          and(
            eq(emailVerifications.userId, userId),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, sql`now()`),
          ),
        );
    },

    /** A new verification link for the member's current address; any earlier one still open ends. */
    async createEmailVerification(userId: number, email: string, tokenHash: string, validHours: number): Promise<void> {
      await this.expireEmailVerifications(userId);
      await q
        .insert(emailVerifications)
        .values({ userId, email, tokenHash, expiresAt: sql`now() + ${validHours}::int * interval '1 hour'` });
    },

    /** The link and its member's current address, the link's row locked until the transaction ends. */
    async lockEmailVerification(tokenHash: string) {
      const [row] = await queryRows<{
        id: number;
        user_id: number;
        email: string;
        expires_at: string | Date;
        used_at: string | Date | null;
        now: string | Date;
        current_email: string;
      }>(
        q as Db,
        sql`SELECT v.id, v.user_id, v.email, v.expires_at, v.used_at, now() AS now, u.email AS current_email
              FROM email_verifications v JOIN users u ON u.id = v.user_id
             WHERE v.token_hash = ${tokenHash}
             FOR UPDATE OF v`,
      );
      if (!row) return undefined;
      const date = (value: string | Date) => new Date(value);
      return {
        id: row.id,
        userId: row.user_id,
        link: {
          email: row.email,
          expiresAt: date(row.expires_at),
          usedAt: row.used_at === null ? null : date(row.used_at),
        },
        currentEmail: row.current_email,
        now: date(row.now),
      };
    },

    /**
     * The link proved its address: it is used and the member's other open links end. A link to the
     * member's address verifies it (its first time kept); a change's link (`newEmail`) moves the
     * account there, verified now (a unique index refuses an address another account took meanwhile).
     */
    async proveEmail(linkId: number, userId: number, newEmail?: string): Promise<void> {
      await q
        .update(emailVerifications)
        .set({ usedAt: sql`now()` })
        .where(eq(emailVerifications.id, linkId));
      await this.expireEmailVerifications(userId);
      await q
        .update(users)
        .set(
          newEmail === undefined
            ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` }
            : { email: newEmail, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` },
        )
        .where(eq(users.id, userId));
    },

    /** A code to the member's mobile was typed back: the mobile is proved (its first time kept), while it is still theirs. */
    async provePhone(userId: number, phone: string): Promise<void> {
      await q
        .update(users)
        .set({ phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.phone, phone)));
    },

    /** Uses a reset link once: the row is marked used in the same statement that finds it. */
    async consumePasswordReset(tokenHash: string): Promise<number | undefined> {
      const [row] = await q
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
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
