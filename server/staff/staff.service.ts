// Staff sign-in (password, then a 6-digit code by mail or from the authenticator app), sessions,
// the authenticator's enrolment, and the owner's management of staff (invite, role, deactivate).
// Every act that changes who may do what is written to the audit in its own transaction.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import { tooManyAttemptsText } from '../../domain/accounts/messages.ts';
import { LOGIN_WINDOW_SECONDS, loginGate } from '../../domain/accounts/rate-windows.ts';
import { ipRateKey } from '../../domain/api/ip-rate-key.ts';
import { ok, refuse, refusalOf, type Outcome, type Refusal } from '../../domain/api/outcome.ts';
import { staffInvitationMail, staffLoginCodeMail } from '../../domain/notifications/templates/staff-mails.ts';
import type { StaffLoginBody, StaffPublic, StaffRow } from '../../domain/staff/api-schemas.ts';
import { STAFF_TEXTS } from '../../domain/staff/messages.ts';
import { STAFF_REASONS, STAFF_SIGN_IN_REASONS } from '../../domain/staff/reasons.ts';
import type { StaffRole } from '../../domain/staff/roles.ts';
import { SESSION_MAX_MS } from '../../domain/staff/session-rules.ts';
import { hashPassword, verifyPassword } from '../accounts/password-hasher.ts';
import type { RateEventsRepo } from '../common/rate-events.repo.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from '../common/secret-token.ts';
import { recordAudit } from '../audit/audit.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import type { SecretBox } from './secret-box.ts';
import type { StaffMemberRow, StaffRepo } from './staff.repo.ts';
import { acceptedTotpStep, newTotpSecret, totpQrSvg, totpUri } from './totp.ts';

export const CHALLENGE_MINUTES = 10;
export const CHALLENGE_MAX_TRIES = 5;
export const INVITATION_HOURS = 72;

export interface StaffDeps {
  repo: StaffRepo;
  rates: RateEventsRepo;
  secrets: SecretBox;
  kickOutbox(): void;
  publicUrl: string;
  logger: Logger;
  /** Waits before a throttled attempt is checked (replaceable so tests need not sleep). */
  sleep?: (ms: number) => Promise<void>;
  /** The clock for TOTP steps (tests). */
  now?: () => number;
}

/** A signed-in member as the admin calls know them. */
export interface SignedInStaff extends StaffPublic {
  totpEnrolled: boolean;
  sessionTokenHash: string;
  sessionEndsAt: Date;
}

const scopes = { account: 'staff-login-account', ip: 'staff-login-ip', codeIp: 'staff-code-ip' } as const;

const codeHash = (code: string, token: string) => createHmac('sha256', token).update(code).digest('hex');
const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function publicOf(m: Pick<StaffMemberRow, 'id' | 'name' | 'email' | 'role'>): StaffPublic {
  return { id: m.id, name: m.name, email: m.email, role: m.role };
}

export function rowOf(m: StaffMemberRow): StaffRow {
  return {
    ...publicOf(m),
    active: m.active,
    totp_enrolled: m.totpSecret !== null,
    status: !m.active ? 'inactive' : m.passwordHash === null ? 'invited' : 'active',
    created_at: new Date(m.createdAt).toISOString(),
  };
}

