// Forms that staff read cannot be replayed to flood them: each client IP may send a few of each form an
// hour (counted in the database's rate_events, shared by every instance). Generous for a person (a
// family booking for two stores, a typo fixed, a question asked again), useless for a script. The one
// table of limits of every form behind the gate (server/forms/form-guard.ts); a form's window is its
// own, so a limit reached on one form leaves the others open.

export const FORM_RATE_WINDOW_SECONDS = 60 * 60;

export const FORM_RATE_LIMITS = {
  careers: 5,
  'old-gold': 6,
  'try-at-home': 6,
  subscription: 10,
  chat: 10,
  /** Customer service and custom design enquiries (one call). */
  customerservice: 10,
  dfe: 10,
} as const;
export type RatedForm = keyof typeof FORM_RATE_LIMITS;

export const TOO_MANY_FORMS = 'TOO_MANY_REQUESTS';
export const tooManyFormsText = (retryAfterSeconds: number) =>
  `You have sent this form several times in the last hour. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes, or call us.`;

export type FormGate = { action: 'allow' } | { action: 'refuse'; retryAfterSeconds: number };

/** Admit one more submission when fewer than `limit` were counted in the window. */
export function formGate(count: { count: number; oldestAt: Date | null }, limit: number, now: Date): FormGate {
  if (count.count < limit) return { action: 'allow' };
  const leaves = count.oldestAt
    ? count.oldestAt.getTime() + FORM_RATE_WINDOW_SECONDS * 1000 - now.getTime()
    : FORM_RATE_WINDOW_SECONDS * 1000;
  return { action: 'refuse', retryAfterSeconds: Math.max(1, Math.ceil(leaves / 1000)) };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reference staff and shoppers read aloud: a two-letter prefix and 8 Crockford characters (40 random bits) from 5 random bytes. */
export function referenceFromBytes(prefix: 'CA' | 'OG' | 'TH', bytes: Uint8Array): string {
  if (bytes.length < 5) throw new RangeError('a reference needs 5 random bytes');
  let value = 0n;
  for (let i = 0; i < 5; i++) value = (value << 8n) | BigInt(bytes[i]!);
  let out = '';
  for (let i = 0; i < 8; i++) {
    out = CROCKFORD[Number(value & 31n)]! + out;
    value >>= 5n;
  }
  return prefix + out;
}

export const CAPTCHA_FAILED = 'CAPTCHA_FAILED';
export const CAPTCHA_TEXT = 'The human check did not pass or was already used. Please send the form again.';
