// The back office's catalogue calls (docs/api.md#back-office, issue 24 part 1): find pieces, read one
// with its variants, change what changed, add a new piece. The call names are fixed by the API
// contract; the rest is ours. Money is whole rupees, weights grams, stock whole pieces.
import { z } from 'zod';
import { deskPageSchema, pathIdSchema, deskPagingFields, deskSearchSchema } from '../api/desk-params.ts';
import { plainText } from '../forms/form-fields.ts';
import { RATE_KEYS } from '../rates/metal-rates.ts';
import { GENDERS, METAL_COLORS } from './constants.ts';

export const PRODUCT_DESK_PAGE_SIZE = 25;

/** The metals a variant may be priced by: those with a daily rate (domain/rates/metal-rates.ts), or none (a loose stone). */
export const DESK_METALS = ['Gold', 'Platinum', 'Silver', 'None'] as const;
/** Every purity a rate is set for, and None. */
export const DESK_PURITIES = [...new Set(RATE_KEYS.map((k) => k.purity)), 'None'] as const;

const yesNo = z.enum(['true', 'false'], { error: 'must be true or false' });

export const productDeskListQuerySchema = z.object({
  q: deskSearchSchema('A part of the name or the SKU'),
  category: z.string().trim().min(1).max(60).optional().describe("A category's slug (its sub-categories' pieces too)"),
  metal: z.enum(DESK_METALS).optional().describe('Pieces with at least one variant of this metal'),
  purity: z.enum(DESK_PURITIES as unknown as [string, ...string[]]).optional(),
  stock: z.enum(['in', 'out']).optional().describe('in: some left to sell (stock − held > 0); out: none'),
  made_to_order: yesNo.optional(),
  hidden: yesNo.optional().describe('true: hidden from the shop; false: shown'),
  page: deskPageSchema,
});
export type ProductDeskListQuery = z.infer<typeof productDeskListQuerySchema>;

/** A product's id in a path. */
export const productIdSchema = pathIdSchema('a product id');

const deskRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  value: z.string().describe("The product page's path"),
  category: z.string(),
  metals: z.array(z.string()).describe('The metal and purity of its variants: Gold 18K …'),
  from_price: z.number().int().nullable().describe('The lowest priced variant’s offer price; null when none is priced'),
  stock: z.number().int(),
  available: z.number().int().describe('stock − what unpaid orders hold'),
  made_to_order: z.boolean(),
  hidden: z.boolean(),
  variants: z.number().int(),
});
export type ProductDeskRow = z.infer<typeof deskRowSchema>;

export const productDeskListAnswerSchema = z.object({
  success: z.literal(true),
  products: z.array(deskRowSchema),
  ...deskPagingFields,
});
export type ProductDeskListAnswer = z.infer<typeof productDeskListAnswerSchema>;

export const deskVariantSchema = z.object({
  id: z.number().int(),
  variant_id: z.string(),
  color: z.string(),
  size: z.string().nullable(),
  metal_type: z.string(),
  metal_purity: z.string(),
  metal_weight: z.number(),
  gross_weight: z.number(),
  diamond_count: z.number().int(),
  diamond_carat: z.number(),
  diamond_cut: z.string().nullable().describe('The stones’ shape'),
  diamond_clarity: z.string().nullable(),
  diamond_color: z.string().nullable(),
  gemstone_type: z.string().nullable(),
  gemstone_count: z.number().int(),
  gemstone_carat: z.number(),
  metal_price: z.number().int(),
  diamond_price: z.number().int(),
  gemstone_price: z.number().int(),
  making_charge: z.number().int(),
  gst: z.number(),
  offerprice: z.number().int(),
  price: z.number().int(),
  short_description: z.string(),
  alt: z.string(),
  image: z.string(),
});
export type DeskVariant = z.infer<typeof deskVariantSchema>;

export const deskProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  value: z.string(),
  category: z.string(),
  sub_category: z.string().nullable(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string().describe('The tags: comma-separated words the page’s keywords carry'),
  occasion: z.string().nullable(),
  gender: z.string(),
  made_to_order: z.boolean(),
  hidden: z.boolean(),
  stock: z.number().int(),
  reserved: z.number().int().describe('Held by unpaid orders; stock can not go below it'),
  updated_at: z.string(),
  variants: z.array(deskVariantSchema),
});
export type DeskProduct = z.infer<typeof deskProductSchema>;

export const productDeskAnswerSchema = z.object({ success: z.literal(true), product: deskProductSchema });
export type ProductDeskAnswer = z.infer<typeof productDeskAnswerSchema>;

// ---- what staff send ----

const rupees = (what = 'whole rupees, 0 or more') =>
  z
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .min(0, `must be ${what}`)
    .max(1_00_00_00_000, `must be ${what}`);
