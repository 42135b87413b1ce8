import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, newTotpSecret, totpCodeAt, totpStep, totpUri } from './totp.ts';

// RFC 6238's own test secret ("12345678901234567890" in base32) and its SHA-1 vectors, last 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('RFC 6238 at %i s → %s', (seconds, code) => {
    expect(totpCodeAt(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  const now = 1_800_000_000_000;
  const step = totpStep(now);
  const secret = newTotpSecret();
  const at = (steps: number) => totpCodeAt(secret, now + steps * 30_000);

  it.each([
    { case: 'the current code', code: () => at(0), last: null, accepted: step },
    { case: 'the previous step (drift)', code: () => at(-1), last: null, accepted: step - 1 },
    { case: 'the next step (drift)', code: () => at(1), last: null, accepted: step + 1 },
    { case: 'two steps old', code: () => at(-2), last: null, accepted: null },
    { case: 'two steps ahead', code: () => at(2), last: null, accepted: null },
    { case: 'a step already used', code: () => at(0), last: step, accepted: null },
    { case: 'an older step than the last used', code: () => at(-1), last: step, accepted: null },
    { case: 'newer than the last used', code: () => at(1), last: step, accepted: step + 1 },
    { case: 'not six digits', code: () => 'abcdef', last: null, accepted: null },
  ])('$case', ({ code, last, accepted }) => {
    const c = code();
    // A code of another step equals an accepted one by chance once in a million draws: not a failure.
    const collides = accepted === null && last === null && [at(-1), at(0), at(1)].includes(c);
    if (!collides) expect(acceptedTotpStep(secret, c, now, last)).toBe(accepted);
  });

  it('names the store and the member in the URI', () => {
    expect(totpUri(secret, 'asha@suvarna.example')).toMatch(
      /^otpauth:\/\/totp\/Suvarna%20back%20office:asha%40suvarna\.example\?.*secret=/,
    );
  });
});
