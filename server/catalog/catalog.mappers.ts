// Database rows → the API's product shape. made_to_order becomes the spec's 'true'/'false' string and
// unpriced variants are dropped here, the one place products leave the database.
import type { InferSelectModel } from 'drizzle-orm';
import { certificateUrl } from '../../domain/catalog/certification.ts';
import type { Banner, Category, Occasion, Product, Variant } from '../../domain/catalog/product.ts';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import type { banners, categories, occasions, products, variants } from '../../db/schema/catalog.ts';

export type ProductRow = InferSelectModel<typeof products>;
export type VariantRow = InferSelectModel<typeof variants>;

export function toVariant(v: VariantRow): Variant {
  return {
    id: v.id,
    variant_id: v.variantId,
    color: v.color,
    size: v.size,
    image: v.image,
    alt: v.alt,
    offerprice: v.offerprice,
    price: v.price,
    metal_price: v.metalPrice,
    diamond_price: v.diamondPrice,
    gemstone_price: v.gemstonePrice,
    making_charge: v.makingCharge,
    making_discount: v.makingDiscount,
    gst: v.gst,
    rating: v.rating,
    short_description: v.shortDescription,
    metal_weight: v.metalWeight,
    gross_weight: v.grossWeight,
    huid: v.huid,
    product_setting: v.productSetting,
    metal_purity: v.metalPurity,
    metal_type: v.metalType,
    diamond_count: v.diamondCount,
    diamond_clarity: v.diamondClarity,
    diamond_color: v.diamondColor,
    diamond_carat: v.diamondCarat,
    diamond_cut: v.diamondCut,
    diamond_cut_grade: v.diamondCutGrade,
    certificate_lab: v.certificateLab,
    certificate_number: v.certificateNumber,
    certificate_url: certificateUrl(v.certificateLab, v.certificateNumber),
    gemstone_type: v.gemstoneType,
    gemstone_carat: v.gemstoneCarat,
    gemstone_count: v.gemstoneCount,
  };
}

/** A product with its priced variants, or null when none is priced (it is not shown anywhere). */
export function toProduct(p: ProductRow, variantRows: readonly VariantRow[]): Product | null {
  const priced = variantRows.filter((v) => v.offerprice > 0).map(toVariant);
  if (priced.length === 0) return null;
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    value: p.value,
    category: p.categorySlug,
    sub_category: p.subCategorySlug,
    made_to_order: p.madeToOrder ? 'true' : 'false',
    // What can still be bought: pieces held by unpaid orders are not on offer (db/schema/checkout.ts).
    stock: p.stock - p.reserved,
    seo: { title: p.seoTitle, description: p.seoDescription, keyWords: p.seoKeywords },
    storetype: p.storetype,
    pictures: priced[0]!.image,
    occasion: p.occasion,
    gender: p.gender,
    variants: priced,
  };
}

export function toIndexable(p: ProductRow, variantRows: readonly VariantRow[]): IndexableProduct | null {
  const product = toProduct(p, variantRows);
  if (!product) return null;
  return { ...product, popularity: p.popularity, created_at: p.createdAt.toISOString(), trending: p.trending };
}

export function toCategory(c: InferSelectModel<typeof categories>): Category {
  return {
    slug: c.slug,
    name: c.name,
    parent: c.parentSlug,
    seo_title: c.seoTitle,
    seo_description: c.seoDescription,
    seo_keywords: c.seoKeywords,
    banner_title: c.bannerTitle,
    banner_content: c.bannerContent,
  };
}

export function toBanner(b: InferSelectModel<typeof banners>): Banner {
  return { id: b.id, page: b.page, title: b.title, subTitle: b.subTitle, image: b.image, link: b.link, alt: b.alt };
}

export function toOccasion(o: InferSelectModel<typeof occasions>): Occasion {
  return { id: o.id, slug: o.slug, name: o.name, image: o.image };
}
