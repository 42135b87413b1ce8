// Seeding against a real (in-memory PGlite) database: all or nothing, once only, and prices that
// still add up after the round trip through numeric columns.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeBreakup, metalPrice } from '../../../domain/catalog/price-breakup.ts';
import { openDatabase, type Database } from '../../client.ts';
import { banners, categories, metalRates, occasions, products, variants } from '../../schema/catalog.ts';
import { productReviews } from '../../schema/reviews.ts';
import { generateCatalogue } from './generate.ts';
import { seedDemo } from './seed-demo.ts';

const PRODUCTS = 200;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database?.close());

async function countOf(
  table:
    | typeof products
    | typeof variants
    | typeof categories
    | typeof banners
    | typeof occasions
    | typeof metalRates
    | typeof productReviews,
) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('seedDemo', () => {
  it('leaves the database empty when seeding fails part way', async () => {
    const failing = seedDemo(database.db, {
      products: PRODUCTS,
      onProgress: (done) => {
        // Products and variants of the first batch are in by now; failing here must undo them.
        if (done > 0) throw new Error('power cut');
      },
    });
    await expect(failing).rejects.toThrow('power cut');
    for (const table of [products, variants, categories, banners, occasions, metalRates])
      expect(await countOf(table)).toBe(0);
  });

  it('seeds an empty database once, even when asked twice at the same time', async () => {
    const progress: [number, number][] = [];
    const results = await Promise.all([
      seedDemo(database.db, { products: PRODUCTS, onProgress: (done, total) => progress.push([done, total]) }),
      seedDemo(database.db, { products: PRODUCTS }),
    ]);
    expect(results.filter((r) => r.seeded)).toEqual([{ seeded: true, products: PRODUCTS }]);
    expect(results.filter((r) => !r.seeded)).toEqual([{ seeded: false, products: 0 }]);
    expect(progress.at(-1)).toEqual([PRODUCTS, PRODUCTS]);

    const expected = generateCatalogue({ products: PRODUCTS });
    expect(await countOf(products)).toBe(PRODUCTS);
    expect(await countOf(variants)).toBe(expected.products.reduce((n, p) => n + p.variants.length, 0));
    expect(await countOf(categories)).toBe(expected.categories.length);
    expect(await countOf(banners)).toBe(expected.banners.length);
    expect(await countOf(occasions)).toBe(expected.occasions.length);
  });

  it('does nothing on a later call', async () => {
    expect(await seedDemo(database.db, { products: 50, seed: 7 })).toEqual({ seeded: false, products: 0 });
    expect(await countOf(products)).toBe(PRODUCTS);
  });

  it('stores the rows the generator made', async () => {
    const expected = generateCatalogue({ products: PRODUCTS }).products[3]!;
    const [row] = await database.db.select().from(products).where(eq(products.sku, expected.sku));
    expect(row).toMatchObject({
      value: expected.value,
      name: expected.name,
      categorySlug: expected.categorySlug,
      madeToOrder: expected.madeToOrder,
      stock: expected.stock,
      occasion: expected.occasion,
      createdAt: expected.createdAt,
    });
    const stored = await database.db
      .select()
      .from(variants)
      .where(eq(variants.productId, row!.id))
      .orderBy(variants.position);
    expect(stored.map((v) => v.variantId)).toEqual(expected.variants.map((v) => v.variantId));
    expect(stored.map((v) => [v.metalWeight, v.diamondCarat, v.rating])).toEqual(
      expected.variants.map((v) => [v.metalWeight, v.diamondCarat, v.rating]),
    );
    const reviews = await database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, row!.id))
      .orderBy(productReviews.createdAt);
    expect(reviews.map((r) => [r.authorName, r.rating, r.title, r.createdAt, r.userId])).toEqual(
      expected.reviews.map((r) => [r.authorName, r.rating, r.title, r.createdAt, null]),
    );
  });

  it('stores every generated review', async () => {
    const expected = generateCatalogue({ products: PRODUCTS }).products.reduce((n, p) => n + p.reviews.length, 0);
    expect(expected).toBeGreaterThan(0);
    expect(await countOf(productReviews)).toBe(expected);
  });

  it('keeps every price breakup adding up when read back, at the stored gold rate', async () => {
    const [rate] = await database.db
      .select()
      .from(metalRates)
      .where(and(eq(metalRates.metal, 'Gold'), eq(metalRates.purity, '18K')));
    expect(rate!.ratePerGram).toBeGreaterThan(0);
    const rows = await database.db.select().from(variants);
    const priced = rows.filter((v) => v.offerprice > 0);
    expect(priced.length).toBeGreaterThan(rows.length * 0.9);
    const addsUp = (v: (typeof rows)[number]) =>
      computeBreakup(
        {
          metal_price: v.metalPrice,
          diamond_price: v.diamondPrice,
          gemstone_price: v.gemstonePrice,
          making_charge: v.makingCharge,
        },
        v.gst,
      ).total === v.offerprice &&
      v.metalPrice === metalPrice(v.metalWeight, rate!.ratePerGram) &&
      v.price > v.offerprice;
    expect(priced.filter((v) => !addsUp(v)).map((v) => v.variantId)).toEqual([]);
  });
});
