// The listing page's numbers and words from the specs (docs/spec.md#first-2 "Listing page" and #first-9; checkout
// docs/spec.md#second-2 "Listing" and #second-9), in one place so the page, its tests and the docs agree.
import type { SortBy } from '../search/search-params.ts';

/** docs/spec.md#first-9: "Listing page size: 40". */
export const LISTING_PAGE_SIZE = 40;

/** docs/spec.md#second-9: "Grid skeleton 8 cards". */
export const LISTING_SKELETON_CARDS = 8;

/** docs/spec.md#first-9: "Default sort: low to high". */
export const DEFAULT_SORT: SortBy = 'LowToHigh';

/**
 * The sort choices, as the engine's SORT_OPTIONS (search-params.ts, checked in the test). Kept apart
 * because that module brings zod, and this one runs in the browser.
 */
export const LISTING_SORTS = ['LowToHigh', 'HighToLow', 'Newest', 'Popular'] as const satisfies readonly SortBy[];

/** docs/spec.md#first-9: "Search input: maximum 128 characters" (SEARCH_LIMITS.queryLength, checked in the test). */
export const LISTING_QUERY_MAX = 128;

export const SORT_LABELS: Record<SortBy, string> = {
  LowToHigh: 'Price: Low to High',
  HighToLow: 'Price: High to Low',
  Newest: 'Newest first',
  Popular: 'Most popular',
};

/** docs/spec.md#first-9: "Search debounce: 200 ms"; the price slider waits as long before it applies. */
export const PRICE_DEBOUNCE_MS = 200;

/** docs/spec.md#second-9: "trending slider 500 ms" (the step interval of its autoplay). */
export const TRENDING_SLIDER_MS = 500;
export const TRENDING_SLIDER_COUNT = 12;

/** docs/spec.md#second-2 "Listing", letter for letter. */
export const EMPTY_LISTING_TEXT = "Sorry! Couldn't find the product you were looking For!!!";

/** The empty state's way out (docs/spec.md#second-2): rings, earrings, pendants, bracelets and trending. */
export const EMPTY_LISTING_LINKS: readonly { label: string; to: string }[] = [
  { label: 'Rings', to: '/jewellery/rings' },
  { label: 'Earrings', to: '/jewellery/earrings' },
  { label: 'Pendants', to: '/jewellery/pendants' },
  { label: 'Bracelets', to: '/jewellery/bracelets' },
  { label: 'Trending', to: '/trending' },
];
