// The one-time-code login (docs/spec.md#first-4 and #first-8, docs/api.md): a code by SMS to a member's mobile, then
// verify it for a session. The rules that keep the form from pumping SMS or guessing codes:
// at most OTP_RATE_PER_HOUR codes to a number and OTP_IP_RATE_PER_HOUR requests from an IP per hour,
// one code per number per minute, 5 tries per code, 5 minutes of life, single use.
// A mobile without an account is refused (OTP_UNVERIFIED) rather than given a new member: an account
// needs the email and names the spec's session data carries, which registration collects.
// The same rules serve the first spec's `verify/cod/number`: a 4-digit code that verifies a mobile
// for cash on delivery, for anyone (no account needed), answered by the same `verify/otp`.
import type { Logger } from 'pino';
import type { SessionData } from '../../domain/accounts/api-schemas.ts';
import { ok, refusalOf, type Outcome, type Refusal } from '../../domain/api/outcome.ts';
import { OTP_COD_NUMBER, OTP_LOGIN, OTP_REFUSALS, type OtpRefusal } from '../../domain/accounts/otp-reasons.ts';
import { isCodeShaped, type OtpVerifyBody } from '../../domain/accounts/otp-schemas.ts';
import { otpSendGate } from '../../domain/accounts/rate-windows.ts';
import { codNumberCodeSms, loginCodeSms, registerCodeSms } from '../../domain/notifications/templates/account-mails.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from '../common/secret-token.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import { codeMatches, hashCode, newCode } from './otp-code.ts';
import { otpQueries, type OtpRepo, type Tx } from './otp.repo.ts';
import { ipRateKey } from '../../domain/api/ip-rate-key.ts';

/** What a code is for: logging in, or verifying a mobile for cash on delivery. */
const PURPOSES = {
  login: { rules: OTP_LOGIN, sms: loginCodeSms, needsAccount: true },
  cod: { rules: OTP_COD_NUMBER, sms: codNumberCodeSms, needsAccount: false },
  /** A code to the mobile a registration names: the new account's mobile is proved at once (docs/decisions/2026-11-27-email-proofs.md). */
  register: { rules: OTP_LOGIN, sms: registerCodeSms, needsAccount: false },
} as const;
type Purpose = keyof typeof PURPOSES;

export interface OtpDeps {
  repo: OtpRepo;
  accounts: Pick<AccountsService, 'findMemberIdByPhone' | 'startSessionFor'>;
  kickOutbox(): void;
  limits: { perNumberPerHour: number; perIpPerHour: number };
  logger: Logger;
  /** In the transaction that consumes a member's login code: their guest orders with this mobile become theirs; answers how many. */
  claimGuestOrders?: (tx: Tx, memberId: number) => Promise<number>;
  /** In the same transaction: the member's mobile is proved (users.phone_verified_at). */
  provePhone?: (tx: Tx, memberId: number, mobile: string) => Promise<void>;
}

const refused = <R extends OtpRefusal>(reason: R, retryAfterSeconds?: number): Refusal<R> =>
  refusalOf<R>(OTP_REFUSALS, reason, { retryAfterSeconds });

/** A registration's code: the token of request/otpRegister, the mobile registered and the code typed. */
export interface RegisterCodeProof {
  token: string;
  mobile: string;
  otp: string;
}
export type RegisterCodeRefusal =
  'INVALID_REQUEST' | 'NO_OTP_TOKEN' | 'INVALID_SECRET' | 'OTP_MISSMATCH' | 'OTP_EXPIRED' | 'TOKEN_CANCELED';

export interface OtpSent {
  token: string;
  timer_rate: number;
  server_resend_rate: number;
}

