// Search candidates side by side: build time, memory, and the latency of listing-style queries (words,
// two facet filters, every facet counted). `npx tsx scripts/bench/search-engines.ts [sizes...]
// [--only=name] [--paged [--page=n]]` prints the table (by default every candidate at 10,000 and 1,00,000 products, and the
// store's engine alone at 10,00,000: the libraries take minutes there); benchSearch() measures the
// engine the store uses, for the project's main bench, and benchTypeahead() its typeahead on words
// no search has seen before. 10 lakh products need a heap above Node's default: the npm scripts
// pass --max-old-space-size.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pathToFileURL } from 'node:url';
import { INDEX_PAGE_SIZE } from '../../server/catalog/catalog.service.ts';
import { createSearchEngine, startSearchEngine } from '../../server/search/engine.ts';
import { createPrng } from '../../domain/random/prng.ts';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { makeProductPages, makeProducts } from '../../tests/support/product-factory.ts';
import { miniSearchCandidate } from './search-minisearch.ts';
import { oramaCandidate } from './search-orama.ts';
import { BENCH_QUERIES, percentile, type Candidate, type Searcher } from './search-workload.ts';

export interface Row {
  engine: string;
  products: number;
  buildMs: number;
  /** CPU time of the build (all threads, the collector's included), in ms. */
  buildCpuMs: number;
  /** The process's highest resident memory so far, after the build, in MiB (sizes run smallest first). */
  peakRssMiB: number;
  /**
   * Growth of the JS heap from before the products were generated to after the index is built and
   * the generated products are let go, after full collections, in MiB: what the candidate keeps.
   */
  heapMiB: number;
  /** The same plus array buffers (bitsets, typed arrays live outside the JS heap), in MiB. */
  memoryMiB: number;
  /** The process's resident memory after the build, with the generated products let go, in MiB. */
  rssMiB: number;
  /**
   * The JS heap the generated products took as objects before any index was built (let go since);
   * 0 when they were handed in pages, as the store reads its catalogue.
   */
  productsMiB: number;
  medianMs: number;
  p99Ms: number;
  iterations: number;
}

export const suvarnaCandidate: Candidate = {
  name: 'own (bitsets)',
  build(products) {
    // Without remembered answers: this measures the search, not the memory of it.
    const engine = createSearchEngine(products, { rememberedAnswers: 0 });
    return {
      search: (q) =>
        engine.search({ query: q.query, facetFilters: q.facetFilters, facets: q.facets, hitsPerPage: q.hitsPerPage }),
    };
  },
};

/**
 * Products per page when the store's engine is built as the store builds it (search-index.service.ts
 * reads INDEX_PAGE_SIZE at a time). Earlier figures were taken with pages of 10,000 (`--page=10000`):
 * V8 lets the heap grow to ~4× what it holds, the page being indexed most of it, so the page's size
 * moved the peak by ~100 MiB at 10 lakh (docs/decisions/2026-12-04-search-build-peak.md).
 */
let pageSize = INDEX_PAGE_SIZE;

/**
 * The store's engine filled a page at a time, each page let go before the next is made. Making the
 * products (the store's database reads) is timed apart and left out of the build's time and CPU.
 */
function buildPaged(size: number, seed: number) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let makingMs = 0;
  let makingCpu = 0;
  const building = startSearchEngine(size, { rememberedAnswers: 0 });
  const pages = makeProductPages(size, pageSize, seed);
  // A page lives only inside this call, as the store's pages do (catalog.service.ts): held by the loop
  // while the next one was made, two pages were live at a time, and V8 lets its heap grow to a few
  // times what it holds.
  const addNext = (): boolean => {
    const t = performance.now();
    const c = process.cpuUsage();
    const next = pages.next();
    makingMs += performance.now() - t;
    const used = process.cpuUsage(c);
    makingCpu += used.user + used.system;
    if (next.done) return false;
    building.add(next.value);
    return true;
  };
  while (addNext());
  building.settle();
  const { engine } = building;
  const cpu = process.cpuUsage(cpuStarted);
  const searcher: Searcher = {
    search: (q) =>
      engine.search({ query: q.query, facetFilters: q.facetFilters, facets: q.facets, hitsPerPage: q.hitsPerPage }),
  };
  return {
    searcher,
    buildMs: performance.now() - started - makingMs,
    cpuMicros: cpu.user + cpu.system - makingCpu,
  };
}

