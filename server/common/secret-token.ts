// Session, reset and one-time-code tokens: 32 random bytes (256 bits), base64url, handed out once;
// the database keeps only their SHA-256 hash. A plain hash suffices for random tokens: there is
// nothing to guess from it, unlike a password.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Anything not shaped like our tokens is refused without a database lookup. */
export function isSecretTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}
