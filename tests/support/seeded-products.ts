// Finding a seeded product that fits a test's need (a ring with sizes, a piece above ₹49,000…):
// the first shown product, whole (variants included), searched through the engine page by page.
import { SIZED_CATEGORIES } from '../../domain/catalog/constants.ts';
import type { Product } from '../../domain/catalog/product.ts';
import type { TestServer } from './test-server.ts';

export async function findProduct(
  server: TestServer,
  predicate: (p: Product) => boolean,
  facetFilters: string[] = [],
): Promise<Product> {
  for (let page = 0; page < 10; page++) {
    const { hits, nbPages } = server.services.search.engine.search({ facetFilters, hitsPerPage: 100, page });
    for (const hit of hits) {
      const found = await server.services.catalog.getProduct(hit.value);
      if (found.ok && predicate(found.value)) return found.value;
    }
    if (page + 1 >= nbPages) break;
  }
  throw new Error(`no seeded product fits ${predicate.toString()}`);
}

/**
 * A piece added with one press: rings, bangles and bracelets first ask for the size (the product
 * page's 'Choose your size'), which a test about something else should not have to answer.
 */
export const withoutSize = (p: Product): boolean => !SIZED_CATEGORIES.includes(p.category);
