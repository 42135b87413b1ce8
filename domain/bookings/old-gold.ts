// The old gold exchange booking (docs/spec.md#second-1 "old gold exchange", #second-4, #second-9 "Old gold: advance
// valid 1 year, hand over within 3 business days, maximum refund of the difference Rs 2,000"): an
// appointment at one of the three showrooms, with what the shopper is bringing.
import { z } from 'zod';
import { STORES } from '../stores/stores.ts';
import { contactEmailSchema, personNameSchema, phoneSchema, plainText } from '../forms/form-fields.ts';
import { dateField, slotField, withSlotCheck } from './slot-fields.ts';
import { STORE_VISIT_PLAN } from './slots.ts';
import { HALLMARK_CHOICES, KARAT_CHOICES, OLD_GOLD_LIMITS, OLD_GOLD_TEXTS } from './old-gold-texts.ts';
export {
  HALLMARK_CHOICES,
  KARAT_CHOICES,
  OLD_GOLD_LIMITS,
  OLD_GOLD_POLICY,
  OLD_GOLD_RULES,
  OLD_GOLD_TEXTS,
  WHAT_TO_BRING,
} from './old-gold-texts.ts';

export const STORE_IDS = STORES.map((s) => s.id) as [string, ...string[]];

const oldGoldBookingFields = z.strictObject({
  store_id: z.string().refine((id) => (STORE_IDS as readonly string[]).includes(id), OLD_GOLD_TEXTS.store),
  date: dateField,
  slot: slotField,
  items: plainText(OLD_GOLD_LIMITS.items, { min: 3, multiline: true, tooShort: OLD_GOLD_TEXTS.items }).describe(
    'What the gold is: pieces, coins, bars',
  ),
  weight_grams: z.coerce
    .number(OLD_GOLD_TEXTS.weight)
    .min(OLD_GOLD_LIMITS.weightMin, OLD_GOLD_TEXTS.weight)
    .max(OLD_GOLD_LIMITS.weightMax, OLD_GOLD_TEXTS.weight),
  karat: z.enum(KARAT_CHOICES, OLD_GOLD_TEXTS.karat),
  hallmarked: z.enum(HALLMARK_CHOICES, OLD_GOLD_TEXTS.hallmark),
  name: personNameSchema,
  email: contactEmailSchema,
  phone: phoneSchema,
});
/** The booking's fields without the captcha: what the page's form checks before it solves one. */
export const oldGoldBookingFieldsSchema = withSlotCheck(STORE_VISIT_PLAN, oldGoldBookingFields);
export const oldGoldBookingBodySchema = withSlotCheck(
  STORE_VISIT_PLAN,
  oldGoldBookingFields.extend({
    captcha: z.string().max(4000).describe('The ALTCHA solution of GET /api/captcha/challenge'),
  }),
);
export type OldGoldBookingBody = z.infer<typeof oldGoldBookingBodySchema>;

export const bookingAnswerSchema = z.object({
  result: z.object({
    reference: z.string(),
    status: z.enum(['requested', 'confirmed', 'cancelled']),
    starts_at: z.string(),
  }),
  message: z.string(),
});

export const bookingReferenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[0-9A-Z]{8}$/, 'is not a booking reference');

export const cancelBookingBodySchema = z.strictObject({
  reference: bookingReferenceSchema,
  token: z.string().max(64),
});

export const confirmBookingBodySchema = z.strictObject({ reference: bookingReferenceSchema });

export const bookingStateAnswerSchema = z.object({
  result: z.object({ reference: z.string(), status: z.enum(['requested', 'confirmed', 'cancelled']) }),
  message: z.string(),
});
