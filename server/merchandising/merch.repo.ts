// The merchandising desk's SQL (docs/decisions/2026-11-27-merchandising.md). Every write runs in the
// caller's transaction, after the row it changes is locked, so the audit's "before" is what was
// replaced. The tables' triggers notify merch_changed at commit (db/migrations/0031 and later).
import { asc, eq } from 'drizzle-orm';
import { columnsOf, type Runner } from '../../db/runner.ts';
import { categories } from '../../db/schema/catalog.ts';

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
  };
}
export type MerchRepo = ReturnType<typeof createMerchRepo>;
