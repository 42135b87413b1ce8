// Search through one engine behind two doors: `restproxy` (ours, strict) and Algolia's REST paths
// (lenient, so the official algoliasearch client and InstantSearch work against the store).
import { z } from 'zod';
import { IGNORED_ALGOLIA_PARAMETERS } from '../../domain/search/algolia-parameters.ts';
import {
  algoliaFacetQueryBodySchema,
  algoliaMultiQueryBodySchema,
  algoliaQueryBodySchema,
  sortByFromIndexName,
  type AlgoliaFacetQuery,
} from '../../domain/search/algolia-request.ts';
import { searchParamsSchema } from '../../domain/search/search-params.ts';
import { facetSearchResponseSchema, searchResponseSchema } from '../../domain/search/search-response.ts';
import { ApiError } from '../http/api-error.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { answerJson, PreparedAnswer } from '../http/prepared-answer.ts';
import {
  retrieveAttributes,
  SEARCHABLE_FACETS,
  type FacetSearchResponse,
  type SearchEngine,
  type SearchHit,
  type SearchInput,
  type SearchResponse,
} from './engine.ts';

const TAG = 'Search';
const filterErrors = [
  {
    status: 400,
    reason: 'INVALID_INPUT',
    description:
      'a malformed facetFilters or numericFilters entry, or a filters string the engine cannot honour (an AND inside an OR, NOT before a group, an OR mixing numeric and facet filters, a tag), named in the message with the character where it goes wrong',
  },
];

const facetError = {
  status: 400,
  reason: 'INVALID_INPUT',
  description: 'a facet that is unknown or cannot be searched',
};
/** Browsers on the origins in SEARCH_CORS_ORIGINS may call every search path (server/http/search-cors.ts). */
const CROSS_ORIGIN =
  'From another site in a browser: only for the origins in SEARCH_CORS_ORIGINS (none by default), which get CORS headers and a preflight answer.';

const PARAMETERS = `Parameters InstantSearch sends that change nothing here are accepted and ignored (${[...IGNORED_ALGOLIA_PARAMETERS.keys()].join(', ')}); any other parameter this engine does not read is refused with a 400 naming it. Failures use Algolia's shape { message, status }. ${CROSS_ORIGIN}`;

type AnsweredHit = Partial<SearchHit> & { objectID: string; colors?: string[] };

