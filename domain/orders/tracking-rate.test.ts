import { describe, expect, it } from 'vitest';
import { TRACK_FAILURES_PER_IP, TRACK_FAILURES_PER_ORDER, trackGate } from './tracking-rate.ts';

const now = new Date('2026-11-24T10:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const w = (count: number, oldestMinutesAgo: number | null = null) => ({
  count,
  oldestAt: oldestMinutesAgo === null ? null : ago(oldestMinutesAgo),
});

describe('trackGate', () => {
  it.each([
    ['no failures', w(0), w(0), { action: 'allow' }],
    [
      'just under both limits',
      w(TRACK_FAILURES_PER_IP - 1, 30),
      w(TRACK_FAILURES_PER_ORDER - 1, 30),
      { action: 'allow' },
    ],
    ['the IP at its limit', w(TRACK_FAILURES_PER_IP, 45), w(0), { action: 'refuse', retryAfterSeconds: 15 * 60 }],
    [
      'the order at its limit',
      w(3, 50),
      w(TRACK_FAILURES_PER_ORDER, 10),
      { action: 'refuse', retryAfterSeconds: 50 * 60 },
    ],
    [
      'both: the longer wait',
      w(TRACK_FAILURES_PER_IP, 59),
      w(TRACK_FAILURES_PER_ORDER, 1),
      { action: 'refuse', retryAfterSeconds: 59 * 60 },
    ],
    [
      'an oldest failure already leaving: at least a second',
      w(TRACK_FAILURES_PER_IP, 61),
      w(0),
      { action: 'refuse', retryAfterSeconds: 1 },
    ],
  ])('%s', (_name, byIp, byOrder, expected) => {
    expect(trackGate(byIp, byOrder, now)).toEqual(expected);
  });
});
