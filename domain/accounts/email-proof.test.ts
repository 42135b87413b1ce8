import { describe, expect, it } from 'vitest';
import { EMAIL_LINKS_PER_HOUR, emailLinkResendWait, emailLinkState, type StoredEmailLink } from './email-proof.ts';

const now = new Date('2026-11-27T10:00:00Z');
const minutes = (m: number) => new Date(now.getTime() + m * 60_000);
const link = (change: Partial<StoredEmailLink> = {}): StoredEmailLink => ({
  email: 'Asha.Rao@example.in',
  expiresAt: minutes(60),
  usedAt: null,
  ...change,
});

describe('emailLinkState', () => {
  it.each<[string, StoredEmailLink, string, string]>([
    ['an open link to the current address', link(), 'asha.rao@example.in', 'valid'],
    ['a used link, even unexpired', link({ usedAt: minutes(-5) }), 'asha.rao@example.in', 'used'],
    [
      'a used and expired link: used comes first',
      link({ usedAt: minutes(-90), expiresAt: minutes(-1) }),
      'asha.rao@example.in',
      'used',
    ],
    ['a link past its expiry', link({ expiresAt: minutes(-1) }), 'asha.rao@example.in', 'expired'],
    ['a link at its expiry instant', link({ expiresAt: now }), 'asha.rao@example.in', 'expired'],
    ['a live link to another address: the change the member asked for', link(), 'asha.new@example.in', 'change'],
    [
      'an expired link to another address changes nothing',
      link({ expiresAt: minutes(-1) }),
      'asha.new@example.in',
      'expired',
    ],
    ['the address in other letters is the same address', link(), 'Asha.Rao@Example.in', 'valid'],
  ])('%s', (_name, stored, current, state) => expect(emailLinkState(stored, current, now)).toBe(state));
});

describe('emailLinkResendWait', () => {
  it('lets a link go while fewer than the hourly limit were sent', () => {
    expect(emailLinkResendWait({ count: 0, oldestAt: null }, now)).toBe(0);
    expect(emailLinkResendWait({ count: EMAIL_LINKS_PER_HOUR - 1, oldestAt: minutes(-59) }, now)).toBe(0);
  });
  it('waits until the oldest counted link leaves the hour', () => {
    expect(emailLinkResendWait({ count: EMAIL_LINKS_PER_HOUR, oldestAt: minutes(-50) }, now)).toBe(600);
    expect(emailLinkResendWait({ count: EMAIL_LINKS_PER_HOUR, oldestAt: minutes(-60) }, now)).toBe(1);
  });
});
