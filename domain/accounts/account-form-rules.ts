// The account forms' checks in the browser, mirroring the server's rules (api-schemas.ts,
// password-policy.ts, phone.ts) so a shopper learns of a mistake beside the field before sending.
// The server checks again; its refusals are shown the same way. Each check answers a sentence to
// show under the field, or null. The password checks are in password-form-rules.ts: they carry the
// list of common passwords, which the many forms that ask for a name, an email or a mobile leave out.
import { normalizeMobile } from './phone.ts';

/** api-schemas.ts's limits, repeated so the forms do not load zod (a test keeps them equal). */
export const FORM_LIMITS = { email: 254, name: 60 } as const;
const MAX_EMAIL_LENGTH = FORM_LIMITS.email;
const MAX_NAME_LENGTH = FORM_LIMITS.name;

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
// The shape browsers accept for type=email, close to what the server's z.email() takes: no dot at
// either end of the part before the @ or twice in a row (RFC 5322's dot-atom; mail servers refuse them).
// The store's one email rule: the engagement, careers and booking forms use it too (domain/forms).
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?<!\.)@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function nameProblem(value: string, label: string): string | null {
  const v = value.trim();
  if (v === '') return `Please enter your ${label}.`;
  if (v.length > MAX_NAME_LENGTH) return `Your ${label} can have at most ${MAX_NAME_LENGTH} characters.`;
  if (!NAME.test(v)) return `Your ${label} can contain only letters, spaces, dots, apostrophes and hyphens.`;
  return null;
}

export function emailProblem(value: string): string | null {
  const v = value.trim();
  if (v === '') return 'Please enter your email address.';
  if (v.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(v))
    return 'Please enter a valid email address, like name@example.com.';
  return null;
}

export function mobileProblem(value: string): string | null {
  if (value.trim() === '') return 'Please enter your mobile number.';
  return normalizeMobile(value) === null ? 'Please enter a 10-digit Indian mobile number.' : null;
}

export const requiredProblem = (value: string, what: string): string | null =>
  value.trim() === '' ? `Please enter ${what}.` : null;

/** A server field message ('must have at least 8 characters') as a sentence under the field. */
export function serverFieldText(label: string, message: string): string {
  const text = message.trim();
  if (text === '') return `Please check your ${label}.`;
  return /^[a-z]/.test(text) ? `The ${label} ${text}.` : text;
}
