// What every search candidate is measured on: listing-style queries (words, two facet filters, counts
// of every facet, a page of 40) rotated so that no candidate answers one query from a warm cache.
import { LISTING_COLOR_PREFERENCE, priceBandOf } from '../../domain/catalog/constants.ts';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';

export interface BenchQuery {
  query: string;
  /** AND of (OR lists of) "facet:value". */
  facetFilters: (string | string[])[];
  facets: string[];
  hitsPerPage: number;
}

export interface Searcher {
  search(q: BenchQuery): { nbHits: number; hits: unknown[]; facets: Record<string, Record<string, number>> };
}

export interface Candidate {
  name: string;
  build(products: readonly IndexableProduct[]): Searcher | Promise<Searcher>;
}

export const BENCH_FACETS = [
  'category',
  'color',
  'metal_purity',
  'diamond_clarity',
  'occasion',
  'gender',
  'price_band',
  'trending',
  'made_to_order',
];

const facets = BENCH_FACETS;
export const BENCH_QUERIES: BenchQuery[] = [
  { query: 'rose diamond ring', facetFilters: ['category:rings', 'color:rose-gold'], facets, hitsPerPage: 40 },
  { query: 'diamnd pendant', facetFilters: ['category:pendants', 'metal_purity:18K'], facets, hitsPerPage: 40 },
  { query: 'aanya ear', facetFilters: ['category:earrings', 'color:yellow-gold'], facets, hitsPerPage: 40 },
  { query: 'gold', facetFilters: ['gender:women', 'color:white-gold'], facets, hitsPerPage: 40 },
  {
    query: 'emerald',
    facetFilters: [['color:rose-gold', 'color:white-gold'], 'occasion:Wedding'],
    facets,
    hitsPerPage: 40,
  },
  { query: 'heritage neckl', facetFilters: ['category:necklaces', 'made_to_order:false'], facets, hitsPerPage: 40 },
];

/** A flat record for the library candidates: text fields plus facet values. */
export interface FlatDoc {
  id: string;
  name: string;
  sku: string;
  categoryText: string;
  metal: string;
  stones: string;
  category: string;
  color: string[];
  metal_purity: string[];
  diamond_clarity: string[];
  occasion: string;
  gender: string;
  price_band: string;
  trending: string;
  made_to_order: string;
  price: number;
}

const uniq = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))];

export function flatten(p: IndexableProduct): FlatDoc {
  const v = p.variants;
  const shown = LISTING_COLOR_PREFERENCE.map((c) => v.find((x) => x.color === c)).find(Boolean) ?? v[0]!;
  return {
    id: String(p.id),
    name: p.name,
    sku: p.sku,
    categoryText: p.category,
    metal: uniq(v.flatMap((x) => [x.color, x.metal_purity, x.metal_type])).join(' '),
    stones: uniq(v.flatMap((x) => [x.diamond_clarity, x.diamond_color, x.diamond_cut, x.gemstone_type])).join(' '),
    category: p.category,
    color: uniq(v.map((x) => x.color)),
    metal_purity: uniq(v.map((x) => x.metal_purity)),
    diamond_clarity: uniq(v.map((x) => x.diamond_clarity)),
    occasion: p.occasion ?? '',
    gender: p.gender,
    price_band: priceBandOf(shown.offerprice),
    trending: String(p.trending),
    made_to_order: p.made_to_order,
    price: shown.offerprice,
  };
}

/** Facet filters as a predicate over flat records (for the candidates without facet filtering). */
export function facetPredicate(filters: BenchQuery['facetFilters']): (d: FlatDoc) => boolean {
  const has = (d: FlatDoc, f: string) => {
    const i = f.indexOf(':');
    const v = (d as unknown as Record<string, string | string[]>)[f.slice(0, i)];
    const want = f.slice(i + 1);
    return Array.isArray(v) ? v.includes(want) : v === want;
  };
  return (d) => filters.every((g) => (typeof g === 'string' ? has(d, g) : g.some((f) => has(d, f))));
}

export function countFlatFacets(
  docs: Iterable<FlatDoc>,
  names: readonly string[],
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const n of names) out[n] = {};
  for (const d of docs) {
    for (const n of names) {
      const v = (d as unknown as Record<string, string | string[]>)[n]!;
      const bucket = out[n]!;
      for (const x of Array.isArray(v) ? v : [v]) bucket[x] = (bucket[x] ?? 0) + 1;
    }
  }
  return out;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}
