// The engagement forms' calls (first spec §7: subscription, customerservice, dfe, enquiry/types,
// whatsapp/initial_request; API.md "Answers"): validate → one service call → answer. A refusal of
// the form gate answers 429 (with Retry-After) or 400 CAPTCHA_FAILED; nothing is stored then.
import type { Context } from 'hono';
import { z } from 'zod';
import { ENQUIRY_TYPES } from '../../domain/engagement/enquiry-types.ts';
import {
  chatRequestAnswerSchema,
  chatRequestBodySchema,
  customerServiceBodySchema,
  dfeBodySchema,
  enquiryAnswerSchema,
  enquiryTypesAnswerSchema,
  subscriptionAnswerSchema,
  subscriptionBodySchema,
} from '../../domain/engagement/form-schemas.ts';
import { CHAT_TOAST, ENGAGEMENT_REASONS, SUBSCRIPTION_TOASTS } from '../../domain/engagement/messages.ts';
import { ApiError } from '../http/api-error.ts';
import { clientIp } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import type { EnquiriesService } from './enquiries.service.ts';
import type { SubscriptionService } from './subscription.service.ts';

const TAG = 'Engagement';
const GATE =
  'Needs `captcha`, the solved ALTCHA challenge of GET /api/captcha/challenge (single use). At most 10 attempts per IP per hour, refused ones included.';
const gateErrors = [
  { status: 400, reason: 'INVALID_INPUT', description: 'A field is missing or fails its rule; `fields` names each one. Nothing is stored.' },
  { status: 400, reason: 'CAPTCHA_FAILED', description: ENGAGEMENT_REASONS.CAPTCHA_FAILED.text },
  { status: 429, reason: 'TOO_MANY_REQUESTS', description: 'Over the hourly attempts of this IP; Retry-After says when to try again.' },
];

type Refused = { ok: false; reason: string; message: string; retryAfterSeconds?: number; fields?: Record<string, string> };

function refusal(c: Context, outcome: Refused): never {
  if (outcome.retryAfterSeconds !== undefined) c.header('Retry-After', String(outcome.retryAfterSeconds));
  const status = outcome.reason in ENGAGEMENT_REASONS ? ENGAGEMENT_REASONS[outcome.reason as keyof typeof ENGAGEMENT_REASONS].status : 400;
  throw new ApiError(status, outcome.reason, outcome.message, outcome.fields);
}

export function engagementFormCalls(deps: { subscription: SubscriptionService; enquiries: EnquiriesService }, options: { trustProxy: boolean }): ApiCall[] {
  const ip = (c: Context) => clientIp(c, options.trustProxy);
  return [
    defineCall({
      path: 'subscription',
      method: 'POST',
      tag: TAG,
      summary: 'Subscribe an email to the newsletter',
      description: `\`result.user_exists\` is true when the address (compared without case) was subscribed already; otherwise a confirmation mail with an unsubscribe link goes out. ${GATE}`,
      input: subscriptionBodySchema,
      answer: subscriptionAnswerSchema,
      errors: gateErrors,
      handle: async (body, c) => {
        const outcome = await deps.subscription.subscribe(body, ip(c));
        if (!outcome.ok) refusal(c, outcome);
        return { result: outcome.value, message: outcome.value.user_exists ? SUBSCRIPTION_TOASTS.already : SUBSCRIPTION_TOASTS.subscribed };
      },
    }),
    defineCall({
      path: 'whatsapp/initial_request',
      method: 'POST',
      tag: TAG,
      summary: 'Ask the store to start a WhatsApp chat',
      description: `The store's staff get the request on WhatsApp and the shopper an acknowledgement there. ${GATE}`,
      input: chatRequestBodySchema,
      answer: chatRequestAnswerSchema,
      errors: gateErrors,
      handle: async (body, c) => {
        const outcome = await deps.enquiries.chat(body, ip(c));
        if (!outcome.ok) refusal(c, outcome);
        return { result: outcome.value, message: CHAT_TOAST };
      },
    }),
    defineCall({
      path: 'customerservice',
      method: 'POST',
      tag: TAG,
      summary: 'Send an enquiry to customer service (a custom design request is the type `custom-design`)',
      description: `\`enquiry_type\` is an id of enquiry/types, \`occasion\` a slug of occasion/type/list. Staff get the enquiry by mail, the shopper a receipt with the reference. ${GATE}`,
      input: customerServiceBodySchema,
      answer: enquiryAnswerSchema,
      errors: gateErrors,
      handle: async (body, c) => {
        const outcome = await deps.enquiries.customerService(body, ip(c));
        if (!outcome.ok) refusal(c, outcome);
        return { result: { reference: outcome.value.reference }, message: outcome.value.message };
      },
    }),
    defineCall({
      path: 'dfe',
      method: 'POST',
      tag: TAG,
      summary: 'Enquire about the Diamond for Everyone savings plan',
      description: `\`monthly_instalment\` in whole rupees, at least 1000; \`preferred_store\` a store id (kochi, kozhikode, thrissur) or "online". ${GATE}`,
      input: dfeBodySchema,
      answer: enquiryAnswerSchema,
      errors: gateErrors,
      handle: async (body, c) => {
        const outcome = await deps.enquiries.dfe(body, ip(c));
        if (!outcome.ok) refusal(c, outcome);
        return { result: { reference: outcome.value.reference }, message: outcome.value.message };
      },
    }),
    defineCall({
      path: 'enquiry/types',
      method: 'GET',
      tag: TAG,
      summary: 'The types of customer service enquiry',
      input: z.object({}),
      answer: enquiryTypesAnswerSchema,
      headers: { 'Cache-Control': 'public, max-age=3600' },
      handle: () => ({ data: ENQUIRY_TYPES.map((t) => ({ id: t.id, name: t.name })) }),
    }),
  ];
}
