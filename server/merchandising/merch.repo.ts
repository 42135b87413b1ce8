// The merchandising desk's SQL (docs/decisions/2026-11-27-merchandising.md). Every write runs in the
// caller's transaction, after the row it changes is locked, so the audit's "before" is what was
// replaced. The tables' triggers notify merch_changed at commit (db/migrations/0031 and later).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { columnsOf, type Runner } from '../../db/runner.ts';
import { banners, categories, occasions, products } from '../../db/schema/catalog.ts';
import { collectionPieces, collections, menuItems, promoStrip } from '../../db/schema/merchandising.ts';

export type BannerRow = typeof banners.$inferSelect;
export type StripRow = Omit<typeof promoStrip.$inferSelect, 'id' | 'updatedAt'>;
export type MenuRow = typeof menuItems.$inferSelect;
export type BannerWords = Pick<BannerRow, 'title' | 'subTitle' | 'link' | 'alt' | 'visible'>;
export interface CollectionRow {
  slug: string;
  occasions: string[];
  pieces: { sku: string; name: string; value: string; active: boolean }[];
}
export type MenuWords = Pick<MenuRow, 'label' | 'href' | 'ribbon' | 'visible'>;

const CATEGORY_COLUMNS = [
  'slug',
  'parentSlug',
  'position',
  'name',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
  'bannerTitle',
  'bannerContent',
] as const;
export type CategoryRow = Pick<typeof categories.$inferSelect, (typeof CATEGORY_COLUMNS)[number]>;
export type CategoryWords = Pick<
  CategoryRow,
  'name' | 'seoTitle' | 'seoDescription' | 'seoKeywords' | 'bannerTitle' | 'bannerContent'
>;