export const CANDIDATES: Candidate[] = [suvarnaCandidate, miniSearchCandidate, oramaCandidate];

function collector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
}

const WARMUP = 300;
const MAX_ITERATIONS = 6_000;
const TIME_BUDGET_MS = 4_000;
const MIN_ITERATIONS = 60;

/** `paged`: the store's engine built from pages of `pageSize` products, as the store builds it. */
export async function measure(candidate: Candidate, size: number, seed = 42, paged = false): Promise<Row> {
  const collect = collector();
  collect();
  const empty = process.memoryUsage();
  // The generated objects go once the index is built, as the store's loaded rows do: what stays is
  // what the candidate keeps (our engine: the products in its compact form, and the index).
  const { searcher, buildMs, before, cpuMicros } = paged
    ? { ...buildPaged(size, seed), before: empty }
    : await buildFrom(candidate, makeProducts(size, seed), collect);
  const peakRssMiB = process.resourceUsage().maxRSS / 1024;
  collect();
  const after = process.memoryUsage();
  const heapMiB = (after.heapUsed - empty.heapUsed) / 2 ** 20;
  const rssMiB = after.rss / 2 ** 20;
  const productsMiB = (before.heapUsed - empty.heapUsed) / 2 ** 20;
  const memoryMiB = heapMiB + (after.external - empty.external) / 2 ** 20;

  // Every query at least once whatever the time: a first search builds what later ones reuse (a sort
  // order, a colour's price view, the word matches), at 10 lakh products seconds of work and a full
  // collection of the heap, which was the measured p99 when a loaded machine cut the warm-up short.
  // Slow candidates (Orama at 100,000 products) get fewer rounds rather than an hour-long run.
  const warmUntil = performance.now() + TIME_BUDGET_MS / 2;
  for (let i = 0; i < WARMUP && (i < BENCH_QUERIES.length || performance.now() < warmUntil); i++)
    searcher.search(BENCH_QUERIES[i % BENCH_QUERIES.length]!);
  // The garbage of those first searches is collected now rather than in the middle of the measurement.
  collect();
  const times: number[] = [];
  const until = performance.now() + TIME_BUDGET_MS;
  for (let i = 0; i < MAX_ITERATIONS && (i < MIN_ITERATIONS || performance.now() < until); i++) {
    const q = BENCH_QUERIES[i % BENCH_QUERIES.length]!;
    const t = performance.now();
    searcher.search(q);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    engine: candidate.name,
    products: size,
    buildMs: Math.round(buildMs),
    buildCpuMs: Math.round(cpuMicros / 1000),
    peakRssMiB: Math.round(peakRssMiB),
    heapMiB: Math.round(heapMiB * 10) / 10,
    memoryMiB: Math.round(memoryMiB * 10) / 10,
    rssMiB: Math.round(rssMiB),
    productsMiB: Math.round(productsMiB),
    medianMs: round3(percentile(times, 50)),
    p99Ms: round3(percentile(times, 99)),
    iterations: times.length,
  };
}