export function createStaffService(deps: StaffDeps) {
  const { repo, rates, secrets, logger } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? Date.now;

  /** Counted before the check, under the keys' locks (server/accounts/rate-events.repo.ts); a success withdraws its count. */
  async function gate(
    keys: { scope: string; key: string }[],
  ): Promise<Refusal<'TOO_MANY_ATTEMPTS'> | { eventIds: number[] }> {
    const { decision, eventIds } = await rates.admit(
      keys,
      LOGIN_WINDOW_SECONDS,
      (counts) => loginGate(counts[0]!, counts[counts.length - 1]!, new Date()),
      (g) => g.action === 'allow',
    );
    if (decision.action === 'refuse') {
      logger.warn({ scopes: keys.map((k) => k.scope) }, 'staff sign-in attempts throttled');
      return refuse('TOO_MANY_ATTEMPTS', tooManyAttemptsText(decision.retryAfterSeconds), {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    if (decision.delayMs > 0) await sleep(decision.delayMs);
    return { eventIds };
  }

  return {
    /** Step one: the password. Answers a challenge whose code went by mail, or is read from the app. */
    async login(
      body: StaffLoginBody,
      ip: string,
    ): Promise<Outcome<{ token: string; channel: 'email' | 'totp' }, 'LOGIN_FAILED' | 'TOO_MANY_ATTEMPTS'>> {
      const admitted = await gate([
        { scope: scopes.account, key: body.email },
        { scope: scopes.ip, key: ipRateKey(ip) },
      ]);
      if ('ok' in admitted) return admitted;
      const member = await repo.findByEmail(body.email);
      // A wrong email, a wrong password, an invitation not yet taken up and a deactivated member all answer alike.
      const usable = member && member.active ? member.passwordHash : null;
      if (!(await verifyPassword(usable ?? null, body.password)) || !member || !usable) {
        logger.info('staff login failed');
        return refusalOf(STAFF_SIGN_IN_REASONS, 'LOGIN_FAILED');
      }
      await rates.withdraw(admitted.eventIds);
      await rates.clear(scopes.account, body.email);
      const token = newSecretToken();
      const channel = member.totpSecret !== null ? 'totp' : 'email';
      await repo.inTransaction(async (q, tx) => {
        if (channel === 'totp') {
          await q.createChallenge({
            staffId: member.id,
            tokenHash: hashSecretToken(token),
            channel,
            codeHash: null,
            validMinutes: CHALLENGE_MINUTES,
          });
          return;
        }
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await q.createChallenge({
          staffId: member.id,
          tokenHash: hashSecretToken(token),
          channel,
          codeHash: codeHash(code, token),
          validMinutes: CHALLENGE_MINUTES,
        });
        await enqueueNotice(tx, {
          mail: {
            to: member.email,
            ...staffLoginCodeMail({ name: member.name, code, validMinutes: CHALLENGE_MINUTES }),
            code,
          },
        });
      });
      if (channel === 'email') deps.kickOutbox();
      logger.info({ staffId: member.id, channel }, 'staff password accepted, code asked');
      return ok({ token, channel });
    },

    /** Step two: the code. A right code opens a session; five wrong ones (or 10 minutes) end the challenge. */
    async verify(
      body: { token: string; code: string },
      ip: string,
    ): Promise<
      Outcome<{ token: string; staff: StaffPublic }, 'CODE_WRONG' | 'CHALLENGE_INVALID' | 'TOO_MANY_ATTEMPTS'>
    > {
      const admitted = await gate([{ scope: scopes.codeIp, key: ipRateKey(ip) }]);
      if ('ok' in admitted) return admitted;
      const result = await repo.inTransaction(async (q, tx) => {
        const challenge = await q.lockChallenge(hashSecretToken(body.token));
        if (!challenge || challenge.expired || challenge.consumed || challenge.attempts >= CHALLENGE_MAX_TRIES)
          return refusalOf(STAFF_SIGN_IN_REASONS, 'CHALLENGE_INVALID');
        const member = await q.findById(challenge.staffId, { lock: true });
        if (!member || !member.active) return refusalOf(STAFF_SIGN_IN_REASONS, 'CHALLENGE_INVALID');
        let right = false;
        if (challenge.channel === 'email')
          right = challenge.codeHash !== null && sameHex(codeHash(body.code, body.token), challenge.codeHash);
        else if (member.totpSecret !== null) {
          const step = acceptedTotpStep(secrets.open(member.totpSecret), body.code, now(), member.totpLastStep);
          right = step !== null && (await q.takeTotpStep(member.id, step));
        }
        if (!right) {
          const attempts = await q.failChallenge(challenge.id, CHALLENGE_MAX_TRIES);
          return refuse(
            'CODE_WRONG',
            attempts >= CHALLENGE_MAX_TRIES ? STAFF_TEXTS.challengeOver : STAFF_TEXTS.codeWrong,
          );
        }
        await q.consumeChallenge(challenge.id);
        const token = newSecretToken();
        await q.createSession(member.id, hashSecretToken(token));
        await recordAudit(tx, {
          staffId: member.id,
          action: 'staff.signed_in',
          entity: 'staff',
          entityId: member.id,
          after: { channel: challenge.channel },
        });
        return ok({ token, staff: publicOf(member) });
      });
      if (result.ok) {
        await rates.withdraw(admitted.eventIds);
        logger.info({ staffId: result.value.staff.id }, 'staff signed in');
      }
      return result;
    },

    /** The member of a live session token (touching it), or undefined. */
    async authenticate(token: string | undefined): Promise<SignedInStaff | undefined> {
      if (!isSecretTokenShaped(token)) return undefined;
      const sessionTokenHash = hashSecretToken(token);
      const member = await repo.touchSession(sessionTokenHash);
      if (!member) return undefined;
      return {
        ...publicOf(member),
        totpEnrolled: member.totpEnrolled,
        sessionTokenHash,
        sessionEndsAt: new Date(member.createdAt.getTime() + SESSION_MAX_MS),
      };
    },

    async signOut(member: SignedInStaff): Promise<void> {
      await repo.revokeSession(member.sessionTokenHash);
    },

    async signOutEverywhere(member: SignedInStaff): Promise<number> {
      const n = await repo.inTransaction(async (q, tx) => {
        const revoked = await q.revokeAllSessions(member.id);
        await recordAudit(tx, {
          staffId: member.id,
          action: 'staff.signed_out_everywhere',
          entity: 'staff',
          entityId: member.id,
          after: { sessions: revoked },
        });
        return revoked;
      });
      logger.info({ staffId: member.id, sessions: n }, 'staff signed out everywhere');
      return n;
    },

    /** Starts (or restarts) the authenticator's enrolment: a new secret waits for a code from the app. */
    async startTotp(member: SignedInStaff): Promise<{ secret: string; uri: string; qr_svg: string }> {
      const secret = newTotpSecret();
      await repo.update(member.id, { totpPendingSecret: secrets.seal(secret) });
      const uri = totpUri(secret, member.email);
      return { secret, uri, qr_svg: totpQrSvg(uri) };
    },

    async confirmTotp(member: SignedInStaff, code: string): Promise<Outcome<true, 'TOTP_NOT_STARTED' | 'CODE_WRONG'>> {
      return repo.inTransaction(async (q, tx) => {
        const row = await q.findById(member.id, { lock: true });
        if (!row?.totpPendingSecret) return refusalOf(STAFF_REASONS, 'TOTP_NOT_STARTED');
        const step = acceptedTotpStep(secrets.open(row.totpPendingSecret), code, now(), null);
        if (step === null) return refusalOf(STAFF_REASONS, 'CODE_WRONG');
        await q.update(member.id, { totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step });
        await recordAudit(tx, {
          staffId: member.id,
          action: 'staff.totp_enrolled',
          entity: 'staff',
          entityId: member.id,
          before: { totp_enrolled: row.totpSecret !== null },
          after: { totp_enrolled: true },
        });
        logger.info({ staffId: member.id }, 'staff authenticator enrolled');
        return ok(true);
      });
    },

    async list(): Promise<StaffRow[]> {
      return (await repo.list()).map(rowOf);
    },

    /** The owner adds a member: no password yet, an invitation mail with a set-password link. */
    async invite(
      actor: SignedInStaff,
      body: { email: string; name: string; role: StaffRole },
    ): Promise<Outcome<StaffRow, 'EMAIL_TAKEN'>> {
      const token = newSecretToken();
      try {
        const row = await repo.inTransaction(async (q, tx) => {
          const created = await q.insert({ email: body.email, name: body.name, role: body.role, passwordHash: null });
          await q.createInvitation({
            staffId: created.id,
            invitedBy: actor.id,
            tokenHash: hashSecretToken(token),
            validHours: INVITATION_HOURS,
          });
          const url = `${deps.publicUrl}/admin/invitation?token=${token}`;
          await enqueueNotice(tx, {
            mail: {
              to: created.email,
              ...staffInvitationMail({
                name: created.name,
                invitedBy: actor.name,
                role: created.role,
                url,
                validHours: INVITATION_HOURS,
              }),
              code: token,
            },
          });
          await recordAudit(tx, {
            staffId: actor.id,
            action: 'staff.invited',
            entity: 'staff',
            entityId: created.id,
            after: { email: created.email, name: created.name, role: created.role },
          });
          return created;
        });
        deps.kickOutbox();
        logger.info({ staffId: row.id, by: actor.id }, 'staff invited');
        return ok(rowOf(row));
      } catch (error) {
        if (uniqueViolation(error)) return refusalOf(STAFF_REASONS, 'EMAIL_TAKEN');
        throw error;
      }
    },

    /**
     * The owner changes a member's role or deactivates (or reactivates) them. Not oneself, and never
     * the last active owner: the owners' rows are locked so two owners demoting each other at once
     * cannot both succeed. A deactivated member's sessions end at once.
     */
    async update(
      actor: SignedInStaff,
      id: number,
      change: { role?: StaffRole; active?: boolean },
    ): Promise<Outcome<StaffRow, 'STAFF_NOT_FOUND' | 'NOT_YOURSELF' | 'LAST_OWNER'>> {
      if (id === actor.id) return refusalOf(STAFF_REASONS, 'NOT_YOURSELF');
      return repo.inTransaction(async (q, tx) => {
        const owners = await q.lockActiveOwners();
        const before = await q.findById(id, { lock: true });
        if (!before) return refusalOf(STAFF_REASONS, 'STAFF_NOT_FOUND');
        const role = change.role ?? before.role;
        const active = change.active ?? before.active;
        const stopsBeingOwner = before.role === 'owner' && before.active && (role !== 'owner' || !active);
        if (stopsBeingOwner && owners.filter((o) => o !== id).length === 0)
          return refusalOf(STAFF_REASONS, 'LAST_OWNER');
        const after = await q.update(id, { role, active });
        if (!active) await q.revokeAllSessions(id);
        await recordAudit(tx, {
          staffId: actor.id,
          action: 'staff.updated',
          entity: 'staff',
          entityId: id,
          before: { role: before.role, active: before.active },
          after: { role: after.role, active: after.active },
        });
        logger.info({ staffId: id, by: actor.id, role, active }, 'staff updated');
        return ok(rowOf(after));
      });
    },

    /** The invited member sets their password through the mail's link (once, within 72 hours). */
    async acceptInvitation(token: string, password: string): Promise<Outcome<true, 'INVITATION_INVALID'>> {
      const passwordHash = await hashPassword(password);
      const done = await repo.inTransaction(async (q, tx) => {
        const staffId = await q.useInvitation(hashSecretToken(token));
        if (staffId === undefined) return false;
        const member = await q.findById(staffId, { lock: true });
        if (!member || !member.active) return false;
        await q.update(staffId, { passwordHash });
        await q.revokeAllSessions(staffId);
        await recordAudit(tx, {
          staffId,
          action: 'staff.password_set',
          entity: 'staff',
          entityId: staffId,
          after: { by: 'invitation' },
        });
        return true;
      });
      return done ? ok(true) : refusalOf(STAFF_SIGN_IN_REASONS, 'INVITATION_INVALID');
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;

/** The staff:create command's insert: a member with a password, recorded in the audit as made on the server. */
export async function createStaffMember(
  repo: StaffRepo,
  values: { email: string; name: string; role: StaffRole; password: string },
): Promise<Outcome<StaffRow, 'EMAIL_TAKEN'>> {
  const passwordHash = await hashPassword(values.password);
  try {
    const row = await repo.inTransaction(async (q, tx) => {
      const created = await q.insert({ email: values.email, name: values.name, role: values.role, passwordHash });
      await recordAudit(tx, {
        staffId: null,
        action: 'staff.created',
        entity: 'staff',
        entityId: created.id,
        after: { email: created.email, name: created.name, role: created.role, by: 'staff:create' },
      });
      return created;
    });
    return ok(rowOf(row));
  } catch (error) {
    if (uniqueViolation(error)) return refusalOf(STAFF_REASONS, 'EMAIL_TAKEN');
    throw error;
  }
}
