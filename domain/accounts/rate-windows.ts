// Throttling rules, pure: the repo counts events in a sliding window, these decide.
//
// Password login: failures are counted per account (the email tried) and per client IP over 15
// minutes. An account is never locked nor slowed, since anyone who knows the address could do that to
// its owner: from its 3rd failure, each further attempt on it needs a solved captcha (the self-hosted
// proof of work), so guessing costs a captcha per guess while the owner still gets in. An IP is slowed
// from its 5th failure (250 ms more per failure, at most 1 s) and refused (429) from its 10th until
// the oldest counted failure leaves the window.
//
// Changing the password (a member already logged in retyping the current one) keeps the older rule
// for both counts, loginGate: slowed from the 5th failure, refused from the 10th.
//
// One-time codes: at most `perNumberPerHour` codes to one mobile and `perIpPerHour` requests from one
// IP in an hour, and none within `resendSeconds` of the last code to the number.

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_SLOWDOWN_FROM = 5;
export const LOGIN_REFUSE_FROM = 10;
const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_MAX_MS = 1_000;

export interface WindowCount {
  /** Events in the window. */
  count: number;
  /** When the oldest of them happened (null when count is 0). */
  oldestAt: Date | null;
}

export type LoginGate = { action: 'allow'; delayMs: number } | { action: 'refuse'; retryAfterSeconds: number };

export function loginGate(byAccount: WindowCount, byIp: WindowCount, now: Date): LoginGate {
  const refusing = [byAccount, byIp].filter((w) => w.count >= LOGIN_REFUSE_FROM);
  if (refusing.length > 0) {
    const retryAfterSeconds = Math.max(
      ...refusing.map((w) => secondsUntilLeaves(w.oldestAt, LOGIN_WINDOW_SECONDS, now)),
    );
    return { action: 'refuse', retryAfterSeconds };
  }
  const worst = Math.max(byAccount.count, byIp.count);
  const over = worst - LOGIN_SLOWDOWN_FROM + 1;
  return { action: 'allow', delayMs: over > 0 ? Math.min(over * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS) : 0 };
}

/** Failures on one account from which a password login needs a solved captcha. */
export const LOGIN_CAPTCHA_FROM = 3;

export type PasswordLoginGate = LoginGate | { action: 'captcha' };

export function passwordLoginGate(
  byAccount: WindowCount,
  byIp: WindowCount,
  captchaSolved: boolean,
  now: Date,
): PasswordLoginGate {
  if (byIp.count >= LOGIN_REFUSE_FROM)
    return { action: 'refuse', retryAfterSeconds: secondsUntilLeaves(byIp.oldestAt, LOGIN_WINDOW_SECONDS, now) };
  if (byAccount.count >= LOGIN_CAPTCHA_FROM && !captchaSolved) return { action: 'captcha' };
  const over = byIp.count - LOGIN_SLOWDOWN_FROM + 1;
  return { action: 'allow', delayMs: over > 0 ? Math.min(over * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS) : 0 };
}

export interface OtpSendFacts {
  toNumber: WindowCount;
  fromIp: WindowCount;
  lastSentAt: Date | null;
}

export interface OtpSendLimits {
  perNumberPerHour: number;
  perIpPerHour: number;
  resendSeconds: number;
}

export type OtpSendGate = { action: 'allow' } | { action: 'refuse'; retryAfterSeconds: number };

export function otpSendGate(facts: OtpSendFacts, limits: OtpSendLimits, now: Date): OtpSendGate {
  const waits: number[] = [];
  if (facts.lastSentAt) {
    const sinceLast = (now.getTime() - facts.lastSentAt.getTime()) / 1000;
    if (sinceLast < limits.resendSeconds) waits.push(Math.ceil(limits.resendSeconds - sinceLast));
  }
  if (facts.toNumber.count >= limits.perNumberPerHour)
    waits.push(secondsUntilLeaves(facts.toNumber.oldestAt, 3_600, now));
  if (facts.fromIp.count >= limits.perIpPerHour) waits.push(secondsUntilLeaves(facts.fromIp.oldestAt, 3_600, now));
  return waits.length === 0 ? { action: 'allow' } : { action: 'refuse', retryAfterSeconds: Math.max(1, ...waits) };
}

function secondsUntilLeaves(oldestAt: Date | null, windowSeconds: number, now: Date): number {
  if (!oldestAt) return windowSeconds;
  return Math.max(1, Math.ceil((oldestAt.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
}
