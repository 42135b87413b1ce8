// The only place that queries staff, staff_sessions, staff_login_challenges and staff_invitations.
// Writes that belong together run in one transaction (`inTransaction`) with the mail and the audit
// entry they cause, written by the same `tx`.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { staff, staffInvitations, staffLoginChallenges, staffSessions } from '../../db/schema/staff.ts';
import type { StaffRole } from '../../domain/staff/roles.ts';
import { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from '../../domain/staff/session-rules.ts';

import { columnsOf, type Runner, type Tx } from '../../db/runner.ts';

export type { Tx } from '../../db/runner.ts';

/** A member of staff as the back office reads them: every column but updated_at. */
const MEMBER_FIELDS = [
  'id',
  'email',
  'name',
  'role',
  'passwordHash',
  'totpSecret',
  'totpPendingSecret',
  'totpLastStep',
  'active',
  'createdAt',
] as const;
export type StaffMemberRow = Pick<typeof staff.$inferSelect, (typeof MEMBER_FIELDS)[number]>;
const columns = columnsOf(staff, MEMBER_FIELDS);

/** A sign-in challenge for its try: whether it is past its time or already used, by the database's clock. */
const challengeColumns = {
  ...columnsOf(staffLoginChallenges, ['id', 'staffId', 'channel', 'codeHash', 'attempts']),
  expired: sql<boolean>`${staffLoginChallenges.expiresAt} <= now()`,
  consumed: sql<boolean>`${staffLoginChallenges.consumedAt} IS NOT NULL`,
};
export type ChallengeRow = Pick<
  typeof staffLoginChallenges.$inferSelect,
  'id' | 'staffId' | 'channel' | 'codeHash' | 'attempts'
> & { expired: boolean; consumed: boolean };

export interface SessionMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totpEnrolled: boolean;
  sessionId: number;
  createdAt: Date;
}

