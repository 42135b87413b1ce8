// Registration, password login, sessions, profile and passwords (docs/spec.md#first-3, #first-7, #first-8; docs/api.md
// "Identity"). Rules and texts come from domain/accounts; this file orders the steps, runs the
// writes in one transaction with the mail they cause, and throttles password guessing.
import type { Logger } from 'pino';
import type { ChangePasswordBody, LoginBody, Profile, ProfileUpdateBody, RegisterBody, ResetPasswordBody, SessionData } from '../../domain/accounts/api-schemas.ts';
import { ACCOUNT_TEXTS, tooManyAttemptsText } from '../../domain/accounts/messages.ts';
import { checkProfileAddress } from '../../domain/accounts/profile-address.ts';
import { SHIPPING_FIELD_MESSAGES } from '../../domain/checkout/messages.ts';
import { LOGIN_WINDOW_SECONDS, loginGate, passwordLoginGate } from '../../domain/accounts/rate-windows.ts';
import { ipRateKey } from '../../domain/api/ip-rate-key.ts';
import { ok, refuse, type Outcome, type Refusal } from '../../domain/api/outcome.ts';
import { passwordResetMail, welcomeMail } from '../../domain/notifications/templates/account-mails.ts';
import { enqueueMessage } from '../notifications/outbox.repo.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { AccountsRepo, ProfileAddressColumns, Tx, UserRow } from './accounts.repo.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import type { Captcha } from '../captcha/captcha.service.ts';
import type { RateEventsRepo } from '../common/rate-events.repo.ts';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from '../common/secret-token.ts';

export const RESET_LINK_MINUTES = 30;
const RESET_MAILS_PER_HOUR = 5;
const RESET_REQUESTS_PER_IP_HOUR = 30;
/** Each registration mails whatever address it names: capped per IP so the form cannot mail-bomb. */
export const REGISTRATIONS_PER_IP_HOUR = 30;
/** `unique` tells whether an address has an account: capped per IP so it cannot sweep a list of addresses. */
export const UNIQUE_CHECKS_PER_IP_HOUR = 60;

export interface AccountsDeps {
  repo: AccountsRepo;
  rates: RateEventsRepo;
  /** The self-hosted proof of work a password login needs after a few failures on the account. */
  captcha: Pick<Captcha, 'verify'>;
  /** Wakes the outbox worker after a commit that wrote a message. */
  kickOutbox(): void;
  /** The store's public origin, for links in mails (never taken from a request's Host header). */
  publicUrl: string;
  logger: Logger;
  /** Registration with `subscription` ticked: subscribes the address to the newsletter in the same transaction. */
  subscribeInTx?: (tx: Tx, email: string) => Promise<unknown>;
  /** Whether India Post's directory knows a pincode: the profile's address is refused otherwise, as the checkout's is. */
  knowsPincode(pincode: string): boolean;
  /** Waits before a throttled attempt is checked (replaceable so tests need not sleep). */
  sleep?: (ms: number) => Promise<void>;
}

/** A member as the rest of the server knows them once their session token checked out. */
export interface Member {
  id: number;
  email: string;
  firstName: string;
  role: 'CUSTOMER' | 'ADMIN';
  /** Hash of the token the request presented, so a password change can keep this session. */
  sessionTokenHash: string;
}

type Throttled = Refusal<'TOO_MANY_ATTEMPTS'>;
/** The profile's address refused, with the field to mark. */
type AddressRefused = Refusal<'PROFILE_UPDATE_FAILED'>;
type CaptchaNeeded = Refusal<'CAPTCHA_REQUIRED'>;

const scopes = { account: 'login-account', ip: 'login-ip' } as const;