export function searchCalls(engine: SearchEngine): ApiCall[] {
  /** Hits as answered, by the engine's hits they were made from; forgotten with them. */
  const shapedHits = new WeakMap<readonly SearchHit[], AnsweredHit[]>();
  /**
   * One search. Hits leave out `variants` unless asked for (`attributesToRetrieve: ["*"]` or naming
   * it): a ring in 15 sizes and colours made a 40-card page weigh ~390 KB, and a card needs only the
   * variant it shows and the colours it comes in (`colors`).
   */
  const shape = (
    params: SearchInput,
    response: SearchResponse,
  ): Omit<SearchResponse, 'hits'> & { hits: AnsweredHit[] } => {
    // An answer the engine remembers comes back with the same hits: shape them once, too (the same
    // hits always come from the same parameters, attributesToRetrieve included).
    let hits = shapedHits.get(response.hits);
    if (!hits) {
      hits = response.hits.map((hit): AnsweredHit => {
        if (params.attributesToRetrieve) return retrieveAttributes(hit, params.attributesToRetrieve);
        const { variants, ...card } = hit;
        return { ...card, colors: [...new Set(variants.map((v) => v.color))] };
      });
      // Shared by every caller of this answer, like the engine's own hits.
      Object.freeze(hits);
      shapedHits.set(response.hits, hits);
    }
    return Object.assign({}, response, { hits });
  };
  const run = (params: SearchInput) => shape(params, engine.search(params));
  /**
   * restproxy's answer bytes by the engine's answer they were made from: a remembered answer is the
   * same object each time (engine.ts), made from the same parameters, so its bytes are the same too.
   */
  type RestproxyAnswer = PreparedAnswer<{ response: ReturnType<typeof shape> }>;
  const restproxyAnswers = new WeakMap<SearchResponse, RestproxyAnswer>();
  const restproxy = (params: SearchInput): RestproxyAnswer => {
    const response = engine.search(params);
    let prepared = restproxyAnswers.get(response);
    if (prepared === undefined) {
      prepared = new PreparedAnswer(answerJson({ response: shape(params, response) }));
      restproxyAnswers.set(response, prepared);
    }
    return prepared;
  };

  /** Algolia refuses a facet not declared searchable(...) with a 400; so do we, naming the ones that are. */
  const searchFacetValues = (facet: string, params: Omit<AlgoliaFacetQuery, 'facet'>): FacetSearchResponse => {
    if (!SEARCHABLE_FACETS.includes(facet)) {
      throw new ApiError(
        400,
        'INVALID_INPUT',
        `Cannot search in \`${facet}\` attribute: the facets that can be searched are ${SEARCHABLE_FACETS.join(', ')}.`,
      );
    }
    return engine.searchFacetValues({ ...params, facet });
  };

  return [
    defineCall({
      path: 'restproxy',
      method: 'POST',
      public: true,
      // The store's own search, on every listing page: a clean request is answered before Hono (http/fast-calls.ts).
      fast: true,
      openToOtherSites: true,
      tag: TAG,
      summary: 'Faceted product search in Algolia syntax',
      description:
        'Hits carry the variant a card shows (`variant`), the colours the piece comes in (`colors`) and the price range; every variant only with `attributesToRetrieve: ["*"]` (or naming `variants`). facetFilters: OR inside an inner list, AND across, a leading `-` negates. numericFilters on price, price_min, price_max, stock, rating, metal_weight, diamond_carat, diamond_count, popularity, created_at. sortBy: LowToHigh (default without a query), HighToLow, Newest, Popular; with a query and no sortBy, relevance. ' +
        CROSS_ORIGIN,
      input: searchParamsSchema,
      answer: z.object({ response: searchResponseSchema }),
      errors: filterErrors,
      handle: (params) => restproxy(params),
    }),
    defineCall({
      path: 'search/1/indexes/{index}/query',
      method: 'POST',
      public: true,
      openToOtherSites: true,
      tag: TAG,
      summary: "Algolia's single-index query (for algoliasearch and InstantSearch)",
      description: `Index names ending in _price_asc, _price_desc, _newest or _popular sort like a replica; any other name searches by relevance. ${PARAMETERS}`,
      input: algoliaQueryBodySchema,
      answer: searchResponseSchema,
      raw: true,
      errorStyle: 'algolia',
      errors: filterErrors,
      handle: (params, c) =>
        run({ ...params, sortBy: params.sortBy ?? sortByFromIndexName(c.req.param('index') ?? '') }),
    }),
    defineCall({
      path: 'search/1/indexes/{index}/facets/{facet}/query',
      method: 'POST',
      public: true,
      openToOtherSites: true,
      tag: TAG,
      summary: "Algolia's search for facet values (a refinement list's search box)",
      description: `The values of one facet that match \`facetQuery\` (every word begins a word of the value; case and accents ignored), counted over the products the rest of the request matches (query and filters), most frequent first, at most \`maxFacetHits\` (default 10, at most 100). Facets that can be searched: ${SEARCHABLE_FACETS.join(', ')}. ${PARAMETERS}`,
      input: algoliaFacetQueryBodySchema,
      answer: facetSearchResponseSchema,
      raw: true,
      errorStyle: 'algolia',
      errors: [...filterErrors, facetError],
      handle: (params, c) => searchFacetValues(c.req.param('facet') ?? '', params),
    }),
    defineCall({
      path: 'search/1/indexes/*/queries',
      method: 'POST',
      public: true,
      openToOtherSites: true,
      tag: TAG,
      summary: "Algolia's multi-query (what InstantSearch sends)",
      description: `Hit searches and facet value searches (\`type: "facet"\` with \`facet\`), answered in order. ${PARAMETERS}`,
      input: algoliaMultiQueryBodySchema,
      answer: z.object({
        results: z.array(z.union([searchResponseSchema.extend({ index: z.string() }), facetSearchResponseSchema])),
      }),
      raw: true,
      errorStyle: 'algolia',
      errors: [...filterErrors, facetError],
      handle: ({ requests }) => ({
        results: requests.map((request) => {
          if ('facet' in request) {
            const { indexName: _i, type: _t, facet, ...params } = request;
            return searchFacetValues(facet, params);
          }
          const { indexName, ...params } = request;
          return { ...run(params), index: indexName };
        }),
      }),
    }),
  ];
}
