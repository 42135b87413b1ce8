// Cart session tokens (docs/api.md#cart-session): 32 random bytes, base64url, handed to the device once;
// the database keeps only their SHA-256 hash. A plain hash is enough: the token is random, not a
// password, so there is nothing to guess from the hash.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A string that could be one of our tokens; anything else is not looked up at all. */
export function isCartTokenShaped(token: string | null | undefined): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}
