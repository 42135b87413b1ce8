// The engine against a brute-force reference over the factory's catalogue: random filters, queries
// (with typos and half-typed words), sorts and pages. The reference re-derives every rule plainly,
// product by product, so an index that drifts from the rules (or from itself after upserts) shows.
import { describe, expect, it } from 'vitest';
import { LISTING_COLOR_PREFERENCE, priceBandOf } from '../../domain/catalog/constants.ts';
import type { Variant } from '../../domain/catalog/product.ts';
import { parseFacetFilters, parseNumericFilters, type NumericCondition } from '../../domain/search/filters.ts';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { createRng, makeProducts, type Rng } from '../../tests/support/product-factory.ts';
import { createSearchEngine, type SearchInput, type SearchResponse } from './engine.ts';
import { facetKey, tokenize } from './tokenizer.ts';

const FACETS = [
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

/** Edit distance (with swaps) to the whole term, and to its best start. */
function distances(word: string, term: string): { whole: number; start: number } {
  const m = word.length;
  const rows: number[][] = [Array.from({ length: m + 1 }, (_, j) => j)];
  let start = m;
  for (let i = 1; i <= term.length; i++) {
    const row = [i];
    for (let j = 1; j <= m; j++) {
      let v = Math.min(
        rows[i - 1]![j]! + 1,
        row[j - 1]! + 1,
        rows[i - 1]![j - 1]! + (word[j - 1] === term[i - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && word[j - 1] === term[i - 2] && word[j - 2] === term[i - 1])
        v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      row.push(v);
    }
    rows.push(row);
    start = Math.min(start, row[m]!);
  }
  return { whole: rows[term.length]![m]!, start };
}

const tokenCache = new WeakMap<IndexableProduct, string[]>();

function tokensOf(p: IndexableProduct, variants: Variant[]): string[] {
  const cached = tokenCache.get(p);
  if (cached) return cached;
  const sku = tokenize(p.sku);
  const tokens = [
    ...tokenize(p.name),
    ...sku,
    sku.join(''),
    ...tokenize(p.category),
    ...variants
      .flatMap((v) => [
        v.color,
        v.metal_purity,
        v.metal_type,
        v.diamond_clarity,
        v.diamond_color,
        v.diamond_cut,
        v.gemstone_type,
      ])
      .flatMap((x) => (x ? tokenize(x) : [])),
  ];
  const distinct = [...new Set(tokens)];
  tokenCache.set(p, distinct);
  return distinct;
}

const seen = new Map<string, boolean>();

function wordMatches(word: string, isLast: boolean, tokens: readonly string[]): boolean {
  const typos = /\d/.test(word) ? 0 : word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
  const prefix = isLast || word.length > 1;
  return tokens.some((t) => {
    // Names repeat their words across products: each pair is worked out once.
    const key = `${word} ${prefix} ${t}`;
    let ok = seen.get(key);
    if (ok === undefined) {
      const d = distances(word, t);
      ok = d.whole <= typos || (prefix && d.start <= typos);
      seen.set(key, ok);
    }
    return ok;
  });
}

interface RefResult {
  ids: number[];
  shown: Map<number, Variant>;
  facets: Record<string, Record<string, number>>;
  stats: { min: number; max: number; sum: number } | undefined;
}

function referenceSearch(products: readonly IndexableProduct[], params: SearchInput): RefResult {
  const facetAst = parseFacetFilters(params.facetFilters);
  const numericAst = parseNumericFilters(params.numericFilters);
  if (!facetAst.ok || !numericAst.ok) throw new Error('bad filters in the generator');
  const priced = products
    .map((p) => ({ p, variants: p.variants.filter((v) => v.offerprice > 0) }))
    .filter((x) => x.variants.length > 0);
  const existing = new Set(priced.flatMap((x) => x.variants.map((v) => facetKey(v.color))));
  const chosen = new Set(
    facetAst.value
      .flat()
      .filter((c) => c.attribute === 'color' && !c.negated)
      .map((c) => facetKey(c.value)),
  );
  const colors = [...LISTING_COLOR_PREFERENCE, ...[...chosen].sort()].filter(
    (c, i, all) => chosen.has(c) && existing.has(c) && all.indexOf(c) === i,
  );
  const words = tokenize(params.query ?? '').slice(0, 10);

  const rows = priced.map(({ p, variants }) => {
    const byColor = (c: string) => variants.find((v) => facetKey(v.color) === c);
    const shown =
      colors.map(byColor).find(Boolean) ?? LISTING_COLOR_PREFERENCE.map(byColor).find(Boolean) ?? variants[0]!;
    const values: Record<string, string[]> = {
      category: [p.category],
      color: variants.map((v) => v.color),
      metal_purity: variants.map((v) => v.metal_purity),
      diamond_clarity: variants.flatMap((v) => (v.diamond_clarity ? [v.diamond_clarity] : [])),
      occasion: p.occasion ? [p.occasion] : [],
      gender: [p.gender],
      price_band: [priceBandOf(shown.offerprice)],
      trending: [String(p.trending)],
      made_to_order: [p.made_to_order],
    };
    for (const k of Object.keys(values)) values[k] = [...new Set(values[k])];
    const numbers: Record<string, number> = {
      price: shown.offerprice,
      price_min: Math.min(...variants.map((v) => v.offerprice)),
      price_max: Math.max(...variants.map((v) => v.offerprice)),
      stock: p.stock,
      popularity: p.popularity,
      created_at: Math.floor(Date.parse(p.created_at) / 1000),
      rating: shown.rating,
      metal_weight: shown.metal_weight,
      diamond_carat: shown.diamond_carat,
      diamond_count: shown.diamond_count,
    };
    return { p, shown, values, numbers, variants };
  });

  const numericTest = (c: NumericCondition, x: number) =>
    c.op === 'range'
      ? x >= c.min && x <= c.max
      : {
          '<': x < c.value,
          '<=': x <= c.value,
          '=': x === c.value,
          '!=': x !== c.value,
          '>=': x >= c.value,
          '>': x > c.value,
        }[c.op];
  const matched = rows.filter(
    (r) =>
      facetAst.value.every(
        (g) =>
          g.every((c) => FACETS.includes(c.attribute)) &&
          g.some((c) => r.values[c.attribute]!.some((v) => facetKey(v) === facetKey(c.value)) !== c.negated),
      ) &&
      numericAst.value.every((g) =>
        g.some((c) => c.attribute in r.numbers && numericTest(c, r.numbers[c.attribute]!)),
      ) &&
      words.every((w, i) => wordMatches(w, i === words.length - 1, tokensOf(r.p, r.variants))),
  );

  const sort = params.sortBy ?? (words.length > 0 ? 'relevance' : 'LowToHigh');
  const key = (r: (typeof rows)[number]) =>
    ({
      LowToHigh: r.numbers.price!,
      HighToLow: -r.numbers.price!,
      Newest: -r.numbers.created_at!,
      Popular: -r.numbers.popularity!,
      relevance: 0,
    })[sort];
  matched.sort((a, b) => key(a) - key(b) || a.p.id - b.p.id);

  const facets: Record<string, Record<string, number>> = {};
  for (const name of FACETS) {
    const counts: Record<string, number> = {};
    for (const r of matched) for (const v of r.values[name]!) counts[v] = (counts[v] ?? 0) + 1;
    if (Object.keys(counts).length > 0) facets[name] = counts;
  }
  const prices = matched.map((r) => r.numbers.price!);
  return {
    ids: matched.map((r) => r.p.id),
    shown: new Map(matched.map((r) => [r.p.id, r.shown])),
    facets,
    stats: prices.length
      ? { min: Math.min(...prices), max: Math.max(...prices), sum: prices.reduce((a, b) => a + b, 0) }
      : undefined,
  };
}

function randomParams(rng: Rng, products: readonly IndexableProduct[]): SearchInput {
  const some = () => rng.pick(products);
  const facetValue = (attribute: string): string => {
    const p = some();
    const v = rng.pick(p.variants);
    switch (attribute) {
      case 'color':
        return v.color;
      case 'metal_purity':
        return v.metal_purity;
      case 'diamond_clarity':
        return v.diamond_clarity ?? 'VS1';
      case 'occasion':
        return p.occasion ?? 'Wedding';
      case 'price_band':
        return priceBandOf(v.offerprice);
      case 'trending':
        return String(p.trending);
      default:
        return String((p as unknown as Record<string, unknown>)[attribute]);
    }
  };
  const condition = () => {
    const attribute = rng.chance(0.03) ? 'material' : rng.pick(FACETS);
    const value = rng.chance(0.05) ? 'nothing-like-this' : facetValue(attribute);
    const cased = rng.chance(0.2) ? value.toUpperCase() : value;
    if (!rng.chance(0.2)) return `${attribute}:${cased}`;
    return rng.chance(0.5) ? `-${attribute}:${cased}` : `${attribute}:-${cased}`;
  };
  const facetFilters = Array.from({ length: rng.int(0, 3) }, () =>
    rng.chance(0.5) ? condition() : Array.from({ length: rng.int(1, 3) }, condition),
  );

  const numeric = () => {
    const p = some();
    const v = p.variants[0]!;
    switch (rng.int(0, 5)) {
      case 0:
        return `price${rng.pick(['<', '<=', '>', '>='])}${v.offerprice}`;
      case 1:
        return `price:${Math.round(v.offerprice / 2)} TO ${v.offerprice * 2}`;
      case 2:
        return `stock${rng.pick(['=', '!=', '>'])}${p.stock}`;
      case 3:
        return `diamond_carat>=${v.diamond_carat}`;
      case 4:
        return `created_at>=${Math.floor(Date.parse(p.created_at) / 1000)}`;
      default:
        return `popularity<${p.popularity}`;
    }
  };
  const numericFilters = Array.from({ length: rng.int(0, 2) }, () =>
    rng.chance(0.7) ? numeric() : [numeric(), numeric()],
  );

  let query = '';
  if (rng.chance(0.6)) {
    const words = tokenize(some().name);
    const picked = Array.from({ length: rng.int(1, 2) }, () => rng.pick(words));
    const last = picked.length - 1;
    if (rng.chance(0.3)) picked[last] = picked[last]!.slice(0, Math.max(1, rng.int(1, picked[last]!.length)));
    if (rng.chance(0.3) && picked[0]!.length >= 4) picked[0] = picked[0]![1]! + picked[0]![0]! + picked[0]!.slice(2);
    query = picked.join(' ');
  }
  return {
    query,
    facetFilters,
    numericFilters,
    facets: '*',
    maxValuesPerFacet: 1000,
    sortBy: rng.chance(0.8) ? rng.pick(['LowToHigh', 'HighToLow', 'Newest', 'Popular'] as const) : undefined,
    hitsPerPage: rng.pick([0, 7, 40, 100]),
    page: rng.pick([0, 0, 1, 3]),
    getRankingInfo: true,
  };
}

function checkAgainstReference(r: SearchResponse, ref: RefResult, params: SearchInput): void {
  const label = JSON.stringify(params);
  expect(r.nbHits, label).toBe(ref.ids.length);
  expect(r.facets, label).toEqual(ref.facets);
  for (const counts of Object.values(r.facets)) {
    const order = Object.entries(counts);
    expect(order, label).toEqual([...order].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)));
  }
  if (ref.stats) expect(r.facets_stats.price, label).toEqual({ ...ref.stats, avg: ref.stats.sum / ref.ids.length });
  else expect(r.facets_stats, label).toEqual({});
  // Equal, not the same object: the engine keeps products as strings and reads a page's hits back.
  for (const hit of r.hits) expect(hit.variant, label).toStrictEqual(ref.shown.get(hit.id));

  const hitsPerPage = params.hitsPerPage!;
  const start = params.page! * hitsPerPage;
  const words = tokenize(params.query ?? '').length;
  // Without words, or with a chosen sort (strict, like a sort replica), the order is the reference's.
  if (words === 0 || params.sortBy !== undefined) {
    expect(
      r.hits.map((h) => h.id),
      label,
    ).toEqual(ref.ids.slice(start, start + hitsPerPage));
    return;
  }
  // With words and no sort the order is relevance: the page must be ordered by it, then by id.
  const rank = new Map(ref.ids.map((id, i) => [id, i]));
  const keyOf = (h: SearchResponse['hits'][number]) => {
    const info = h._rankingInfo!;
    return [info.nbTypos, info.attributeScore, info.proximityDistance, words - info.nbExactWords, rank.get(h.id)!];
  };
  for (let i = 1; i < r.hits.length; i++) {
    const a = keyOf(r.hits[i - 1]!);
    const b = keyOf(r.hits[i]!);
    const cmp = a.map((x, k) => x - b[k]!).find((d) => d !== 0) ?? 0;
    expect(cmp, label).toBeLessThan(0);
  }
  expect(r.hits.length, label).toBe(Math.max(0, Math.min(hitsPerPage, ref.ids.length - start)));
  if (ref.ids.length <= hitsPerPage && start === 0)
    expect(
      r.hits.map((h) => h.id).sort((a, b) => a - b),
      label,
    ).toEqual([...ref.ids].sort((a, b) => a - b));
}

describe('engine against a brute-force reference', () => {
  it('agrees on random searches over a generated catalogue', () => {
    const products = makeProducts(500, 21);
    const engine = createSearchEngine(products);
    const rng = createRng(5);
    for (let i = 0; i < 250; i++) {
      const params = randomParams(rng, products);
      checkAgainstReference(engine.search(params), referenceSearch(products, params), params);
    }
  });

  it('still agrees after a stream of upserts and removals', () => {
    const all = makeProducts(700, 33);
    const catalogue = new Map(all.slice(0, 400).map((p) => [p.id, p]));
    const engine = createSearchEngine([...catalogue.values()]);
    const rng = createRng(8);
    for (let round = 0; round < 40; round++) {
      for (let k = 0; k < 10; k++) {
        const choice = rng.int(0, 2);
        if (choice === 0) {
          const p = rng.pick(all);
          catalogue.set(p.id, p);
          engine.upsert(p);
        } else if (choice === 1) {
          // A changed product: new name, category, prices; sometimes no priced variant left.
          const base = rng.pick(all);
          const donor = rng.pick(all);
          const variants = rng.chance(0.1) ? donor.variants.map((v) => ({ ...v, offerprice: 0 })) : donor.variants;
          const changed = { ...donor, id: base.id, sku: base.sku, variants, popularity: rng.int(0, 100) };
          if (variants.some((v) => v.offerprice > 0)) catalogue.set(base.id, changed);
          else catalogue.delete(base.id);
          engine.upsert(changed);
        } else {
          const id = rng.pick(all).id;
          catalogue.delete(id);
          engine.remove(id);
        }
      }
      expect(engine.size).toBe(catalogue.size);
      for (let q = 0; q < 6; q++) {
        const params = randomParams(rng, all);
        checkAgainstReference(engine.search(params), referenceSearch([...catalogue.values()], params), params);
      }
    }
  });
});
