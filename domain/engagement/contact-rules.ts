// The rules of the engagement forms' contact fields (second spec §5 "Chat form"): a name of letters
// and spaces, a mobile of 12 to 15 characters that, for an Indian number longer than 3 characters,
// must be "a number starting with 7, 8 or 9 followed by 11 digits", else 'Invalid Indian phone number'.
// The spec's rule is read against the digits with the country code (what the original phone input
// hands over: "919876543210"), so an Indian number is 91 and ten more digits; a number under another
// country code only has to be 12 to 15 characters of digits. The same rule serves the customer
// service and savings plan forms (one phone rule for every form a shopper fills in).

export const CONTACT_MESSAGES = {
  invalidIndianPhone: 'Invalid Indian phone number',
  nameRequired: 'Please enter your name.',
  nameLetters: 'Please use letters and spaces only.',
  phoneRequired: 'Please enter your mobile number.',
  phoneLength: 'Please enter 12 to 15 characters, with the country code (+91 for India).',
  phoneShape: 'Please use digits, spaces and a leading + only.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  controlCharacters: 'Please remove invisible control characters.',
} as const;

export const NAME_MAX_LENGTH = 80;
export const PHONE_MIN_LENGTH = 12;
export const PHONE_MAX_LENGTH = 15;
export const EMAIL_MAX_LENGTH = 128;

const NAME_SHAPE = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
const PHONE_CHARACTERS = /^\+?[\d ]+$/;
const INDIAN_DIGITS = /^[789]\d{11}$/;
/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/u;
/** RFC 5322's atext before the @ (no dot at either end or twice), letters, digits and inner hyphens in each label after it. */
const EMAIL_SHAPE = /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?<!\.)@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** The problem with a name, or null when it is fine. */
export function nameProblem(input: string): string | null {
  const name = input.trim();
  if (name.length === 0) return CONTACT_MESSAGES.nameRequired;
  if (CONTROL.test(name)) return CONTACT_MESSAGES.controlCharacters;
  if (!NAME_SHAPE.test(name.replace(/ {2,}/g, ' '))) return CONTACT_MESSAGES.nameLetters;
  if (name.length > NAME_MAX_LENGTH) return `Please keep it to ${NAME_MAX_LENGTH} characters.`;
  return null;
}

/** The digits of a phone as typed ("+91 98765 43210" → "919876543210"). */
export const phoneDigits = (input: string): string => input.replace(/\D/g, '');

/** Whether the number is under India's country code (91: no other code starts with it). */
export const isIndianNumber = (input: string): boolean => phoneDigits(input).startsWith('91');

/** The problem with a mobile number, or null when it is fine (spec §5 "Chat form"). */
export function phoneProblem(input: string): string | null {
  const phone = input.trim();
  // The field starts with "+91 " filled in: the country code alone is nothing typed yet.
  if (phone.length === 0 || /^\+?(?:91)?$/.test(phone)) return CONTACT_MESSAGES.phoneRequired;
  if (!PHONE_CHARACTERS.test(phone)) return CONTACT_MESSAGES.phoneShape;
  if (phone.length < PHONE_MIN_LENGTH || phone.length > PHONE_MAX_LENGTH) return CONTACT_MESSAGES.phoneLength;
  if (phone.length > 3 && isIndianNumber(phone) && !INDIAN_DIGITS.test(phoneDigits(phone))) return CONTACT_MESSAGES.invalidIndianPhone;
  return null;
}

/** "+91 98765 43210" for an Indian number, "+" and the digits for another. */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  return INDIAN_DIGITS.test(digits) && digits.startsWith('91') ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}` : `+${digits}`;
}

/** Where a WhatsApp or SMS to this number goes: ten digits for India (the outbox's form), else +digits. */
export function messagingAddress(input: string): string {
  const digits = phoneDigits(input);
  return digits.startsWith('91') && digits.length === 12 ? digits.slice(2) : `+${digits}`;
}

export function emailProblem(input: string): string | null {
  const email = input.trim();
  if (email.length === 0) return CONTACT_MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH) return `Please keep it to ${EMAIL_MAX_LENGTH} characters.`;
  if (!EMAIL_SHAPE.test(email)) return CONTACT_MESSAGES.emailInvalid;
  return null;
}

/** A free text (message, description): bounded, and without control characters (tab and new lines are fine). */
export function textProblem(input: string, max: number): string | null {
  if (CONTROL.test(input)) return CONTACT_MESSAGES.controlCharacters;
  if (input.trim().length > max) return `Please keep it to ${max} characters.`;
  return null;
}
