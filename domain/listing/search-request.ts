// From the URL state to the engine's request (Algolia's syntax, docs/api.md `restproxy`): facetFilters in
// conjunctive normal form, OR within a facet and AND across, the price slider as numericFilters.
import type { SearchParams } from '../search/search-params.ts';
import { LISTING_PAGE_SIZE } from './constants.ts';
import { priceNumericFilters } from './price-range.ts';
import { LISTING_FACETS, type ListingFacet, type ListingState } from './url-state.ts';

/** What the page lists before any shopper filter: a category family, the trending pieces, or all. */
export interface ListingScope {
  /** Category slugs (OR); null for every category. */
  categories: readonly string[] | null;
  trending: boolean;
}

/** The facets a listing counts: the accordions' and the colour swatches'. */
export type CountedFacet = ListingFacet | 'color';

export type ListingSearchRequest = Required<Pick<SearchParams, 'query' | 'hitsPerPage' | 'page' | 'sortBy'>> & {
  facets: string[];
  facetFilters: (string | string[])[];
  numericFilters: string[];
};

/** `attribute:"value"`: quoted, so a value starting with '-' is never read as a negation. */
export function facetFilter(attribute: string, value: string): string {
  return `${attribute}:"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** The accordions this scope shows: a category page has its category already chosen. */
export function shownFacets(scope: ListingScope): ListingFacet[] {
  return LISTING_FACETS.filter((f) => f !== 'category' || scope.categories === null);
}

function selected(state: ListingState, scope: ListingScope, facet: ListingFacet): string[] {
  return shownFacets(scope).includes(facet) ? state.facets[facet] : [];
}

/** Every filter of the scope and the state, except the one facet whose own counts are being taken. */
export function listingFilters(
  state: ListingState,
  scope: ListingScope,
  except?: CountedFacet,
): Pick<ListingSearchRequest, 'facetFilters' | 'numericFilters'> {
  const facetFilters: (string | string[])[] = [];
  if (scope.categories) facetFilters.push(scope.categories.map((c) => facetFilter('category', c)));
  if (scope.trending) facetFilters.push('trending:true');
  if (state.color && except !== 'color') facetFilters.push(facetFilter('color', state.color));
  for (const f of LISTING_FACETS) {
    const values = f === except ? [] : selected(state, scope, f);
    if (values.length > 0) facetFilters.push(values.map((v) => facetFilter(f, v)));
  }
  return { facetFilters, numericFilters: priceNumericFilters(state.price) };
}

/** One page of the listing with the counts of every shown facet and the colours. */
export function listingSearch(state: ListingState, scope: ListingScope, page: number): ListingSearchRequest {
  return {
    query: state.query,
    hitsPerPage: LISTING_PAGE_SIZE,
    page,
    sortBy: state.sort,
    facets: [...shownFacets(scope), 'color'],
    ...listingFilters(state, scope),
  };
}

/**
 * Counts for a facet that has a choice come from the same search without that facet's own filter
 * (disjunctive faceting, as InstantSearch does): with "VS1" ticked, "VVS1" still shows how many it
 * would add instead of 0. One extra search per facet in use, no hits, in process.
 */
export function facetCountSearches(
  state: ListingState,
  scope: ListingScope,
): { facet: CountedFacet; request: ListingSearchRequest }[] {
  const inUse: CountedFacet[] = shownFacets(scope).filter((f) => state.facets[f].length > 0);
  if (state.color) inUse.push('color');
  return inUse.map((facet) => ({
    facet,
    request: {
      query: state.query,
      hitsPerPage: 0,
      page: 0,
      sortBy: state.sort,
      facets: [facet],
      ...listingFilters(state, scope, facet),
    },
  }));
}

export type FacetCounts = Record<string, Record<string, number>>;

/** The main search's counts with each facet in use replaced by its own disjunctive counts. */
export function mergeFacetCounts(
  main: FacetCounts,
  own: readonly { facet: CountedFacet; facets: FacetCounts }[],
): FacetCounts {
  const merged: FacetCounts = { ...main };
  for (const { facet, facets } of own) merged[facet] = facets[facet] ?? {};
  return merged;
}
