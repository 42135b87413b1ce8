// How often order tracking may fail before it refuses (pure; the repo counts in the database).
// Failures are counted per client IP and per order id over an hour, each attempt counted before the
// lookup and withdrawn when it matched: a burst of guesses queues on the count and cannot slip under
// it. Order ids are not guessable (65 random bits), so the limit mainly stops someone who has an
// order id from trying emails, and one IP from spraying ids.
import type { WindowCount } from '../accounts/rate-windows.ts';

export const TRACK_WINDOW_SECONDS = 60 * 60;
export const TRACK_FAILURES_PER_IP = 20;
export const TRACK_FAILURES_PER_ORDER = 10;

export type TrackGate = { action: 'allow' } | { action: 'refuse'; retryAfterSeconds: number };

export function trackGate(byIp: WindowCount, byOrder: WindowCount, now: Date): TrackGate {
  const waits: number[] = [];
  if (byIp.count >= TRACK_FAILURES_PER_IP) waits.push(secondsUntilLeaves(byIp.oldestAt, now));
  if (byOrder.count >= TRACK_FAILURES_PER_ORDER) waits.push(secondsUntilLeaves(byOrder.oldestAt, now));
  return waits.length === 0 ? { action: 'allow' } : { action: 'refuse', retryAfterSeconds: Math.max(...waits) };
}

function secondsUntilLeaves(oldestAt: Date | null, now: Date): number {
  if (!oldestAt) return TRACK_WINDOW_SECONDS;
  return Math.max(1, Math.ceil((oldestAt.getTime() + TRACK_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
}