export function createOtpService(deps: OtpDeps) {
  const { repo, accounts, logger } = deps;

  async function send(
    purpose: Purpose,
    mobile: string,
    ip: string,
  ): Promise<Outcome<OtpSent, 'WAIT_TIMEOUT' | 'OTP_UNVERIFIED'>> {
    const { rules, sms, needsAccount } = PURPOSES[purpose];
    // Looked up first: the transaction below holds the connection on PGlite.
    const memberId = needsAccount ? await accounts.findMemberIdByPhone(mobile) : undefined;
    const token = newSecretToken();
    const code = newCode(rules.digits);
    // Count, decide and send under a lock per number and per IP, so a burst of parallel requests
    // cannot all read the same counts and slip past the limits together.
    const outcome = await repo.inTransaction(
      async (q, tx): Promise<Refusal<'WAIT_TIMEOUT' | 'OTP_UNVERIFIED'> | { ok: true }> => {
        const ipKey = ipRateKey(ip);
        await q.lockKeys([`otp-number|${mobile}`, `otp-ip|${ipKey}`]);
        const toNumber = await q.sentTo(mobile, purpose, 3_600);
        const fromIp = await q.countEvents('otp-ip', ipKey, 3_600);
        const gate = otpSendGate(
          { toNumber, fromIp, lastSentAt: toNumber.lastAt },
          { ...deps.limits, resendSeconds: rules.resendSeconds },
          new Date(),
        );
        if (gate.action === 'refuse') return refused('WAIT_TIMEOUT', gate.retryAfterSeconds);
        // Every request from an IP counts, also those for numbers without an account (enumeration).
        await q.recordEvent('otp-ip', ipKey);
        if (needsAccount && memberId === undefined) return refused('OTP_UNVERIFIED');
        await q.createChallenge({
          tokenHash: hashSecretToken(token),
          purpose,
          mobile,
          codeHash: hashCode(token, code),
          validSeconds: rules.validSeconds,
        });
        await enqueueNotice(tx, {
          sms: { to: mobile, text: sms({ code, validMinutes: rules.validSeconds / 60 }), code },
        });
        return { ok: true };
      },
    );
    if (!outcome.ok) return outcome;
    deps.kickOutbox();
    logger.info({ userId: memberId, purpose }, 'one-time code sent');
    return ok({ token, timer_rate: rules.validSeconds, server_resend_rate: rules.resendSeconds });
  }

  return {
    requestLogin: (mobile: string, ip: string) => send('login', mobile, ip),

    /** The first spec's verify/cod/number: a 4-digit code to any Indian mobile, for cash on delivery. */
    // A cash-on-delivery code needs no account, so it is never refused OTP_UNVERIFIED.
    requestCodNumber: (mobile: string, ip: string) =>
      send('cod', mobile, ip) as Promise<Outcome<OtpSent, 'WAIT_TIMEOUT'>>,

    /** A 6-digit code to the mobile a registration will name (no account needed yet). */
    requestRegister: (mobile: string, ip: string) =>
      send('register', mobile, ip) as Promise<Outcome<OtpSent, 'WAIT_TIMEOUT'>>,

    /**
     * Judges a registration's code before the account is written, without using it: a wrong code counts
     * a try (and the last allowed try burns the code) in its own transaction, whatever the registration does.
     */
    async checkRegisterCode(proof: RegisterCodeProof): Promise<Outcome<true, RegisterCodeRefusal>> {
      if (!isSecretTokenShaped(proof.token)) return refused('NO_OTP_TOKEN');
      if (!isCodeShaped(proof.otp)) return refused('INVALID_SECRET');
      return repo.inTransaction(async (q): Promise<Outcome<true, RegisterCodeRefusal>> => {
        const challenge = await q.lockChallenge(hashSecretToken(proof.token));
        if (!challenge || challenge.purpose !== 'register') return refused('NO_OTP_TOKEN');
        const { maxTries } = PURPOSES.register.rules;
        if (challenge.mobile !== proof.mobile) return refused('INVALID_REQUEST');
        if (challenge.consumed || challenge.attempts >= maxTries) return refused('TOKEN_CANCELED');
        if (challenge.expired) return refused('OTP_EXPIRED');
        if (!codeMatches(proof.token, proof.otp, challenge.codeHash)) {
          await q.recordTry(challenge.id, challenge.attempts + 1 >= maxTries);
          return refused('OTP_MISSMATCH');
        }
        return ok(true);
      });
    },

    /** In the registration's transaction: uses the code judged right by checkRegisterCode, once (false when it went meanwhile). */
    async useRegisterCodeIn(tx: Tx, proof: RegisterCodeProof): Promise<boolean> {
      const q = otpQueries(tx);
      const challenge = await q.lockChallenge(hashSecretToken(proof.token));
      if (!challenge || challenge.purpose !== 'register' || challenge.mobile !== proof.mobile) return false;
      if (challenge.consumed || challenge.expired || !codeMatches(proof.token, proof.otp, challenge.codeHash))
        return false;
      await q.consume(challenge.id);
      return true;
    },

    /** Verifies a code: a login code answers the member's session, a cash-on-delivery code only that the number is verified. */
    async verifyLogin(
      body: OtpVerifyBody,
    ): Promise<Outcome<{ session?: SessionData; foundOrders?: number }, Exclude<OtpRefusal, 'WAIT_TIMEOUT'>>> {
      if (!isSecretTokenShaped(body.token)) return refused('NO_OTP_TOKEN');
      if (!isCodeShaped(body.otp)) return refused('INVALID_SECRET');
      const token = body.token;
      // Looked up first (the transaction below holds the connection on PGlite): whose mobile a login code proves.
      const owner = await accounts.findMemberIdByPhone(body.mobile);
      const outcome = await repo.inTransaction(
        async (
          q,
          tx,
        ): Promise<
          | Refusal<Exclude<OtpRefusal, 'WAIT_TIMEOUT' | 'OTP_UNVERIFIED'>>
          | { ok: true; purpose: Purpose; foundOrders: number }
        > => {
          const challenge = await q.lockChallenge(hashSecretToken(token));
          // A registration's code is used by register2 only.
          if (!challenge || !(challenge.purpose in PURPOSES) || challenge.purpose === 'register')
            return refused('NO_OTP_TOKEN');
          const purpose = challenge.purpose as Purpose;
          const { maxTries } = PURPOSES[purpose].rules;
          if (challenge.mobile !== body.mobile) return refused('INVALID_REQUEST');
          if (challenge.consumed || challenge.attempts >= maxTries) return refused('TOKEN_CANCELED');
          if (challenge.expired) return refused('OTP_EXPIRED');
          if (!codeMatches(token, body.otp, challenge.codeHash)) {
            // The last allowed try burns the code: further tries answer TOKEN_CANCELED.
            await q.recordTry(challenge.id, challenge.attempts + 1 >= maxTries);
            return refused('OTP_MISSMATCH');
          }
          await q.consume(challenge.id);
          // The code proved the member's mobile: it is recorded, and their guest orders placed with it follow them.
          if (purpose === 'login' && owner !== undefined) await deps.provePhone?.(tx, owner, body.mobile);
          const foundOrders =
            purpose === 'login' && owner !== undefined && deps.claimGuestOrders
              ? await deps.claimGuestOrders(tx, owner)
              : 0;
          return { ok: true, purpose, foundOrders };
        },
      );
      if (!outcome.ok) {
        logger.info({ reason: outcome.reason }, 'one-time code refused');
        return outcome;
      }
      if (outcome.purpose === 'cod') {
        logger.info('mobile verified for cash on delivery');
        return ok({});
      }
      const memberId = await accounts.findMemberIdByPhone(body.mobile);
      const session = memberId === undefined ? undefined : await accounts.startSessionFor(memberId);
      if (!session) return refused('OTP_UNVERIFIED');
      logger.info({ userId: session.user_id, foundOrders: outcome.foundOrders }, 'logged in with a code');
      return ok({ session, ...(outcome.foundOrders > 0 ? { foundOrders: outcome.foundOrders } : {}) });
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
