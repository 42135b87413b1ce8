// One search, start to end: filters → candidate set → words → counts and stats → the page of hits.
export { SearchFilterError } from './result-set.ts';
import { SEARCH_LIMITS, type SearchParams, type SortBy } from '../../domain/search/search-params.ts';
import { countBits, listBits } from './bitset.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { countFacets, priceStats } from './facet-counts.ts';
import { HIGHLIGHTED_ATTRIBUTES, highlight, termsByWord } from './highlight.ts';
import { toHit } from './hit.ts';
import { cheaperToSort, pageOfLowestKey, pageOfSlots } from './paging.ts';
import type { PriceView } from './price-view.ts';
import type { Scratch } from './scratch.ts';
import { keyOfSlot, lowestPossibleKey, rankingInfoOf, relevanceKeys } from './relevance.ts';
import { narrowResult } from './result-set.ts';
import type { SortedSlots } from './sorted-slots.ts';
import type { SearchInput, SearchResponse } from './types.ts';

type Resolved = Required<
  Pick<SearchParams, 'query' | 'hitsPerPage' | 'page' | 'maxValuesPerFacet' | 'queryType' | 'typoTolerance'>
> &
  SearchInput;

/**
 * Result documents a large result may look at, in order, for a page of the lowest possible key
 * before ranking all of it (at least a sixteenth of the result): a lookup costs a few times a
 * document's share of ranking all, so giving up late wastes little.
 */
const LOWEST_KEY_BUDGET = 4096;

function clampInt(value: number | undefined, fallback: number, min: number, max: number): number {
  const n = value === undefined || !Number.isFinite(value) ? fallback : Math.trunc(value);
  return Math.min(Math.max(n, min), max);
}

/** The schemas already applied these; the engine repeats them so a direct caller cannot overreach. */
function resolve(input: SearchInput): Resolved {
  return {
    ...input,
    query: input.query ?? '',
    hitsPerPage: clampInt(input.hitsPerPage, SEARCH_LIMITS.defaultHitsPerPage, 0, SEARCH_LIMITS.hitsPerPage),
    page: clampInt(input.page, 0, 0, Number.MAX_SAFE_INTEGER),
    maxValuesPerFacet: clampInt(
      input.maxValuesPerFacet,
      SEARCH_LIMITS.defaultMaxValuesPerFacet,
      1,
      SEARCH_LIMITS.maxValuesPerFacet,
    ),
    queryType: input.queryType ?? 'prefixAll',
    typoTolerance: input.typoTolerance ?? true,
  };
}

function sortOrder(sort: SortBy | 'relevance', index: CatalogueIndex, view: PriceView): SortedSlots {
  switch (sort) {
    case 'LowToHigh':
      return view.ascending;
    case 'HighToLow':
      return view.descending;
    case 'Newest':
      return index.newest;
    case 'Popular':
      return index.popular;
    case 'relevance':
      return index.byId;
  }
}

/** Algolia echoes the request as a parameter string; lists are JSON, as its own clients send them. */
export function serializeParams(input: SearchInput): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    out.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return out.toString().replace(/\+/g, '%20');
}

export function runSearch(index: CatalogueIndex, input: SearchInput, scratch: Scratch): SearchResponse {
  const started = performance.now();
  const p = resolve(input);
  const { result, view, matches, within } = narrowResult(index, p, scratch);
  const nbHits = countBits(result);
  const stats = priceStats(result, view);

  let hits: SearchResponse['hits'] = [];
  const start = p.page * p.hitsPerPage;
  if (p.hitsPerPage > 0 && start < nbHits) {
    // A chosen sort is strict, like an Algolia sort replica: a shopper who sorts by price expects
    // price order. Relevance ranks only when the query asks for no sort.
    const ranked = matches.length > 0 && p.sortBy === undefined;
    const order = sortOrder(p.sortBy ?? (ranked ? 'relevance' : 'LowToHigh'), index, view);
    const dense = scratch.int32('dense', index.capacity);
    let page: number[] | null = null;
    let keyOfHit: (slot: number) => number = () => 0;
    if (ranked && !cheaperToSort(nbHits, index.size)) {
      // A large result: first look for a page of documents with the lowest key any could have.
      const codes = scratch.int32('codes', matches.length);
      const keyOf = (slot: number) => keyOfSlot(slot, matches, codes);
      const lowest = lowestPossibleKey(matches, index.text.positionsCapped);
      page = pageOfLowestKey({
        result,
        order: order.get(),
        keyOf,
        lowest,
        start,
        end: start + p.hitsPerPage,
        budget: Math.max(LOWEST_KEY_BUDGET, nbHits >>> 4),
      });
      if (page) keyOfHit = () => lowest;
    }
    if (!page) {
      const slots = ranked ? listBits(result, nbHits, scratch.int32('slots', nbHits)) : null;
      const keys = slots ? relevanceKeys(result, slots, matches, dense, scratch) : null;
      if (keys) keyOfHit = (slot) => keys[dense[slot]!]!;
      page = pageOfSlots({
        result,
        count: nbHits,
        slots,
        keys,
        dense,
        order: () => order.get(),
        compare: order.compare,
        catalogueSize: index.size,
        start,
        end: start + p.hitsPerPage,
        scratch,
      });
    }
    const highlighting = p.highlightPreTag !== undefined || p.highlightPostTag !== undefined;
    const terms = highlighting ? termsByWord(matches) : null;
    hits = page.map((slot) => {
      const hit = toHit(index.product(slot), view.variantOf[slot]!, index.priceMin[slot]!, index.priceMax[slot]!);
      if (ranked && p.getRankingInfo) hit._rankingInfo = rankingInfoOf(keyOfHit(slot), matches.length);
      if (terms) {
        const pre = p.highlightPreTag ?? '<em>';
        const post = p.highlightPostTag ?? '</em>';
        const mark = (a: (typeof HIGHLIGHTED_ATTRIBUTES)[number]) =>
          highlight(hit[a], terms, matches.length, pre, post);
        hit._highlightResult = { name: mark('name'), sku: mark('sku'), category: mark('category') };
      }
      return hit;
    });
  }

  return {
    hits,
    nbHits,
    page: p.page,
    nbPages: p.hitsPerPage === 0 ? 0 : Math.ceil(nbHits / p.hitsPerPage),
    hitsPerPage: p.hitsPerPage,
    facets: countFacets(result, p.facets, p.maxValuesPerFacet, index, view, scratch, within, nbHits),
    facets_stats: stats ? { price: stats } : {},
    query: p.query,
    params: serializeParams(input),
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustiveTypo: true,
  };
}
