import { describe, expect, it } from 'vitest';
import type { ReasonTable } from '../api/outcome.ts';
import { STAFF_TEXTS } from './messages.ts';
import { STAFF_REASONS, STAFF_SESSION_REASONS, STAFF_SIGN_IN_REASONS } from './reasons.ts';

const tables: [string, ReasonTable][] = [
  ['sign-in', STAFF_SIGN_IN_REASONS],
  ['session', STAFF_SESSION_REASONS],
  ['staff', STAFF_REASONS],
];
const texts = new Set<string>(Object.values(STAFF_TEXTS));

describe('the back office reason tables', () => {
  it.each(tables)('%s: every reason is a client error with a text of its own', (_name, table) => {
    for (const [reason, { status, text }] of Object.entries(table)) {
      expect(reason).toMatch(/^[A-Z_]+$/);
      expect(status, reason).toBeGreaterThanOrEqual(400);
      expect(status, reason).toBeLessThan(500);
      expect(text.length, reason).toBeGreaterThan(10);
    }
  });

  it('takes its texts from the back office words (the wait aside, which names its minutes)', () => {
    for (const table of [STAFF_SIGN_IN_REASONS, STAFF_SESSION_REASONS, STAFF_REASONS])
      for (const [reason, { text }] of Object.entries(table))
        if (reason !== 'TOO_MANY_ATTEMPTS') expect(texts.has(text), reason).toBe(true);
    expect(STAFF_SIGN_IN_REASONS.TOO_MANY_ATTEMPTS.text).toMatch(/15 minutes/);
  });

  it('answers a wrong code as a failed sign-in before a session, as a bad input after', () => {
    expect(STAFF_SIGN_IN_REASONS.CODE_WRONG.status).toBe(401);
    expect(STAFF_REASONS.CODE_WRONG.status).toBe(422);
    expect(STAFF_SIGN_IN_REASONS.CODE_WRONG.text).toBe(STAFF_REASONS.CODE_WRONG.text);
  });

  it('tells no session (401) from a session that may not (403)', () => {
    expect(STAFF_SESSION_REASONS.UNAUTHORIZED.status).toBe(401);
    expect(STAFF_SESSION_REASONS.FORBIDDEN.status).toBe(403);
  });
});
