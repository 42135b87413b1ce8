// The listing's filter state lives in the URL, so a filtered listing can be shared, the back button
// restores it and the server renders it (docs/decisions/2026-11-22-listing-url-state.md). Parsing never
// fails: a parameter that makes no sense is dropped or clamped, never an error page.
import { METAL_COLORS, type MetalColor } from '../catalog/constants.ts';
import type { SortBy } from '../search/search-params.ts';
import { DEFAULT_SORT, LISTING_QUERY_MAX, LISTING_SORTS } from './constants.ts';
import { parsePriceRange, type PriceRange } from './price-range.ts';

/** The facets with one accordion of checkboxes each (colour has its swatches, price its slider). */
export const LISTING_FACETS = [
  'category',
  'metal_purity',
  'diamond_clarity',
  'occasion',
  'gender',
  'price_band',
] as const;
export type ListingFacet = (typeof LISTING_FACETS)[number];

export const LISTING_PARAMS = {
  query: 'query',
  sort: 'sort',
  color: 'color',
  priceMin: 'price_min',
  priceMax: 'price_max',
  /** Only Load more asks for later pages; a shared URL never carries it. */
  page: 'page',
} as const;

/** Caps that keep a hand-made URL from turning into a huge filter. */
export const URL_STATE_LIMITS = { valueLength: 64, valuesPerFacet: 20, maxPage: 250 } as const;

export interface ListingState {
  /** Search text, trimmed, at most 128 characters (docs/spec.md#first-9). */
  query: string;
  sort: SortBy;
  /** Single choice (spec: "Colour swatches ... with a single choice"). */
  color: MetalColor | null;
  /** Chosen values per facet, sorted: OR within a facet, AND across facets. */
  facets: Record<ListingFacet, string[]>;
  price: PriceRange | null;
}

export type UrlParams = Pick<URLSearchParams, 'get' | 'getAll'>;

const noFacets = (): Record<ListingFacet, string[]> =>
  Object.fromEntries(LISTING_FACETS.map((f) => [f, [] as string[]])) as unknown as Record<ListingFacet, string[]>;

export const DEFAULT_LISTING_STATE: ListingState = Object.freeze({
  query: '',
  sort: DEFAULT_SORT,
  color: null,
  facets: noFacets(),
  price: null,
});

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
const clean = (text: string) => text.replace(CONTROL, ' ').trim();

function parseQuery(raw: string | null): string {
  return raw ? clean(raw).slice(0, LISTING_QUERY_MAX).trim() : '';
}

function parseSort(raw: string | null): SortBy {
  return LISTING_SORTS.find((s) => s === raw) ?? DEFAULT_SORT;
}

function parseColor(values: string[]): MetalColor | null {
  for (const v of values) {
    const color = METAL_COLORS.find((c) => c === clean(v).toLowerCase());
    if (color) return color;
  }
  return null;
}

function parseFacetValues(values: string[]): string[] {
  const kept = new Set<string>();
  for (const v of values) {
    const value = clean(v);
    if (value === '' || value.length > URL_STATE_LIMITS.valueLength) continue;
    kept.add(value);
    if (kept.size === URL_STATE_LIMITS.valuesPerFacet) break;
  }
  return [...kept].sort();
}

export function parseListingState(params: UrlParams): ListingState {
  const facets = noFacets();
  for (const f of LISTING_FACETS) facets[f] = parseFacetValues(params.getAll(f));
  return {
    query: parseQuery(params.get(LISTING_PARAMS.query)),
    sort: parseSort(params.get(LISTING_PARAMS.sort)),
    color: parseColor(params.getAll(LISTING_PARAMS.color)),
    facets,
    price: parsePriceRange(params.get(LISTING_PARAMS.priceMin), params.get(LISTING_PARAMS.priceMax)),
  };
}

/** The page Load more asks for: a whole number from 0, capped; anything else is page 0. */
export function parsePage(params: UrlParams): number {
  const raw = params.get(LISTING_PARAMS.page);
  if (!raw || !/^\d{1,6}$/.test(raw)) return 0;
  return Math.min(Number(raw), URL_STATE_LIMITS.maxPage);
}

/**
 * One canonical query string per state, defaults left out and values in a fixed order, so equal
 * states give equal URLs (and equal cache keys). No leading '?'.
 */
export function serializeListingState(state: ListingState): string {
  const out = new URLSearchParams();
  if (state.query) out.append(LISTING_PARAMS.query, state.query);
  if (state.color) out.append(LISTING_PARAMS.color, state.color);
  for (const f of LISTING_FACETS) for (const v of [...state.facets[f]].sort()) out.append(f, v);
  if (state.price) {
    out.append(LISTING_PARAMS.priceMin, String(state.price.min));
    out.append(LISTING_PARAMS.priceMax, String(state.price.max));
  }
  if (state.sort !== DEFAULT_SORT) out.append(LISTING_PARAMS.sort, state.sort);
  return out.toString();
}

/** `/jewellery/rings?color=rose-gold`, or the bare path for the default state. */
export function listingHref(pathname: string, state: ListingState): string {
  const search = serializeListingState(state);
  return search ? `${pathname}?${search}` : pathname;
}

/** The URL Load more fetches: the same state and the next page. */
export function pageHref(pathname: string, state: ListingState, page: number): string {
  const search = serializeListingState(state);
  const pageParam = `${LISTING_PARAMS.page}=${page}`;
  return `${pathname}?${search ? `${search}&` : ''}${pageParam}`;
}

// State changes. Each returns a new state; the page goes back to the first with every change because
// the page is not part of the state at all.

export function toggleFacetValue(state: ListingState, facet: ListingFacet, value: string, on: boolean): ListingState {
  const current = state.facets[facet].filter((v) => v !== value);
  const values = on ? [...current, value].sort() : current;
  return { ...state, facets: { ...state.facets, [facet]: values } };
}

export const withColor = (state: ListingState, color: MetalColor | null): ListingState => ({ ...state, color });
export const withPrice = (state: ListingState, price: PriceRange | null): ListingState => ({ ...state, price });
export const withSort = (state: ListingState, sort: SortBy): ListingState => ({ ...state, sort });

/** Reset clears the filters; the search text and the sort are not filters and stay. */
export function resetFilters(state: ListingState): ListingState {
  return { ...state, color: null, facets: noFacets(), price: null };
}

export function countFilters(state: ListingState): number {
  return LISTING_FACETS.reduce((n, f) => n + state.facets[f].length, 0) + (state.color ? 1 : 0) + (state.price ? 1 : 0);
}
