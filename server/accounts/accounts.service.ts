// Registration, password login, sessions, profile and passwords (docs/spec.md#first-3, #first-7, #first-8; docs/api.md
// "Identity"). Rules and texts come from domain/accounts; this file orders the steps, runs the
// writes in one transaction with the mail they cause, and throttles password guessing.
import type { Logger } from 'pino';
import type {
  ChangePasswordBody,
  LoginBody,
  Profile,
  ProfileUpdateBody,
  RegisterBody,
  ResetPasswordBody,
  SessionData,
} from '../../domain/accounts/api-schemas.ts';
import { ACCOUNT_TEXTS, tooManyAttemptsText } from '../../domain/accounts/messages.ts';
import { checkProfileAddress } from '../../domain/accounts/profile-address.ts';
import { INDIA } from '../../domain/checkout/countries.ts';
import { SHIPPING_FIELD_MESSAGES } from '../../domain/checkout/messages.ts';
import { LOGIN_WINDOW_SECONDS, loginGate, passwordLoginGate } from '../../domain/accounts/rate-windows.ts';
import { ipRateKey } from '../../domain/api/ip-rate-key.ts';
import { ok, refusalOf, refuse, type Outcome, type Refusal } from '../../domain/api/outcome.ts';
import {
  emailChangeMail,
  emailChangeNotice,
  emailVerificationMail,
  passwordResetMail,
  welcomeMail,
} from '../../domain/notifications/templates/account-mails.ts';
import {
  EMAIL_LINK_HOURS,
  EMAIL_LINK_WINDOW_SECONDS,
  emailLinkResendWait,
  emailLinkState,
  tooManyLinksText,
} from '../../domain/accounts/email-proof.ts';
import { ACCOUNT_REASONS } from '../../domain/accounts/reasons.ts';
import { OTP_REFUSALS } from '../../domain/accounts/otp-reasons.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { AccountQueries, AccountsRepo, ProfileAddressColumns, Tx, UserRow } from './accounts.repo.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import type { Captcha } from '../captcha/captcha.service.ts';
import type { RateEventsRepo } from '../common/rate-events.repo.ts';
import type { RegisterCodeProof, RegisterCodeRefusal } from '../otp/otp.service.ts';
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
  /**
   * In the transaction that consumes an email's verification link: the member's guest orders placed with
   * the now verified email become theirs; answers how many (docs/decisions/2026-11-27-email-proofs.md).
   */
  claimGuestOrdersByEmail?: (tx: Tx, userId: number) => Promise<number>;
  /** A registration carrying a code to its mobile (request/otpRegister): judged first, used in the account's transaction. */
  mobileProof?: {
    check(proof: RegisterCodeProof): Promise<Outcome<true, RegisterCodeRefusal>>;
    useIn(tx: Tx, proof: RegisterCodeProof): Promise<boolean>;
  };
  /** In the transaction that proves a member's mobile: their guest orders placed with it become theirs; answers how many. */
  claimGuestOrders?: (tx: Tx, userId: number) => Promise<number>;
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

