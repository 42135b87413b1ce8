// The catalogue desk's SQL (issue 24 part 1): the staff list with its filters, one piece with every
// variant (hidden pieces and unpriced variants included: the desk sees what the shop does not), and
// the writes of a save or a new piece, each on the caller's transaction. Stock moves through the
// stock repository (server/stock/stock-holds.repo.ts); the products' and variants' triggers notify
// catalog_changed at commit (db/migrations/0001_catalog_notify.sql).
import type { ExportVariant, ImportPiece } from '../../domain/catalog/catalogue-csv.ts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { categories, products, variants } from '../../db/schema/catalog.ts';
import { likeContaining, rows, type Runner } from '../../db/runner.ts';

export type DeskProductRow = typeof products.$inferSelect;
export type DeskVariantRow = typeof variants.$inferSelect;

export interface DeskListFilter {
  text: string | null;
  category: string | null;
  metal: string | null;
  purity: string | null;
  stock: 'in' | 'out' | null;
  madeToOrder: boolean | null;
  hidden: boolean | null;
  limit: number;
  offset: number;
}

/** A variant's row of the CSV export: every column of the file (domain/catalog/catalogue-csv.ts). */
export type ExportRow = ExportVariant;

export interface DeskListRow {
  id: number;
  name: string;
  sku: string;
  value: string;
  category: string;
  stock: number;
  reserved: number;
  madeToOrder: boolean;
  active: boolean;
  fromPrice: number | null;
  metals: string[] | null;
  variants: number;
}

function listWhere(f: DeskListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.text) {
    const like = likeContaining(f.text);
    parts.push(sql`(p.name ILIKE ${like} OR p.sku ILIKE ${like})`);
  }
  if (f.category) parts.push(sql`(p.category_slug = ${f.category} OR p.sub_category_slug = ${f.category})`);
  if (f.metal || f.purity)
    parts.push(
      sql`EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id
                   ${f.metal ? sql`AND v.metal_type = ${f.metal}` : sql``}
                   ${f.purity ? sql`AND v.metal_purity = ${f.purity}` : sql``})`,
    );
  if (f.stock === 'in') parts.push(sql`p.stock - p.reserved > 0`);
  if (f.stock === 'out') parts.push(sql`p.stock - p.reserved <= 0`);
  if (f.madeToOrder !== null) parts.push(sql`p.made_to_order = ${f.madeToOrder}`);
  if (f.hidden !== null) parts.push(sql`p.active = ${!f.hidden}`);
  return sql.join(parts, sql` AND `);
}

