// Catalogue reads for the API and the storefront. Only shown products leave here: active, with at
// least one priced variant, and only their priced variants.
import type { ProductPage } from '../../domain/catalog/api-schemas.ts';
import { normalizeCategorySlug } from '../../domain/catalog/constants.ts';
import type { Banner, Category, Occasion, Product } from '../../domain/catalog/product.ts';
import { ok, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import { CATALOG_REASONS } from '../../domain/catalog/reasons.ts';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { toBanner, toCategory, toIndexable, toOccasion, toProduct } from './catalog.mappers.ts';
import type { CatalogRepo, ProductWithVariants } from './catalog.repo.ts';
import { createCategoryCache } from './category-cache.ts';
import { createPictureSubjects } from './picture-subjects.ts';
import { createRefreshedCopy } from '../merchandising/refreshed-copy.ts';
import { relatedTo, type RelatedCandidate } from './related.ts';

interface Paging {
  page: number;
  limit: number;
}

function shown(items: readonly ProductWithVariants[]): Product[] {
  return items.map((i) => toProduct(i.product, i.variants)).filter((p): p is Product => p !== null);
}

function toPage(total: number, items: readonly ProductWithVariants[], paging: Paging): ProductPage {
  return { result: shown(items), nbHits: total, nbPages: Math.ceil(total / paging.limit), page: paging.page };
}

/**
 * Products read per query when the search index is first built: large enough that the queries' own
 * cost is small beside indexing, small enough that a page's rows are let go before the next. The
 * page being indexed is most of what the main thread's heap holds during the build, and V8 lets that
 * heap grow to ~4× what it held before collecting it again: at 10 lakh products pages of 2,000 gave a
 * peak RSS ~50 MiB lower than pages of 5,000, with no more build CPU
 * (docs/decisions/2026-12-05-search-build-peak-2.md).
 */
export const INDEX_PAGE_SIZE = 2000;

/** Shown products as the in-memory catalogue (search index and product mirror) holds them. */
export function createIndexableSource(repo: CatalogRepo) {
  const shownOnly = (items: readonly ProductWithVariants[]) =>
    items.map((i) => toIndexable(i.product, i.variants)).filter((p): p is IndexableProduct => p !== null);
  /**
   * A page of shown products after `afterId`, and where the next starts. The rows are let go here: a
   * suspended generator keeps its variables alive, and rows held beside the page being indexed
   * raised the build's peak (docs/decisions/2026-12-04-search-build-peak.md).
   */
  const nextPage = async (afterId: number, pageSize: number) => {
    const rows = await repo.listActiveProductsAfter(afterId, pageSize);
    return { shown: shownOnly(rows), lastId: rows.at(-1)?.product.id, last: rows.length < pageSize };
  };
  return {
    /** How many products `pagesOfIndexable` may give at most (active ones; some may not be shown). */
    countIndexable: () => repo.countActiveProducts(),
    /** The shown products a page at a time, by id, with what the search index ranks by. */
    async *pagesOfIndexable(pageSize = INDEX_PAGE_SIZE): AsyncGenerator<IndexableProduct[]> {
      let afterId = 0;
      for (;;) {
        const { shown, lastId, last } = await nextPage(afterId, pageSize);
        if (lastId === undefined) return;
        afterId = lastId;
        yield shown;
        if (last) return;
      }
    },
    /** The given products as the index should hold them; ids missing from the answer are to be removed. */
    loadIndexable: async (ids: readonly number[]) => shownOnly(await repo.findProductsByIds(ids)),
  };
}
export type IndexableSource = ReturnType<typeof createIndexableSource>;

/**
 * The in-memory copy of shown products, kept in step with the database by NOTIFY
 * (server/search/product-mirror.ts). A product found is the same object until it changes, while it
 * is among the ~2,000 last read (the caches below then simply work it out again).
 */
export interface ProductMirror {
  findByValue(value: string): IndexableProduct | undefined;
  findBySku(sku: string): IndexableProduct | undefined;
  findById(id: number): IndexableProduct | undefined;
  /** The shown products whose category is `slug`: ids and lowest prices (related.ts). */
  inCategory(slug: string): readonly RelatedCandidate[];
}

/** A product as the API shows it: without the signals only search ranks by. */
function asProduct(held: IndexableProduct): Product {
  const { popularity: _p, created_at: _c, trending: _t, ...product } = held;
  return product;
}

export function createCatalogService(
  repo: CatalogRepo,
  mirror: ProductMirror,
  options: { onError?: (err: unknown) => void } = {},
) {
  const pictureSubjects = createPictureSubjects((sku) => repo.pictureSubject(sku));
  const categories = createCategoryCache(async () => (await repo.listCategories()).map(toCategory), {
    onError: options.onError,
  });
  // The home page reads its banners and the occasions on every render: from memory, like the
  // categories, instead of two queries a page (PGlite answers one at a time).
  const banners = createRefreshedCopy(async () => {
    const byPage = new Map<string, Banner[]>();
    for (const row of await repo.listVisibleBanners()) {
      const list = byPage.get(row.page) ?? [];
      list.push(toBanner(row));
      byPage.set(row.page, list);
    }
    return byPage;
  });
  const occasions = createRefreshedCopy(async () => (await repo.listOccasions()).map(toOccasion));

  // One view per version of a product: the mirror replaces a product's object when it changes, so the
  // same object answers until then, and a caller can remember what it made from it (catalog.routes.ts).
  const views = new WeakMap<IndexableProduct, Product>();
  const productView = (held: IndexableProduct): Product => {
    let view = views.get(held);
    if (view === undefined) {
      view = Object.freeze(asProduct(held));
      views.set(held, view);
    }
    return view;
  };

  // A piece's related pieces, worked out once while the piece and its category's shelf are the same
  // objects (the mirror makes new ones on any change): every view of a product page asks for them.
  const related = new WeakMap<IndexableProduct, { shelf: readonly RelatedCandidate[]; list: RelatedCandidate[] }>();
  const relatedOf = (product: IndexableProduct): RelatedCandidate[] => {
    const shelf = mirror.inCategory(product.category);
    let held = related.get(product);
    if (held === undefined || held.shelf !== shelf) {
      held = { shelf, list: relatedTo(product, shelf) };
      related.set(product, held);
    }
    return held.list;
  };

  return {
    /**
     * One shown product, from the in-memory mirror (it follows every change within ~50 ms): a
     * product page is the hottest read, and PGlite answers one query at a time.
     */
    async getProduct(value: string): Promise<Outcome<Product, 'PRODUCT_NOT_FOUND'>> {
      const held = mirror.findByValue(value);
      if (!held) return refusalOf(CATALOG_REASONS, 'PRODUCT_NOT_FOUND');
      return ok(productView(held));
    },

    /** A shown product by SKU, from the in-memory mirror (the cart's prices and stock); undefined: not on sale. */
    findBySku: (sku: string): Product | undefined => {
      const held = mirror.findBySku(sku);
      return held ? asProduct(held) : undefined;
    },

    async listAll(paging: Paging): Promise<ProductPage> {
      const { total, items } = await repo.pageProducts(paging);
      return toPage(total, items, paging);
    },

    async listCategory(category: string, paging: Paging): Promise<Outcome<ProductPage, 'CATEGORY_NOT_FOUND'>> {
      const family = await repo.categoryFamily(normalizeCategorySlug(category));
      if (family.length === 0) return refusalOf(CATALOG_REASONS, 'CATEGORY_NOT_FOUND');
      const { total, items } = await repo.pageProducts({ ...paging, categories: family });
      return ok(toPage(total, items, paging));
    },

    /**
     * Pieces of the same category nearest in price (related.ts), from the in-memory mirror like
     * getProduct: the product page asks on every render, and the mirror holds every shown piece.
     */
    async listRelated(sku: string, paging: Paging): Promise<Outcome<ProductPage, 'PRODUCT_NOT_FOUND'>> {
      const product = mirror.findBySku(sku);
      if (!product) return refusalOf(CATALOG_REASONS, 'PRODUCT_NOT_FOUND');
      const related = relatedOf(product);
      const from = paging.page * paging.limit;
      return ok({
        result: related
          .slice(from, from + paging.limit)
          .map((r) => mirror.findById(r.id))
          .filter((p): p is IndexableProduct => p !== undefined)
          .map(asProduct),
        nbHits: related.length,
        nbPages: Math.ceil(related.length / paging.limit),
        page: paging.page,
      });
    },

    /** Every category (category-cache.ts: from memory, read again when merch_changed names the table). */
    listCategories: (): Promise<Category[]> => categories.list(),

    /** Reads the categories again now (a change was notified or made on this instance). */
    refreshCategories: (): Promise<void> => categories.refresh(),

    async getCategory(slug: string): Promise<Outcome<Category, 'CATEGORY_NOT_FOUND'>> {
      const category = await categories.find(normalizeCategorySlug(slug));
      return category ? ok(category) : refusalOf(CATALOG_REASONS, 'CATEGORY_NOT_FOUND');
    },

    /** A page's shown banners, from memory (read again when merch_changed names the table). */
    async listBanners(page: string): Promise<Banner[]> {
      return [...((await banners.current()).get(page) ?? [])];
    },
    refreshBanners: (): Promise<void> => banners.refresh(),

    /** The occasions, from memory (only the seed writes them, before the first read). */
    async listOccasions(): Promise<Occasion[]> {
      return [...(await occasions.current())];
    },
    refreshOccasions: (): Promise<void> => occasions.refresh(),

    /** From memory once read (picture-subjects.ts); `pictureSubjectChanged` forgets a notified product. */
    pictureSubject: (sku: string) => pictureSubjects.get(sku),
    pictureSubjectChanged: (productId: number) => pictureSubjects.changed(productId),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
