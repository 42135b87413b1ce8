// Facet counts and price statistics over the whole filtered result (Algolia's semantics: the counts
// already reflect every filter, including those on the facet itself).
import { countAndEach, countBits, nonZeroWords, type Bitset } from './bitset.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import type { PriceView } from './price-view.ts';
import type { Scratch } from './scratch.ts';
import { FACET_NAMES, PRICE_BAND_FACET } from './record.ts';
import type { FacetStats } from './types.ts';

/** Facets in which a document has at most one value: a filter on one of their values decides them all. */
export const SINGLE_VALUED_FACETS: ReadonlySet<string> = new Set([
  'occasion',
  'gender',
  'trending',
  'made_to_order',
  PRICE_BAND_FACET,
]);

/**
 * `within`: value sets the result is known to lie inside (the facet filters AND-ed alone): such a
 * value counts every hit without a pass over the result, and in a single-valued facet every other
 * value counts none. The rest are counted four at a time (`countAndEach`).
 */
export function countFacets(
  result: Bitset,
  asked: readonly string[] | '*' | undefined,
  maxValues: number,
  index: CatalogueIndex,
  view: PriceView,
  scratch: Scratch,
  within: ReadonlySet<Bitset> = new Set(),
  nbHits = countBits(result),
): Record<string, Record<string, number>> {
  if (asked === undefined) return {};
  const names =
    asked === '*' || asked.includes('*') ? FACET_NAMES : [...new Set(asked)].filter((n) => index.hasFacet(n));
  const out: Record<string, Record<string, number>> = {};
  if (names.length === 0 || nbHits === 0) return out;

  // Which values need a pass over the result, and which are already known.
  const facets: { name: string; values: { label: string; bits: Bitset; known: number }[] }[] = [];
  const sets: Bitset[] = [];
  for (const name of names) {
    const all = [...(name === PRICE_BAND_FACET ? view.bands() : index.facets.values(name))];
    const decided = SINGLE_VALUED_FACETS.has(name) && all.some((v) => within.has(v.bits));
    const values = all.map(({ label, bits }) => {
      const known = within.has(bits) ? nbHits : decided ? 0 : -1;
      if (known < 0) sets.push(bits);
      return { label, bits, known };
    });
    facets.push({ name, values });
  }
  const counts = scratch.int32('facet-counts', sets.length);
  if (sets.length > 0) {
    const words = nonZeroWords(result, scratch.int32('non-zero-words', result.length));
    countAndEach(result, sets, words, counts);
  }

  let next = 0;
  for (const { name, values } of facets) {
    const counted: [string, number][] = [];
    for (const { label, known } of values) {
      const n = known >= 0 ? known : counts[next++]!;
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
