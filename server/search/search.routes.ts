// Search through one engine behind two doors: `restproxy` (ours, strict) and Algolia's REST paths
// (lenient, so the official algoliasearch client and InstantSearch work against the store).
import { z } from 'zod';
import { algoliaMultiQueryBodySchema, algoliaQueryBodySchema, sortByFromIndexName } from '../../domain/search/algolia-request.ts';
import { searchParamsSchema } from '../../domain/search/search-params.ts';
import { searchResponseSchema } from '../../domain/search/search-response.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { retrieveAttributes, type SearchEngine, type SearchHit, type SearchInput, type SearchResponse } from './engine.ts';

const TAG = 'Search';
const filterErrors = [{ status: 400, reason: 'INVALID_INPUT', description: 'a malformed facetFilters or numericFilters entry, named in the message' }];

type AnsweredHit = Partial<SearchHit> & { objectID: string; colors?: string[] };

export function searchCalls(engine: SearchEngine): ApiCall[] {
  /**
   * One search. Hits leave out `variants` unless asked for (`attributesToRetrieve: ["*"]` or naming
   * it): a ring in 15 sizes and colours made a 40-card page weigh ~390 KB, and a card needs only the
   * variant it shows and the colours it comes in (`colors`).
   */
  const run = (params: SearchInput): Omit<SearchResponse, 'hits'> & { hits: AnsweredHit[] } => {
    const response = engine.search(params);
    const hits = response.hits.map((hit): AnsweredHit => {
      if (params.attributesToRetrieve) return retrieveAttributes(hit, params.attributesToRetrieve);
      const { variants, ...card } = hit;
      return { ...card, colors: [...new Set(variants.map((v) => v.color))] };
    });
    return { ...response, hits };
  };

  return [
    defineCall({
      path: 'restproxy',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: 'Faceted product search in Algolia syntax',
      description:
        'Hits carry the variant a card shows (`variant`), the colours the piece comes in (`colors`) and the price range; every variant only with `attributesToRetrieve: ["*"]` (or naming `variants`). facetFilters: OR inside an inner list, AND across, a leading `-` negates. numericFilters on price, price_min, price_max, stock, rating, metal_weight, diamond_carat, diamond_count, popularity, created_at. sortBy: LowToHigh (default without a query), HighToLow, Newest, Popular; with a query and no sortBy, relevance.',
      input: searchParamsSchema,
      answer: z.object({ response: searchResponseSchema }),
      errors: filterErrors,
      handle: (params) => ({ response: run(params) }),
    }),
    defineCall({
      path: 'search/1/indexes/{index}/query',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: "Algolia's single-index query (for algoliasearch and InstantSearch)",
      description: 'Index names ending in _price_asc, _price_desc, _newest or _popular sort like a replica; any other name searches by relevance.',
      input: algoliaQueryBodySchema,
      answer: searchResponseSchema,
      raw: true,
      errors: filterErrors,
      handle: (params, c) => run({ ...params, sortBy: params.sortBy ?? sortByFromIndexName(c.req.param('index') ?? '') }),
    }),
    defineCall({
      path: 'search/1/indexes/*/queries',
      method: 'POST',
      public: true,
      tag: TAG,
      summary: "Algolia's multi-query (what InstantSearch sends)",
      input: algoliaMultiQueryBodySchema,
      answer: z.object({ results: z.array(searchResponseSchema.extend({ index: z.string() })) }),
      raw: true,
      errors: filterErrors,
      handle: ({ requests }) => ({
        results: requests.map(({ indexName, ...params }) => ({ ...run(params), index: indexName })),
      }),
    }),
  ];
}
