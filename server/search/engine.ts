// The in-process search engine: an inverted index with typo-tolerant word lookup and bitset facets,
// built from the catalogue and kept in step by upsert/remove (docs/decisions/2026-11-22-search-engine.md).
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { CatalogueIndex, type CatalogueIndexOptions } from './catalogue-index.ts';
import { runFacetSearch } from './facet-search.ts';
import { runSearch } from './run-search.ts';
import { LRUCache } from 'lru-cache';
import { Scratch } from './scratch.ts';
import type { SearchEngine, SearchResponse } from './types.ts';

export { SearchFilterError } from './run-search.ts';
export { retrieveAttributes } from './hit.ts';
export { SEARCHABLE_FACETS } from './record.ts';
export type {
  FacetHit,
  FacetSearchInput,
  FacetSearchResponse,
  FacetStats,
  SearchEngine,
  SearchHit,
  SearchInput,
  SearchResponse,
} from './types.ts';

/** Search answers remembered until the catalogue changes (least recently asked forgotten first). */
export const REMEMBERED_ANSWERS = 256;

export interface EngineOptions {
  /** How many answers to keep (0 for none: the in-process bench measures the search itself). */
  rememberedAnswers?: number;
}

/** An engine filled page by page: its index's options as well (catalogue-index.ts). */
export type StartEngineOptions = EngineOptions & CatalogueIndexOptions;

/**
 * An engine over these products. The same question asked again, until a product changes, is
 * answered from memory: a typeahead sends the same words from many shoppers, and pages ask the same
 * trending and look-alike searches on every view (docs/decisions/2026-11-25-request-path-speed.md).
 */
export function createSearchEngine(products: readonly IndexableProduct[], options: EngineOptions = {}): SearchEngine {
  return engineOver(CatalogueIndex.of(products), options).engine;
}

/**
 * An engine to be filled page by page (the catalogue read from the database in pages of a few
 * thousand, docs/decisions/2026-12-01-search-build-and-memory.md): `add` each page, then `settle`
 * once. Sized for `expectedSize` products up front; it answers searches at any point.
 */
export function startSearchEngine(expectedSize: number, options: StartEngineOptions = {}) {
  const index = new CatalogueIndex(expectedSize, options);
  const { engine, forgetAnswers } = engineOver(index, options);
  return {
    engine,
    add(products: Iterable<IndexableProduct>): void {
      for (const product of products) index.upsert(product);
      forgetAnswers();
    },
    settle: () => index.settle(),
  };
}

/** The engine over an index, and a way to forget the remembered answers when the index changes. */
function engineOver(index: CatalogueIndex, options: EngineOptions) {
  const scratch = new Scratch();
  const remembered = options.rememberedAnswers ?? REMEMBERED_ANSWERS;
  // lru-cache takes no `max` of 0: remembering none is having no memory at all.
  const answers = remembered > 0 ? new LRUCache<string, SearchResponse>({ max: remembered }) : undefined;
  const engine: SearchEngine = {
    search: (params) => {
      const key = JSON.stringify(params);
      const known = answers?.get(key);
      // Answered from memory (no time spent searching): the same object each time, so that a caller
      // can remember what it made of it (search.routes.ts keeps restproxy's answer bytes by it).
      if (known) return known;
      const answer = freezeAnswer(runSearch(index, params, scratch));
      answers?.set(key, Object.freeze({ ...answer, processingTimeMS: 0 }));
      return answer;
    },
    searchFacetValues: (params) => runFacetSearch(index, params, scratch),
    upsert: (product) => {
      answers?.clear();
      index.upsert(product);
    },
    remove: (productId) => {
      answers?.clear();
      index.remove(productId);
    },
    productById: (id) => index.productById(id),
    lowestPriceOf: (id) => index.lowestPriceOf(id),
    get size() {
      return index.size;
    },
  };
  return { engine, forgetAnswers: () => answers?.clear() };
}

/**
 * An answer may be handed to many callers, so it is frozen where it is its own (the answer, its
 * hits, its facet counts): a caller that sorted or changed it would throw rather than change
 * what the next shopper sees. The products' own fields are shared with the index, as always.
 */
function freezeAnswer(answer: SearchResponse): SearchResponse {
  for (const hit of answer.hits) Object.freeze(hit);
  Object.freeze(answer.hits);
  for (const counts of Object.values(answer.facets)) Object.freeze(counts);
  Object.freeze(answer.facets);
  return Object.freeze(answer);
}
