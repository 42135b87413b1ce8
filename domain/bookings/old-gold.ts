// The old gold exchange booking (checkout spec §1 "old gold exchange", §4, §9 "Old gold: advance
// valid 1 year, hand over within 3 business days, maximum refund of the difference Rs 2,000"): an
// appointment at one of the three showrooms, with what the shopper is bringing.
import { z } from 'zod';
import { STORES } from '../stores/stores.ts';
import { contactEmailSchema, personNameSchema, phoneSchema, plainText } from '../forms/form-fields.ts';
import { dateField, slotField, withSlotCheck } from './slot-fields.ts';
import { STORE_VISIT_PLAN } from './slots.ts';

export const OLD_GOLD_POLICY = {
  advanceValidYears: 1,
  handOverBusinessDays: 3,
  maxDifferenceRefund: 2000,
} as const;

/** The rules a booking receipt and the page state, in the store's words. */
export const OLD_GOLD_RULES = [
  `An advance against your old gold stays valid for ${OLD_GOLD_POLICY.advanceValidYears} year from the day you receive it.`,
  `Hand over the gold within ${OLD_GOLD_POLICY.handOverBusinessDays} business days of the store's valuation.`,
  `If the new piece costs less than your gold's value, the difference refunded is at most ₹2,000; the rest is kept as an advance.`,
  'Once the store confirms your booking it can no longer be cancelled.',
] as const;

export const WHAT_TO_BRING = ['The gold you wish to exchange or sell (jewellery, coins or bars).', 'A government photo ID (Aadhaar, PAN card, passport, voter ID or driving licence).', 'Any purchase bill or hallmark certificate you have (helpful, not required).'] as const;

export const KARAT_CHOICES = ['24K', '22K', '18K', '14K', 'unknown'] as const;
export const HALLMARK_CHOICES = ['yes', 'no', 'unknown'] as const;
export const OLD_GOLD_LIMITS = { items: 500, weightMin: 0.1, weightMax: 5000 } as const;

export const STORE_IDS = STORES.map((s) => s.id) as [string, ...string[]];

export const OLD_GOLD_TEXTS = {
  store: 'Please choose one of our three stores.',
  weight: `Please give the approximate weight in grams, from ${OLD_GOLD_LIMITS.weightMin} to ${OLD_GOLD_LIMITS.weightMax}.`,
  karat: 'Please choose the purity, or "Not sure".',
  hallmark: 'Please say whether the gold is hallmarked, or "Not sure".',
  booked: 'Your old gold exchange appointment is booked. The receipt is on its way to your email.',
} as const;

export const oldGoldBookingBodySchema = withSlotCheck(STORE_VISIT_PLAN, z.strictObject({
  store_id: z.string().refine((id) => (STORE_IDS as readonly string[]).includes(id), OLD_GOLD_TEXTS.store),
  date: dateField,
  slot: slotField,
  items: plainText(OLD_GOLD_LIMITS.items, { min: 3, multiline: true }).describe('What the gold is: pieces, coins, bars'),
  weight_grams: z.coerce.number(OLD_GOLD_TEXTS.weight).min(OLD_GOLD_LIMITS.weightMin, OLD_GOLD_TEXTS.weight).max(OLD_GOLD_LIMITS.weightMax, OLD_GOLD_TEXTS.weight),
  karat: z.enum(KARAT_CHOICES, OLD_GOLD_TEXTS.karat),
  hallmarked: z.enum(HALLMARK_CHOICES, OLD_GOLD_TEXTS.hallmark),
  name: personNameSchema,
  email: contactEmailSchema,
  phone: phoneSchema,
  captcha: z.string().max(4000).describe('The ALTCHA solution of GET /api/captcha/challenge'),
}));
export type OldGoldBookingBody = z.infer<typeof oldGoldBookingBodySchema>;

export const bookingAnswerSchema = z.object({
  result: z.object({ reference: z.string(), status: z.enum(['requested', 'confirmed', 'cancelled']), starts_at: z.string() }),
  message: z.string(),
});

export const bookingReferenceSchema = z.string().trim().toUpperCase().regex(/^[A-Z]{2}[0-9A-Z]{8}$/, 'is not a booking reference');

export const cancelBookingBodySchema = z.strictObject({
  reference: bookingReferenceSchema,
  token: z.string().max(64),
});

export const confirmBookingBodySchema = z.strictObject({ reference: bookingReferenceSchema });

export const bookingStateAnswerSchema = z.object({
  result: z.object({ reference: z.string(), status: z.enum(['requested', 'confirmed', 'cancelled']) }),
  message: z.string(),
});
