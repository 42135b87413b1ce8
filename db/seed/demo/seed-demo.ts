// Fills an empty database with the demo catalogue. Everything goes in one transaction: a crash or a
// failed insert leaves the database empty rather than half a catalogue, and the next start simply
// seeds again. An advisory lock makes two instances starting together on one PostgreSQL take turns,
// so the second sees the first one's rows and does nothing.
import { seedDemoCoupons } from './coupons.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { banners, categories, metalRates, occasions, products, variants } from '../../schema/catalog.ts';
import { productReviews } from '../../schema/reviews.ts';
import { generateCatalogue, type DemoProduct } from './generate.ts';

export interface SeedDemoOptions {
  products: number;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedDemoResult {
  seeded: boolean;
  products: number;
}

/** Any constant works; it names "the demo seed" among advisory locks. */
const SEED_LOCK_KEY = 7_811_202_611;
/**
 * Rows per INSERT. PostgreSQL allows 65,535 bind parameters per statement: products have about 20
 * columns and variants about 40, so these stay well under while keeping round trips few.
 */
const PRODUCT_BATCH = 400;
const VARIANT_BATCH = 1_200;
/** Reviews have 7 columns. */
const REVIEW_BATCH = 4_000;

export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: products.id }).from(products).limit(1);
    await seedDemoCoupons(tx);
    if (existing.length > 0) return { seeded: false, products: 0 };

    // A gold rate set before any product exists (by the back office) is the one to price with.
    const [rate] = await tx
      .select({ ratePerGram: metalRates.ratePerGram })
      .from(metalRates)
      .where(and(eq(metalRates.metal, 'Gold'), eq(metalRates.purity, '18K')));
    const catalogue = generateCatalogue({
      products: options.products,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(rate ? { goldRatePerGram: rate.ratePerGram } : {}),
    });
    const total = catalogue.products.length;

    // Settings rows may exist without products; keep theirs.
    await tx.insert(metalRates).values(catalogue.metalRates).onConflictDoNothing();
    await tx.insert(categories).values(catalogue.categories).onConflictDoNothing();
    await tx.insert(occasions).values(catalogue.occasions).onConflictDoNothing();
    if ((await tx.select({ id: banners.id }).from(banners).limit(1)).length === 0) {
      await tx.insert(banners).values(catalogue.banners);
    }

    options.onProgress?.(0, total);
    for (let start = 0; start < total; start += PRODUCT_BATCH) {
      const batch = catalogue.products.slice(start, start + PRODUCT_BATCH);
      const inserted = await tx
        .insert(products)
        .values(batch.map(productRow))
        .returning({ id: products.id, sku: products.sku });
      // Match by sku rather than trusting RETURNING's row order.
      const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
      const variantRows = batch.flatMap((p) => {
        const productId = idBySku.get(p.sku);
        if (productId === undefined) throw new Error(`product ${p.sku} was not returned by its insert`);
        return p.variants.map((v) => ({ ...v, productId }));
      });
      for (let v = 0; v < variantRows.length; v += VARIANT_BATCH) {
        await tx.insert(variants).values(variantRows.slice(v, v + VARIANT_BATCH));
      }
      const reviewRows = batch.flatMap((p) => p.reviews.map((r) => ({ ...r, productId: idBySku.get(p.sku)! })));
      for (let r = 0; r < reviewRows.length; r += REVIEW_BATCH) {
        await tx.insert(productReviews).values(reviewRows.slice(r, r + REVIEW_BATCH));
      }
      options.onProgress?.(start + batch.length, total);
    }
    return { seeded: true, products: total };
  });
}

function productRow(product: DemoProduct) {
  const { variants: _variants, reviews: _reviews, ...row } = product;
  return row;
}
