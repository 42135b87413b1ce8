// The bodies of Algolia's query endpoints. The v4 clients send `{ params: "query=...&hitsPerPage=..." }`,
// the v5 client sends the parameters as object keys; multi-queries wrap either in `requests`.
import { z } from 'zod';
import { checkSearchFilters, lenientShape, SORT_OPTIONS, type SortBy } from './search-params.ts';

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

/** Body of `POST /1/indexes/{index}/query`. */
export const algoliaQueryBodySchema = z.preprocess(
  flattenParams,
  z.object({ ...lenientShape, ...paramsLeftOver }).superRefine(checkSearchFilters).transform(({ params: _p, ...rest }) => rest),
);

const algoliaRequestSchema = z.preprocess(
  flattenParams,
  z
    .object({
      ...lenientShape,
      ...paramsLeftOver,
      indexName: z.string().min(1).max(256),
      type: z.literal('default', { error: 'only hit searches are supported (type "default")' }).optional(),
    })
    .superRefine(checkSearchFilters)
    .transform(({ params: _p, type: _t, ...rest }) => ({ ...rest, sortBy: rest.sortBy ?? sortByFromIndexName(rest.indexName) })),
);

/** Body of `POST /1/indexes/*\/queries`. */
export const algoliaMultiQueryBodySchema = z.object({
  requests: z.array(algoliaRequestSchema).min(1).max(20),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
});

export type AlgoliaMultiQuery = z.output<typeof algoliaMultiQueryBodySchema>;

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
