// The back office's merchandising (issue 24 part 3; docs/decisions/2026-11-27-merchandising.md):
// categories' words, banners, the navigation menu, the promotional strip and collections. Each change
// is one transaction: the row locked, written, and the act audited with before and after. After the
// commit the shop's in-memory copies on this instance are read again before the answer goes back
// (every other instance follows merch_changed), so the shop's calls show the change right after it.
import type { Db } from '../../db/client.ts';
import { ok, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import type { CategoryEdit, DeskCategory } from '../../domain/merchandising/category-edit.ts';
import { MERCH_REASONS, type MerchReason } from '../../domain/merchandising/reasons.ts';
import { recordAudit } from '../audit/audit.ts';
import type { CategoryRow, MerchRepo } from './merch.repo.ts';

export interface MerchDeps {
  db: Db;
  repo: MerchRepo;
  /** Reads a table's in-memory copy again (the same refreshers merch_changed calls). */
  refresh(table: string): Promise<void>;
}

const categoryView = (c: CategoryRow): DeskCategory => ({
  slug: c.slug,
  parent: c.parentSlug,
  position: c.position,
  name: c.name,
  seo_title: c.seoTitle,
  seo_description: c.seoDescription,
  seo_keywords: c.seoKeywords,
  banner_title: c.bannerTitle,
  banner_content: c.bannerContent,
});

export function createMerchService({ db, repo, refresh }: MerchDeps) {
  return {
    async categories(): Promise<{ categories: DeskCategory[] }> {
      return { categories: (await repo.listCategories(db)).map(categoryView) };
    },

    async category(slug: string): Promise<Outcome<{ category: DeskCategory }, MerchReason>> {
      const found = (await repo.listCategories(db)).find((c) => c.slug === slug);
      return found ? ok({ category: categoryView(found) }) : refusalOf(MERCH_REASONS, 'CATEGORY_NOT_FOUND');
    },

    async editCategory(
      slug: string,
      edit: CategoryEdit,
      staffId: number,
    ): Promise<Outcome<{ category: DeskCategory }, MerchReason>> {
      const saved = await db.transaction(async (tx) => {
        const before = await repo.lockCategory(tx, slug);
        if (!before) return null;
        const after = await repo.updateCategory(tx, slug, {
          name: edit.name,
          seoTitle: edit.seo_title,
          seoDescription: edit.seo_description,
          seoKeywords: edit.seo_keywords,
          bannerTitle: edit.banner_title,
          bannerContent: edit.banner_content,
        });
        await recordAudit(tx, {
          staffId,
          action: 'category.updated',
          entity: 'category',
          entityId: slug,
          before: categoryView(before),
          after: categoryView(after),
        });
        return after;
      });
      if (!saved) return refusalOf(MERCH_REASONS, 'CATEGORY_NOT_FOUND');
      await refresh('categories');
      return ok({ category: categoryView(saved) });
    },
  };
}
export type MerchService = ReturnType<typeof createMerchService>;
