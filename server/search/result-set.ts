// The documents a request matches, before any counting or paging: the facet and numeric filters
// narrow the live set, then every query word must match. A hit search and a facet value search start
// from the same set, so a facet value's count agrees with the facet counts of the same search.
import {
  describeFiltersStringError,
  parseFiltersString,
  type FiltersStringError,
} from '../../domain/search/filters-string.ts';
import {
  describeFilterError,
  parseFacetFilters,
  parseNumericFilters,
  type FilterError,
} from '../../domain/search/filters.ts';
import type { QueryType } from '../../domain/search/search-params.ts';
import { applyFacetFilters, applyNumericFilters, enclosingSets, selectedColors } from './apply-filters.ts';
import type { Bitset } from './bitset.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import type { PriceView } from './price-view.ts';
import type { Scratch } from './scratch.ts';
import { matchWords, narrowToWords, queryWords, type WordMatch } from './text-match.ts';
import type { SearchInput } from './types.ts';

export class SearchFilterError extends Error {
  constructor(
    readonly field: 'facetFilters' | 'numericFilters' | 'filters',
    readonly detail: FilterError | FiltersStringError,
  ) {
    super(
      'position' in detail
        ? describeFiltersStringError(detail)
        : describeFilterError(field as 'facetFilters' | 'numericFilters', detail),
    );
    this.name = 'SearchFilterError';
  }
}

export interface ResultSet {
  /** One bit per slot; a scratch buffer, valid until the next search. */
  result: Bitset;
  /** The price view of the colours filtered: which variant, price and band each card shows. */
  view: PriceView;
  /** The query words and the indexed words standing for them; empty without a query. */
  matches: WordMatch[];
  /** Value sets the result lies inside (a facet filter AND-ed alone): their counts are the hit count. */
  within: Set<Bitset>;
}

type Narrowing = Pick<SearchInput, 'facetFilters' | 'numericFilters' | 'filters'> & {
  query: string;
  queryType: QueryType;
  typoTolerance: boolean;
};

/** Throws SearchFilterError for a malformed filter (the schemas refuse those before they get here). */
export function narrowResult(index: CatalogueIndex, p: Narrowing, scratch: Scratch): ResultSet {
  const facetAst = parseFacetFilters(p.facetFilters);
  if (!facetAst.ok) throw new SearchFilterError('facetFilters', facetAst.error);
  const numericAst = parseNumericFilters(p.numericFilters);
  if (!numericAst.ok) throw new SearchFilterError('numericFilters', numericAst.error);
  // The filters string is one more AND of OR groups: with the lists, every group must hold.
  const fromString = parseFiltersString(p.filters);
  if (!fromString.ok) throw new SearchFilterError('filters', fromString.error);
  const facetGroups = [...facetAst.value, ...fromString.value.facet];
  const numericGroups = [...numericAst.value, ...fromString.value.numeric];

  const view = index.view(selectedColors(facetGroups, index));
  const result = scratch.uint32('result', index.live.length);
  result.set(index.live);
  const known =
    applyFacetFilters(result, facetGroups, index, view, scratch) &&
    applyNumericFilters(result, numericGroups, index, view);
  if (!known) result.fill(0);

  const words = queryWords(p.query);
  let matches: WordMatch[] = [];
  if (words.length > 0 && known) {
    matches = matchWords(index.text, words, { queryType: p.queryType, typoTolerance: p.typoTolerance });
    narrowToWords(result, matches, scratch);
  }
  return { result, view, matches, within: known ? enclosingSets(facetGroups, index, view) : new Set() };
}
