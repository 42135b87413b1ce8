// The invoice download's refusals, in the store's words.
import type { ReasonTable } from '../api/outcome.ts';
import { TOO_MANY_ATTEMPTS, TRACK_REASONS } from '../orders/messages.ts';

export const INVOICE_NOT_FOUND = 'INVOICE_NOT_FOUND';

export const INVOICE_TEXTS = {
  notFound: 'There is no invoice for this order yet (it is issued when the order ships), or the order is not yours.',
} as const;

/** The invoice download's refusals: one 404 whatever the cause, and tracking's wait for a guessed email. */
export const INVOICE_REASONS = {
  [INVOICE_NOT_FOUND]: {
    status: 404,
    text: INVOICE_TEXTS.notFound,
    note: "no invoice yet (the order has not shipped), no such order, another member's order, or a wrong email: the same answer for each",
  },
  [TOO_MANY_ATTEMPTS]: {
    ...TRACK_REASONS[TOO_MANY_ATTEMPTS],
    note: 'too many failed attempts with an email from this IP or for this order id in an hour; the text names the minutes left, as Retry-After does',
  },
} as const satisfies ReasonTable;
export type InvoiceReason = keyof typeof INVOICE_REASONS;