export function createAccountsService(deps: AccountsDeps) {
  const { repo, rates, logger } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function sessionDataFor(user: UserRow, token: string): Promise<SessionData> {
    return {
      user_name: user.firstName,
      user_id: user.id,
      user_type: user.role,
      api_token: token,
      token,
      email: user.email,
      // Null until the member's first cart sync creates it (the device syncs right after a login).
      cart_id: await repo.memberCartId(user.id),
    };
  }

  /**
   * Slows, then refuses, password checks for an account or an IP with many recent failures. Each
   * admitted attempt is counted before the password is checked (parallel guesses cannot all slip
   * under the limit); a correct password withdraws its count.
   */
  async function passGate(email: string, ip: string): Promise<Throttled | { eventIds: number[] }> {
    const { decision, eventIds } = await rates.admit(
      [
        { scope: scopes.account, key: email },
        { scope: scopes.ip, key: ipRateKey(ip) },
      ],
      LOGIN_WINDOW_SECONDS,
      ([byAccount, byIp]) => ({ gate: loginGate(byAccount!, byIp!, new Date()), byAccountRefused: byAccount!.count >= byIp!.count }),
      ({ gate }) => gate.action === 'allow',
    );
    const { gate } = decision;
    if (gate.action === 'refuse') {
      logger.warn({ scope: decision.byAccountRefused ? 'account' : 'ip' }, 'password attempts throttled');
      return { ok: false, reason: 'TOO_MANY_ATTEMPTS', message: tooManyAttemptsText(gate.retryAfterSeconds), retryAfterSeconds: gate.retryAfterSeconds };
    }
    if (gate.delayMs > 0) await sleep(gate.delayMs);
    return { eventIds };
  }

  /**
   * Counts one request in an IP's hourly window (IPv6 by its /64), or refuses it once `limit` were
   * counted; counted under the key's lock, so a burst cannot all read the same low count.
   */
  async function hourlyIpCap(scope: string, ip: string, limit: number): Promise<Throttled | undefined> {
    const { decision } = await rates.admit(
      [{ scope, key: ipRateKey(ip) }],
      3_600,
      ([fromIp]) => (fromIp!.count >= limit ? Math.max(1, Math.ceil(((fromIp!.oldestAt?.getTime() ?? Date.now()) + 3_600_000 - Date.now()) / 1000)) : 0),
      (retryAfterSeconds) => retryAfterSeconds === 0,
    );
    return decision === 0 ? undefined : { ok: false, reason: 'TOO_MANY_ATTEMPTS', message: tooManyAttemptsText(decision), retryAfterSeconds: decision };
  }

  /**
   * The password login's gate: an IP with many failures is slowed, then refused; an account with a few
   * needs a solved captcha for each further try, and is never locked. Decided and counted under the
   * keys' locks, so a burst of guesses cannot all get in before the captcha is asked for.
   */
  async function loginPassGate(email: string, ip: string, captchaSolved: boolean): Promise<Throttled | CaptchaNeeded | { eventIds: number[] }> {
    const { decision: gate, eventIds } = await rates.admit(
      [
        { scope: scopes.account, key: email },
        { scope: scopes.ip, key: ipRateKey(ip) },
      ],
      LOGIN_WINDOW_SECONDS,
      ([byAccount, byIp]) => passwordLoginGate(byAccount!, byIp!, captchaSolved, new Date()),
      (decided) => decided.action === 'allow',
    );
    if (gate.action === 'refuse') {
      logger.warn({ scope: 'ip' }, 'password attempts throttled');
      return { ok: false, reason: 'TOO_MANY_ATTEMPTS', message: tooManyAttemptsText(gate.retryAfterSeconds), retryAfterSeconds: gate.retryAfterSeconds };
    }
    if (gate.action === 'captcha') return { ok: false, reason: 'CAPTCHA_REQUIRED', message: ACCOUNT_TEXTS.captchaRequired };
    if (gate.delayMs > 0) await sleep(gate.delayMs);
    return { eventIds };
  }

  async function openSession(user: UserRow): Promise<SessionData> {
    const token = newSecretToken();
    await repo.createSession(user.id, hashSecretToken(token));
    return sessionDataFor(user, token);
  }

  const profileOf = (user: UserRow): Profile => ({
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    subscription: user.subscription,
    user_type: user.role,
    country: user.country,
    ship_pincode: user.shipPincode,
    ship_state: user.shipState,
    ship_city: user.shipCity,
    ship_address: user.shipAddress,
  });

  return {
    /** Inside the newsletter's unsubscribe transaction: the member with this address no longer has `subscription` ticked. */
    clearSubscriptionIn: (tx: Tx, email: string) => deps.repo.within(tx).clearSubscription(email),

    async register(body: RegisterBody, ip: string): Promise<Outcome<SessionData, 'EMAIL_TAKEN' | 'PHONE_TAKEN'> | Throttled> {
      const throttled = await hourlyIpCap('register-ip', ip, REGISTRATIONS_PER_IP_HOUR);
      if (throttled) return throttled;
      const passwordHash = await hashPassword(body.password);
      const token = newSecretToken();
      const mail = welcomeMail({ firstName: body.first_name, shopUrl: `${deps.publicUrl}/` });
      try {
        const user = await repo.inTransaction(async (q, tx) => {
          const created = await q.insertUser({
            firstName: body.first_name,
            lastName: body.last_name,
            phone: body.phone,
            email: body.email,
            subscription: body.subscription,
            passwordHash,
          });
          await q.createSession(created.id, hashSecretToken(token));
          if (body.subscription) await deps.subscribeInTx?.(tx, created.email);
          await enqueueMessage(tx, { channel: 'email', to: created.email, ...mail });
          return created;
        });
        deps.kickOutbox();
        logger.info({ userId: user.id }, 'account created');
        return ok(await sessionDataFor(user, token));
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint?.includes('users_phone_key')) return refuse('PHONE_TAKEN', ACCOUNT_TEXTS.phoneTaken);
        if (constraint !== undefined) return refuse('EMAIL_TAKEN', ACCOUNT_TEXTS.emailTaken);
        throw error;
      }
    },

    async isEmailUnique(email: string, ip: string): Promise<Outcome<boolean, never> | Throttled> {
      const throttled = await hourlyIpCap('unique-ip', ip, UNIQUE_CHECKS_PER_IP_HOUR);
      if (throttled) return throttled;
      return ok((await repo.findUserByEmail(email)) === undefined);
    },

    async login(body: LoginBody, ip: string): Promise<Outcome<SessionData, 'LOGIN_FAILED'> | Throttled | CaptchaNeeded> {
      // Checked only when sent (the form sends one once asked): a solution works once, needed or not.
      const captchaSolved = body.captcha !== undefined && (await deps.captcha.verify(body.captcha));
      const admitted = await loginPassGate(body.email, ip, captchaSolved);
      if ('ok' in admitted) return admitted;
      const user = await repo.findUserByEmail(body.email);
      if (!(await verifyPassword(user?.passwordHash ?? null, body.password)) || !user) {
        logger.info('login failed');
        return refuse('LOGIN_FAILED', ACCOUNT_TEXTS.loginFailed);
      }
      // The owner got in: this attempt and the account's failures no longer count (the IP's still do).
      await rates.withdraw(admitted.eventIds);
      await rates.clear(scopes.account, body.email);
      logger.info({ userId: user.id }, 'logged in');
      return ok(await openSession(user));
    },

    /** A session for a member proven some other way (the one-time-code login). */
    async startSessionFor(userId: number): Promise<SessionData | undefined> {
      const user = await repo.findUserById(userId);
      return user ? openSession(user) : undefined;
    },

    async findMemberIdByPhone(phone: string): Promise<number | undefined> {
      return (await repo.findUserByPhone(phone))?.id;
    },

    async logout(token: string | undefined): Promise<void> {
      if (isSecretTokenShaped(token)) await repo.revokeSession(hashSecretToken(token));
    },

    /** The member a session token belongs to, or undefined for a missing, unknown, revoked or idle token. */
    async authenticate(token: string | undefined): Promise<Member | undefined> {
      if (!isSecretTokenShaped(token)) return undefined;
      const sessionTokenHash = hashSecretToken(token);
      const user = await repo.touchSession(sessionTokenHash);
      return user ? { id: user.id, email: user.email, firstName: user.firstName, role: user.role, sessionTokenHash } : undefined;
    },

    async getProfile(userId: number): Promise<Profile | undefined> {
      const user = await repo.findUserById(userId);
      return user ? profileOf(user) : undefined;
    },

    /** The names, and the shipping address when the body carries one (judged by the body's schema; its pincode here, against India Post's data). */
    async updateProfile(member: Member, body: ProfileUpdateBody): Promise<Outcome<Profile, 'PROFILE_UPDATE_FAILED'> | AddressRefused> {
      const checked = checkProfileAddress(body);
      const addressRefused = (fields: Record<string, string>): AddressRefused => ({ ok: false, reason: 'PROFILE_UPDATE_FAILED', message: ACCOUNT_TEXTS.profileUpdateFailed, fields });
      if (!checked.ok) return addressRefused(checked.fields);
      if (checked.action === 'set' && !deps.knowsPincode(checked.address.zipcode)) return addressRefused({ ship_pincode: SHIPPING_FIELD_MESSAGES.virtual_order_address_zipcode });
      const address: Partial<ProfileAddressColumns> =
        checked.action === 'set'
          ? { country: checked.address.country, shipPincode: checked.address.zipcode, shipState: checked.address.state, shipCity: checked.address.city, shipAddress: checked.address.address }
          : checked.action === 'clear'
            ? { country: null, shipPincode: null, shipState: null, shipCity: null, shipAddress: null }
            : {};
      const user = await repo.updateProfile(member.id, { firstName: body.first_name, lastName: body.last_name, ...address });
      return user ? ok(profileOf(user)) : refuse('PROFILE_UPDATE_FAILED', ACCOUNT_TEXTS.profileUpdateFailed);
    },

    async changePassword(member: Member, body: ChangePasswordBody, ip: string): Promise<Outcome<true, 'WRONG_PASSWORD'> | Throttled> {
      const admitted = await passGate(member.email, ip);
      if ('ok' in admitted) return admitted;
      const user = await repo.findUserById(member.id);
      if (!user || !(await verifyPassword(user.passwordHash, body.oldPassword))) {
        return refuse('WRONG_PASSWORD', ACCOUNT_TEXTS.wrongPassword);
      }
      await rates.withdraw(admitted.eventIds);
      const passwordHash = await hashPassword(body.newPassword);
      const signOutOthers = body.signOutOtherDevices ?? true;
      await repo.inTransaction(async (q) => {
        await q.setPasswordHash(user.id, passwordHash);
        // A reset link asked for before the change would otherwise undo it (or let whoever read the mail in).
        await q.voidPasswordResets(user.id);
        // Unless the member chose otherwise, anyone else holding a session is signed out; this device stays in.
        if (signOutOthers) await q.revokeOtherSessions(user.id, member.sessionTokenHash);
      });
      logger.info({ userId: user.id, signOutOthers }, 'password changed');
      return ok(true);
    },

    async forgotPassword(email: string, ip: string): Promise<Outcome<true, 'USER_NOT_FOUND'> | Throttled> {
      // Reset mails are capped per address and per IP, so the form cannot be used to flood a mailbox.
      const [toEmail, fromIp] = await Promise.all([rates.count('reset-email', email, 3_600), rates.count('reset-ip', ipRateKey(ip), 3_600)]);
      if (toEmail.count >= RESET_MAILS_PER_HOUR || fromIp.count >= RESET_REQUESTS_PER_IP_HOUR) {
        const retryAfterSeconds = 3_600;
        return { ok: false, reason: 'TOO_MANY_ATTEMPTS', message: tooManyAttemptsText(retryAfterSeconds), retryAfterSeconds };
      }
      await rates.record('reset-ip', ipRateKey(ip));
      const user = await repo.findUserByEmail(email);
      if (!user) return refuse('USER_NOT_FOUND', ACCOUNT_TEXTS.userNotFound);
      const token = newSecretToken();
      const resetUrl = `${deps.publicUrl}/reset-password?token=${token}`;
      const mail = passwordResetMail({ firstName: user.firstName, resetUrl, validMinutes: RESET_LINK_MINUTES });
      await rates.record('reset-email', email);
      await repo.inTransaction(async (q, tx) => {
        await q.createPasswordReset(user.id, hashSecretToken(token), RESET_LINK_MINUTES);
        await enqueueMessage(tx, { channel: 'email', to: user.email, ...mail, code: token });
      });
      deps.kickOutbox();
      logger.info({ userId: user.id }, 'password reset mail written');
      return ok(true);
    },

    async resetPassword(body: ResetPasswordBody): Promise<Outcome<true, 'RESET_LINK_INVALID'>> {
      if (!isSecretTokenShaped(body.token)) return refuse('RESET_LINK_INVALID', ACCOUNT_TEXTS.resetLinkInvalid);
      const passwordHash = await hashPassword(body.password);
      const userId = await repo.inTransaction(async (q) => {
        const owner = await q.consumePasswordReset(hashSecretToken(body.token));
        if (owner === undefined) return undefined;
        await q.setPasswordHash(owner, passwordHash);
        await q.voidPasswordResets(owner);
        await q.revokeOtherSessions(owner, null);
        return owner;
      });
      if (userId === undefined) return refuse('RESET_LINK_INVALID', ACCOUNT_TEXTS.resetLinkInvalid);
      const user = await repo.findUserById(userId);
      if (user) await rates.clear(scopes.account, user.email);
      logger.info({ userId }, 'password reset');
      return ok(true);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
