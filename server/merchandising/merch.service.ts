// The back office's merchandising (issue 24 part 3; docs/decisions/2026-11-27-merchandising.md):
// categories' words, banners, the navigation menu, the promotional strip and collections. Each change
// is one transaction: the row locked, written, and the act audited with before and after. After the
// commit the shop's in-memory copies on this instance are read again before the answer goes back
// (every other instance follows merch_changed), so the shop's calls show the change right after it.
import type { Db } from '../../db/client.ts';
import { ok, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import {
  bannerImage,
  type BannerEdit,
  type BannerNew,
  type DeskBanner,
} from '../../domain/merchandising/banner-edit.ts';
import type { CategoryEdit, DeskCategory } from '../../domain/merchandising/category-edit.ts';
import { MERCH_REASONS, type MerchReason } from '../../domain/merchandising/reasons.ts';
import {
  menuEditProblems,
  menuRemovalProblem,
  sameItems,
  type MenuEdit,
  type MenuItem,
  type MenuNew,
  type StripEdit,
  type StripView,
} from '../../domain/merchandising/shop-copy.ts';
import { recordAudit } from '../audit/audit.ts';
import type { BannerRow, CategoryRow, MenuRow, MerchRepo, StripRow } from './merch.repo.ts';
import { createRefreshedCopy } from './refreshed-copy.ts';
import type { CollectionEdit, DeskCollection } from '../../domain/merchandising/collection-edit.ts';

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

const bannerView = (b: BannerRow): DeskBanner => ({
  id: b.id,
  page: b.page,
  position: b.position,
  title: b.title,
  sub_title: b.subTitle,
  image: b.image,
  link: b.link,
  alt: b.alt,
  visible: b.visible,
});

const stripView = (s: StripRow): StripView => ({
  text: s.text,
  link_text: s.linkText,
  link: s.link,
  visible: s.visible,
});

const menuView = (m: MenuRow): MenuItem => ({
  id: m.id,
  position: m.position,
  kind: m.kind,
  label: m.label,
  category_slug: m.categorySlug,
  href: m.href,
  ribbon: m.ribbon,
  visible: m.visible,
});

/** What every shop page's frame shows: the strip (null: hidden or none) and the menu's rows. */
export interface ShopFrame {
  strip: StripView | null;
  menu: MenuItem[];
}

/** The tables each in-memory copy of the shop frame is read from (for merch_changed). */
export const SHOP_FRAME_TABLES = ['promo_strip', 'menu_items'] as const;
export const COLLECTION_TABLES = ['collections', 'collection_pieces'] as const;

/** What a collection page needs of its row: its occasions and the chosen pieces on sale, by URL value, in order. */
export interface ShopCollection {
  occasions: string[];
  chosen: string[];
}

export function createMerchService({ db, repo, refresh }: MerchDeps) {
  const frame = createRefreshedCopy<ShopFrame>(async () => {
    const [strip, menu] = await Promise.all([repo.strip(db), repo.listMenu(db)]);
    return { strip: strip?.visible ? stripView(strip) : null, menu: menu.map(menuView) };
  });
  const orderMismatch = () => refusalOf(MERCH_REASONS, 'ORDER_MISMATCH');
  const shopCollections = createRefreshedCopy<Map<string, ShopCollection>>(async () => {
    const all = await repo.listCollections(db);
    return new Map(
      all.map((c) => [
        c.slug,
        { occasions: c.occasions, chosen: c.pieces.filter((p) => p.active).map((p) => p.value) },
      ]),
    );
  });
  const collectionsAnswer = async (slug?: string) => {
    const [list, occasions] = await Promise.all([repo.listCollections(db, slug), repo.listOccasions(db)]);
    return { collections: list as DeskCollection[], occasions };
  };
  const pageBanners = async (page: string) => {
    const [list, pages] = await Promise.all([repo.listBanners(db, page), repo.bannerPages(db)]);
    return { page, banners: list.map(bannerView), pages };
  };
  const menu = async () => {
    const [items, categories] = await Promise.all([repo.listMenu(db), repo.listCategories(db)]);
    return {
      items: items.map(menuView),
      categories: categories.filter((c) => c.parentSlug === null).map((c) => ({ slug: c.slug, name: c.name })),
    };
  };

  return {
    /** The strip and menu every page shows, from memory (read again on merch_changed). */
    shopFrame: (): Promise<ShopFrame> => frame.current(),
    refreshShopFrame: (): Promise<void> => frame.refresh(),
    /** A collection page's occasions and chosen pieces, from memory; undefined: no such collection. */
    shopCollection: async (slug: string): Promise<ShopCollection | undefined> =>
      (await shopCollections.current()).get(slug),
    refreshCollections: (): Promise<void> => shopCollections.refresh(),

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

    banners: (page: string): Promise<{ page: string; banners: DeskBanner[]; pages: string[] }> => pageBanners(page),

    async editBanner(
      id: number,
      edit: BannerEdit,
      staffId: number,
    ): Promise<Outcome<{ banner: DeskBanner }, MerchReason>> {
      const saved = await db.transaction(async (tx) => {
        const before = await repo.lockBanner(tx, id);
        if (!before) return null;
        const after = await repo.updateBanner(tx, id, {
          title: edit.title,
          subTitle: edit.sub_title,
          link: edit.link,
          alt: edit.alt,
          visible: edit.visible,
        });
        await recordAudit(tx, {
          staffId,
          action: 'banner.updated',
          entity: 'banner',
          entityId: id,
          before: bannerView(before),
          after: bannerView(after),
        });
        return after;
      });
      if (!saved) return refusalOf(MERCH_REASONS, 'BANNER_NOT_FOUND');
      await refresh('banners');
      return ok({ banner: bannerView(saved) });
    },

    /**
     * A new banner after the page's last. The page is `home` or a category's slug (a banner on any
     * other name would never be shown): anything else is INVALID_INPUT naming `page`.
     */
    async addBanner(
      banner: BannerNew,
      staffId: number,
    ): Promise<Outcome<{ page: string; banners: DeskBanner[]; pages: string[] }, MerchReason>> {
      const outcome = await db.transaction(async (tx): Promise<Outcome<true, MerchReason>> => {
        if (banner.page !== 'home' && !(await repo.listCategories(tx)).some((c) => c.slug === banner.page))
          return refusalOf(MERCH_REASONS, 'INVALID_INPUT', {
            fields: { page: 'must be home or the slug of one of the shop’s categories' },
          });
        await repo.lockBanners(tx, banner.page);
        const after = await repo.addBanner(tx, {
          page: banner.page,
          title: banner.title,
          subTitle: banner.sub_title,
          image: bannerImage(banner.picture),
          link: banner.link,
          alt: banner.alt,
          visible: banner.visible,
        });
        await recordAudit(tx, {
          staffId,
          action: 'banner.added',
          entity: 'banner',
          entityId: after.id,
          before: null,
          after: bannerView(after),
        });
        return ok(true);
      });
      if (!outcome.ok) return outcome;
      await refresh('banners');
      return ok(await pageBanners(banner.page));
    },

    /** Removes a banner for good (hiding keeps it for later); a page may be left with none. */
    async removeBanner(
      id: number,
      staffId: number,
    ): Promise<Outcome<{ page: string; banners: DeskBanner[]; pages: string[] }, MerchReason>> {
      const removed = await db.transaction(async (tx) => {
        const before = await repo.lockBanner(tx, id);
        if (!before) return null;
        await repo.removeBanner(tx, id);
        await recordAudit(tx, {
          staffId,
          action: 'banner.removed',
          entity: 'banner',
          entityId: id,
          before: bannerView(before),
          after: null,
        });
        return before;
      });
      if (!removed) return refusalOf(MERCH_REASONS, 'BANNER_NOT_FOUND');
      await refresh('banners');
      return ok(await pageBanners(removed.page));
    },

    /** A page's banners in a new order: `ids` must name each of that page's banners once. */
    async orderBanners(
      page: string,
      ids: readonly number[],
      staffId: number,
    ): Promise<Outcome<{ page: string; banners: DeskBanner[]; pages: string[] }, MerchReason>> {
      const done = await db.transaction(async (tx) => {
        const before = await repo.lockBanners(tx, page);
        if (
          !sameItems(
            ids,
            before.map((b) => b.id),
          )
        )
          return false;
        await repo.orderBanners(tx, ids);
        await recordAudit(tx, {
          staffId,
          action: 'banners.ordered',
          entity: 'banner_page',
          entityId: page,
          before: before.map((b) => b.id),
          after: ids,
        });
        return true;
      });
      if (!done) return orderMismatch();
      await refresh('banners');
      return ok(await pageBanners(page));
    },

    async strip(): Promise<{ strip: StripView }> {
      const row = await repo.strip(db);
      return { strip: row ? stripView(row) : { text: '', link_text: '', link: '/', visible: false } };
    },

    async editStrip(edit: StripEdit, staffId: number): Promise<{ strip: StripView }> {
      const saved = await db.transaction(async (tx) => {
        const before = await repo.strip(tx, true);
        const after = await repo.saveStrip(tx, {
          text: edit.text,
          linkText: edit.link_text,
          link: edit.link,
          visible: edit.visible,
        });
        await recordAudit(tx, {
          staffId,
          action: 'promo_strip.updated',
          entity: 'promo_strip',
          entityId: 1,
          before: before ? stripView(before) : null,
          after: stripView(after),
        });
        return after;
      });
      await refresh('promo_strip');
      return { strip: stripView(saved) };
    },

    menu: (): Promise<{ items: MenuItem[]; categories: { slug: string; name: string }[] }> => menu(),

    async editMenuItem(
      id: number,
      edit: MenuEdit,
      staffId: number,
    ): Promise<Outcome<{ items: MenuItem[]; categories: { slug: string; name: string }[] }, MerchReason>> {
      const outcome = await db.transaction(async (tx): Promise<Outcome<true, MerchReason>> => {
        const before = (await repo.lockMenu(tx)).find((m) => m.id === id);
        if (!before) return refusalOf(MERCH_REASONS, 'MENU_ITEM_NOT_FOUND');
        const problems = menuEditProblems(before.kind, edit);
        if (Object.keys(problems).length > 0) return refusalOf(MERCH_REASONS, 'INVALID_INPUT', { fields: problems });
        const after = await repo.updateMenuItem(tx, id, {
          label: before.kind === 'category' ? before.label : (edit.label ?? before.label),
          href: before.kind === 'link' ? (edit.href ?? before.href) : before.href,
          ribbon: before.kind === 'link' ? (edit.ribbon ?? '') : before.ribbon,
          visible: edit.visible,
        });
        await recordAudit(tx, {
          staffId,
          action: 'menu_item.updated',
          entity: 'menu_item',
          entityId: id,
          before: menuView(before),
          after: menuView(after),
        });
        return ok(true);
      });
      if (!outcome.ok) return outcome;
      await refresh('menu_items');
      return ok(await menu());
    },

    /**
     * A new item after the last: a link, or a top-level category's dropdown not already in the menu
     * (a second one would show the same dropdown twice). Refused naming `category_slug` otherwise.
     */
    async addMenuItem(
      item: MenuNew,
      staffId: number,
    ): Promise<Outcome<{ items: MenuItem[]; categories: { slug: string; name: string }[] }, MerchReason>> {
      const outcome = await db.transaction(async (tx): Promise<Outcome<true, MerchReason>> => {
        const existing = await repo.lockMenu(tx);
        if (item.kind === 'category') {
          const top = (await repo.listCategories(tx)).filter((c) => c.parentSlug === null);
          const problem = !top.some((c) => c.slug === item.category_slug)
            ? 'not one of the shop’s top-level categories'
            : existing.some((m) => m.kind === 'category' && m.categorySlug === item.category_slug)
              ? 'this category already has an item in the menu'
              : null;
          if (problem) return refusalOf(MERCH_REASONS, 'INVALID_INPUT', { fields: { category_slug: problem } });
        }
        const after = await repo.addMenuItem(
          tx,
          item.kind === 'link'
            ? { kind: 'link', label: item.label, href: item.href, ribbon: item.ribbon, visible: item.visible }
            : { kind: 'category', label: '', categorySlug: item.category_slug, visible: item.visible },
        );
        await recordAudit(tx, {
          staffId,
          action: 'menu_item.added',
          entity: 'menu_item',
          entityId: after.id,
          before: null,
          after: menuView(after),
        });
        return ok(true);
      });
      if (!outcome.ok) return outcome;
      await refresh('menu_items');
      return ok(await menu());
    },

    /** Removes an item for good, except the last of a kind the shop needs (menuRemovalProblem). */
    async removeMenuItem(
      id: number,
      staffId: number,
    ): Promise<Outcome<{ items: MenuItem[]; categories: { slug: string; name: string }[] }, MerchReason>> {
      const outcome = await db.transaction(async (tx): Promise<Outcome<true, MerchReason>> => {
        const existing = await repo.lockMenu(tx);
        const before = existing.find((m) => m.id === id);
        if (!before) return refusalOf(MERCH_REASONS, 'MENU_ITEM_NOT_FOUND');
        if (menuRemovalProblem(before, existing)) return refusalOf(MERCH_REASONS, 'LAST_OF_KIND');
        await repo.removeMenuItem(tx, id);
        await recordAudit(tx, {
          staffId,
          action: 'menu_item.removed',
          entity: 'menu_item',
          entityId: id,
          before: menuView(before),
          after: null,
        });
        return ok(true);
      });
      if (!outcome.ok) return outcome;
      await refresh('menu_items');
      return ok(await menu());
    },

    async orderMenu(
      ids: readonly number[],
      staffId: number,
    ): Promise<Outcome<{ items: MenuItem[]; categories: { slug: string; name: string }[] }, MerchReason>> {
      const done = await db.transaction(async (tx) => {
        const before = await repo.lockMenu(tx);
        if (
          !sameItems(
            ids,
            before.map((m) => m.id),
          )
        )
          return false;
        await repo.orderMenu(tx, ids);
        await recordAudit(tx, {
          staffId,
          action: 'menu.ordered',
          entity: 'menu',
          entityId: 'main',
          before: before.map((m) => m.id),
          after: ids,
        });
        return true;
      });
      if (!done) return orderMismatch();
      await refresh('menu_items');
      return ok(await menu());
    },

    collections: () => collectionsAnswer(),

    async collection(
      slug: string,
    ): Promise<Outcome<{ collection: DeskCollection; occasions: { slug: string; name: string }[] }, MerchReason>> {
      const { collections, occasions } = await collectionsAnswer(slug);
      return collections[0]
        ? ok({ collection: collections[0], occasions })
        : refusalOf(MERCH_REASONS, 'COLLECTION_NOT_FOUND');
    },

    /**
     * The collection's chosen pieces (by SKU, in order) and occasions, replaced whole in one
     * transaction. An unknown SKU or occasion is refused naming it, and nothing changes.
     */
    async editCollection(
      slug: string,
      edit: CollectionEdit,
      staffId: number,
    ): Promise<Outcome<{ collection: DeskCollection; occasions: { slug: string; name: string }[] }, MerchReason>> {
      const outcome = await db.transaction(async (tx): Promise<Outcome<true, MerchReason>> => {
        if (!(await repo.lockCollection(tx, slug))) return refusalOf(MERCH_REASONS, 'COLLECTION_NOT_FOUND');
        const known = new Set((await repo.listOccasions(tx)).map((o) => o.slug));
        const unknownOccasions = edit.occasions.filter((o) => !known.has(o));
        if (unknownOccasions.length > 0)
          return refusalOf(MERCH_REASONS, 'INVALID_INPUT', {
            fields: { occasions: `not an occasion of the shop: ${unknownOccasions.join(', ')}` },
          });
        const ids = await repo.productIdsBySku(tx, edit.skus);
        const missing = edit.skus.filter((s) => !ids.has(s.toUpperCase()));
        if (missing.length > 0)
          return refusalOf(MERCH_REASONS, 'UNKNOWN_PIECES', {
            fields: { skus: `not in the catalogue: ${missing.join(', ')}` },
          });
        const [before] = await repo.listCollections(tx, slug);
        await repo.saveCollection(
          tx,
          slug,
          edit.occasions,
          edit.skus.map((s) => ids.get(s.toUpperCase())!),
        );
        const [after] = await repo.listCollections(tx, slug);
        const brief = (c: typeof before) => ({ occasions: c?.occasions, skus: c?.pieces.map((p) => p.sku) });
        await recordAudit(tx, {
          staffId,
          action: 'collection.updated',
          entity: 'collection',
          entityId: slug,
          before: brief(before),
          after: brief(after),
        });
        return ok(true);
      });
      if (!outcome.ok) return outcome;
      await refresh('collections');
      const { collections, occasions } = await collectionsAnswer(slug);
      return ok({ collection: collections[0]!, occasions });
    },
  };
}
export type MerchService = ReturnType<typeof createMerchService>;
