// What a new password must be (registration, change, reset): at least 8 characters, not one of the
// most common passwords, not the account's own email, not one character repeated. Login never
// applies this: an old password is checked only against its hash.
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const MIN_PASSWORD_LENGTH = 8;

/** null when acceptable, else the reason in words (shown under the field). */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `must have at least ${MIN_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'is one of the most common passwords; please choose another';
  if (/^(.)\1*$/u.test(password)) return 'must not be one character repeated';
  const email = context.email?.toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) return 'must not be your email address';
  return null;
}
