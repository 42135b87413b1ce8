import { describe, expect, it } from 'vitest';
import { sessionState } from './session-rules.ts';

const signIn = new Date('2026-11-26T09:00:00Z');
const at = (minutes: number) => new Date(signIn.getTime() + minutes * 60_000);

describe('a staff session', () => {
  it.each([
    { case: 'just opened', lastSeen: 0, now: 0, state: 'live' },
    { case: '29 min 59 s idle', lastSeen: 10, now: 10 + 29.999, state: 'live' },
    { case: '30 min idle', lastSeen: 10, now: 40, state: 'idle' },
    { case: 'busy all day, 7 h 59 min in', lastSeen: 478, now: 479, state: 'live' },
    { case: 'busy all day, 8 h in', lastSeen: 479, now: 480, state: 'expired' },
    { case: 'busy all day, past 8 h', lastSeen: 479.5, now: 481, state: 'expired' },
    { case: 'both idle and past 8 h: the 8 h are said', lastSeen: 100, now: 600, state: 'expired' },
  ])('$case → $state', ({ lastSeen, now, state }) => {
    expect(sessionState({ createdAt: signIn, lastSeenAt: at(lastSeen), revokedAt: null }, at(now))).toBe(state);
  });

  it('is over once revoked, however fresh', () => {
    expect(sessionState({ createdAt: signIn, lastSeenAt: at(1), revokedAt: at(1) }, at(2))).toBe('revoked');
  });
});
