// The search request in Algolia's vocabulary. Two doors share one engine: `restproxy` is ours, so it
// refuses any key it does not know; the Algolia-compatible endpoints must take whatever the official
// client and InstantSearch send, so they coerce the string forms and drop parameters we ignore.
import { z } from 'zod';
import { describeFiltersStringError, FILTERS_MAX_LENGTH, parseFiltersString } from './filters-string.ts';
import { describeFilterError, parseFacetFilters, parseNumericFilters, type FilterInput } from './filters.ts';

export const SORT_OPTIONS = ['LowToHigh', 'HighToLow', 'Newest', 'Popular'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

export const QUERY_TYPES = ['prefixLast', 'prefixAll', 'prefixNone'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

export const SEARCH_LIMITS = {
  /** Spec: search text at most 128 characters. */
  queryLength: 128,
  hitsPerPage: 100,
  defaultHitsPerPage: 20,
  maxValuesPerFacet: 1000,
  defaultMaxValuesPerFacet: 100,
  /** Facet value search (Algolia's maxFacetHits): 10 values unless asked, at most 100. */
  maxFacetHits: 100,
  defaultMaxFacetHits: 10,
} as const;

/** What the engine reads; both schemas produce it. */
export interface SearchParams {
  query: string;
  hitsPerPage: number;
  page: number;
  /** Facet names to count, or '*' for all. Absent: no facet counts. */
  facets?: string[] | '*';
  facetFilters?: FilterInput;
  numericFilters?: FilterInput;
  /** Algolia's filters string (AND, OR, NOT, parentheses), AND-ed with the two lists; Algolia doors only. */
  filters?: string;
  /** Absent: relevance with a query, LowToHigh without. */
  sortBy?: SortBy;
  attributesToRetrieve?: string[];
  analytics?: boolean;
  clickAnalytics?: boolean;
  getRankingInfo?: boolean;
  highlightPreTag?: string;
  highlightPostTag?: string;
  maxValuesPerFacet: number;
  /** Default prefixAll: every word may be the start of a longer one. */
  queryType?: QueryType;
  /** false: words must match without typos. */
  typoTolerance?: boolean;
}

// Generous size caps: the filters are parsed and evaluated per request.
const filterText = z.string().max(512);
const filterInput = z.union([filterText, z.array(z.union([filterText, z.array(filterText).max(50)])).max(50)]);
const attributeList = z.array(z.string().max(64)).max(100);

const strictShape = {
  query: z.string().max(SEARCH_LIMITS.queryLength).default(''),
  hitsPerPage: z.number().int().min(0).max(SEARCH_LIMITS.hitsPerPage).default(SEARCH_LIMITS.defaultHitsPerPage),
  page: z.number().int().min(0).default(0),
  facets: z.union([z.literal('*'), attributeList]).optional(),
  facetFilters: filterInput.optional(),
  numericFilters: filterInput.optional(),
  sortBy: z.enum(SORT_OPTIONS).optional(),
  attributesToRetrieve: attributeList.optional(),
  analytics: z.boolean().optional(),
  clickAnalytics: z.boolean().optional(),
  getRankingInfo: z.boolean().optional(),
  highlightPreTag: z.string().max(64).optional(),
  highlightPostTag: z.string().max(64).optional(),
  maxValuesPerFacet: z
    .number()
    .int()
    .min(1)
    .max(SEARCH_LIMITS.maxValuesPerFacet)
    .default(SEARCH_LIMITS.defaultMaxValuesPerFacet),
};

/** Checks the filter syntax at the door, so a malformed filter is a 400 that names it. */
export function checkSearchFilters(
  params: { facetFilters?: FilterInput; numericFilters?: FilterInput; filters?: string },
  ctx: z.RefinementCtx,
): void {
  const parsed = parseFiltersString(params.filters);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', path: ['filters'], message: describeFiltersStringError(parsed.error) });
  }
  const facet = parseFacetFilters(params.facetFilters);
  if (!facet.ok) {
    ctx.addIssue({
      code: 'custom',
      path: ['facetFilters', ...facet.error.path],
      message: describeFilterError('facetFilters', facet.error),
    });
  }
  const numeric = parseNumericFilters(params.numericFilters);
  if (!numeric.ok) {
    ctx.addIssue({
      code: 'custom',
      path: ['numericFilters', ...numeric.error.path],
      message: describeFilterError('numericFilters', numeric.error),
    });
  }
}

/** The `restproxy` body: Algolia's syntax, our keys only. */
export const searchParamsSchema = z
  .strictObject(strictShape)
  .superRefine(checkSearchFilters)
  .meta({ id: 'SearchParams' });

// The Algolia clients send numbers and booleans as strings inside a `params` query string, and lists
// either as JSON or comma-separated.
export const fromNumberText = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
const fromBooleanText = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);
const fromJsonText = (v: unknown) => {
  if (typeof v !== 'string' || !v.trimStart().startsWith('[')) return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};
const fromListText = (v: unknown) => {
  if (typeof v !== 'string' || v === '*') return v;
  if (v.trimStart().startsWith('[')) return fromJsonText(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
};
const lenientBoolean = z.preprocess(fromBooleanText, z.boolean()).optional();

export const lenientShape = {
  ...strictShape,
  hitsPerPage: z.preprocess(fromNumberText, strictShape.hitsPerPage),
  page: z.preprocess(fromNumberText, strictShape.page),
  maxValuesPerFacet: z.preprocess(fromNumberText, strictShape.maxValuesPerFacet),
  facets: z.preprocess(fromListText, strictShape.facets),
  attributesToRetrieve: z.preprocess(fromListText, strictShape.attributesToRetrieve),
  facetFilters: z.preprocess(fromJsonText, strictShape.facetFilters),
  numericFilters: z.preprocess(fromJsonText, strictShape.numericFilters),
  analytics: lenientBoolean,
  clickAnalytics: lenientBoolean,
  getRankingInfo: lenientBoolean,
  queryType: z.enum(QUERY_TYPES).optional(),
  typoTolerance: z
    .preprocess(fromBooleanText, z.union([z.boolean(), z.enum(['min', 'strict'])]))
    .optional()
    .transform((v) => (v === undefined ? undefined : v !== false)),
  // Parsed (and refused with the character where it goes wrong) in checkSearchFilters; an empty
  // one, which some clients always send, is no filter.
  filters: z
    .string()
    .max(FILTERS_MAX_LENGTH)
    .optional()
    .transform((s) => (s === undefined || s.trim() === '' ? undefined : s)),
  // The products carry no _tags: a tag filter could only be misread. Empty ones (some clients send
  // them always) filter nothing.
  tagFilters: z
    .union([z.string(), z.array(z.unknown())])
    .refine(
      (t) => (typeof t === 'string' ? t.trim() === '' : t.length === 0),
      'tagFilters is not supported: the products have no tags',
    )
    .optional()
    .transform(() => undefined),
};

/**
 * The Algolia REST body (object form, after a `params` string has been merged in): known parameters
 * are coerced and checked, every other Algolia parameter (attributesToHighlight, tagFilters, userToken,
 * ...) is dropped.
 */
export const lenientSearchParamsSchema = z.object(lenientShape).superRefine(checkSearchFilters);

// Compile-time proof that both doors hand the engine the same shape.
type Assignable<T extends SearchParams> = T;
export type StrictSearchParams = Assignable<z.output<typeof searchParamsSchema>>;
export type LenientSearchParams = Assignable<z.output<typeof lenientSearchParamsSchema>>;
