// The savings plan's refusals (docs/api.md "Savings plan"): each reason with its status and text. The
// four of the plan's contract (DFE_AMOUNT_INVALID, DFE_AGE_INVALID, DFE_PLAN_EXISTS, DFE_NOT_MATURED)
// and the store's own for paying and confirming instalments.
import type { ReasonTable } from '../api/outcome.ts';

export const SAVINGS_REASONS = {
  DFE_AMOUNT_INVALID: {
    status: 422,
    text: 'The monthly amount is at least ₹1,000, in multiples of ₹1,000.',
    note: 'below ₹1,000, not a multiple of ₹1,000, or above what the card window takes (₹10,00,000); the text says which',
  },
  DFE_AGE_INVALID: {
    status: 422,
    text: 'The member must be 18 or older, and the nominee cannot be a minor.',
    note: '`fields` names `date_of_birth` or `nominee.age`',
  },
  DFE_PLAN_EXISTS: {
    status: 409,
    text: 'You already have an active Diamond for Everyone plan. One active plan per person.',
  },
  DFE_NOT_MATURED: {
    status: 422,
    text: 'The plan can be redeemed from its twelfth month.',
  },
  DFE_PLAN_NOT_FOUND: {
    status: 404,
    text: 'We could not find this savings plan in your account.',
  },
  DFE_NOT_DUE: {
    status: 409,
    text: 'The next instalment cannot be paid yet.',
    note: 'the text names the instalment and the day it can be paid from',
  },
  DFE_NOTHING_DUE: {
    status: 409,
    text: 'Nothing is due on this plan.',
    note: 'the first instalment is not paid yet (its window is the enrolment), every instalment is paid, or the plan has matured, closed or been redeemed',
  },
  DFE_PAYMENT_FAILED: {
    status: 400,
    text: 'We could not confirm this payment. If money was taken, it is recorded as soon as the payment provider confirms it, or refunded.',
    note: 'the signature does not match, or the reply is not for a payment window of this plan',
  },
  PROVIDER_UNAVAILABLE: {
    status: 503,
    text: 'Card payments are not available right now. Please try again in a few minutes.',
  },
} as const satisfies ReasonTable;
export type SavingsReason = keyof typeof SAVINGS_REASONS;
