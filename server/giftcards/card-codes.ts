// The two guards around a gift card, shared by the balance check and the checkout's redeem:
// - guessing: failed look-ups (a code that is no card, or a card with another mobile) are counted per
//   IP and per mobile over an hour; past the limit every look-up is refused before the card is read,
//   and both wrong answers look the same, so the store cannot be used to find cards or their mobiles.
// - the one-time code: 4 digits to the card's own mobile, one a minute and OTP_RATE_PER_HOUR an hour
//   to a number, 5 minutes of life, 5 tries, single use, and bound to what it unlocks (its subject),
//   so a code for one card or one checkout opens nothing else.
// Everything runs in the caller's transaction, under advisory locks per key, so parallel guesses queue
// and each sees the failures before it.
import { otpSendGate } from '../../domain/accounts/rate-windows.ts';
import {
  GIFT_CODE_DIGITS,
  GIFT_CODE_MAX_TRIES,
  GIFT_CODE_RESEND_SECONDS,
  GIFT_CODE_VALID_SECONDS,
  GIFT_LOOKUP_FAILURES_PER_IP_PER_HOUR,
  GIFT_LOOKUP_FAILURES_PER_MOBILE_PER_HOUR,
} from '../../domain/giftcards/limits.ts';
import { giftCardCodeSms } from '../../domain/notifications/templates/giftcard-mails.ts';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from '../common/secret-token.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import { codeMatches, hashCode, newCode } from '../otp/otp-code.ts';
import { otpQueries } from '../otp/otp.repo.ts';
import type { GiftTx } from './giftcards.repo.ts';
import { ipRateKey } from '../../domain/api/ip-rate-key.ts';

const HOUR = 3_600;
const secondsLeft = (oldestAt: Date | null, now: Date) =>
  oldestAt === null ? HOUR : Math.max(1, Math.ceil(HOUR - (now.getTime() - oldestAt.getTime()) / 1000));

export type CodePurpose = 'gift-redeem' | 'gift-access';

/** Who is looking a card up: their IP, and the mobile they claim (the balance check asks for it). */
export interface Seeker {
  ip: string;
  mobile?: string;
}

const lookupKeys = (s: Seeker) => [
  { scope: 'gift-lookup-ip', key: ipRateKey(s.ip), limit: GIFT_LOOKUP_FAILURES_PER_IP_PER_HOUR },
  ...(s.mobile
    ? [{ scope: 'gift-lookup-mobile', key: s.mobile, limit: GIFT_LOOKUP_FAILURES_PER_MOBILE_PER_HOUR }]
    : []),
];

/** Before a look-up: null when it may go ahead, else the seconds until it may. Takes the keys' locks for the transaction. */
export async function lookupWait(tx: GiftTx, seeker: Seeker, now = new Date()): Promise<number | null> {
  const q = otpQueries(tx);
  const keys = lookupKeys(seeker);
  await q.lockKeys(keys.map((k) => `${k.scope}|${k.key}`));
  let wait: number | null = null;
  for (const k of keys) {
    const window = await q.countEvents(k.scope, k.key, HOUR);
    if (window.count >= k.limit) wait = Math.max(wait ?? 0, secondsLeft(window.oldestAt, now));
  }
  return wait;
}

/** A failed look-up, counted against the IP and the mobile. */
export async function recordLookupFailure(tx: GiftTx, seeker: Seeker): Promise<void> {
  const q = otpQueries(tx);
  for (const k of lookupKeys(seeker)) await q.recordEvent(k.scope, k.key);
}

export type CodeSent =
  { ok: true; token: string; timerRate: number; resendRate: number } | { ok: false; retryAfterSeconds: number };

/** A 4-digit code by SMS to the card's mobile, for `subject`; refused within a minute of the last, or past the hourly cap. */
export async function sendCardCode(
  tx: GiftTx,
  input: { purpose: CodePurpose; mobile: string; last4: string; subject: string; perNumberPerHour: number },
  now = new Date(),
): Promise<CodeSent> {
  const q = otpQueries(tx);
  await q.lockKeys([`otp-number|${input.mobile}`]);
  const toNumber = await q.sentTo(input.mobile, input.purpose, HOUR);
  const gate = otpSendGate(
    { toNumber, fromIp: { count: 0, oldestAt: null }, lastSentAt: toNumber.lastAt },
    {
      perNumberPerHour: input.perNumberPerHour,
      perIpPerHour: Number.POSITIVE_INFINITY,
      resendSeconds: GIFT_CODE_RESEND_SECONDS,
    },
    now,
  );
  if (gate.action === 'refuse') return { ok: false, retryAfterSeconds: gate.retryAfterSeconds };
  const token = newSecretToken();
  const code = newCode(GIFT_CODE_DIGITS);
  await q.createChallenge({
    tokenHash: hashSecretToken(token),
    purpose: input.purpose,
    mobile: input.mobile,
    subject: input.subject,
    codeHash: hashCode(token, code),
    validSeconds: GIFT_CODE_VALID_SECONDS,
  });
  const text = giftCardCodeSms({
    code,
    last4: input.last4,
    purpose: input.purpose === 'gift-redeem' ? 'redeem' : 'balance',
    validMinutes: GIFT_CODE_VALID_SECONDS / 60,
  });
  await enqueueNotice(tx, { sms: { to: input.mobile, text, code } });
  return { ok: true, token, timerRate: GIFT_CODE_VALID_SECONDS, resendRate: GIFT_CODE_RESEND_SECONDS };
}

/** Wrong codes tried for one subject (a card on a draft) within the window, across all its codes. */
export async function wrongTriesFor(
  tx: GiftTx,
  input: { purpose: CodePurpose; subject: string; windowSeconds: number },
): Promise<number> {
  return otpQueries(tx).triesFor(input.purpose, input.subject, input.windowSeconds);
}

export type CodeCheck = 'OK' | 'NO_TOKEN' | 'NOT_THIS' | 'SPENT' | 'EXPIRED' | 'MISMATCH';

/**
 * A code against its token: unknown token (NO_TOKEN), a code for something else (NOT_THIS), used or
 * out of tries (SPENT), past its 5 minutes (EXPIRED), wrong (MISMATCH: the 5th wrong try burns it),
 * or right (OK: used up, it works once).
 */
export async function checkCardCode(
  tx: GiftTx,
  input: { purpose: CodePurpose; token: string | null | undefined; code: string | null | undefined; subject: string },
): Promise<CodeCheck> {
  if (!isSecretTokenShaped(input.token)) return 'NO_TOKEN';
  const q = otpQueries(tx);
  const challenge = await q.lockChallenge(hashSecretToken(input.token));
  if (!challenge || challenge.purpose !== input.purpose) return 'NO_TOKEN';
  if (challenge.subject !== input.subject) return 'NOT_THIS';
  if (challenge.consumed || challenge.attempts >= GIFT_CODE_MAX_TRIES) return 'SPENT';
  if (challenge.expired) return 'EXPIRED';
  const code = (input.code ?? '').trim();
  if (!new RegExp(`^\\d{${GIFT_CODE_DIGITS}}$`).test(code) || !codeMatches(input.token, code, challenge.codeHash)) {
    await q.recordTry(challenge.id, challenge.attempts + 1 >= GIFT_CODE_MAX_TRIES);
    return 'MISMATCH';
  }
  await q.consume(challenge.id);
  return 'OK';
}
