// The bodies of Algolia's query endpoints. The v4 clients send `{ params: "query=...&hitsPerPage=..." }`,
// the v5 client sends the parameters as object keys; multi-queries wrap either in `requests`, hit
// searches and facet value searches (`type: "facet"`) alike.
import { z } from 'zod';
import { unsupportedParameters } from './algolia-parameters.ts';
import {
  checkSearchFilters,
  fromNumberText,
  lenientShape,
  SEARCH_LIMITS,
  SORT_OPTIONS,
  type SortBy,
} from './search-params.ts';

export function parseAlgoliaParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    out[key] = value;
  }
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Merges a `params` string or object into the body; keys in `params` win, as in Algolia. */
function flattenParams(body: unknown): unknown {
  if (!isPlainObject(body)) return body;
  const { params, ...rest } = body;
  if (typeof params === 'string') return { ...rest, ...parseAlgoliaParamsString(params) };
  if (isPlainObject(params)) return { ...rest, ...params };
  return params === undefined ? rest : body;
}

const paramsLeftOver = { params: z.never({ error: 'params must be a query string or an object' }).optional() };

/** Facet value search (`facets/{facet}/query`, or a `type: "facet"` request): the facet's values that match. */
const facetSearchShape = {
  facetQuery: z.string().max(SEARCH_LIMITS.queryLength).default(''),
  maxFacetHits: z.preprocess(
    fromNumberText,
    z.number().int().min(1).max(SEARCH_LIMITS.maxFacetHits).default(SEARCH_LIMITS.defaultMaxFacetHits),
  ),
};
const indexShape = { indexName: z.string().min(1).max(256) };
const hitRequestShape = { ...lenientShape, ...paramsLeftOver, ...indexShape, type: z.literal('default').optional() };
const facetRequestShape = {
  ...lenientShape,
  ...paramsLeftOver,
  ...indexShape,
  ...facetSearchShape,
  type: z.literal('facet'),
  facet: z.string().min(1).max(64),
};

const keysOf = (...shapes: object[]) => new Set(shapes.flatMap((shape) => Object.keys(shape)));
const QUERY_KEYS = keysOf(lenientShape, paramsLeftOver);
const FACET_QUERY_KEYS = keysOf(lenientShape, paramsLeftOver, facetSearchShape);
const HIT_REQUEST_KEYS = keysOf(hitRequestShape);
const FACET_REQUEST_KEYS = keysOf(facetRequestShape);

/**
 * Flattens `params` into the body, then refuses every key that is neither read nor safely ignored
 * (algolia-parameters.ts), each issue at its own key so the answer names it.
 */
function flattenKnown(knownFor: (body: Record<string, unknown>) => ReadonlySet<string>) {
  return (body: unknown, ctx: z.core.$RefinementCtx): unknown => {
    const flat = flattenParams(body);
    if (!isPlainObject(flat)) return flat;
    for (const key of unsupportedParameters(flat, knownFor(flat))) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'not a parameter this engine supports', input: flat[key] });
    }
    return flat;
  };
}

/** Body of `POST /1/indexes/{index}/query`. */
export const algoliaQueryBodySchema = z.preprocess(
  flattenKnown(() => QUERY_KEYS),
  z
    .object({ ...lenientShape, ...paramsLeftOver })
    .superRefine(checkSearchFilters)
    .transform(({ params: _p, ...rest }) => rest),
);

/** Body of `POST /1/indexes/{index}/facets/{facet}/query`: the facet comes from the path. */
export const algoliaFacetQueryBodySchema = z.preprocess(
  flattenKnown(() => FACET_QUERY_KEYS),
  z
    .object({ ...lenientShape, ...paramsLeftOver, ...facetSearchShape })
    .superRefine(checkSearchFilters)
    .transform(({ params: _p, ...rest }) => rest),
);

const algoliaRequestSchema = z
  .preprocess(
    flattenKnown((flat) => (flat.type === 'facet' ? FACET_REQUEST_KEYS : HIT_REQUEST_KEYS)),
    z.discriminatedUnion(
      'type',
      [
        z.object(hitRequestShape).superRefine(checkSearchFilters),
        z.object(facetRequestShape).superRefine(checkSearchFilters),
      ],
      { error: 'type must be "default" (hits) or "facet" (facet values)' },
    ),
  )
  .transform((request) => {
    const { params: _p, ...rest } = request;
    if (rest.type === 'facet') return rest;
    const { type: _t, ...hits } = rest;
    return { ...hits, sortBy: hits.sortBy ?? sortByFromIndexName(hits.indexName) };
  });

/** Body of `POST /1/indexes/*\/queries`: hit searches and facet value searches, answered in order. */
export const algoliaMultiQueryBodySchema = z.object({
  requests: z.array(algoliaRequestSchema).min(1).max(20),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
});

export type AlgoliaMultiQuery = z.output<typeof algoliaMultiQueryBodySchema>;
export type AlgoliaRequest = AlgoliaMultiQuery['requests'][number];
export type AlgoliaFacetQuery = z.output<typeof algoliaFacetQueryBodySchema>;

const REPLICA_SUFFIXES: Record<string, SortBy> = {
  price_asc: 'LowToHigh',
  price_desc: 'HighToLow',
  newest: 'Newest',
  created_at_desc: 'Newest',
  popular: 'Popular',
  popularity_desc: 'Popular',
  ...Object.fromEntries(SORT_OPTIONS.map((s) => [s.toLowerCase(), s])),
};

/**
 * Algolia sorts by querying a replica index; `products_price_asc` or `products_LowToHigh` name ours.
 * Any other index name is the main one (relevance).
 */
export function sortByFromIndexName(indexName: string): SortBy | undefined {
  const lower = indexName.toLowerCase();
  for (const [suffix, sort] of Object.entries(REPLICA_SUFFIXES)) {
    if (lower.endsWith(`_${suffix}`)) return sort;
  }
  return undefined;
}