async function buildFrom(candidate: Candidate, products: readonly IndexableProduct[], collect: () => void) {
  collect();
  const before = process.memoryUsage();
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const searcher = await candidate.build(products);
  const cpu = process.cpuUsage(cpuStarted);
  return { searcher, buildMs: performance.now() - started, before, cpuMicros: cpu.user + cpu.system };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The store's engine only, for `npm run bench`. */
export async function benchSearch(sizes: number[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const size of sizes) rows.push(await measure(suvarnaCandidate, size, 42, true));
  return rows;
}

export interface TypeaheadRow {
  products: number;
  /** Distinct words searched, each once. */
  words: number;
  medianMs: number;
  p99Ms: number;
}

/**
 * The header's typeahead (query only, 6 hits) on words no search has asked before, so neither the
 * engine's remembered answers nor the vocabulary's remembered matches help: catalogue words cut short
 * and given a typo (a letter changed, dropped or doubled), every one different.
 */
export function benchTypeahead(size: number, seed = 7): TypeaheadRow {
  const engine = createSearchEngine(makeProducts(size, 42));
  const rng = createPrng(seed);
  const stems = [...new Set(makeProducts(200, 1).flatMap((p) => p.name.toLowerCase().split(/\s+/)))];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const seen = new Set<string>();
  const fresh = (): string => {
    for (;;) {
      const stem = rng.pick(stems);
      const cut = stem.slice(0, rng.int(2, Math.max(2, stem.length)));
      const at = rng.int(0, cut.length - 1);
      const letter = rng.pick([...letters]);
      const word = rng.pick([
        cut.slice(0, at) + letter + cut.slice(at + 1),
        cut.slice(0, at) + cut.slice(at + 1),
        cut + letter,
      ]);
      const query = rng.chance(0.5) ? word : `${rng.pick(stems)} ${word}`;
      if (word.length >= 2 && !seen.has(query)) {
        seen.add(query);
        return query;
      }
    }
  };
  for (let i = 0; i < 200; i++) engine.search({ query: fresh(), hitsPerPage: 6 });
  const times: number[] = [];
  const until = performance.now() + TIME_BUDGET_MS;
  for (let i = 0; i < MAX_ITERATIONS && (i < MIN_ITERATIONS || performance.now() < until); i++) {
    const query = fresh();
    const t = performance.now();
    engine.search({ query, hitsPerPage: 6 });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    products: size,
    words: times.length,
    medianMs: round3(percentile(times, 50)),
    p99Ms: round3(percentile(times, 99)),
  };
}

export function formatRows(rows: readonly Row[]): string {
  const head = [
    'engine',
    'products',
    'build ms',
    'build CPU ms',
    'peak RSS MiB',
    'kept MiB',
    'RSS after GC MiB',
    'median ms',
    'p99 ms',
    'runs',
  ];
  const body = rows.map((r) =>
    [
      r.engine,
      r.products.toLocaleString('en-IN'),
      r.buildMs,
      r.buildCpuMs,
      r.peakRssMiB,
      r.memoryMiB,
      r.productsMiB > 0 ? `${r.rssMiB} (objects were ${r.productsMiB})` : `${r.rssMiB} (paged)`,
      r.medianMs,
      r.p99Ms,
      r.iterations,
    ].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const sizes = args.map(Number).filter((n) => n > 0);
  const only = args
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .toLowerCase();
  const candidates = CANDIDATES.filter((c) => !only || c.name.toLowerCase().includes(only));
  if (candidates.length === 0)
    throw new Error(`--only=${only} names no engine: ${CANDIDATES.map((c) => `"${c.name}"`).join(', ')}`);
  // The store's engine built from pages, as the store and `npm run bench` build it.
  const paged = args.includes('--paged');
  const page = Number(args.find((a) => a.startsWith('--page='))?.slice('--page='.length));
  if (page > 0) pageSize = page;
  const rows: Row[] = [];
  for (const size of sizes.length > 0 ? sizes : [10_000, 100_000, 1_000_000]) {
    for (const candidate of candidates) {
      if (size > 100_000 && candidate !== suvarnaCandidate && sizes.length === 0) continue;
      const row = await measure(candidate, size, 42, paged && candidate === suvarnaCandidate);
      console.error(`${row.engine} @ ${size}: median ${row.medianMs} ms`);
      rows.push(row);
    }
  }
  console.log(formatRows(rows));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
