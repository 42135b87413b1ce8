// How long a staff session lasts: 8 hours from sign-in at most, and 30 minutes without a call ends it
// sooner. The query that authenticates a token applies the same numbers (server/staff/staff.repo.ts),
// and a CHECK keeps last_seen_at within the 8 hours (db/schema/staff.ts).
export const SESSION_MAX_MS = 8 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_HOURS = 8;
export const SESSION_IDLE_MINUTES = 30;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

export type SessionState = 'live' | 'revoked' | 'expired' | 'idle';

export function sessionState(session: SessionTimes, now: Date): SessionState {
  if (session.revokedAt !== null) return 'revoked';
  if (now.getTime() >= session.createdAt.getTime() + SESSION_MAX_MS) return 'expired';
  if (now.getTime() >= session.lastSeenAt.getTime() + SESSION_IDLE_MS) return 'idle';
  return 'live';
}
