// One-time codes: uniformly random digits (crypto.randomInt, no modulo bias), stored as an HMAC keyed
// by the request's token. The token lives only on the device and as a SHA-256 in the database, so a
// copy of the table does not let anyone try the million codes offline.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export function newCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

export function hashCode(token: string, code: string): string {
  return createHmac('sha256', token).update(code).digest('hex');
}

export function codeMatches(token: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(token, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
