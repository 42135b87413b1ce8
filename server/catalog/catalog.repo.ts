// The only place that queries the catalogue tables. Products are read with their variants in two
// queries (products, then all their variants), never one query per product.
import { and, asc, count, eq, exists, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners, categories, occasions, products, variants } from '../../db/schema/catalog.ts';
import type { ProductRow, VariantRow } from './catalog.mappers.ts';

export interface ProductWithVariants {
  product: ProductRow;
  variants: VariantRow[];
}

const hasPricedVariant = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(variants)
      .where(and(eq(variants.productId, products.id), sql`${variants.offerprice} > 0`)),
  );

export function createCatalogRepo(db: Db) {
  async function withVariants(rows: ProductRow[]): Promise<ProductWithVariants[]> {
    if (rows.length === 0) return [];
    const all = await db
      .select()
      .from(variants)
      .where(
        inArray(
          variants.productId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id));
    const byProduct = new Map<number, VariantRow[]>();
    for (const v of all) {
      const list = byProduct.get(v.productId);
      if (list) list.push(v);
      else byProduct.set(v.productId, [v]);
    }
    return rows.map((product) => ({ product, variants: byProduct.get(product.id) ?? [] }));
  }

  return {
    async findProductsByIds(ids: readonly number[]): Promise<ProductWithVariants[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(products)
        .where(and(inArray(products.id, [...ids]), eq(products.active, true)));
      return withVariants(rows);
    },

    /** A page of shown products (active, at least one priced variant) in one or more categories. */
    async pageProducts(options: { categories?: readonly string[]; page: number; limit: number }) {
      const where = and(
        eq(products.active, true),
        hasPricedVariant(db),
        // A product is on its category's shelf and on its sub-category's.
        options.categories
          ? or(
              inArray(products.categorySlug, [...options.categories]),
              inArray(products.subCategorySlug, [...options.categories]),
            )
          : undefined,
      );
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(products).where(where);
      const rows = await db
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.id))
        .limit(options.limit)
        .offset(options.page * options.limit);
      return { total, items: await withVariants(rows) };
    },

    /** How many active products there are: the search index sizes itself by it before reading them. */
    async countActiveProducts(): Promise<number> {
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(products)
        .where(eq(products.active, true));
      return total;
    },

    /**
     * Up to `limit` active products with ids above `afterId`, by id: the search index reads the
     * catalogue a page at a time, so the rows of 10 lakh products are never all held at once.
     */
    async listActiveProductsAfter(afterId: number, limit: number): Promise<ProductWithVariants[]> {
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.active, true), gt(products.id, afterId)))
        .orderBy(asc(products.id))
        .limit(limit);
      return withVariants(rows);
    },

    async listCategories() {
      return db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
    },

    /** A category and its direct sub-categories, whose products it lists too. */
    async categoryFamily(slug: string): Promise<string[]> {
      const rows = await db
        .select({ slug: categories.slug })
        .from(categories)
        .where(or(eq(categories.slug, slug), eq(categories.parentSlug, slug)));
      return rows.map((r) => r.slug);
    },

    /** Every page's shown banners, in each page's order. */
    async listVisibleBanners() {
      // Hidden banners (the merchandising desk's show/hide) stay in the table but not on the page.
      return db
        .select()
        .from(banners)
        .where(eq(banners.visible, true))
        .orderBy(asc(banners.page), asc(banners.position), asc(banners.id));
    },

    async listOccasions() {
      return db.select().from(occasions).orderBy(asc(occasions.position), asc(occasions.id));
    },

    /** What the picture drawer needs to know of a product. */
    async pictureSubject(sku: string) {
      const rows = await db
        .select({
          productId: products.id,
          category: products.categorySlug,
          name: products.name,
          diamondCount: variants.diamondCount,
          gemstoneType: variants.gemstoneType,
        })
        .from(products)
        .innerJoin(variants, eq(variants.productId, products.id))
        .where(eq(products.sku, sku))
        .orderBy(asc(variants.position), asc(variants.id))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
