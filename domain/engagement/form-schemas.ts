// The bodies and answers of the engagement calls (docs/spec.md#first-7: subscription, customerservice, dfe,
// enquiry/types, whatsapp/initial_request; docs/api.md#answers). Every text field is bounded, free of
// control characters and kept as plain text: nothing a shopper types is ever read as HTML.
import { z } from 'zod';
import { STORES } from '../stores/stores.ts';
import {
  contactEmailSchema,
  lettersNameSchema,
  personNameSchema,
  phoneSchema,
  plainText,
} from '../forms/form-fields.ts';
import { instalmentProblem } from './dfe-plan.ts';
import { ENQUIRY_TYPE_IDS } from './enquiry-types.ts';
import { CHAT_MESSAGE_MAX_LENGTH, ENQUIRY_MESSAGE_MAX_LENGTH, ORDER_ID_MAX_LENGTH } from './limits.ts';

/** An ALTCHA payload is about 600 characters; the verifier refuses anything over 4,000. */
const CAPTCHA_MAX_LENGTH = 4_000;

// The shared field rules of domain/forms: the spec's chat-form name (letters and spaces) for the chat,
// a person's name (apostrophes and hyphens too) for the enquiries, the phone and the store's email
// rule; messages may run over lines.
const nameField = personNameSchema;
const phoneField = phoneSchema;
const emailField = contactEmailSchema;
const textField = (max: number) => plainText(max, { multiline: true });
const optionalText = (max: number) =>
  textField(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const captchaField = z
  .string()
  .min(1, 'Please complete the human check.')
  .max(CAPTCHA_MAX_LENGTH)
  .describe('The ALTCHA solution of GET /api/captcha/challenge (base64 JSON), single use');

export const subscriptionBodySchema = z.object({ email: emailField, captcha: captchaField });
export type SubscriptionBody = z.infer<typeof subscriptionBodySchema>;
export const subscriptionAnswerSchema = z.object({
  result: z.object({ user_exists: z.boolean().describe('True when the address was already subscribed') }),
  message: z.string(),
});

// Each form's fields apart from the captcha: the page's form judges what it is about to send with
// them (domain/forms/field-problems.ts) before it solves the captcha, the call's body adds the captcha.
export const chatRequestFieldsSchema = z.object({
  name: lettersNameSchema,
  mobile: phoneField,
  email: emailField,
  message: optionalText(CHAT_MESSAGE_MAX_LENGTH),
});
export const chatRequestBodySchema = chatRequestFieldsSchema.extend({ captcha: captchaField });
export type ChatRequestBody = z.infer<typeof chatRequestBodySchema>;
export const chatRequestAnswerSchema = z.object({
  result: z.object({ request_id: z.number().int() }),
  message: z.string(),
});

const orderIdField = z
  .union([
    z
      .string()
      .trim()
      .max(ORDER_ID_MAX_LENGTH)
      .regex(/^[A-Za-z0-9-]*$/, 'Please use letters, digits and dashes only.'),
    z.null(),
  ])
  .optional()
  .transform((v) => (v ? v.toUpperCase() : null));

export const customerServiceFieldsSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  enquiry_type: z.enum(ENQUIRY_TYPE_IDS, { message: 'Please choose a type of enquiry.' }),
  occasion: z
    .union([z.string().trim().max(64), z.null()])
    .optional()
    .transform((v) => (v ? v : null))
    .describe('An occasion slug of occasion/type/list'),
  order_id: orderIdField,
  message: textField(ENQUIRY_MESSAGE_MAX_LENGTH).pipe(z.string().min(1, 'Please tell us how we can help.')),
});
export const customerServiceBodySchema = customerServiceFieldsSchema.extend({ captcha: captchaField });
export type CustomerServiceBody = z.infer<typeof customerServiceBodySchema>;

const STORE_IDS = STORES.map((s) => s.id);
export const DFE_PREFERENCES: [string, ...string[]] = ['online', ...STORE_IDS];

export const dfeFieldsSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  // Not a number (nothing or letters typed): the amount is asked for in the store's words.
  monthly_instalment: z.number(instalmentProblem(Number.NaN) ?? undefined).superRefine((value, ctx) => {
    const found = instalmentProblem(value);
    if (found) ctx.addIssue({ code: 'custom', message: found });
  }),
  preferred_store: z.enum(DFE_PREFERENCES, { message: 'Please choose a store or online.' }),
  message: optionalText(ENQUIRY_MESSAGE_MAX_LENGTH),
});
export const dfeBodySchema = dfeFieldsSchema.extend({ captcha: captchaField });
export type DfeBody = z.infer<typeof dfeBodySchema>;

export const enquiryAnswerSchema = z.object({ result: z.object({ reference: z.string() }), message: z.string() });
export const enquiryTypesAnswerSchema = z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) });
