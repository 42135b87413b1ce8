// The catalogue calls of docs/api.md: validate → one service call → answer.
import {
  allProductsBodySchema,
  bannersAnswerSchema,
  bannersBodySchema,
  catProductsBodySchema,
  categoriesAnswerSchema,
  categoryAnswerSchema,
  categoryBodySchema,
  emptyBodySchema,
  occasionsAnswerSchema,
  productAnswerSchema,
  productBodySchema,
  productPageAnswerSchema,
  relatedProductsBodySchema,
} from '../../domain/catalog/api-schemas.ts';
import { pick } from '../../domain/api/outcome.ts';
import { CATALOG_REASONS } from '../../domain/catalog/reasons.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import { preparedAnswers } from '../http/prepared-answer.ts';
import type { Product } from '../../domain/catalog/product.ts';
import type { CatalogService } from './catalog.service.ts';

const TAG = 'Catalogue';
const productNotFound = pick(CATALOG_REASONS, ['PRODUCT_NOT_FOUND']);
const categoryNotFound = pick(CATALOG_REASONS, ['CATEGORY_NOT_FOUND']);

export function catalogCalls(catalog: CatalogService): ApiCall[] {
  const productAnswer = preparedAnswers((product: Product) => ({ result: product }));
  return [
    defineCall({
      path: 'api2/product',
      method: 'POST',
      public: true,
      // The busiest call: a clean request is answered before Hono (http/fast-calls.ts).
      fast: true,
      tag: TAG,
      summary: 'One product by its URL value, with its priced variants',
      input: productBodySchema,
      answer: productAnswerSchema,
      refusals: productNotFound,
      // The same product object until it changes (catalog.service.ts): its answer's bytes are made once.
      handle: async ({ value }) => productAnswer(unwrap(await catalog.getProduct(value), productNotFound)),
    }),
    defineCall({
      path: 'api2/allproducts',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: 'All shown products, a page at a time',
      input: allProductsBodySchema,
      answer: productPageAnswerSchema,
      emptyBodyAllowed: true,
      handle: (paging) => catalog.listAll(paging),
    }),
    defineCall({
      path: 'api2/catproducts',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: 'Products of a category and its sub-categories (nose-pins reads as nosepins)',
      input: catProductsBodySchema,
      answer: productPageAnswerSchema,
      refusals: categoryNotFound,
      handle: async ({ category, ...paging }) => unwrap(await catalog.listCategory(category, paging), categoryNotFound),
    }),
    defineCall({
      path: 'api2/related_products',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: 'Pieces of the same category nearest in price to the product with this SKU',
      input: relatedProductsBodySchema,
      answer: productPageAnswerSchema,
      refusals: productNotFound,
      handle: async ({ sku, ...paging }) => unwrap(await catalog.listRelated(sku, paging), productNotFound),
    }),
    defineCall({
      path: 'api2/categories',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: 'Every category with its SEO and banner copy',
      input: emptyBodySchema,
      answer: categoriesAnswerSchema,
      emptyBodyAllowed: true,
      handle: async () => ({ result: await catalog.listCategories() }),
    }),
    defineCall({
      path: 'api2/category',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: 'One category with its SEO and banner copy',
      input: categoryBodySchema,
      answer: categoryAnswerSchema,
      refusals: categoryNotFound,
      handle: async ({ slug }) => ({ result: unwrap(await catalog.getCategory(slug), categoryNotFound) }),
    }),
    defineCall({
      path: 'banners',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: "A page's banners (home by default)",
      input: bannersBodySchema,
      answer: bannersAnswerSchema,
      emptyBodyAllowed: true,
      handle: async ({ page }) => ({ result: await catalog.listBanners(page) }),
    }),
    defineCall({
      path: 'occasion/type/list',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: 'Occasions to shop by',
      input: emptyBodySchema,
      answer: occasionsAnswerSchema,
      emptyBodyAllowed: true,
      handle: async () => ({ result: await catalog.listOccasions() }),
    }),
  ];
}
