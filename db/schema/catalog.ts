// Catalogue tables: categories, products, variants, banners, occasions and the metal rates prices are
// computed from. Money is whole rupees (integer); checks keep stock and prices non-negative.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable(
  'categories',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    parentSlug: text('parent_slug').references((): AnyPgColumn => categories.slug),
    position: integer('position').notNull().default(0),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    seoKeywords: text('seo_keywords').notNull(),
    bannerTitle: text('banner_title').notNull(),
    bannerContent: text('banner_content').notNull(),
    image: text('image').notNull().default(''),
  },
  // What a product's (sub-category, category) pair must match: a sub-category of that very parent.
  (t) => [uniqueIndex('categories_slug_parent_key').on(t.slug, t.parentSlug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    value: text('value').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => categories.slug),
    /** A finer shelf within the category (engagement-rings within rings); listed under both. */
    subCategorySlug: text('sub_category_slug'),
    madeToOrder: boolean('made_to_order').notNull().default(false),
    stock: integer('stock').notNull().default(0),
    /** Held by orders awaiting payment (db/schema/checkout.ts stock_reservations); available = stock − reserved. */
    reserved: integer('reserved').notNull().default(0),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    seoKeywords: text('seo_keywords').notNull(),
    storetype: text('storetype').notNull().default('online'),
    occasion: text('occasion'),
    gender: text('gender').notNull().default('women'),
    /** Orders and views feed this; the Popular sort reads it. */
    popularity: integer('popularity').notNull().default(0),
    trending: boolean('trending').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_value_key').on(t.value),
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_idx').on(t.categorySlug),
    index('products_sub_category_idx').on(t.subCategorySlug),
    // The sub-category must be a child of the product's own category (null: none).
    foreignKey({
      name: 'products_sub_category_fk',
      columns: [t.subCategorySlug, t.categorySlug],
      foreignColumns: [categories.slug, categories.parentSlug],
    }),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    // Never more held by unpaid orders than there is: concurrent checkouts cannot oversell.
    check('products_reserved_within_stock', sql`${t.reserved} >= 0 AND ${t.reserved} <= ${t.stock}`),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').notNull(),
    position: integer('position').notNull().default(0),
    color: text('color').notNull(),
    size: text('size'),
    image: text('image').notNull(),
    alt: text('alt').notNull(),
    /**
     * The variant's own alt text, kept while the piece's uploaded pictures stand in `image` and their
     * main one's alt text in `alt` (server/catalog/product-pictures.service.ts); null without uploads.
     */
    drawnAlt: text('drawn_alt'),
    offerprice: integer('offerprice').notNull(),
    price: integer('price').notNull(),
    metalPrice: integer('metal_price').notNull(),
    diamondPrice: integer('diamond_price').notNull().default(0),
    gemstonePrice: integer('gemstone_price').notNull().default(0),
    makingCharge: integer('making_charge').notNull().default(0),
    /** Rupees taken off the making charge; making_charge is what is charged, so the list making is the sum. */
    makingDiscount: integer('making_discount').notNull().default(0),
    gst: numeric('gst', { precision: 5, scale: 2, mode: 'number' }).notNull().default(3),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    shortDescription: text('short_description').notNull().default(''),
    metalWeight: numeric('metal_weight', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    /** Metal and stones together, in grams; 0 where not recorded (a loose diamond is weighed in carats). */
    grossWeight: numeric('gross_weight', { precision: 8, scale: 3, mode: 'number' }).notNull().default(0),
    /** BIS Hallmark Unique ID: six capital letters and digits (domain/catalog/certification.ts); null without gold. */
    huid: text('huid'),
    productSetting: text('product_setting').notNull().default(''),
    metalPurity: text('metal_purity').notNull(),
    metalType: text('metal_type').notNull(),
    diamondCount: integer('diamond_count').notNull().default(0),
    diamondClarity: text('diamond_clarity'),
    diamondColor: text('diamond_color'),
    diamondCarat: numeric('diamond_carat', { precision: 7, scale: 3, mode: 'number' }).notNull().default(0),
    /** The stones' shape (Round, Oval …), as the spec names the field. */
    diamondCut: text('diamond_cut'),
    /** The cut grade (Excellent, Very Good …), apart from the shape. */
    diamondCutGrade: text('diamond_cut_grade'),
    /** The grading lab (GIA or IGI) and its report number for the diamonds; both or neither. */
    certificateLab: text('certificate_lab'),
    certificateNumber: text('certificate_number'),
    gemstoneType: text('gemstone_type'),
    gemstoneCarat: numeric('gemstone_carat', { precision: 7, scale: 3, mode: 'number' }).notNull().default(0),
    gemstoneCount: integer('gemstone_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('variants_variant_id_key').on(t.variantId),
    index('variants_product_idx').on(t.productId),
    check(
      'variants_prices_nonnegative',
      sql`${t.offerprice} >= 0 AND ${t.price} >= 0 AND ${t.metalPrice} >= 0 AND ${t.diamondPrice} >= 0 AND ${t.gemstonePrice} >= 0 AND ${t.makingCharge} >= 0`,
    ),
    check('variants_gst_range', sql`${t.gst} >= 0 AND ${t.gst} <= 100`),
    check('variants_making_discount_nonnegative', sql`${t.makingDiscount} >= 0`),
    check('variants_gross_weight_covers_metal', sql`${t.grossWeight} = 0 OR ${t.grossWeight} >= ${t.metalWeight}`),
    check('variants_huid_format', sql`${t.huid} IS NULL OR ${t.huid} ~ '^[0-9A-Z]{6}$'`),
    check(
      'variants_certificate_pair',
      sql`(${t.certificateLab} IS NULL) = (${t.certificateNumber} IS NULL) AND (${t.certificateLab} IS NULL OR ${t.certificateLab} IN ('GIA', 'IGI'))`,
    ),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    page: text('page').notNull(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    image: text('image').notNull(),
    link: text('link').notNull().default(''),
    alt: text('alt').notNull().default(''),
    /** Hidden banners stay for later but the `banners` call and pages leave them out. */
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [index('banners_page_idx').on(t.page, t.position)],
);

export const occasions = pgTable('occasions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  position: integer('position').notNull().default(0),
});

/**
 * Today's rate per gram of each metal and purity: the generator sets the first, the back office the
 * rest (server/rates/; each change is a row of metal_rate_changes, db/schema/rates.ts). Zero only after
 * a second confirmation; never negative.
 */
export const metalRates = pgTable(
  'metal_rates',
  {
    metal: text('metal').notNull(),
    purity: text('purity').notNull(),
    ratePerGram: integer('rate_per_gram').notNull(),
    updatedAt: updatedAt(),
    /** The staff member who set it (db/schema/staff.ts); null for the demo seed's. */
    setBy: integer('set_by'),
  },
  (t) => [
    uniqueIndex('metal_rates_key').on(t.metal, t.purity),
    check('metal_rates_nonnegative', sql`${t.ratePerGram} >= 0`),
  ],
);