export function createProductsDeskRepo() {
  return {
    /** A page of pieces, newest first, with the total that match. */
    async list(q: Runner, f: DeskListFilter): Promise<{ rows: DeskListRow[]; total: number }> {
      const where = listWhere(f);
      const [found, [counted]] = await Promise.all([
        rows<DeskListRow>(
          q,
          sql`SELECT p.id, p.name, p.sku, p.value, p.category_slug AS category, p.stock, p.reserved,
                     p.made_to_order AS "madeToOrder", p.active,
                     (SELECT min(v.offerprice) FROM variants v WHERE v.product_id = p.id AND v.offerprice > 0) AS "fromPrice",
                     (SELECT array_agg(DISTINCT v.metal_type || ' ' || v.metal_purity) FROM variants v WHERE v.product_id = p.id) AS metals,
                     (SELECT count(*)::int FROM variants v WHERE v.product_id = p.id) AS variants
                FROM products p WHERE ${where}
               ORDER BY p.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
        ),
        rows<{ n: number }>(q, sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`),
      ]);
      return {
        total: Number(counted?.n ?? 0),
        rows: found.map((r) => ({
          ...r,
          id: Number(r.id),
          stock: Number(r.stock),
          reserved: Number(r.reserved),
          fromPrice: r.fromPrice === null ? null : Number(r.fromPrice),
          variants: Number(r.variants),
        })),
      };
    },

    /** Every variant of the pieces the list's filters find (no paging), newest piece first, in its variants' order. */
    async exportRows(q: Runner, f: Omit<DeskListFilter, 'limit' | 'offset'>): Promise<ExportRow[]> {
      const found = await rows<ExportRow>(
        q,
        sql`SELECT p.sku, v.variant_id AS "variantId", p.name, p.category_slug AS category,
                   p.sub_category_slug AS "subCategory", p.gender, p.occasion, p.seo_keywords AS "seoKeywords",
                   p.seo_title AS "seoTitle", p.seo_description AS "seoDescription",
                   p.made_to_order AS "madeToOrder", p.active, p.stock,
                   v.color, v.size, v.metal_type AS "metalType", v.metal_purity AS "metalPurity",
                   v.metal_weight AS "metalWeight", v.gross_weight AS "grossWeight",
                   v.diamond_count AS "diamondCount", v.diamond_carat AS "diamondCarat", v.diamond_cut AS "diamondCut",
                   v.diamond_clarity AS "diamondClarity", v.diamond_color AS "diamondColor",
                   v.gemstone_type AS "gemstoneType", v.gemstone_count AS "gemstoneCount",
                   v.gemstone_carat AS "gemstoneCarat", v.diamond_price AS "diamondPrice",
                   v.gemstone_price AS "gemstonePrice", v.making_charge AS "makingCharge",
                   v.short_description AS "shortDescription", v.alt, v.price, v.offerprice
              FROM products p JOIN variants v ON v.product_id = p.id
             WHERE ${listWhere({ ...f, limit: 0, offset: 0 })}
             ORDER BY p.id DESC, v.position, v.id`,
      );
      return found.map((r) => ({
        ...r,
        metalWeight: Number(r.metalWeight),
        grossWeight: Number(r.grossWeight),
        diamondCount: Number(r.diamondCount),
        diamondCarat: Number(r.diamondCarat),
        gemstoneCount: Number(r.gemstoneCount),
        gemstoneCarat: Number(r.gemstoneCarat),
        diamondPrice: Number(r.diamondPrice),
        gemstonePrice: Number(r.gemstonePrice),
        makingCharge: Number(r.makingCharge),
        price: Number(r.price),
        offerprice: Number(r.offerprice),
        stock: Number(r.stock),
      }));
    },

    /** The pieces with these SKUs and their variants (ids, prices now), rows locked in id order (an import). */
    async lockPiecesBySku(q: Runner, skus: readonly string[]): Promise<ImportPiece[]> {
      if (skus.length === 0) return [];
      const list = sql.join(
        skus.map((s) => sql`${s}`),
        sql`, `,
      );
      const found = await rows<{ id: number; sku: string; reserved: number }>(
        q,
        sql`SELECT id, sku, reserved FROM products WHERE sku IN (${list}) ORDER BY id FOR UPDATE`,
      );
      const ids = found.map((p) => Number(p.id));
      const vs =
        ids.length === 0
          ? []
          : await rows<{ id: number; productId: number; variantId: string; price: number; offerprice: number }>(
              q,
              sql`SELECT id, product_id AS "productId", variant_id AS "variantId", price, offerprice FROM variants
                   WHERE product_id IN (${sql.join(
                     ids.map((i) => sql`${i}`),
                     sql`, `,
                   )}) ORDER BY product_id, id FOR UPDATE`,
            );
      return found.map((p) => ({
        id: Number(p.id),
        sku: p.sku,
        reserved: Number(p.reserved),
        variants: new Map(
          vs
            .filter((v) => Number(v.productId) === Number(p.id))
            .map((v) => [v.variantId, { id: Number(v.id), price: Number(v.price), offerprice: Number(v.offerprice) }]),
        ),
      }));
    },

    /** One piece, shown or hidden; `lock` takes its row lock and its variants' (a save). */
    async product(q: Runner, id: number, lock = false): Promise<DeskProductRow | null> {
      const query = q.select().from(products).where(eq(products.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async variantsOf(q: Runner, productId: number, lock = false): Promise<DeskVariantRow[]> {
      const query = q
        .select()
        .from(variants)
        .where(eq(variants.productId, productId))
        .orderBy(asc(variants.position), asc(variants.id));
      return lock ? query.for('update') : query;
    },

    /**
     * Today's rates, share-locked in the order the metal rates desk locks them (metal, purity): a rate
     * applied meanwhile waits for this save and then reprices what it wrote, or this save waits for it
     * and prices at the new rate. Never both reading the old.
     */
    async lockRates(q: Runner): Promise<Map<string, number>> {
      const found = await rows<{ metal: string; purity: string; rate: number }>(
        q,
        sql`SELECT metal, purity, rate_per_gram AS rate FROM metal_rates ORDER BY metal, purity FOR SHARE`,
      );
      return new Map(found.map((r) => [`${r.metal} ${r.purity}`, Number(r.rate)]));
    },

    /** Whether the category exists, and the sub-category (when given) is one of its children. */
    async categoryProblems(q: Runner, category: string, sub: string | null): Promise<Record<string, string>> {
      const found = await q
        .select({ slug: categories.slug, parent: categories.parentSlug })
        .from(categories)
        .where(sql`${categories.slug} IN (${category}, ${sub ?? category})`);
      const problems: Record<string, string> = {};
      if (!found.some((c) => c.slug === category && c.parent === null)) problems.category = `no category "${category}"`;
      else if (sub !== null && !found.some((c) => c.slug === sub && c.parent === category))
        problems.sub_category = `"${sub}" is not a sub-category of ${category}`;
      return problems;
    },

    async updateProduct(q: Runner, id: number, set: Partial<DeskProductRow>): Promise<void> {
      await q
        .update(products)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    async updateVariant(q: Runner, productId: number, id: number, set: Partial<DeskVariantRow>): Promise<void> {
      await q
        .update(variants)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(variants.id, id), eq(variants.productId, productId)));
    },

    /** A new piece: null when its SKU or URL value is taken already. */
    async skuOrValueTaken(q: Runner, sku: string, value: string): Promise<boolean> {
      const found = await rows<{ id: number }>(
        q,
        sql`SELECT id FROM products WHERE sku = ${sku} OR value = ${value} LIMIT 1`,
      );
      return found.length > 0;
    },

    async insertProduct(q: Runner, row: typeof products.$inferInsert): Promise<number> {
      const [made] = await q.insert(products).values(row).returning({ id: products.id });
      return made!.id;
    },

    async insertVariants(q: Runner, list: (typeof variants.$inferInsert)[]): Promise<void> {
      await q.insert(variants).values(list);
    },
  };
}
export type ProductsDeskRepo = ReturnType<typeof createProductsDeskRepo>;
