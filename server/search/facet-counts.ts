// Facet counts and price statistics over the whole filtered result (Algolia's semantics: the counts
// already reflect every filter, including those on the facet itself).
import { countAnd, nonZeroWords, type Bitset } from './bitset.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import type { PriceView } from './price-view.ts';
import type { Scratch } from './scratch.ts';
import { FACET_NAMES, PRICE_BAND_FACET } from './record.ts';
import type { FacetStats } from './types.ts';

export function countFacets(
  result: Bitset,
  asked: readonly string[] | '*' | undefined,
  maxValues: number,
  index: CatalogueIndex,
  view: PriceView,
  scratch: Scratch,
): Record<string, Record<string, number>> {
  if (asked === undefined) return {};
  const names =
    asked === '*' || asked.includes('*') ? FACET_NAMES : [...new Set(asked)].filter((n) => index.hasFacet(n));
  const out: Record<string, Record<string, number>> = {};
  if (names.length === 0) return out;
  const words = nonZeroWords(result, scratch.int32('non-zero-words', result.length));
  if (words.length === 0) return out;
  for (const name of names) {
    const values = name === PRICE_BAND_FACET ? view.bands() : index.facets.values(name);
    const counted: [string, number][] = [];
    for (const { label, bits } of values) {
      const n = countAnd(result, bits, words);
      if (n > 0) counted.push([label, n]);
    }
    if (counted.length === 0) continue;
    counted.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    out[name] = Object.fromEntries(counted.slice(0, maxValues));
  }
  return out;
}

export function priceStats(result: Bitset, view: PriceView): FacetStats | undefined {
  const price = view.price;
  let n = 0;
  let sum = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let w = 0; w < result.length; w++) {
    let x = result[w]!;
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      const p = price[(w << 5) + (31 - Math.clz32(low))]!;
      n++;
      sum += p;
      if (p < min) min = p;
      if (p > max) max = p;
    }
  }
  return n === 0 ? undefined : { min, max, avg: sum / n, sum };
}
