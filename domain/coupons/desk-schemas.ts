// The back office's coupon calls (docs/api.md#back-office): list and find coupons and the offers'
// vouchers, create one, edit, stop or start one, read one with its uses. The list, create and act
// call names are fixed by the API contract; the rest is ours.
import { z } from 'zod';
import { deskPageSchema } from '../api/desk-params.ts';
import { plainText } from '../forms/form-fields.ts';
import { OFFER_KINDS, WITHDRAWAL_CAUSES, WITHDRAWAL_OUTCOMES } from './offer-kinds.ts';
import { COUPON_MAX_LIMIT, COUPON_MAX_RUPEES, COUPON_STATUSES, couponTermsProblems } from './coupon-rules.ts';

export const COUPON_DESK_PAGE_SIZE = 25;

export const couponListQuerySchema = z.object({
  q: z.string().trim().min(1).max(40).optional().describe('A part of the code or of the label'),
  status: z.enum(COUPON_STATUSES).optional(),
  type: z
    .enum(['coupon', 'voucher'])
    .optional()
    .describe("coupon: made on the desk; voucher: an offer's, for one customer"),
  page: deskPageSchema,
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

/** A code as staff type it: kept in upper case, 3 to 20 letters and digits (what the checkout accepts). */
export const couponCodeSchema = z
  .string({ error: 'must be 3 to 20 letters and digits' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,20}$/, 'must be 3 to 20 letters and digits');

const rupees = (what: string, min: number, max = COUPON_MAX_RUPEES) =>
  z
    .number({ error: `${what}: whole rupees from ${min}` })
    .int(`${what}: whole rupees from ${min}`)
    .min(min, `${what}: whole rupees from ${min}`)
    .max(max, `${what}: at most ${max}`);

const limit = (what: string) =>
  z
    .number({ error: `${what}: a whole number from 1, or empty for no limit` })
    .int(`${what}: a whole number from 1, or empty for no limit`)
    .min(1, `${what}: a whole number from 1, or empty for no limit`)
    .max(COUPON_MAX_LIMIT, `${what}: at most ${COUPON_MAX_LIMIT}`)
    .nullable()
    .default(null);

/** A calendar day as YYYY-MM-DD that exists (not the 31st of November). */
const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const day = z.string().refine(isDay, { message: 'must be a real date, YYYY-MM-DD' }).nullable().default(null);

const termsShape = {
  label: plainText(80, { min: 3 }).describe('What the shopper sees in the checkout: 3 to 80 characters'),
  description: plainText(300).default('').describe('The conditions in a sentence, up to 300 characters'),
  kind: z.enum(['PERCENTAGE', 'FLAT'], { error: 'must be PERCENTAGE or FLAT' }),
  value: rupees('the percent or the rupees off', 1),
  max_discount: rupees('the cap', 1)
    .nullable()
    .default(null)
    .describe('Percentage coupons: the most it takes off, rupees'),
  min_subtotal: rupees('the minimum subtotal', 0).default(0),
  starts_on: day.describe('First day it works (India time); empty: from now'),
  ends_on: day.describe('Last day it works (India time), included; empty: no end'),
  total_limit: limit('the total limit').describe('Uses in all; empty: no limit'),
  per_customer_limit: limit('the per-customer limit').describe('Uses per customer; empty: no limit'),
  categories: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,60}$/, 'must be category slugs'),
    )
    .max(50, 'at most 50 categories')
    .default([])
    .describe('Category slugs it applies to (a piece of one of them, or of a sub-category named); empty: every piece'),
  listed: z.boolean().default(true).describe("Shown in the checkout's 'View coupons' list"),
};

/** Cross-field rules (domain/coupons/coupon-rules.ts), each reported on its own field. */
function withTermRules<T extends z.ZodType<z.infer<z.ZodObject<typeof termsShape>>>>(schema: T) {
  return schema.superRefine((t, ctx) => {
    for (const [field, message] of Object.entries(couponTermsProblems(t)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

export const couponCreateBodySchema = withTermRules(z.strictObject({ code: couponCodeSchema, ...termsShape }));
export type CouponCreateBody = z.infer<typeof couponCreateBodySchema>;
export type CouponTermsBody = z.infer<z.ZodObject<typeof termsShape>>;

export const couponActBodySchema = z.discriminatedUnion('action', [
  withTermRules(z.strictObject({ action: z.literal('edit'), ...termsShape })),
  z.strictObject({ action: z.literal('stop') }),
  z.strictObject({ action: z.literal('start') }),
]);
export type CouponActBody = z.infer<typeof couponActBodySchema>;

export const couponSummarySchema = z.object({
  code: z.string(),
  label: z.string(),
  kind: z.enum(['PERCENTAGE', 'FLAT']),
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_subtotal: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  total_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  used: z.number().int().describe('Uses by placed orders'),
  held: z.number().int().describe('Uses held by unpaid orders (back if they are not paid)'),
  discount_given: z.number().int().describe('Rupees taken off the placed orders that used it'),
  status: z.enum(COUPON_STATUSES),
  categories: z.array(z.string()),
  listed: z.boolean(),
  offer: z.enum(OFFER_KINDS).nullable().describe('The offer that issued it (a voucher); null: made on the desk'),
  withdrawal: z
    .object({
      outcome: z
        .enum(WITHDRAWAL_OUTCOMES)
        .describe('withdrawn: stopped for good; used_before: another order had used it already, and stands'),
      cause: z.enum(WITHDRAWAL_CAUSES).describe('The order that earned it was cancelled, or returned and refunded'),
      at: z.string(),
      label: z.string().describe('"Withdrawn: order cancelled", "Used before its order was cancelled", …'),
    })
    .nullable()
    .describe("A voucher whose order did not stand; null while it stands (or for a desk's coupon)"),
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;

export const couponListAnswerSchema = z.object({
  success: z.literal(true),
  coupons: z.array(couponSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type CouponListAnswer = z.infer<typeof couponListAnswerSchema>;

export const couponUseSchema = z.object({
  order_id: z.string(),
  customer: z.string().describe("The order's name and email"),
  at: z.string(),
  state: z.enum(['held', 'used', 'released']),
  discount: z.number().int().describe('Rupees the order took off'),
});

export const couponAnswerSchema = z.object({
  success: z.literal(true),
  coupon: couponSummarySchema.extend({
    description: z.string(),
    starts_on: z.string().nullable().describe('The first day, India time (what the form shows)'),
    ends_on: z.string().nullable().describe('The last day, India time, included'),
    voucher: z
      .object({ customer: z.string(), order_id: z.string().nullable() })
      .nullable()
      .describe('For a voucher: who it is for and the order that earned it'),
    acts: z.array(z.enum(['edit', 'stop', 'start'])).describe('What staff may do with it now'),
    created_at: z.string(),
  }),
  uses: z.array(couponUseSchema).describe('Newest first, at most 200'),
});
export type CouponAnswer = z.infer<typeof couponAnswerSchema>;

export const couponCodeParamsSchema = z.object({ code: couponCodeSchema });

export const couponCategoriesAnswerSchema = z.object({
  success: z.literal(true),
  categories: z.array(z.object({ slug: z.string(), name: z.string(), parent: z.string().nullable() })),
});
