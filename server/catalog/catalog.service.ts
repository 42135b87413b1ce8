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
import { relatedTo } from './related.ts';

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

/** Shown products as the in-memory catalogue (search index and product mirror) holds them. */
export function createIndexableSource(repo: CatalogRepo) {
  const shownOnly = (items: readonly ProductWithVariants[]) =>
    items.map((i) => toIndexable(i.product, i.variants)).filter((p): p is IndexableProduct => p !== null);
  return {
    /** Every shown product with what the search index ranks by. */
    listIndexable: async () => shownOnly(await repo.listAllProducts()),
    /** The given products as the index should hold them; ids missing from the answer are to be removed. */
    loadIndexable: async (ids: readonly number[]) => shownOnly(await repo.findProductsByIds(ids)),
  };
}
export type IndexableSource = ReturnType<typeof createIndexableSource>;

/** The in-memory copy of shown products, kept in step with the database by NOTIFY. */
export interface ProductMirror {
  findByValue(value: string): IndexableProduct | undefined;
  findBySku(sku: string): IndexableProduct | undefined;
  /** The shown products whose category is `slug`. */
  inCategory(slug: string): readonly IndexableProduct[];
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
  const categories = createCategoryCache(async () => (await repo.listCategories()).map(toCategory), {
    onError: options.onError,
  });

  return {
    /**
     * One shown product, from the in-memory mirror (it follows every change within ~50 ms): a
     * product page is the hottest read, and PGlite answers one query at a time.
     */
    async getProduct(value: string): Promise<Outcome<Product, 'PRODUCT_NOT_FOUND'>> {
      const held = mirror.findByValue(value);
      if (!held) return refusalOf(CATALOG_REASONS, 'PRODUCT_NOT_FOUND');
      return ok(asProduct(held));
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
      const related = relatedTo(product, mirror.inCategory(product.category));
      const from = paging.page * paging.limit;
      return ok({
        result: related.slice(from, from + paging.limit).map(asProduct),
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

    async listBanners(page: string): Promise<Banner[]> {
      return (await repo.listBanners(page)).map(toBanner);
    },

    async listOccasions(): Promise<Occasion[]> {
      return (await repo.listOccasions()).map(toOccasion);
    },

    pictureSubject: (sku: string) => repo.pictureSubject(sku),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
