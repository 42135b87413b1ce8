// The engagement forms' calls (docs/spec.md#first-7: subscription, customerservice, dfe, enquiry/types,
// whatsapp/initial_request; docs/api.md#answers): validate → one service call → answer. A refusal of
// the form gate (server/forms/form-guard.ts) answers 400 CAPTCHA_FAILED or 429 (with Retry-After);
// nothing is stored then.
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
import { CHAT_TOAST, SUBSCRIPTION_TOASTS } from '../../domain/engagement/messages.ts';
import { FORM_RATE_LIMITS, type RatedForm } from '../../domain/forms/form-rate.ts';
import { FORM_REASONS, formRefusals } from '../forms/form-guard.ts';
import { clientIp } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { EnquiriesService } from './enquiries.service.ts';
import type { SubscriptionService } from './subscription.service.ts';

const TAG = 'Engagement';
const GATE = (form: RatedForm) =>
  `Needs \`captcha\`, the solved ALTCHA challenge of GET /api/captcha/challenge (single use). At most ${FORM_RATE_LIMITS[form]} of these per IP per hour, counted once the captcha passed.`;
const refusalsOf = (form: RatedForm) => formRefusals(form, 'of these');

export function engagementFormCalls(
  deps: { subscription: SubscriptionService; enquiries: EnquiriesService },
  options: { trustProxy: boolean },
): ApiCall[] {
  const ip = (c: Context) => clientIp(c, options.trustProxy);
  return [
    defineCall({
      path: 'subscription',
      method: 'POST',
      tag: TAG,
      summary: 'Subscribe an email to the newsletter',
      description: `\`result.user_exists\` is true when the address (compared without case) was subscribed already; otherwise a confirmation mail with an unsubscribe link goes out. ${GATE('subscription')}`,
      input: subscriptionBodySchema,
      answer: subscriptionAnswerSchema,
      refusals: refusalsOf('subscription'),
      handle: async (body, c) => {
        const value = unwrap(await deps.subscription.subscribe(body, ip(c)), FORM_REASONS);
        return {
          result: value,
          message: value.user_exists ? SUBSCRIPTION_TOASTS.already : SUBSCRIPTION_TOASTS.subscribed,
        };
      },
    }),
    defineCall({
      path: 'whatsapp/initial_request',
      method: 'POST',
      tag: TAG,
      summary: 'Ask the store to start a WhatsApp chat',
      description: `The store's staff get the request on WhatsApp and the shopper an acknowledgement there. ${GATE('chat')}`,
      input: chatRequestBodySchema,
      answer: chatRequestAnswerSchema,
      refusals: refusalsOf('chat'),
      handle: async (body, c) => {
        const value = unwrap(await deps.enquiries.chat(body, ip(c)), FORM_REASONS);
        return { result: value, message: CHAT_TOAST };
      },
    }),
    defineCall({
      path: 'customerservice',
      method: 'POST',
      tag: TAG,
      summary: 'Send an enquiry to customer service (a custom design request is the type `custom-design`)',
      description: `\`enquiry_type\` is an id of enquiry/types, \`occasion\` a slug of occasion/type/list. Staff get the enquiry by mail, the shopper a receipt with the reference. ${GATE('customerservice')}`,
      input: customerServiceBodySchema,
      answer: enquiryAnswerSchema,
      refusals: refusalsOf('customerservice'),
      handle: async (body, c) => {
        const value = unwrap(await deps.enquiries.customerService(body, ip(c)), FORM_REASONS);
        return { result: { reference: value.reference }, message: value.message };
      },
    }),
    defineCall({
      path: 'dfe',
      method: 'POST',
      tag: TAG,
      summary: 'Enquire about the Diamond for Everyone savings plan',
      description: `\`monthly_instalment\` in whole rupees, at least 1000; \`preferred_store\` a store id (kochi, kozhikode, thrissur) or "online". ${GATE('dfe')}`,
      input: dfeBodySchema,
      answer: enquiryAnswerSchema,
      refusals: refusalsOf('dfe'),
      handle: async (body, c) => {
        const value = unwrap(await deps.enquiries.dfe(body, ip(c)), FORM_REASONS);
        return { result: { reference: value.reference }, message: value.message };
      },
    }),
    defineCall({
      path: 'enquiry/types',
      method: 'GET',
      public: true,
      tag: TAG,
      summary: 'The types of customer service enquiry',
      input: z.object({}),
      answer: enquiryTypesAnswerSchema,
      headers: { 'Cache-Control': 'public, max-age=3600' },
      handle: () => ({ data: ENQUIRY_TYPES.map((t) => ({ id: t.id, name: t.name })) }),
    }),
  ];
}
