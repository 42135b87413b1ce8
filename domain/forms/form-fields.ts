// Fields the store's enquiry and booking forms share (careers, old gold exchange, try@home): a
// person's name, an email, the spec's phone rule and free text. Text is kept as typed and always shown
// as text (React and the mail templates escape it), so `<script>` in a note is harmless characters;
// control characters are refused, since no form has a use for them and they hide things in mails and logs.
import { z } from 'zod';
import { EMAIL_PATTERN } from '../accounts/account-form-rules.ts';

/** Checkout spec §5 "Chat form": the message an Indian number failing the rule gets, letter for letter. */
export const INVALID_INDIAN_PHONE = 'Invalid Indian phone number';
export const PHONE_LENGTH = { min: 12, max: 15 } as const;

export const FIELD_TEXTS = {
  name: 'Please enter your name: letters and spaces only.',
  email: 'Please use a valid email address.',
  phoneLength: `Please enter your phone number with its country code, ${PHONE_LENGTH.min} to ${PHONE_LENGTH.max} characters (for example +919876543210).`,
  controlCharacters: 'must not contain control characters',
} as const;

// Tabs and line breaks are what people type in a note; everything else below U+0020, DEL, the C1
// block and the bidirectional overrides that can disguise text are refused.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const hasControlCharacters = (text: string, multiline: boolean): boolean => (multiline ? CONTROL : LINE_CONTROL).test(text);

/**
 * The spec's phone rule (checkout §5, chat form): 12 to 15 characters; an Indian number (+91 or 91
 * in front) must then be a mobile starting 7, 8 or 9 with ten digits, else 'Invalid Indian phone
 * number'. Other countries' numbers are `+`, the country code and the number. Answers the number
 * as digits with a leading + (+919876543210), or the problem.
 */
export function checkPhone(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const typed = input.trim();
  if (typed.length < PHONE_LENGTH.min || typed.length > PHONE_LENGTH.max) return { ok: false, message: FIELD_TEXTS.phoneLength };
  const compact = typed.replace(/[\s-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return { ok: false, message: FIELD_TEXTS.phoneLength };
  const digits = compact.replace(/^\+/, '');
  if (digits.startsWith('91') && digits.length > 3) {
    return /^91[789]\d{9}$/.test(digits) ? { ok: true, value: `+${digits}` } : { ok: false, message: INVALID_INDIAN_PHONE };
  }
  // Not India: it must say its country (a +), and E.164 allows at most 15 digits.
  if (!compact.startsWith('+') || digits.length < 8 || digits.length > 15) return { ok: false, message: INVALID_INDIAN_PHONE };
  return { ok: true, value: `+${digits}` };
}

export const phoneSchema = z.string().transform((value, ctx) => {
  const checked = checkPhone(value);
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

/** Letters (any script), spaces and the marks names carry; 2 to 80 characters. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]*$/u;
export const personNameSchema = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .refine((v) => v.length >= 2 && v.length <= 80 && NAME.test(v), FIELD_TEXTS.name);

export const contactEmailSchema = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .refine((v) => v.length <= 254 && EMAIL_PATTERN.test(v), FIELD_TEXTS.email);

/** Free text: trimmed, bounded, no control characters; `min` 0 makes it optional (empty string). */
export function plainText(max: number, { min = 0, multiline = false } = {}) {
  return z
    .string()
    .max(max * 2, `must have at most ${max} characters`)
    .transform((v) => v.trim())
    .refine((v) => !hasControlCharacters(v, multiline), FIELD_TEXTS.controlCharacters)
    .refine((v) => v.length <= max, `must have at most ${max} characters`)
    .refine((v) => v.length >= min, min <= 1 ? 'must not be empty' : `must have at least ${min} characters`);
}