/** The registration's code was used by a parallel registration between its check and the account's transaction. */
class CodeWentMeanwhile extends Error {}

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
      ([byAccount, byIp]) => ({
        gate: loginGate(byAccount!, byIp!, new Date()),
        byAccountRefused: byAccount!.count >= byIp!.count,
      }),
      ({ gate }) => gate.action === 'allow',
    );
    const { gate } = decision;
    if (gate.action === 'refuse') {
      logger.warn({ scope: decision.byAccountRefused ? 'account' : 'ip' }, 'password attempts throttled');
      return {
        ok: false,
        reason: 'TOO_MANY_ATTEMPTS',
        message: tooManyAttemptsText(gate.retryAfterSeconds),
        retryAfterSeconds: gate.retryAfterSeconds,
      };
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
      ([fromIp]) =>
        fromIp!.count >= limit
          ? Math.max(1, Math.ceil(((fromIp!.oldestAt?.getTime() ?? Date.now()) + 3_600_000 - Date.now()) / 1000))
          : 0,
      (retryAfterSeconds) => retryAfterSeconds === 0,
    );
    return decision === 0
      ? undefined
      : { ok: false, reason: 'TOO_MANY_ATTEMPTS', message: tooManyAttemptsText(decision), retryAfterSeconds: decision };
  }

  /**
   * The password login's gate: an IP with many failures is slowed, then refused; an account with a few
   * needs a solved captcha for each further try, and is never locked. Decided and counted under the
   * keys' locks, so a burst of guesses cannot all get in before the captcha is asked for.
   */
  async function loginPassGate(
    email: string,
    ip: string,
    captchaSolved: boolean,
  ): Promise<Throttled | CaptchaNeeded | { eventIds: number[] }> {
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
      return {
        ok: false,
        reason: 'TOO_MANY_ATTEMPTS',
        message: tooManyAttemptsText(gate.retryAfterSeconds),
        retryAfterSeconds: gate.retryAfterSeconds,
      };
    }
    if (gate.action === 'captcha')
      return { ok: false, reason: 'CAPTCHA_REQUIRED', message: ACCOUNT_TEXTS.captchaRequired };
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
    email_verified: user.emailVerifiedAt !== null,
    phone_verified: user.phoneVerifiedAt !== null,
  });

  /** A new link for the address, its token kept only as a hash; answers the page's URL with the token. */
  /** Counts a mail of a link to the member (verification or change): 3 an hour, else the wait. */
  async function emailLinkThrottle(userId: number): Promise<Throttled | null> {
    const { decision: wait } = await rates.admit(
      [{ scope: 'email-link-user', key: String(userId) }],
      EMAIL_LINK_WINDOW_SECONDS,
      ([sent]) => emailLinkResendWait(sent!, new Date()),
      (seconds) => seconds === 0,
    );
    if (wait === 0) return null;
    logger.info({ userId }, 'email links throttled');
    return { ok: false, reason: 'TOO_MANY_ATTEMPTS', message: tooManyLinksText(wait), retryAfterSeconds: wait };
  }

  async function newEmailLink(q: AccountQueries, user: UserRow) {
    const token = newSecretToken();
    await q.createEmailVerification(user.id, user.email, hashSecretToken(token), EMAIL_LINK_HOURS);
    return { token, verifyUrl: `${deps.publicUrl}/verify-email?token=${token}` };
  }

  return {
    /** Inside the newsletter's unsubscribe transaction: the member with this address no longer has `subscription` ticked. */
    clearSubscriptionIn: (tx: Tx, email: string) => deps.repo.within(tx).clearSubscription(email),

    async register(
      body: RegisterBody,
      ip: string,
    ): Promise<
      | Outcome<{ session: SessionData; foundOrders: number }, 'EMAIL_TAKEN' | 'PHONE_TAKEN' | RegisterCodeRefusal>
      | Throttled
    > {
      const throttled = await hourlyIpCap('register-ip', ip, REGISTRATIONS_PER_IP_HOUR);
      if (throttled) return throttled;
      // A code to the mobile, when the registration carries one, is judged before anything is written.
      const proof: RegisterCodeProof | undefined =
        body.otp_token !== undefined && body.otp !== undefined && deps.mobileProof
          ? { token: body.otp_token, mobile: body.phone, otp: body.otp }
          : undefined;
      if (proof) {
        const judged = await deps.mobileProof!.check(proof);
        if (!judged.ok) return judged;
      }
      const passwordHash = await hashPassword(body.password);
      const token = newSecretToken();
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
          // The welcome mail carries the email's verification link; the address is not proved until it is followed.
          const link = await newEmailLink(q, created);
          const mail = welcomeMail({
            firstName: body.first_name,
            shopUrl: `${deps.publicUrl}/`,
            verifyUrl: link.verifyUrl,
            validHours: EMAIL_LINK_HOURS,
          });
          await enqueueNotice(tx, { mail: { to: created.email, ...mail, code: link.token } });
          // The code proved the mobile: used once with the account, and the guest orders placed with it follow.
          let foundOrders = 0;
          if (proof) {
            if (!(await deps.mobileProof!.useIn(tx, proof))) throw new CodeWentMeanwhile();
            await q.provePhone(created.id, created.phone);
            foundOrders = (await deps.claimGuestOrders?.(tx, created.id)) ?? 0;
          }
          return { ...created, foundOrders };
        });
        deps.kickOutbox();
        logger.info(
          { userId: user.id, mobileProved: proof !== undefined, foundOrders: user.foundOrders },
          'account created',
        );
        return ok({ session: await sessionDataFor(user, token), foundOrders: user.foundOrders });
      } catch (error) {
        if (error instanceof CodeWentMeanwhile) return refusalOf(OTP_REFUSALS, 'TOKEN_CANCELED');
        const constraint = uniqueViolation(error);
        if (constraint?.includes('users_phone_key')) return refuse('PHONE_TAKEN', ACCOUNT_TEXTS.phoneTaken);
        if (constraint !== undefined) return refuse('EMAIL_TAKEN', ACCOUNT_TEXTS.emailTaken);
        throw error;
      }
    },

    /**
     * Follows an email's verification link: once, within its day. A link to the member's address
     * proves it; a link to another address is the change they asked for (requestEmailChange), and
     * moves the account there, proved. The guest orders placed with the proved address join the member
     * in the same transaction.
     */
    async verifyEmail(
      token: string,
    ): Promise<
      Outcome<
        { email: string; changed: boolean; foundOrders: number },
        'EMAIL_LINK_UNKNOWN' | 'EMAIL_LINK_EXPIRED' | 'EMAIL_LINK_USED' | 'EMAIL_TAKEN'
      >
    > {
      if (!isSecretTokenShaped(token)) return refusalOf<'EMAIL_LINK_UNKNOWN'>(ACCOUNT_REASONS, 'EMAIL_LINK_UNKNOWN');
      const taken = () => refusalOf<'EMAIL_TAKEN'>(ACCOUNT_REASONS, 'EMAIL_TAKEN');
      let outcome;
      try {
        outcome = await repo.inTransaction(async (q, tx) => {
          const found = await q.lockEmailVerification(hashSecretToken(token));
          if (!found) return refusalOf<'EMAIL_LINK_UNKNOWN'>(ACCOUNT_REASONS, 'EMAIL_LINK_UNKNOWN');
          const state = emailLinkState(found.link, found.currentEmail, found.now);
          if (state === 'used') return refusalOf<'EMAIL_LINK_USED'>(ACCOUNT_REASONS, 'EMAIL_LINK_USED');
          if (state === 'expired') return refusalOf<'EMAIL_LINK_EXPIRED'>(ACCOUNT_REASONS, 'EMAIL_LINK_EXPIRED');
          if (state === 'change') {
            const holder = await q.findUserByEmail(found.link.email);
            if (holder && holder.id !== found.userId) return taken();
            await q.proveEmail(found.id, found.userId, found.link.email.toLowerCase());
          } else await q.proveEmail(found.id, found.userId);
          const foundOrders = (await deps.claimGuestOrdersByEmail?.(tx, found.userId)) ?? 0;
          return ok({
            userId: found.userId,
            email: state === 'change' ? found.link.email.toLowerCase() : found.currentEmail,
            changed: state === 'change',
            foundOrders,
          });
        });
      } catch (error) {
        // Another account took the address between the check and the change.
        if (uniqueViolation(error)?.includes('users_email')) return taken();
        throw error;
      }
      if (!outcome.ok) {
        logger.info({ reason: outcome.reason }, 'email verification link refused');
        return outcome;
      }
      const { userId, email, changed, foundOrders } = outcome.value;
      logger.info({ userId, changed, foundOrders }, changed ? 'email changed' : 'email verified');
      return ok({ email, changed, foundOrders });
    },

    /**
     * A member asks to move their account to another address, with their password: a link goes to the
     * new address (the email changes only when it is opened, verifyEmail) and a notice to the current
     * one. Counted with the verification links: at most EMAIL_LINKS_PER_HOUR mails of links an hour.
     */
    async requestEmailChange(
      member: Member,
      body: { email: string; password: string },
      ip: string,
    ): Promise<
      Outcome<{ email: string; current: string }, 'WRONG_PASSWORD' | 'EMAIL_UNCHANGED' | 'EMAIL_TAKEN'> | Throttled
    > {
      const admitted = await passGate(member.email, ip);
      if ('ok' in admitted) return admitted;
      const user = await repo.findUserById(member.id);
      if (!user || !(await verifyPassword(user.passwordHash, body.password)))
        return refuse('WRONG_PASSWORD', ACCOUNT_TEXTS.wrongPassword);
      await rates.withdraw(admitted.eventIds);
      const email = body.email.trim().toLowerCase();
      if (email === user.email.toLowerCase()) return refusalOf<'EMAIL_UNCHANGED'>(ACCOUNT_REASONS, 'EMAIL_UNCHANGED');
      const holder = await repo.findUserByEmail(email);
      if (holder && holder.id !== user.id) return refusalOf<'EMAIL_TAKEN'>(ACCOUNT_REASONS, 'EMAIL_TAKEN');
      const throttled = await emailLinkThrottle(user.id);
      if (throttled) return throttled;
      await repo.inTransaction(async (q, tx) => {
        const link = await newEmailLink(q, { ...user, email });
        const mail = emailChangeMail({
          firstName: user.firstName,
          newEmail: email,
          verifyUrl: link.verifyUrl,
          validHours: EMAIL_LINK_HOURS,
        });
        await enqueueNotice(tx, { mail: { to: email, ...mail, code: link.token } });
        const notice = emailChangeNotice({ firstName: user.firstName, newEmail: email, shopUrl: `${deps.publicUrl}/` });
        await enqueueNotice(tx, { mail: { to: user.email, ...notice } });
      });
      deps.kickOutbox();
      logger.info({ userId: user.id }, 'email change link written');
      return ok({ email, current: user.email });
    },

    /** Mails the member a new verification link: at most EMAIL_LINKS_PER_HOUR an hour, counted under the member's lock. */
    async resendEmailVerification(
      member: Member,
    ): Promise<Outcome<{ email: string }, 'EMAIL_ALREADY_VERIFIED'> | Throttled> {
      const user = await repo.findUserById(member.id);
      if (!user) return refusalOf<'EMAIL_ALREADY_VERIFIED'>(ACCOUNT_REASONS, 'EMAIL_ALREADY_VERIFIED');
      if (user.emailVerifiedAt !== null)
        return refusalOf<'EMAIL_ALREADY_VERIFIED'>(ACCOUNT_REASONS, 'EMAIL_ALREADY_VERIFIED');
      const throttled = await emailLinkThrottle(user.id);
      if (throttled) return throttled;
      await repo.inTransaction(async (q, tx) => {
        const link = await newEmailLink(q, user);
        const mail = emailVerificationMail({
          firstName: user.firstName,
          verifyUrl: link.verifyUrl,
          validHours: EMAIL_LINK_HOURS,
        });
        await enqueueNotice(tx, { mail: { to: user.email, ...mail, code: link.token } });
      });
      deps.kickOutbox();
      logger.info({ userId: user.id }, 'email verification link written');
      return ok({ email: user.email });
    },

    async isEmailUnique(email: string, ip: string): Promise<Outcome<boolean, never> | Throttled> {
      const throttled = await hourlyIpCap('unique-ip', ip, UNIQUE_CHECKS_PER_IP_HOUR);
      if (throttled) return throttled;
      return ok((await repo.findUserByEmail(email)) === undefined);
    },

    async login(
      body: LoginBody,
      ip: string,
    ): Promise<Outcome<SessionData, 'LOGIN_FAILED'> | Throttled | CaptchaNeeded> {
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
      return user
        ? { id: user.id, email: user.email, firstName: user.firstName, role: user.role, sessionTokenHash }
        : undefined;
    },

    async getProfile(userId: number): Promise<Profile | undefined> {
      const user = await repo.findUserById(userId);
      return user ? profileOf(user) : undefined;
    },

    /** The names, and the shipping address when the body carries one (judged by the body's schema; an Indian pincode here, against India Post's data). */
    async updateProfile(
      member: Member,
      body: ProfileUpdateBody,
    ): Promise<Outcome<Profile, 'PROFILE_UPDATE_FAILED'> | AddressRefused> {
      const checked = checkProfileAddress(body);
      const addressRefused = (fields: Record<string, string>): AddressRefused => ({
        ok: false,
        reason: 'PROFILE_UPDATE_FAILED',
        message: ACCOUNT_TEXTS.profileUpdateFailed,
        fields,
      });
      if (!checked.ok) return addressRefused(checked.fields);
      // India Post's directory knows only Indian pincodes; abroad the postal code was judged for its country.
      if (
        checked.action === 'set' &&
        checked.address.countryCode === INDIA.code &&
        !deps.knowsPincode(checked.address.zipcode)
      )
        return addressRefused({ ship_pincode: SHIPPING_FIELD_MESSAGES.virtual_order_address_zipcode });
      const address: Partial<ProfileAddressColumns> =
        checked.action === 'set'
          ? {
              country: checked.address.country,
              shipPincode: checked.address.zipcode,
              shipState: checked.address.state,
              shipCity: checked.address.city,
              shipAddress: checked.address.address,
            }
          : checked.action === 'clear'
            ? { country: null, shipPincode: null, shipState: null, shipCity: null, shipAddress: null }
            : {};
      const user = await repo.updateProfile(member.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        ...address,
      });
      return user ? ok(profileOf(user)) : refuse('PROFILE_UPDATE_FAILED', ACCOUNT_TEXTS.profileUpdateFailed);
    },

    async changePassword(
      member: Member,
      body: ChangePasswordBody,
      ip: string,
    ): Promise<Outcome<true, 'WRONG_PASSWORD'> | Throttled> {
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
      const [toEmail, fromIp] = await Promise.all([
        rates.count('reset-email', email, 3_600),
        rates.count('reset-ip', ipRateKey(ip), 3_600),
      ]);
      if (toEmail.count >= RESET_MAILS_PER_HOUR || fromIp.count >= RESET_REQUESTS_PER_IP_HOUR) {
        const retryAfterSeconds = 3_600;
        return {
          ok: false,
          reason: 'TOO_MANY_ATTEMPTS',
          message: tooManyAttemptsText(retryAfterSeconds),
          retryAfterSeconds,
        };
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
        await enqueueNotice(tx, { mail: { to: user.email, ...mail, code: token } });
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
