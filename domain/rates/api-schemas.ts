// The metal rates desk's calls (docs/api.md#back-office): today's rates and their history, the preview of
// every variant's price at new rates, and applying them. Rates are whole rupees per gram.
import { z } from 'zod';
import { PREVIEW_PAGE_SIZE, RATE_KEYS, RATE_MAX, isRateKey, rateKeyOf } from './metal-rates.ts';

const rateSchema = z
  .object({
    metal: z.enum(['Gold', 'Platinum', 'Silver']),
    purity: z.string().max(8),
    rate_per_gram: z
      .number()
      .int('must be whole rupees a gram')
      .min(0, 'must not be negative: a negative rate would make negative prices')
      .max(RATE_MAX, `must be at most ${RATE_MAX} rupees a gram`),
  })
  .refine(isRateKey, {
    message: `must be one of ${RATE_KEYS.map(rateKeyOf).join(', ')}`,
    path: ['purity'],
  });

/** One to six rates, each metal and purity at most once. */
export const ratesSchema = z
  .array(rateSchema)
  .min(1, 'give at least one rate')
  .max(RATE_KEYS.length)
  .refine((rates) => new Set(rates.map(rateKeyOf)).size === rates.length, {
    message: 'names a metal and purity twice',
  });

export const ratePreviewBodySchema = z.object({
  rates: ratesSchema,
  page: z.number().int().min(1).max(10_000).default(1),
});
export type RatePreviewBody = z.infer<typeof ratePreviewBodySchema>;

export const rateApplyBodySchema = z.object({
  rates: ratesSchema,
  confirm: z
    .boolean()
    .default(false)
    .describe('`true` after a 409 RATE_NEEDS_CONFIRMATION: a rate of zero or more than 20% from the last applies'),
});
export type RateApplyBody = z.infer<typeof rateApplyBodySchema>;

const warningSchema = z.object({
  key: z.string(),
  concern: z.enum(['RATE_ZERO', 'RATE_JUMP']),
  rate: z.number(),
  last: z.number().nullable(),
  text: z.string(),
});

const pricesSchema = z.object({ offerprice: z.number(), price: z.number(), metal_price: z.number() });

export const ratePreviewAnswerSchema = z.object({
  variants: z.array(
    z.object({
      variant_id: z.string(),
      product: z.string(),
      sku: z.string(),
      metal: z.string(),
      purity: z.string(),
      metal_weight: z.number(),
      before: pricesSchema,
      after: pricesSchema,
    }),
  ),
  total: z.number().describe('Variants of the metals given that are on sale'),
  page: z.number(),
  per_page: z.literal(PREVIEW_PAGE_SIZE),
  counts: z.object({ up: z.number(), down: z.number(), same: z.number() }),
  warnings: z.array(warningSchema).describe('Rates that need `confirm: true` to apply'),
});
export type RatePreviewAnswer = z.infer<typeof ratePreviewAnswerSchema>;

const historyRowSchema = z.object({
  metal: z.string(),
  purity: z.string(),
  rate_per_gram: z.number(),
  previous_rate: z.number().nullable(),
  set_at: z.string(),
  set_by: z.string().nullable(),
  confirmed: z.string().nullable(),
  variants_repriced: z.number(),
});
export type RateHistoryRow = z.infer<typeof historyRowSchema>;

export const ratesAnswerSchema = z.object({
  rates: z.array(
    z.object({
      metal: z.string(),
      purity: z.string(),
      label: z.string(),
      rate_per_gram: z.number().nullable().describe('null: never set'),
      set_at: z.string().nullable(),
    }),
  ),
  history: z.array(historyRowSchema).describe('Every rate set in the last 90 days, newest first'),
});
export type RatesAnswer = z.infer<typeof ratesAnswerSchema>;

export const rateApplyAnswerSchema = z.object({
  applied: z.array(historyRowSchema),
  repriced: z.number().describe('Variants whose price changed'),
});
export type RateApplyAnswer = z.infer<typeof rateApplyAnswerSchema>;

export const rateQuerySchema = z.object({});
