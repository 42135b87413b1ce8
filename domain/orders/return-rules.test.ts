import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBER_PATTERN,
  daysSinceDelivery,
  IFSC_PATTERN,
  lastReturnDay,
  mayRequestReturn,
  NOT_RETURNABLE_TEXT,
  type ReturnFacts,
} from './return-rules.ts';

// Delivered at 11:30 pm India time on 1 Nov (18:00 UTC): day 0 is 1 Nov, day 15 is 16 Nov.
const deliveredAt = new Date('2026-11-01T18:00:00Z');
const facts = (over: Partial<ReturnFacts> = {}): ReturnFacts => ({
  status: 'delivered',
  deliveredAt,
  customised: false,
  liveReturn: false,
  ...over,
});

describe('the 15-day window, in India days', () => {
  it.each<[string, string, number, boolean]>([
    ['the day of delivery, 23:59 India time', '2026-11-01T18:29:00Z', 0, true],
    ['day 1 starts at midnight India time (18:30 UTC)', '2026-11-01T18:30:00Z', 1, true],
    ['day 15, its first minute', '2026-11-15T18:30:00Z', 15, true],
    ['day 15, its last minute (23:59 IST)', '2026-11-16T18:29:00Z', 15, true],
    ['day 16, its first minute (00:00 IST)', '2026-11-16T18:30:00Z', 16, false],
    ['a month later', '2026-12-01T06:00:00Z', 30, false],
  ])('%s', (_, now, days, allowed) => {
    expect(daysSinceDelivery(deliveredAt, new Date(now))).toBe(days);
    expect(mayRequestReturn(facts(), new Date(now)).ok).toBe(allowed);
  });

  it('names the last day', () => {
    expect(lastReturnDay(deliveredAt)).toBe('2026-11-16');
    expect(mayRequestReturn(facts(), new Date('2026-11-20T06:00:00Z'))).toEqual({
      ok: false,
      reason: 'RETURN_WINDOW_CLOSED',
      text: 'The 15 days to return this order ended on 16 Nov 2026.',
    });
  });
});

describe('mayRequestReturn', () => {
  const now = new Date('2026-11-05T06:00:00Z');
  it.each<[string, Partial<ReturnFacts>, string | true]>([
    ['a delivered order of pieces in stock', {}, true],
    ['a made-to-order (customised) piece', { customised: true }, 'NOT_RETURNABLE'],
    ['shipped, not yet delivered', { status: 'shipped', deliveredAt: null }, 'NOT_DELIVERED'],
    ['cancelled', { status: 'cancelled', deliveredAt: null }, 'NOT_DELIVERED'],
    ['already returned', { status: 'returned' }, 'NOT_DELIVERED'],
    ['a return under way', { liveReturn: true }, 'RETURN_ALREADY_REQUESTED'],
  ])('%s', (_, over, expected) => {
    const verdict = mayRequestReturn(facts(over), now);
    if (expected === true) expect(verdict).toEqual({ ok: true, lastDay: '2026-11-16' });
    else expect(verdict.ok === false && verdict.reason).toBe(expected);
  });

  it('refuses a customised piece in the policy’s words', () => {
    const verdict = mayRequestReturn(facts({ customised: true }), now);
    expect(verdict.ok === false && verdict.text).toBe(NOT_RETURNABLE_TEXT);
  });
});

describe('bank details', () => {
  it.each<[string, boolean]>([
    ['SBIN0001234', true],
    ['HDFC0ABC123', true],
    ['SBIN1001234', false], // the fifth character is a zero
    ['SBI00001234', false],
    ['SBIN000123', false],
    ['sbin0001234', false], // the schema upper-cases first
  ])('IFSC %s: %s', (ifsc, ok) => expect(IFSC_PATTERN.test(ifsc)).toBe(ok));

  it.each<[string, boolean]>([
    ['123456789', true],
    ['123456789012345678', true],
    ['12345678', false],
    ['1234567890123456789', false],
    ['12345678901a', false],
  ])('account %s: %s', (n, ok) => expect(ACCOUNT_NUMBER_PATTERN.test(n)).toBe(ok));
});
