import { describe, expect, it } from 'vitest';
import { LOGIN_CAPTCHA_FROM, LOGIN_REFUSE_FROM, loginGate, otpSendGate, passwordLoginGate } from './rate-windows.ts';

const now = new Date('2026-11-24T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const none = { count: 0, oldestAt: null };
const n = (count: number, oldestSecondsAgo = 60) => ({ count, oldestAt: count ? ago(oldestSecondsAgo) : null });

describe('loginGate', () => {
  it.each([
    [0, 0, 0],
    [4, 0, 0],
    [5, 0, 250],
    [6, 0, 500],
    [7, 0, 750],
    [8, 0, 1000],
    [9, 0, 1000],
    [0, 9, 1000],
    [3, 6, 500],
  ])('account %i, ip %i failures → allow after %i ms', (account, ip, delayMs) => {
    expect(loginGate(n(account), n(ip), now)).toEqual({ action: 'allow', delayMs });
  });

  it('refuses from the 10th failure of an account until the oldest leaves the 15-minute window', () => {
    expect(loginGate(n(LOGIN_REFUSE_FROM, 60), none, now)).toEqual({ action: 'refuse', retryAfterSeconds: 840 });
    expect(loginGate(n(12, 899), none, now)).toEqual({ action: 'refuse', retryAfterSeconds: 1 });
  });

  it('refuses across accounts from one IP, waiting for the later of both windows', () => {
    expect(loginGate(n(10, 300), n(10, 100), now)).toEqual({ action: 'refuse', retryAfterSeconds: 800 });
    expect(loginGate(none, n(10, 0), now)).toEqual({ action: 'refuse', retryAfterSeconds: 900 });
  });
});

describe('passwordLoginGate', () => {
  it.each([
    [0, 0, false, { action: 'allow', delayMs: 0 }],
    [LOGIN_CAPTCHA_FROM - 1, 0, false, { action: 'allow', delayMs: 0 }],
    [LOGIN_CAPTCHA_FROM, 0, false, { action: 'captcha' }],
    [LOGIN_CAPTCHA_FROM, 0, true, { action: 'allow', delayMs: 0 }],
    // An account is never refused nor slowed, however many failures it has: the captcha is its only price.
    [50, 0, false, { action: 'captcha' }],
    [50, 0, true, { action: 'allow', delayMs: 0 }],
    [0, 5, false, { action: 'allow', delayMs: 250 }],
    [0, 9, true, { action: 'allow', delayMs: 1000 }],
    [2, 9, false, { action: 'allow', delayMs: 1000 }],
  ] as const)('account %i, ip %i failures, captcha solved %s → %j', (account, ip, solved, gate) => {
    expect(passwordLoginGate(n(account), n(ip), solved, now)).toEqual(gate);
  });

  it('still refuses an IP from its 10th failure across accounts, solved captcha or not', () => {
    expect(LOGIN_CAPTCHA_FROM).toBe(3);
    expect(passwordLoginGate(none, n(LOGIN_REFUSE_FROM, 100), true, now)).toEqual({
      action: 'refuse',
      retryAfterSeconds: 800,
    });
    expect(passwordLoginGate(n(20), n(LOGIN_REFUSE_FROM, 0), false, now)).toEqual({
      action: 'refuse',
      retryAfterSeconds: 900,
    });
  });
});

describe('otpSendGate', () => {
  const limits = { perNumberPerHour: 5, perIpPerHour: 20, resendSeconds: 60 };

  it('allows a first code and one after the resend wait', () => {
    expect(otpSendGate({ toNumber: none, fromIp: none, lastSentAt: null }, limits, now)).toEqual({ action: 'allow' });
    expect(otpSendGate({ toNumber: n(4), fromIp: n(4), lastSentAt: ago(60) }, limits, now)).toEqual({
      action: 'allow',
    });
  });

  it('refuses within the resend wait, saying how long is left', () => {
    expect(otpSendGate({ toNumber: n(1), fromIp: n(1), lastSentAt: ago(15) }, limits, now)).toEqual({
      action: 'refuse',
      retryAfterSeconds: 45,
    });
  });

  it('refuses the sixth code to a number in an hour, and the 21st request from an IP', () => {
    expect(otpSendGate({ toNumber: n(5, 600), fromIp: n(5), lastSentAt: ago(120) }, limits, now)).toEqual({
      action: 'refuse',
      retryAfterSeconds: 3000,
    });
    expect(otpSendGate({ toNumber: n(0), fromIp: n(20, 3599), lastSentAt: null }, limits, now)).toEqual({
      action: 'refuse',
      retryAfterSeconds: 1,
    });
  });
});
