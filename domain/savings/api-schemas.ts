// The savings plan's calls (docs/api.md "Savings plan"): bodies and answers. Shapes are checked here
// (400 INVALID_INPUT naming the field); the plan's own rules (amount, ages) answer 422 with their
// reason from the service (plan-rules.ts), so a form can say which rule refused it.
import { z } from 'zod';
import { personNameSchema } from '../accounts/api-schemas.ts';
import { cardPaymentDataSchema, razorpayReplySchema } from '../checkout/api-schemas.ts';
import { freeText } from '../text/text-schemas.ts';
import { isCalendarDay } from './plan-rules.ts';
import { PLAN_ID_PATTERN } from './plan-id.ts';

const day = z.string().refine(isCalendarDay, 'must be a date like 1990-08-15');

export const planEnrolBodySchema = z.strictObject({
  /** Whole rupees; at least ₹1,000 in multiples of ₹1,000 (else 422 DFE_AMOUNT_INVALID). */
  monthly_amount: z.number().int('must be whole rupees').positive().max(2_00_00_000),
  date_of_birth: day,
  nominee: z.strictObject({
    name: personNameSchema,
    relation: freeText()
      .trim()
      .min(2)
      .max(40)
      .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, 'must be a word such as Mother, Son or Spouse'),
    age: z.number().int().min(0).max(120),
  }),
  pan: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, 'must be a PAN like ABCDE1234F')
    .nullish(),
  accept_terms: z.literal(true, { error: "Please accept the plan's terms and conditions." }),
});
export type PlanEnrolBody = z.infer<typeof planEnrolBodySchema>;

export const planIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PLAN_ID_PATTERN, 'must be a plan id like DFE7K2M9Q4R8T1X');

export const instalmentConfirmBodySchema = z.strictObject({ confirmation: razorpayReplySchema });
export type InstalmentConfirmBody = z.infer<typeof instalmentConfirmBodySchema>;

export const passbookLineSchema = z.object({
  n: z.number().int(),
  due_on: z.string().nullable(),
  paid_on: z.string().nullable(),
  amount: z.number().int(),
  receipt_no: z.string().nullable(),
});

export const planSchema = z.object({
  plan_id: z.string(),
  status: z.enum(['pending', 'active', 'matured', 'closed', 'redeemed', 'abandoned']),
  monthly_amount: z.number().int(),
  nominee: z.object({ name: z.string(), relation: z.string(), age: z.number().int() }),
  started_on: z.string().nullable(),
  matures_on: z.string().nullable(),
  closes_on: z.string().nullable(),
  instalments: z.array(passbookLineSchema),
  paid_count: z.number().int(),
  saved: z.number().int(),
  gift_earned: z.number().int(),
  gift_lost: z.boolean(),
  redemption_value: z.number().int(),
  next_instalment: z
    .object({
      n: z.number().int(),
      due_on: z.string(),
      payable_from: z.string(),
      payable: z.boolean(),
      days_late: z.number().int(),
    })
    .nullable(),
});
export type PlanAnswer = z.infer<typeof planSchema>;

export const planEnrolAnswerSchema = z.object({ plan: planSchema, payment_data: cardPaymentDataSchema });
export type PlanEnrolAnswer = z.infer<typeof planEnrolAnswerSchema>;
export const instalmentPayAnswerSchema = z.object({
  plan_id: z.string(),
  n: z.number().int(),
  payment_data: cardPaymentDataSchema,
});
export type InstalmentPayAnswer = z.infer<typeof instalmentPayAnswerSchema>;
export const instalmentConfirmAnswerSchema = z.object({
  plan: planSchema,
  receipt_no: z.string(),
  n: z.number().int(),
});
export type InstalmentConfirmAnswer = z.infer<typeof instalmentConfirmAnswerSchema>;
export const planListAnswerSchema = z.object({ plans: z.array(planSchema), plan: planSchema.nullable() });
export const planOneAnswerSchema = z.object({ plan: planSchema });
