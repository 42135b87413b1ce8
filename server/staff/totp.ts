// The authenticator app's codes (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps) through otpauth.
// A code of the step before or after is accepted too (clocks drift), and a step once accepted is
// never accepted again for the same member (a code seen over a shoulder cannot be replayed).
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Suvarna back office';

function totp(secretBase32: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

export function totpQrSvg(uri: string): string {
  return renderSVG(uri, { border: 2 });
}

export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code the app shows at `atMs` (tests and the e2e flow use it in place of a phone). */
export function totpCodeAt(secretBase32: string, atMs: number): string {
  return totp(secretBase32).generate({ timestamp: atMs });
}

/**
 * The step a code belongs to when it is valid at `nowMs` (one step of drift either way) and newer
 * than `lastStep`, the member's last accepted one; null otherwise.
 */
export function acceptedTotpStep(
  secretBase32: string,
  code: string,
  nowMs: number,
  lastStep: number | null,
): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  const step = totpStep(nowMs) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
