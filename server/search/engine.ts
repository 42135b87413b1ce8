// The in-process search engine: an inverted index with typo-tolerant word lookup and bitset facets,
// built from the catalogue and kept in step by upsert/remove (docs/decisions/2026-11-22-search-engine.md).
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { CatalogueIndex } from './catalogue-index.ts';
import { runFacetSearch } from './facet-search.ts';
import { runSearch } from './run-search.ts';
import { Scratch } from './scratch.ts';
import type { SearchEngine } from './types.ts';

export { SearchFilterError } from './run-search.ts';
export { retrieveAttributes } from './hit.ts';
export { SEARCHABLE_FACETS } from './record.ts';
export type { FacetHit, FacetSearchInput, FacetSearchResponse, FacetStats, SearchEngine, SearchHit, SearchInput, SearchResponse } from './types.ts';

export function createSearchEngine(products: readonly IndexableProduct[]): SearchEngine {
  const index = new CatalogueIndex(products);
  const scratch = new Scratch();
  return {
    search: (params) => runSearch(index, params, scratch),
    searchFacetValues: (params) => runFacetSearch(index, params, scratch),
    upsert: (product) => index.upsert(product),
    remove: (productId) => index.remove(productId),
    get size() {
      return index.size;
    },
  };
}
