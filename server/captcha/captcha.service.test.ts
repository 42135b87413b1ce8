// The captcha against a real (in-memory PGlite) database: solutions are solved for real with
// altcha-lib's own solver, against a small maxNumber so that takes milliseconds.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { appSecrets, captchaSpent } from '../../db/schema/checkout.ts';
import { createCaptcha, type Captcha } from './captcha.service.ts';

const logger = pino({ level: 'silent' });
const MAX_NUMBER = 1_000;
let database: Database;
let captcha: Captcha;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  captcha = createCaptcha({ db: database.db, logger, maxNumber: MAX_NUMBER });
});
afterAll(() => database?.close());
afterEach(() => {
  vi.useRealTimers();
});

const encode = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64');

async function solved(
  from: Captcha = captcha,
): Promise<{ challenge: Challenge; solution: { counter: number; derivedKey: string }; payload: string }> {
  const challenge = await from.challenge();
  const found = await solveChallenge({ challenge, deriveKey });
  if (!found) throw new Error('could not solve the challenge');
  const solution = { counter: found.counter, derivedKey: found.derivedKey };
  return { challenge, solution, payload: encode({ challenge, solution }) };
}

describe('captcha', () => {
  it('makes signed challenges that expire after five minutes, with a key kept in app_secrets', async () => {
    const before = Math.floor(Date.now() / 1000);
    const challenge = await captcha.challenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(before + 299);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(before + 301);
    const [row] = await database.db.select().from(appSecrets).where(eq(appSecrets.name, 'altcha_hmac_key'));
    expect(row?.value).toMatch(/^[0-9a-f]{64}$/);
    // Two challenges are never the same.
    expect((await captcha.challenge()).signature).not.toBe(challenge.signature);
  });

  it('accepts a solved challenge once; a replay is refused as spent', async () => {
    const { challenge, payload } = await solved();
    expect(await captcha.verify(payload)).toBe(true);
    const [spent] = await database.db
      .select()
      .from(captchaSpent)
      .where(eq(captchaSpent.signature, challenge.signature!));
    expect(spent?.expiresAt.getTime()).toBe(challenge.parameters.expiresAt! * 1000);
    expect(await captcha.verify(payload)).toBe(false);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('accepts a solution once even when it is sent twice at the same moment', async () => {
    const { payload } = await solved();
    const results = await Promise.all(Array.from({ length: 5 }, () => captcha.verify(payload)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('shares its key and its spent list with every instance on the same database', async () => {
    const other = createCaptcha({ db: database.db, logger, maxNumber: MAX_NUMBER });
    const { payload } = await solved(other);
    expect(await captcha.verify(payload)).toBe(true);
    expect(await other.verify(payload)).toBe(false);
  });

  it('refuses a solution to another key’s challenge', async () => {
    const foreign = createCaptcha({ db: database.db, logger, maxNumber: MAX_NUMBER, hmacKey: 'someone-else' });
    const { payload } = await solved(foreign);
    expect(await captcha.verify(payload)).toBe(false);
    // ALTCHA_HMAC_KEY set: that key, not the stored one.
    const sameKey = createCaptcha({ db: database.db, logger, maxNumber: MAX_NUMBER, hmacKey: 'someone-else' });
    expect(await sameKey.verify(payload)).toBe(true);
  });

  it('refuses an expired challenge, even unspent', async () => {
    const { payload, challenge } = await solved();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((challenge.parameters.expiresAt! + 1) * 1000);
    expect(await captcha.verify(payload)).toBe(false);
    // Back within its time it still works: being refused as expired did not spend it.
    vi.setSystemTime((challenge.parameters.expiresAt! - 1) * 1000);
    expect(await captcha.verify(payload)).toBe(true);
  });

  it('honours a shorter expiry', async () => {
    const quick = createCaptcha({ db: database.db, logger, maxNumber: MAX_NUMBER, expiresSeconds: 30 });
    const { payload, challenge } = await solved(quick);
    expect(challenge.parameters.expiresAt! - Date.now() / 1000).toBeLessThanOrEqual(30);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    expect(await quick.verify(payload)).toBe(false);
  });

  describe('tampering', () => {
    const cases: [
      string,
      (p: { challenge: Challenge; solution: { counter: number; derivedKey: string } }) => unknown,
    ][] = [
      [
        'a later expiry',
        ({ challenge, solution }) => ({
          challenge: {
            ...challenge,
            parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3_600 },
          },
          solution,
        }),
      ],
      [
        'no expiry',
        ({ challenge, solution }) => ({
          challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: undefined } },
          solution,
        }),
      ],
      [
        'an easier prefix',
        ({ challenge, solution }) => ({
          challenge: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } },
          solution,
        }),
      ],
      [
        'another nonce',
        ({ challenge, solution }) => ({
          challenge: { ...challenge, parameters: { ...challenge.parameters, nonce: '0'.repeat(32) } },
          solution,
        }),
      ],
      [
        'no key signature',
        ({ challenge, solution }) => ({
          challenge: { ...challenge, parameters: { ...challenge.parameters, keySignature: undefined } },
          solution: { ...solution, derivedKey: '00'.repeat(32) },
        }),
      ],
      [
        'another signature',
        ({ challenge, solution }) => ({ challenge: { ...challenge, signature: 'f'.repeat(64) }, solution }),
      ],
      ['no signature', ({ challenge, solution }) => ({ challenge: { ...challenge, signature: undefined }, solution })],
      [
        'a wrong derived key',
        ({ challenge, solution }) => ({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }),
      ],
      [
        'a derived key in upper case',
        ({ challenge, solution }) => ({
          challenge,
          solution: { ...solution, derivedKey: solution.derivedKey.toUpperCase() },
        }),
      ],
      [
        'a derived key not hex',
        ({ challenge, solution }) => ({ challenge, solution: { ...solution, derivedKey: 'zz'.repeat(32) } }),
      ],
      [
        'a counter as text',
        ({ challenge, solution }) => ({ challenge, solution: { ...solution, counter: String(solution.counter) } }),
      ],
      ['a negative counter', ({ challenge, solution }) => ({ challenge, solution: { ...solution, counter: -1 } })],
      ['a fractional counter', ({ challenge, solution }) => ({ challenge, solution: { ...solution, counter: 1.5 } })],
      ['no solution', ({ challenge }) => ({ challenge })],
      ['no challenge', ({ solution }) => ({ solution })],
      [
        'parameters as a string',
        ({ challenge, solution }) => ({
          challenge: { ...challenge, parameters: JSON.stringify(challenge.parameters) },
          solution,
        }),
      ],
      [
        'an unknown algorithm',
        ({ challenge, solution }) => ({
          challenge: { ...challenge, parameters: { ...challenge.parameters, algorithm: 'MD5' } },
          solution,
        }),
      ],
    ];
    it.each(cases)('refuses %s without throwing, and the genuine one still works after', async (_name, tamper) => {
      const genuine = await solved();
      await expect(captcha.verify(encode(tamper(genuine)))).resolves.toBe(false);
      expect(await captcha.verify(genuine.payload)).toBe(true);
    });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['a number', 42],
    ['an object', { challenge: {}, solution: {} }],
    ['not base64 at all', '%%% not base64 %%%'],
    ['base64 of text', encode('hello')],
    ['base64 of null', encode('null')],
    ['base64 of a number', encode('12')],
    ['base64 of an array', encode([1, 2])],
    ['base64 of {}', encode({})],
    ['base64 of a truncated payload', encode('{"challenge":{"parameters":')],
    [
      'a payload without base64',
      JSON.stringify({ challenge: { signature: 'x', parameters: {} }, solution: { counter: 1, derivedKey: 'ab' } }),
    ],
    [
      'base64 of empty parameters',
      encode({ challenge: { signature: 'a'.repeat(64), parameters: {} }, solution: { counter: 1, derivedKey: 'ab' } }),
    ],
    [
      'base64 of a __proto__ payload',
      encode('{"__proto__":{"challenge":1},"challenge":{"__proto__":{"signature":"x"}}}'),
    ],
    ['4,001 characters', 'A'.repeat(4_001)],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64')],
  ])('refuses garbage (%s) without throwing', async (_name, raw) => {
    await expect(captcha.verify(raw as string)).resolves.toBe(false);
  });
});
