// What a gift card purchase must be before a payment order is made for it (docs/spec.md#first-5: amount
// 1000 to 500000, AMOUNT_RANGE_ERROR; the rest is ours): whole rupees, the buyer's and the
// recipient's names, emails and Indian mobiles (the code goes to that mobile), a short message.
// Pure and zod-free, so the purchase page checks with the same rules as the server.
import { normalizeMobile } from '../accounts/phone.ts';
import { emailProblem, hasControlCharacters, personNameProblem, tidyName, tooLongText } from '../forms/field-rules.ts';
import { GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT, GIFT_MESSAGE_MAX } from './limits.ts';
import { GIFT_PURCHASE_TEXTS } from './messages.ts';

export interface PartyInput {
  name?: string | null;
  email?: string | null;
  mobile?: string | null;
}

export interface PurchaseInput {
  template_id?: string | null;
  amount?: unknown;
  sender?: PartyInput | null;
  recipient?: PartyInput | null;
  message?: string | null;
}

export interface Party {
  name: string;
  email: string;
  mobile: string;
}

export interface PurchaseFacts {
  templateId: string;
  amount: number;
  sender: Party;
  recipient: Party;
  message: string | null;
}

export const PURCHASE_FIELD_TEXTS = {
  template: 'Please choose a gift card design.',
  wholeRupees: 'Please enter the amount in whole rupees.',
  mobile: 'Please enter a 10-digit Indian mobile number.',
} as const;

/** The amount's problem: AMOUNT_RANGE_ERROR's text outside the range, or whole rupees; null when fine. */
export function amountProblem(amount: unknown): { reason: 'AMOUNT_RANGE_ERROR' | 'NOT_WHOLE'; text: string } | null {
  // A typed amount is plain digits (with paise, refused below); '1e3' and '0x3E8' are not amounts.
  const value =
    typeof amount === 'string' ? (/^\s*\d+(\.\d+)?\s*$/.test(amount) ? Number(amount) : Number.NaN) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value))
    return { reason: 'AMOUNT_RANGE_ERROR', text: GIFT_PURCHASE_TEXTS.amountRange };
  if (value < GIFT_CARD_MIN_AMOUNT || value > GIFT_CARD_MAX_AMOUNT)
    return { reason: 'AMOUNT_RANGE_ERROR', text: GIFT_PURCHASE_TEXTS.amountRange };
  if (!Number.isInteger(value)) return { reason: 'NOT_WHOLE', text: PURCHASE_FIELD_TEXTS.wholeRupees };
  return null;
}

function party(
  prefix: 'sender' | 'recipient',
  input: PartyInput | null | undefined,
  fields: Record<string, string>,
): Party {
  const name = input?.name ?? '';
  const email = input?.email ?? '';
  const mobile = normalizeMobile(input?.mobile ?? '');
  const nameIssue = personNameProblem(name);
  const emailIssue = emailProblem(email);
  if (nameIssue) fields[`${prefix}.name`] = nameIssue;
  if (emailIssue) fields[`${prefix}.email`] = emailIssue;
  if (mobile === null) fields[`${prefix}.mobile`] = PURCHASE_FIELD_TEXTS.mobile;
  return { name: tidyName(name), email: email.trim().toLowerCase(), mobile: mobile ?? '' };
}

export type PurchaseCheck =
  | { ok: true; value: PurchaseFacts }
  | { ok: false; reason: 'AMOUNT_RANGE_ERROR' | 'VALIDATION_FAILED'; fields: Record<string, string> };

/** Checks a purchase; the amount's range is answered first (AMOUNT_RANGE_ERROR), then every other field at once. */
export function checkPurchase(input: PurchaseInput): PurchaseCheck {
  const fields: Record<string, string> = {};
  const amountIssue = amountProblem(input.amount);
  if (amountIssue) fields.amount = amountIssue.text;
  const templateId = (input.template_id ?? '').trim();
  if (!/^[a-z0-9-]{2,40}$/.test(templateId)) fields.template_id = PURCHASE_FIELD_TEXTS.template;
  const sender = party('sender', input.sender, fields);
  const recipient = party('recipient', input.recipient, fields);
  const message = (input.message ?? '').trim();
  if (message.length > GIFT_MESSAGE_MAX) fields.message = tooLongText(GIFT_MESSAGE_MAX);
  else if (hasControlCharacters(message, true)) fields.message = 'Please remove invisible control characters.';
  if (Object.keys(fields).length > 0)
    return {
      ok: false,
      reason: amountIssue?.reason === 'AMOUNT_RANGE_ERROR' ? 'AMOUNT_RANGE_ERROR' : 'VALIDATION_FAILED',
      fields,
    };
  return {
    ok: true,
    value: { templateId, amount: Number(input.amount), sender, recipient, message: message === '' ? null : message },
  };
}
