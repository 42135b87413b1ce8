// The rules of the fields every form a shopper fills in for the store's staff shares (careers, old gold
// exchange, try@home, the chat panel, customer service and custom design, the savings plan, the
// newsletter): a name, an email, the spec's phone rule and free text, with one set of texts. Plain
// functions (no zod), so a page's first load can hold the limits and texts; the schemas built on them
// are in form-fields.ts, and the forms judge their fields with those (docs/decisions/2026-11-27-form-checks.md). Text is kept as typed and always shown as
// text (React and the mail templates escape it), so `<script>` in a note is harmless characters.
import { emailProblem, FORM_LIMITS } from '../accounts/account-form-rules.ts';
import { CONTROL_CHARACTER_TEXT, hasControlCharacters } from '../text/control-characters.ts';

// One email rule for the whole store: the account forms' (EMAIL_PATTERN, 254 characters, the RFC's
// limit), so an address that can register can also enquire, and the other way round.
export { emailProblem };
export const EMAIL_MAX_LENGTH = FORM_LIMITS.email;

/** docs/spec.md#second-5 "Chat form": the message an Indian number failing the rule gets, letter for letter. */
export const INVALID_INDIAN_PHONE = 'Invalid Indian phone number';

export const NAME_MAX_LENGTH = 80;
export const PHONE_MIN_LENGTH = 12;
export const PHONE_MAX_LENGTH = 15;

export const FIELD_TEXTS = {
  nameRequired: 'Please enter your name.',
  nameLetters: 'Please use letters and spaces only.',
  nameLettersAndMarks: 'Please use letters and spaces only (an apostrophe, a hyphen or a dot is fine).',
  nameShort: 'Please enter your full name.',
  phoneRequired: 'Please enter your mobile number.',
  phoneShape: 'Please use digits, spaces, dashes and a leading + only.',
  phoneLength: `Please enter ${PHONE_MIN_LENGTH} to ${PHONE_MAX_LENGTH} characters, with the country code (for example +91 98765 43210).`,
  phoneCountry: 'Please start a number outside India with + and its country code.',
  invalidIndianPhone: INVALID_INDIAN_PHONE,
  controlCharacters: CONTROL_CHARACTER_TEXT,
  empty: 'Please fill this in.',
} as const;
export const tooLongText = (max: number): string => `Please keep it to ${max} characters.`;
export const tooShortText = (min: number): string =>
  min <= 1 ? FIELD_TEXTS.empty : `Please write at least ${min} characters.`;

// The store's one text rule (domain/text/control-characters.ts): tabs and line breaks are what people
// type in a note, the other controls and lone surrogates are refused. Bidirectional controls and
// zero-width characters are not refused but removed by the schemas (domain/text/free-text.ts).
export { hasControlCharacters };

/** A name as kept: trimmed, runs of spaces made one. */
export const tidyName = (input: string): string => input.trim().replace(/\s+/g, ' ');

/** docs/spec.md#second-5 "Chat form": letters (any script) and spaces only. The chat panel, customer service and the savings plan. */
const LETTERS_NAME = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
/** Letters, spaces and the marks names carry (D'Souza, Nair-Menon, K. P.): careers and the bookings, where staff check the name against an ID. */
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]*$/u;

function nameCheck(input: string, shape: RegExp, shapeText: string, min: number): string | null {
  if (hasControlCharacters(input, false)) return FIELD_TEXTS.controlCharacters;
  const name = tidyName(input);
  if (name.length === 0) return FIELD_TEXTS.nameRequired;
  if (name.length > NAME_MAX_LENGTH) return tooLongText(NAME_MAX_LENGTH);
  if (!shape.test(name)) return shapeText;
  if (name.length < min) return FIELD_TEXTS.nameShort;
  return null;
}

/** The spec's name rule (letters and spaces only), or null when the name is fine. */
export const lettersNameProblem = (input: string): string | null =>
  nameCheck(input, LETTERS_NAME, FIELD_TEXTS.nameLetters, 1);

/** The wider name rule (also ' - . inside, at least 2 characters), or null when the name is fine. */
export const personNameProblem = (input: string): string | null =>
  nameCheck(input, PERSON_NAME, FIELD_TEXTS.nameLettersAndMarks, 2);

/** The digits of a phone as typed ("+91 98765 43210" → "919876543210"). */
export const phoneDigits = (input: string): string => input.replace(/\D/g, '');

/** India's mobiles with the country code: 91, then ten digits of which the first is 7, 8 or 9. */
const INDIAN_MOBILE = /^91[789]\d{9}$/;

/**
 * The one phone rule of every form (docs/spec.md#second-5 "Chat form", as the lead reads it): 12 to 15
 * characters as typed; a number whose digits start with 91 (India's code; no other country code
 * starts so) must be 91 and a mobile of ten digits starting 7, 8 or 9, else 'Invalid Indian phone
 * number' — every number this takes also passes the spec's literal /^[789]\d{11}$/ on the digits, and
 * +91 1234567890, which that pattern would let through, is refused. Another country's number is `+`,
 * the country code and the number, at most 15 digits (E.164). Answers the number as + and its digits.
 */
export function checkPhone(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const typed = input.trim();
  // The chat's field starts with "+91 " filled in: the country code alone is nothing typed yet.
  if (/^\+?(?:91)?$/.test(typed)) return { ok: false, message: FIELD_TEXTS.phoneRequired };
  if (!/^\+?\d[\d -]*$/.test(typed)) return { ok: false, message: FIELD_TEXTS.phoneShape };
  if (typed.length < PHONE_MIN_LENGTH || typed.length > PHONE_MAX_LENGTH)
    return { ok: false, message: FIELD_TEXTS.phoneLength };
  const digits = phoneDigits(typed);
  if (digits.startsWith('91'))
    return INDIAN_MOBILE.test(digits)
      ? { ok: true, value: `+${digits}` }
      : { ok: false, message: INVALID_INDIAN_PHONE };
  if (!typed.startsWith('+')) return { ok: false, message: FIELD_TEXTS.phoneCountry };
  if (digits.length < 8 || digits.length > 15) return { ok: false, message: FIELD_TEXTS.phoneLength };
  return { ok: true, value: `+${digits}` };
}

/** The problem with a phone, or null when it is fine (checkPhone for the pages' forms). */
export function phoneProblem(input: string): string | null {
  const checked = checkPhone(input);
  return checked.ok ? null : checked.message;
}

/** "+91 98765 43210" for an Indian mobile, "+" and the digits for another number. */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  return INDIAN_MOBILE.test(digits) ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}` : `+${digits}`;
}

/** Where a WhatsApp or SMS to this number goes: ten digits for India (the outbox's form), else +digits. */
export function messagingAddress(input: string): string {
  const digits = phoneDigits(input);
  return digits.startsWith('91') && digits.length === 12 ? digits.slice(2) : `+${digits}`;
}

/**
 * Free text (a message, a cover note, an address): no control characters (tabs and line breaks only
 * when `multiline`), at most `max` characters once trimmed, at least `min` (0: may be empty).
 */
export function textProblem(
  input: string,
  max: number,
  { min = 0, multiline = true }: { min?: number; multiline?: boolean } = {},
): string | null {
  if (hasControlCharacters(input, multiline)) return FIELD_TEXTS.controlCharacters;
  const text = input.trim();
  if (text.length > max) return tooLongText(max);
  if (text.length < min) return tooShortText(min);
  return null;
}
