// The product and variant as the API answers them (docs/api.md#calls-the-specs-leave-open (api2/product)). The storefront, the search
// engine and the tests all speak this shape; the database shape lives in db/schema.
import { z } from 'zod';

export const variantSchema = z
  .object({
    id: z.number().int(),
    variant_id: z.string(),
    color: z.string(),
    size: z.string().nullable(),
    /** Comma-separated picture paths, as the spec says. */
    image: z.string(),
    alt: z.string(),
    offerprice: z.number().int(),
    /** Estimated retail price (shown struck through). */
    price: z.number().int(),
    metal_price: z.number().int(),
    diamond_price: z.number().int(),
    gemstone_price: z.number().int(),
    /** The making charge as charged, after any discount. */
    making_charge: z.number().int(),
    /** Rupees taken off the making charge (0 without a discount); the list making charge is the sum. */
    making_discount: z.number().int(),
    /** GST percent on metal + diamond + gemstone + making charge. */
    gst: z.number(),
    rating: z.number(),
    short_description: z.string(),
    /** Net weight of the metal, in grams. */
    metal_weight: z.number(),
    /** Metal and stones together, in grams; 0 where not recorded (a loose diamond is weighed in carats). */
    gross_weight: z.number(),
    /** BIS Hallmark Unique ID (six capital letters and digits), or null for a piece without gold. */
    huid: z.string().nullable(),
    product_setting: z.string(),
    metal_purity: z.string(),
    metal_type: z.string(),
    diamond_count: z.number().int(),
    diamond_clarity: z.string().nullable(),
    diamond_color: z.string().nullable(),
    diamond_carat: z.number(),
    /** The stones' shape (Round, Oval, Princess …), whatever the field's name says. */
    diamond_cut: z.string().nullable(),
    /** The cut grade (Excellent, Very Good …), apart from the shape. */
    diamond_cut_grade: z.string().nullable(),
    /** The diamonds' grading lab: 'GIA' or 'IGI'; null without a report. */
    certificate_lab: z.string().nullable(),
    certificate_number: z.string().nullable(),
    /** The lab's page to check the report by its number, where the lab offers one. */
    certificate_url: z.string().nullable(),
    gemstone_type: z.string().nullable(),
    gemstone_carat: z.number(),
    gemstone_count: z.number().int(),
  })
  .meta({ id: 'Variant' });
export type Variant = z.infer<typeof variantSchema>;

export const seoSchema = z
  .object({ title: z.string(), description: z.string(), keyWords: z.string() })
  .meta({ id: 'Seo' });

export const productSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sku: z.string(),
    /** URL slug of the product page. */
    value: z.string(),
    category: z.string(),
    /** A sub-category within `category` (e.g. 'jhumkas' within 'earrings'), or null. */
    sub_category: z.string().nullable(),
    /** The spec's string form: 'true' or 'false'. */
    made_to_order: z.enum(['true', 'false']),
    stock: z.number().int(),
    seo: seoSchema,
    storetype: z.string(),
    /** Comma-separated picture paths of the product (its first variant's colour). */
    pictures: z.string(),
    occasion: z.string().nullable(),
    gender: z.string(),
    /** Only variants with offerprice above 0. */
    variants: z.array(variantSchema),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    parent: z.string().nullable(),
    seo_title: z.string(),
    seo_description: z.string(),
    seo_keywords: z.string(),
    banner_title: z.string(),
    banner_content: z.string(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const bannerSchema = z
  .object({
    id: z.number().int(),
    page: z.string(),
    title: z.string(),
    subTitle: z.string(),
    image: z.string(),
    link: z.string(),
    alt: z.string(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;

export const occasionSchema = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), image: z.string() })
  .meta({ id: 'Occasion' });
export type Occasion = z.infer<typeof occasionSchema>;

/** Drops unpriced variants; a product left with none is not shown (docs/spec.md#first-3 Variant). */
export function keepPricedVariants<P extends { variants: Variant[] }>(product: P): P | null {
  const variants = product.variants.filter((v) => v.offerprice > 0);
  return variants.length === 0 ? null : { ...product, variants };
}