const grams = z
  .number({ error: 'must be grams, 0 or more' })
  .min(0, 'must be grams, 0 or more')
  .max(99_999, 'must be grams, 0 or more')
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'at most 3 decimals (milligrams)');
const carats = z
  .number({ error: 'must be carats, 0 or more' })
  .min(0, 'must be carats, 0 or more')
  .max(9_999, 'must be carats, 0 or more');
const count = z
  .number({ error: 'must be a whole number, 0 or more' })
  .int('must be a whole number, 0 or more')
  .min(0, 'must be a whole number, 0 or more')
  .max(100_000, 'must be a whole number, 0 or more');
const shortText = (max: number) => plainText(max).transform((v) => (v === '' ? null : v));

/** The fields of a variant staff may set; its prices are computed from them (domain/catalog/product-edit.ts). */
const variantFields = {
  color: z.enum(METAL_COLORS, { error: `must be one of ${METAL_COLORS.join(', ')}` }),
  size: shortText(20).nullable(),
  metal_type: z.enum(DESK_METALS, { error: `must be one of ${DESK_METALS.join(', ')}` }),
  metal_purity: z.enum(DESK_PURITIES as unknown as [string, ...string[]], {
    error: `must be one of ${DESK_PURITIES.join(', ')}`,
  }),
  metal_weight: grams,
  gross_weight: grams,
  diamond_count: count,
  diamond_carat: carats,
  diamond_cut: shortText(30).nullable(),
  diamond_clarity: shortText(20).nullable(),
  diamond_color: shortText(20).nullable(),
  gemstone_type: shortText(40).nullable(),
  gemstone_count: count,
  gemstone_carat: carats,
  diamond_price: rupees(),
  gemstone_price: rupees(),
  making_charge: rupees(),
  short_description: plainText(1_000, { multiline: true }),
  alt: plainText(200),
};

export const variantChangeSchema = z
  .strictObject({ id: z.number({ error: 'must be a variant id' }).int().min(1), ...variantFields })
  .partial()
  .required({ id: true });
export type VariantChange = z.infer<typeof variantChangeSchema>;

export const newVariantSchema = z.strictObject({
  ...variantFields,
  size: variantFields.size.optional().default(null),
  gross_weight: grams.optional().default(0),
  diamond_count: count.optional().default(0),
  diamond_carat: carats.optional().default(0),
  diamond_cut: variantFields.diamond_cut.optional().default(null),
  diamond_clarity: variantFields.diamond_clarity.optional().default(null),
  diamond_color: variantFields.diamond_color.optional().default(null),
  gemstone_type: variantFields.gemstone_type.optional().default(null),
  gemstone_count: count.optional().default(0),
  gemstone_carat: carats.optional().default(0),
  diamond_price: rupees().optional().default(0),
  gemstone_price: rupees().optional().default(0),
  short_description: variantFields.short_description.optional().default(''),
  alt: variantFields.alt.optional(),
});
export type NewVariant = z.infer<typeof newVariantSchema>;

const productFields = {
  name: plainText(120, { min: 2 }),
  // Checked against the categories table (the merchandising desk keeps it), not a list in code.
  category: z
    .string({ error: 'must be a category slug' })
    .trim()
    .regex(/^[a-z0-9-]{2,60}$/, 'must be a category slug'),
  sub_category: plainText(60)
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  seo_title: plainText(160),
  seo_description: plainText(400),
  seo_keywords: plainText(400).describe('The tags, comma-separated'),
  occasion: shortText(60).nullable(),
  gender: z.enum(GENDERS, { error: `must be one of ${GENDERS.join(', ')}` }),
  made_to_order: z.boolean({ error: 'must be true or false' }),
  hidden: z.boolean({ error: 'must be true or false' }),
  stock: count.describe('Pieces in the showroom; never below what unpaid orders hold'),
};

export const productChangeBodySchema = z
  .strictObject({
    ...productFields,
    variants: z.array(variantChangeSchema).max(200).optional().describe('Only the variants that change, by id'),
    expected_updated_at: z
      .string()
      .max(40)
      .optional()
      .describe('The updated_at the page read: a save over someone else’s is refused (PRODUCT_CHANGED)'),
  })
  .partial();
export type ProductChangeBody = z.infer<typeof productChangeBodySchema>;

export const newProductBodySchema = z.strictObject({
  ...productFields,
  sku: z
    .string({ error: 'must be 3 to 40 capital letters, digits or dashes' })
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/, 'must be 3 to 40 capital letters, digits or dashes'),
  sub_category: productFields.sub_category.optional().default(null),
  seo_title: productFields.seo_title.optional(),
  seo_description: productFields.seo_description.optional(),
  seo_keywords: productFields.seo_keywords.optional().default(''),
  occasion: productFields.occasion.optional().default(null),
  made_to_order: productFields.made_to_order.optional().default(false),
  hidden: productFields.hidden.optional().default(false),
  variants: z.array(newVariantSchema).min(1, 'a piece needs at least one variant').max(60),
});
export type NewProductBody = z.infer<typeof newProductBodySchema>;
