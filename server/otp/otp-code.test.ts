import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, newCode } from './otp-code.ts';

describe('one-time codes', () => {
  it('are digits of the asked length, leading zeros kept', () => {
    for (let i = 0; i < 500; i++) expect(newCode(6)).toMatch(/^\d{6}$/);
    expect(newCode(4)).toMatch(/^\d{4}$/);
  });

  it('spread over the digits (not a constant, not a counter)', () => {
    const seen = new Set(Array.from({ length: 200 }, () => newCode(6)));
    expect(seen.size).toBeGreaterThan(190);
  });

  it('match only with the same token and code', () => {
    const stored = hashCode('token-a', '123456');
    expect(codeMatches('token-a', '123456', stored)).toBe(true);
    expect(codeMatches('token-a', '123457', stored)).toBe(false);
    expect(codeMatches('token-b', '123456', stored)).toBe(false);
    expect(codeMatches('token-a', '123456', 'abc')).toBe(false);
  });
});
