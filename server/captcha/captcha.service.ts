// A self-hosted proof-of-work captcha (ALTCHA v2, `altcha-lib`; no third-party script or host): the
// browser finds the counter whose SHA-256 key starts with the challenge's prefix, which takes it about
// ALTCHA_MAX_NUMBER / 2 hashes, and the server checks the answer with one HMAC. A solution works once
// (captcha_spent) and only until its challenge expires. The HMAC key is ALTCHA_HMAC_KEY, or one the
// store makes once and keeps in app_secrets, so every instance on one database shares it.
import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Db } from '../../db/client.ts';

const KEY_NAME = 'altcha_hmac_key';
/** Spent solutions are swept at most this often. */
const SWEEP_EVERY_MS = 60_000;

export interface CaptchaOptions {
  db: Db;
  logger: Logger;
  /** The largest counter a browser may have to reach. */
  maxNumber: number;
  expiresSeconds?: number;
  hmacKey?: string;
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function readPayload(raw: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Partial<Payload>;
    const { challenge, solution } = parsed;
    if (
      !challenge ||
      typeof challenge !== 'object' ||
      typeof challenge.signature !== 'string' ||
      !challenge.parameters ||
      typeof challenge.parameters !== 'object'
    )
      return null;
    if (
      !solution ||
      typeof solution !== 'object' ||
      !Number.isSafeInteger(solution.counter) ||
      typeof solution.derivedKey !== 'string'
    )
      return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

export function createCaptcha({ db, logger, maxNumber, expiresSeconds = 300, hmacKey }: CaptchaOptions) {
  let key: Promise<string> | null = hmacKey ? Promise.resolve(hmacKey) : null;
  let lastSweep = 0;

  /** The shared key: made once (insert or keep), then read, so two instances agree. */
  function secret(): Promise<string> {
    key ??= (async () => {
      await db.execute(
        sql`INSERT INTO app_secrets (name, value) VALUES (${KEY_NAME}, ${randomBytes(32).toString('hex')}) ON CONFLICT (name) DO NOTHING`,
      );
      const [row] = await queryRows<{ value: string }>(db, sql`SELECT value FROM app_secrets WHERE name = ${KEY_NAME}`);
      return row!.value;
    })().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  }

  return {
    async challenge(): Promise<Challenge> {
      const hmac = await secret();
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(maxNumber, Math.floor(maxNumber / 2)),
        deriveKey,
        expiresAt: new Date(Date.now() + expiresSeconds * 1000),
        hmacSignatureSecret: hmac,
        hmacKeySignatureSecret: `${hmac}:key`,
      });
    },

    /** True once for a valid, unexpired solution; a replay, a forgery or garbage is false. */
    async verify(raw: string | null | undefined): Promise<boolean> {
      if (typeof raw !== 'string' || raw.length === 0 || raw.length > 4_000) return false;
      const payload = readPayload(raw);
      if (!payload) return false;
      const hmac = await secret();
      let verified: boolean;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: hmac,
          hmacKeySignatureSecret: `${hmac}:key`,
        });
        verified = result.verified;
      } catch (error) {
        logger.debug({ err: error }, 'captcha payload refused');
        return false;
      }
      if (!verified) return false;
      const expiresAt = new Date(
        payload.challenge.parameters.expiresAt
          ? payload.challenge.parameters.expiresAt * 1000
          : Date.now() + expiresSeconds * 1000,
      );
      const spent = await queryRows<{ signature: string }>(
        db,
        sql`INSERT INTO captcha_spent (signature, expires_at) VALUES (${payload.challenge.signature!}, ${expiresAt.toISOString()}) ON CONFLICT DO NOTHING RETURNING signature`,
      );
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        await db.execute(sql`DELETE FROM captcha_spent WHERE expires_at < now()`);
      }
      return spent.length === 1;
    },
  };
}
export type Captcha = ReturnType<typeof createCaptcha>;
