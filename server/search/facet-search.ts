// Algolia's search for facet values: the values of one facet that match a facet query, counted over
// the documents the rest of the request matches (query and filters), most frequent first. What a
// refinement list's search box shows.
import { SEARCH_LIMITS } from '../../domain/search/search-params.ts';
import { countAnd, nonZeroWords } from './bitset.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { facetQueryWords, matchFacetValue } from './facet-value-match.ts';
import { PRICE_BAND_FACET } from './record.ts';
import { narrowResult } from './result-set.ts';
import type { Scratch } from './scratch.ts';
import type { FacetHit, FacetSearchInput, FacetSearchResponse } from './types.ts';

export function runFacetSearch(index: CatalogueIndex, input: FacetSearchInput, scratch: Scratch): FacetSearchResponse {
  const started = performance.now();
  const { result, view } = narrowResult(
    index,
    {
      ...input,
      query: input.query ?? '',
      queryType: input.queryType ?? 'prefixAll',
      typoTolerance: input.typoTolerance ?? true,
    },
    scratch,
  );
  const max = Math.min(
    Math.max(Math.trunc(input.maxFacetHits ?? SEARCH_LIMITS.defaultMaxFacetHits), 1),
    SEARCH_LIMITS.maxFacetHits,
  );
  const words = facetQueryWords(input.facetQuery ?? '');
  const pre = input.highlightPreTag ?? '<em>';
  const post = input.highlightPostTag ?? '</em>';

  const hits: FacetHit[] = [];
  const live = nonZeroWords(result, scratch.int32('non-zero-words', result.length));
  if (live.length > 0) {
    const values = input.facet === PRICE_BAND_FACET ? view.bands() : index.facets.values(input.facet);
    for (const { label, bits } of values) {
      const highlighted = matchFacetValue(label, words, pre, post);
      if (highlighted === null) continue;
      const count = countAnd(result, bits, live);
      if (count > 0) hits.push({ value: label, highlighted, count });
    }
  }
  hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return {
    facetHits: hits.slice(0, max),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}