function queries(q: Runner) {
  return {
    async findByEmail(email: string): Promise<StaffMemberRow | undefined> {
      const [row] = await q
        .select(columns)
        .from(staff)
        .where(sql`lower(${staff.email}) = ${email.toLowerCase()}`);
      return row;
    },
    async findById(id: number, options: { lock?: boolean } = {}): Promise<StaffMemberRow | undefined> {
      const query = q.select(columns).from(staff).where(eq(staff.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },
    async list(): Promise<StaffMemberRow[]> {
      return q.select(columns).from(staff).orderBy(asc(staff.name), asc(staff.id));
    },
    /** The active owners, locked: a change that would leave none waits for, and sees, any other. */
    async lockActiveOwners(): Promise<number[]> {
      const rows = await q
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.role, 'owner'), eq(staff.active, true)))
        .orderBy(asc(staff.id))
        .for('update');
      return rows.map((r) => r.id);
    },
    async insert(values: {
      email: string;
      name: string;
      role: StaffRole;
      passwordHash: string | null;
    }): Promise<StaffMemberRow> {
      const [row] = await q.insert(staff).values(values).returning(columns);
      return row!;
    },
    async update(
      id: number,
      values: Partial<{
        role: StaffRole;
        active: boolean;
        passwordHash: string;
        totpSecret: string | null;
        totpPendingSecret: string | null;
        totpLastStep: number;
      }>,
    ): Promise<StaffMemberRow> {
      const [row] = await q
        .update(staff)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(staff.id, id))
        .returning(columns);
      return row!;
    },
    /** Takes a TOTP step for the member only if it is newer than the last one taken (two tabs with one code: one wins). */
    async takeTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await q
        .update(staff)
        .set({ totpLastStep: step })
        .where(and(eq(staff.id, id), sql`(${staff.totpLastStep} IS NULL OR ${staff.totpLastStep} < ${step})`))
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    async createChallenge(values: {
      staffId: number;
      tokenHash: string;
      channel: 'email' | 'totp';
      codeHash: string | null;
      validMinutes: number;
    }): Promise<void> {
      // A newer sign-in voids the member's earlier unfinished ones.
      await q
        .update(staffLoginChallenges)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(staffLoginChallenges.staffId, values.staffId), isNull(staffLoginChallenges.consumedAt)));
      await q.insert(staffLoginChallenges).values({
        staffId: values.staffId,
        tokenHash: values.tokenHash,
        channel: values.channel,
        codeHash: values.codeHash,
        expiresAt: sql`now() + ${values.validMinutes}::int * interval '1 minute'`,
      });
    },
    /** The challenge of a token, locked for its try. */
    async lockChallenge(tokenHash: string): Promise<ChallengeRow | undefined> {
      const [row] = await q
        .select(challengeColumns)
        .from(staffLoginChallenges)
        .where(eq(staffLoginChallenges.tokenHash, tokenHash))
        .for('update');
      return row;
    },
    /** Counts a wrong code; the last allowed try also closes the challenge. */
    async failChallenge(id: number, maxAttempts: number): Promise<number> {
      const [row] = await q
        .update(staffLoginChallenges)
        .set({
          attempts: sql`${staffLoginChallenges.attempts} + 1`,
          consumedAt: sql`CASE WHEN ${staffLoginChallenges.attempts} + 1 >= ${maxAttempts} THEN now() ELSE NULL END`,
        })
        .where(eq(staffLoginChallenges.id, id))
        .returning({ attempts: staffLoginChallenges.attempts });
      return row?.attempts ?? maxAttempts;
    },
    async consumeChallenge(id: number): Promise<void> {
      await q
        .update(staffLoginChallenges)
        .set({ consumedAt: sql`now()` })
        .where(eq(staffLoginChallenges.id, id));
    },

    async createSession(staffId: number, tokenHash: string): Promise<void> {
      await q.insert(staffSessions).values({ staffId, tokenHash });
    },
    /**
     * The member of a live session, and the session marked as used now. Live: not revoked, within 8
     * hours of sign-in, used within the last 30 minutes, its member active (domain/staff/session-rules.ts).
     */
    async touchSession(tokenHash: string): Promise<SessionMember | undefined> {
      const [row] = await queryRows<SessionMember & { createdAt: string | Date }>(
        q as Db,
        sql`UPDATE staff_sessions s SET last_seen_at = now()
              FROM staff m
             WHERE s.token_hash = ${tokenHash} AND m.id = s.staff_id AND m.active
               AND s.revoked_at IS NULL
               AND now() < s.created_at + ${SESSION_MAX_HOURS}::int * interval '1 hour'
               AND now() < s.last_seen_at + ${SESSION_IDLE_MINUTES}::int * interval '1 minute'
         RETURNING m.id, m.email, m.name, m.role, (m.totp_secret IS NOT NULL) AS "totpEnrolled", s.id AS "sessionId", s.created_at AS "createdAt"`,
      );
      return row ? { ...row, createdAt: new Date(row.createdAt) } : undefined;
    },
    async revokeSession(tokenHash: string): Promise<void> {
      await q
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
    },
    async revokeAllSessions(staffId: number): Promise<number> {
      const rows = await q
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      return rows.length;
    },

    async createInvitation(values: {
      staffId: number;
      invitedBy: number | null;
      tokenHash: string;
      validHours: number;
    }): Promise<void> {
      await q
        .update(staffInvitations)
        .set({ usedAt: sql`now()` })
        .where(and(eq(staffInvitations.staffId, values.staffId), isNull(staffInvitations.usedAt)));
      await q.insert(staffInvitations).values({
        staffId: values.staffId,
        invitedBy: values.invitedBy,
        tokenHash: values.tokenHash,
        expiresAt: sql`now() + ${values.validHours}::int * interval '1 hour'`,
      });
    },
    /** Uses an unused, unexpired invitation once: answers its member's id. */
    async useInvitation(tokenHash: string): Promise<number | undefined> {
      const [row] = await queryRows<{ staffId: number }>(
        q as Db,
        sql`UPDATE staff_invitations SET used_at = now()
             WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now()
         RETURNING staff_id AS "staffId"`,
      );
      return row?.staffId;
    },
  };
}

export function createStaffRepo(db: Db) {
  return {
    ...queries(db),
    inTransaction<T>(work: (q: ReturnType<typeof queries>, tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx), tx));
    },
  };
}
export type StaffRepo = ReturnType<typeof createStaffRepo>;
export type StaffQueries = ReturnType<typeof queries>;
