// The savings plan's calls (docs/api.md "Savings plan"): members only, by their bearer token. Validate →
// one service call → answer.
import type { Context } from 'hono';
import { z } from 'zod';
import {
  instalmentConfirmAnswerSchema,
  instalmentConfirmBodySchema,
  instalmentPayAnswerSchema,
  planEnrolAnswerSchema,
  planEnrolBodySchema,
  planIdSchema,
  planListAnswerSchema,
  planOneAnswerSchema,
} from '../../domain/savings/api-schemas.ts';
import { SAVINGS_REASONS } from '../../domain/savings/messages.ts';
import { pick } from '../../domain/api/outcome.ts';
import type { Member } from '../accounts/accounts.service.ts';
import { ApiError } from '../http/api-error.ts';
import { createAuthGuard, type Authenticator } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { SavingsService } from './savings.service.ts';

const TAG = 'Savings plan';
const unauthorized = {
  status: 401,
  reason: 'UNAUTHORIZED',
  description: 'No valid session token: the plan is for members.',
};
const badInput = {
  status: 400,
  reason: 'INVALID_INPUT',
  description: 'A field is missing or malformed (the plan id in the path too); `fields` names it.',
};
const MEMBERS =
  "Needs `Authorization: Bearer <token>`; only the member's own plans (another member's plan id answers 404). ";
const PASSBOOK =
  'The passbook: `status` (pending until the first instalment is paid, active, matured from the twelfth month, closed after month 12, redeemed), ' +
  '`started_on` (the day the first instalment was paid), `matures_on` (330 days later), `closes_on` (360 days), the 11 `instalments` with their `due_on` ' +
  '(every 30 days from the first payment), `paid_on`, `amount` and `receipt_no`, `saved`, `gift_earned` (70% of the first instalment once all 11 are paid, ' +
  'unless an instalment was paid more than 60 days late: `gift_lost`), `redemption_value` (saved plus the gift) and `next_instalment` ' +
  "(its due day, the day it can be paid from, 5 days before, and the days it is late). Whole rupees; days are India's calendar days.";

/** The plan id of the path, upper-cased; 400 naming it when it cannot be one. */
function planIdOf(c: Context): string {
  const parsed = planIdSchema.safeParse(c.req.param('plan_id') ?? '');
  if (!parsed.success)
    throw new ApiError(400, 'INVALID_INPUT', 'The plan id in the path is not a plan id like DFE7K2M9Q4R8T1XW.', {
      plan_id: 'must be a plan id like DFE7K2M9Q4R8T1XW',
    });
  return parsed.data;
}

export function savingsCalls(savings: SavingsService, accounts: Authenticator<Member>): ApiCall[] {
  const guard = createAuthGuard(accounts);
  const authorize = async (c: Context) => {
    await guard.requireSession(c);
  };
  const member = (c: Context) => guard.requireSession(c);

  return [
    defineCall({
      path: 'dfe/plans',
      method: 'POST',
      tag: TAG,
      summary: 'Start a Diamond for Everyone plan',
      description:
        MEMBERS +
        "Checks the monthly amount (at least ₹1,000, in multiples of ₹1,000; online up to ₹10,00,000 by card), the member's age on their `date_of_birth` " +
        "(18 or more) and the nominee's (not a minor), and that the member has no active plan (one per person: a database index holds it). " +
        'The plan is `pending` with the card window (`payment_data`) of its first instalment; it is `active` once that is paid ' +
        "(`dfe/plans/{plan_id}/instalments/confirm` or the provider's webhook). Enrolling again while a plan is still pending replaces it. " +
        'The monthly amount cannot change afterwards. Cash (up to ₹10,000 a month) is taken only at stores. ' +
        PASSBOOK,
      input: planEnrolBodySchema,
      answer: planEnrolAnswerSchema,
      successStatus: 201,
      authorize,
      errors: [badInput, unauthorized],
      refusals: pick(SAVINGS_REASONS, [
        'DFE_AMOUNT_INVALID',
        'DFE_AGE_INVALID',
        'DFE_PLAN_EXISTS',
        'PROVIDER_UNAVAILABLE',
      ]),
      handle: async (body, c) => unwrap(await savings.enrol((await member(c)).id, body), SAVINGS_REASONS),
    }),
    defineCall({
      path: 'dfe/plans',
      method: 'GET',
      tag: TAG,
      summary: "The member's savings plans and their passbooks",
      description: `${MEMBERS}\`plans\`: every plan of the member, newest first; \`plan\`: the live one (pending, active or matured), or null. ${PASSBOOK}`,
      input: z.object({}),
      answer: planListAnswerSchema,
      authorize,
      errors: [unauthorized],
      handle: async (_input, c) => savings.list((await member(c)).id),
    }),
    defineCall({
      path: 'dfe/plans/{plan_id}',
      method: 'GET',
      tag: TAG,
      summary: "One plan's passbook",
      description: MEMBERS + PASSBOOK,
      input: z.object({ plan_id: z.string() }),
      answer: planOneAnswerSchema,
      authorize,
      errors: [badInput, unauthorized],
      refusals: pick(SAVINGS_REASONS, ['DFE_PLAN_NOT_FOUND']),
      handle: async (_input, c) => unwrap(await savings.passbook((await member(c)).id, planIdOf(c)), SAVINGS_REASONS),
    }),
    defineCall({
      path: 'dfe/plans/{plan_id}/instalments',
      method: 'POST',
      tag: TAG,
      summary: 'Open the card window of the next instalment',
      description:
        MEMBERS +
        "The next unpaid instalment, from 5 days before its due day (a late one at any time until the plan matures); a pending plan's first instalment again. " +
        'Answers its number and the card window (`payment_data`); the instalment is recorded when the payment is confirmed.',
      input: z.object({}),
      emptyBodyAllowed: true,
      answer: instalmentPayAnswerSchema,
      authorize,
      errors: [badInput, unauthorized],
      refusals: pick(SAVINGS_REASONS, ['DFE_PLAN_NOT_FOUND', 'DFE_NOT_DUE', 'DFE_NOTHING_DUE', 'PROVIDER_UNAVAILABLE']),
      handle: async (_body, c) => unwrap(await savings.payNext((await member(c)).id, planIdOf(c)), SAVINGS_REASONS),
    }),
    defineCall({
      path: 'dfe/plans/{plan_id}/instalments/confirm',
      method: 'POST',
      tag: TAG,
      summary: "Confirm an instalment with the card provider's signed reply",
      description:
        MEMBERS +
        '`confirmation` is the reply the card window hands back (`razorpay_order_id`, `razorpay_payment_id`, `razorpay_signature`), checked against the key secret. ' +
        "The instalment is recorded once, under the plan's row lock, with its receipt number, and the receipt mailed; the provider's webhook records it too " +
        'if the reply never comes, and whichever is second changes nothing. A payment that cannot be taken (the instalment paid by another payment, the plan replaced ' +
        "or ended, the wrong amount) is refunded in full once. Answers the passbook, the instalment's number and its receipt number.",
      input: instalmentConfirmBodySchema,
      answer: instalmentConfirmAnswerSchema,
      authorize,
      errors: [badInput, unauthorized],
      refusals: pick(SAVINGS_REASONS, ['DFE_PLAN_NOT_FOUND', 'DFE_PAYMENT_FAILED']),
      handle: async (body, c) =>
        unwrap(await savings.confirm((await member(c)).id, planIdOf(c), body.confirmation), SAVINGS_REASONS),
    }),
  ];
}