export function createMerchRepo() {
  return {
    listCategories: (q: Runner): Promise<CategoryRow[]> =>
      q
        .select(columnsOf(categories, CATEGORY_COLUMNS))
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.slug)),

    async lockCategory(q: Runner, slug: string): Promise<CategoryRow | undefined> {
      const [row] = await q
        .select(columnsOf(categories, CATEGORY_COLUMNS))
        .from(categories)
        .where(eq(categories.slug, slug))
        .for('update');
      return row;
    },

    async updateCategory(q: Runner, slug: string, words: CategoryWords): Promise<CategoryRow> {
      const [row] = await q
        .update(categories)
        .set(words)
        .where(eq(categories.slug, slug))
        .returning(columnsOf(categories, CATEGORY_COLUMNS));
      return row!;
    },

    listBanners: (q: Runner, page: string): Promise<BannerRow[]> =>
      q.select().from(banners).where(eq(banners.page, page)).orderBy(asc(banners.position), asc(banners.id)),

    /** Locked, so two orderings of one page cannot interleave. */
    lockBanners: (q: Runner, page: string): Promise<BannerRow[]> =>
      q
        .select()
        .from(banners)
        .where(eq(banners.page, page))
        .orderBy(asc(banners.position), asc(banners.id))
        .for('update'),

    async bannerPages(q: Runner): Promise<string[]> {
      const found = await q.selectDistinct({ page: banners.page }).from(banners).orderBy(asc(banners.page));
      return found.map((r) => r.page);
    },

    async lockBanner(q: Runner, id: number): Promise<BannerRow | undefined> {
      const [row] = await q.select().from(banners).where(eq(banners.id, id)).for('update');
      return row;
    },

    async updateBanner(q: Runner, id: number, words: BannerWords): Promise<BannerRow> {
      const [row] = await q.update(banners).set(words).where(eq(banners.id, id)).returning();
      return row!;
    },

    /** A new banner after the page's last (the caller holds the page's rows locked). */
    async addBanner(q: Runner, banner: Omit<typeof banners.$inferInsert, 'id' | 'position'>): Promise<BannerRow> {
      const [row] = await q
        .insert(banners)
        .values({
          ...banner,
          position: sql`(SELECT coalesce(max(position) + 1, 0) FROM banners WHERE page = ${banner.page})`,
        })
        .returning();
      return row!;
    },

    async removeBanner(q: Runner, id: number): Promise<void> {
      await q.delete(banners).where(eq(banners.id, id));
    },

    /** Positions 0, 1, 2… in the order of `ids`, in one statement. */
    async orderBanners(q: Runner, ids: readonly number[]): Promise<void> {
      await q.execute(
        sql`UPDATE banners SET position = o.ord - 1 FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS o(id, ord) WHERE banners.id = o.id`,
      );
    },

    async strip(q: Runner, lock = false): Promise<StripRow | undefined> {
      const query = q
        .select(columnsOf(promoStrip, ['text', 'linkText', 'link', 'visible']))
        .from(promoStrip)
        .where(eq(promoStrip.id, 1));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The one row, written whole (inserted if a database somehow lacks it). */
    async saveStrip(q: Runner, strip: StripRow): Promise<StripRow> {
      const [row] = await q
        .insert(promoStrip)
        .values({ id: 1, ...strip })
        .onConflictDoUpdate({ target: promoStrip.id, set: { ...strip, updatedAt: sql`now()` } })
        .returning(columnsOf(promoStrip, ['text', 'linkText', 'link', 'visible']));
      return row!;
    },

    listMenu: (q: Runner): Promise<MenuRow[]> =>
      q.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id)),

    lockMenu: (q: Runner): Promise<MenuRow[]> =>
      q.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id)).for('update'),

    async updateMenuItem(q: Runner, id: number, words: MenuWords): Promise<MenuRow> {
      const [row] = await q.update(menuItems).set(words).where(eq(menuItems.id, id)).returning();
      return row!;
    },

    /** A new item after the last (the caller holds the menu's rows locked). */
    async addMenuItem(q: Runner, item: Omit<typeof menuItems.$inferInsert, 'id' | 'position'>): Promise<MenuRow> {
      const [row] = await q
        .insert(menuItems)
        .values({ ...item, position: sql`(SELECT coalesce(max(position) + 1, 0) FROM menu_items)` })
        .returning();
      return row!;
    },

    async removeMenuItem(q: Runner, id: number): Promise<void> {
      await q.delete(menuItems).where(eq(menuItems.id, id));
    },

    async orderMenu(q: Runner, ids: readonly number[]): Promise<void> {
      await q.execute(
        sql`UPDATE menu_items SET position = o.ord - 1 FROM unnest(${`{${ids.join(',')}}`}::int[]) WITH ORDINALITY AS o(id, ord) WHERE menu_items.id = o.id`,
      );
    },

    /** Every collection with its chosen pieces in order (hidden ones too, marked). */
    async listCollections(q: Runner, slug?: string): Promise<CollectionRow[]> {
      const heads = await q
        .select({ slug: collections.slug, occasions: collections.occasions })
        .from(collections)
        .where(slug === undefined ? undefined : eq(collections.slug, slug))
        .orderBy(asc(collections.slug));
      if (heads.length === 0) return [];
      const pieces = await q
        .select({
          slug: collectionPieces.collectionSlug,
          sku: products.sku,
          name: products.name,
          value: products.value,
          active: products.active,
        })
        .from(collectionPieces)
        .innerJoin(products, eq(products.id, collectionPieces.productId))
        .where(
          inArray(
            collectionPieces.collectionSlug,
            heads.map((h) => h.slug),
          ),
        )
        .orderBy(asc(collectionPieces.collectionSlug), asc(collectionPieces.position));
      return heads.map((h) => ({
        slug: h.slug,
        occasions: h.occasions,
        pieces: pieces.filter((p) => p.slug === h.slug).map(({ slug: _s, ...p }) => p),
      }));
    },

    async lockCollection(q: Runner, slug: string): Promise<boolean> {
      const found = await q
        .select({ slug: collections.slug })
        .from(collections)
        .where(eq(collections.slug, slug))
        .for('update');
      return found.length > 0;
    },

    /** Product ids by SKU (any case), for the SKUs that exist. */
    async productIdsBySku(q: Runner, skus: readonly string[]): Promise<Map<string, number>> {
      if (skus.length === 0) return new Map();
      const found = await q
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(
          inArray(
            sql`upper(${products.sku})`,
            skus.map((s) => s.toUpperCase()),
          ),
        );
      return new Map(found.map((f) => [f.sku.toUpperCase(), f.id]));
    },

    /** The collection's occasions and chosen pieces, replaced whole (positions 0, 1, 2…). */
    async saveCollection(q: Runner, slug: string, occasionSlugs: readonly string[], productIds: readonly number[]) {
      await q
        .update(collections)
        .set({ occasions: [...occasionSlugs], updatedAt: sql`now()` })
        .where(eq(collections.slug, slug));
      await q.delete(collectionPieces).where(eq(collectionPieces.collectionSlug, slug));
      if (productIds.length > 0)
        await q
          .insert(collectionPieces)
          .values(productIds.map((productId, position) => ({ collectionSlug: slug, productId, position })));
    },

    listOccasions: (q: Runner) =>
      q.select({ slug: occasions.slug, name: occasions.name }).from(occasions).orderBy(asc(occasions.position)),
  };
}
export type MerchRepo = ReturnType<typeof createMerchRepo>;
