// The schemas of the fields every form for the store's staff shares (careers, old gold exchange,
// try@home, the chat panel, customer service and custom design, the savings plan, the newsletter):
// one named schema per rule of field-rules.ts, each answering that rule's one message.
import { z } from 'zod';
import { cleanFreeText } from '../text/free-text.ts';
import {
  checkPhone,
  EMAIL_MAX_LENGTH,
  emailProblem,
  FIELD_TEXTS,
  lettersNameProblem,
  NAME_MAX_LENGTH,
  personNameProblem,
  textProblem,
  tidyName,
  tooLongText,
  tooShortText,
} from './field-rules.ts';

/** A string judged by one rule (its message names the problem); anything over `bound` is refused unread. */
const ruled = (problem: (value: string) => string | null, bound: number, boundText: string) =>
  z.string().superRefine((value, ctx) => {
    const found = value.length > bound ? boundText : problem(value);
    if (found) ctx.addIssue({ code: 'custom', message: found });
  });

/** A person's free text judged by one rule once cleaned (domain/text/free-text.ts): bidi controls and zero-width characters gone, combining marks capped. */
const cleanRuled = (problem: (value: string) => string | null, bound: number, boundText: string) =>
  z
    .string()
    .overwrite((value) => (value.length > bound ? value : cleanFreeText(value)))
    .superRefine((value, ctx) => {
      const found = value.length > bound ? boundText : problem(value);
      if (found) ctx.addIssue({ code: 'custom', message: found });
    });

/** docs/spec.md#second-5 "Chat form": letters and spaces only (chat, customer service, savings plan). */
export const lettersNameSchema = cleanRuled(lettersNameProblem, NAME_MAX_LENGTH * 4, tooLongText(NAME_MAX_LENGTH))
  .transform(tidyName)
  .describe(`Letters (any script) and spaces only, at most ${NAME_MAX_LENGTH} characters`);

/** Letters, spaces and ' - . inside, at least 2 characters (careers, old gold exchange, try@home). */
export const personNameSchema = cleanRuled(personNameProblem, NAME_MAX_LENGTH * 4, tooLongText(NAME_MAX_LENGTH))
  .transform(tidyName)
  .describe(`Letters (any script), spaces, apostrophes, hyphens and dots, 2 to ${NAME_MAX_LENGTH} characters`);

/** The spec's phone rule; kept as + and the digits (+919876543210). */
export const phoneSchema = z
  .string()
  .max(64, FIELD_TEXTS.phoneLength)
  .transform((value, ctx) => {
    const checked = checkPhone(value);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  })
  .describe(
    '12 to 15 characters with the country code, e.g. "+91 98765 43210"; an Indian number is +91 and a ten-digit mobile starting 7, 8 or 9, else "Invalid Indian phone number"; another country\'s starts with + and its code',
  );

/** The store's one email rule (the account forms'), kept trimmed and in lower case as accounts and the outbox keep addresses. */
export const contactEmailSchema = ruled(emailProblem, EMAIL_MAX_LENGTH * 2, tooLongText(EMAIL_MAX_LENGTH))
  .transform((v) => v.trim().toLowerCase())
  .describe(`An email address, at most ${EMAIL_MAX_LENGTH} characters; kept in lower case`);

/**
 * Free text, kept trimmed: bounded, no control characters (tab and line breaks when `multiline`); `min` 0 may be
 * empty. `tooShort` words a text under `min` as the field asks for it ('Please describe the gold you are bringing.').
 */
export function plainText(
  max: number,
  { min = 0, multiline = false, tooShort }: { min?: number; multiline?: boolean; tooShort?: string } = {},
) {
  const problem = (v: string) => {
    const found = textProblem(v, max, { min, multiline });
    return found && tooShort && found === tooShortText(min) ? tooShort : found;
  };
  return cleanRuled(problem, max * 2, tooLongText(max)).transform((v) => v.trim());
}
