// `npm run bench`: one table of the figures docs/design.md and the issues name. In-process search over
// 10,000, 1,00,000 and 10,00,000 generated products, and the typeahead on words never searched before; restproxy and api2/product over HTTP (autocannon, 50
// connections) against bare node:http answering the same bytes, as a ratio; placed orders per
// second (generate + confirm, cash on delivery) on PGlite and the PostgreSQL server; image resizing
// per second against raw sharp on the same picture. `-- --quick` for shorter runs, `-- --only http`
// (or search, checkout, orders, rates, images) for one area; the orders desk's filtered list at 1,00,000 orders;
// a metal rate applied to 1,00,000 variants; the server render of home, a listing and a product page
// against bare React rendering the same tree (`-- --only render`).
// Rows measured against a floor in the same run (HTTP, render) are ratios: `-- --save` writes them to
// scripts/bench/last-figures.json, `-- --check` compares them with it and exits 1 when any is more
// than 10% worse, naming the rows (scripts/bench/ratio-check.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { benchCheckout } from './checkout.ts';
import { benchHttp } from './http.ts';
import { benchImages } from './images.ts';
import { benchOrdersDesk } from './orders-desk.ts';
import { benchRates } from './rates.ts';
import { compareRatios, describeCheck, mergeRatios, parseLastFigures, type LastFigures } from './ratio-check.ts';
import { benchRender } from './render.ts';
import { benchSearch, benchTypeahead } from './search-engines.ts';

const LAST_FIGURES = path.join(import.meta.dirname, 'last-figures.json');
/** Pages each process renders before the server render rows are timed (the store's and bare React's). */
const RENDER_WARM_UP = 100;

interface Line {
  area: string;
  measure: string;
  median: string;
  p99: string;
  rate: string;
}

const ms = (n: number) => `${n} ms`;
const perSecond = (n: number) => `${Math.round(n).toLocaleString('en-IN')}/s`;

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const check = process.argv.includes('--check');
  const save = process.argv.includes('--save');
  const areas = ['search', 'http', 'render', 'checkout', 'orders', 'rates', 'images'];
  if (only !== undefined && !areas.includes(only)) throw new Error(`--only takes one of ${areas.join(', ')}`);
  /** One area's rows, or none when `--only` names another. */
  const rowsOf = async <T>(area: string, label: string, run: () => Promise<T[]>): Promise<T[]> => {
    if (only !== undefined && only !== area) return [];
    console.error(label);
    return run();
  };
  const lines: Line[] = [];
  /** This run's ratios to their floors, by row: what --check compares and --save keeps. */
  const ratios: Record<string, number> = {};
  const loadAtStart = loadavg()[0]!;

  for (const row of await rowsOf('search', 'search (in process)…', () =>
    benchSearch(quick ? [10_000] : [10_000, 100_000, 1_000_000]),
  )) {
    lines.push({
      area: 'search, in process',
      measure: `text + 2 facet filters + facet counts, ${row.products.toLocaleString('en-IN')} products`,
      median: ms(row.medianMs),
      p99: ms(row.p99Ms),
      // The index holds the products (compact); the products were handed in pages of 10,000, as the
      // store reads its catalogue, each let go before the next was made.
      rate: `build ${row.buildMs} ms (CPU ${row.buildCpuMs} ms), peak RSS ${row.peakRssMiB} MiB, index with products ${row.memoryMiB} MiB, RSS after GC ${row.rssMiB} MiB`,
    });
  }
  for (const row of await rowsOf('search', 'search typeahead (words never seen)…', async () => [
    benchTypeahead(quick ? 10_000 : 100_000),
  ])) {
    lines.push({
      area: 'search, in process',
      measure: `typeahead, 6 hits, ${row.words} words never searched before, ${row.products.toLocaleString('en-IN')} products`,
      median: ms(row.medianMs),
      p99: ms(row.p99Ms),
      rate: '',
    });
  }

  for (const row of await rowsOf('http', 'HTTP (autocannon, the store against bare node:http)…', () =>
    benchHttp({ seconds: quick ? 3 : 8, rounds: quick ? 1 : 2 }),
  )) {
    const errors = row.store.errors + row.bare.errors;
    ratios[`http: ${row.call}`] = row.ratio;
    lines.push({
      area: 'HTTP, 50 connections',
      measure: `${row.call} (${row.answerKiB} KiB)`,
      median: `${ms(row.store.medianMs)} (bare ${ms(row.bare.medianMs)})`,
      p99: `${ms(row.store.p99Ms)} (bare ${ms(row.bare.p99Ms)})`,
      rate: `${perSecond(row.store.requestsPerSecond)} against ${perSecond(row.bare.requestsPerSecond)}: ${row.ratio.toFixed(2)}× bare node:http (target ${row.target}×${row.ratio >= row.target ? ', met' : ', NOT MET'})${errors ? `, ${errors} errors` : ''}`,
    });
  }

  for (const row of await rowsOf('render', 'server render (the store against bare React)…', () =>
    // 100 pages of warm-up in either mode: a fresh process spends its first pages compiling (40 ms
    // of CPU a product page in the first 20, 10.5 from about the 100th), and a short run's median
    // fell among them (docs/decisions/2026-11-29-render-and-api-cost.md).
    benchRender({ samples: quick ? 50 : 200, warmUp: RENDER_WARM_UP }),
  )) {
    ratios[`render: ${row.page}`] = row.ratio;
    lines.push({
      area: 'server render, cache miss',
      measure: `${row.page} (${row.path.length > 24 ? `${row.path.slice(0, 23)}…` : row.path}), ${Math.round(row.bytes / 1024)} KiB${row.sameBytes ? '' : ', NOT the bytes the floor rendered'}`,
      median: `${ms(row.store.medianMs)} (bare React ${ms(row.floor.medianMs)})`,
      p99: `${ms(row.store.p99Ms)} (bare React ${ms(row.floor.p99Ms)})`,
      rate: `${perSecond(row.store.pagesPerCoreSecond)} per core against ${perSecond(row.floor.pagesPerCoreSecond)}: ${row.ratio.toFixed(2)}× bare React (target 300/s per core${row.store.pagesPerCoreSecond >= 300 ? ', met' : ', NOT MET'})`,
    });
  }

  for (const row of await rowsOf('checkout', 'checkout (placed orders)…', () =>
    benchCheckout({ orders: quick ? 60 : 200 }),
  )) {
    lines.push({
      area: `checkout, ${row.database}`,
      measure: `cash-on-delivery orders placed (generate, code, confirm), 10 shoppers at once, ${row.orders} orders`,
      median: ms(row.medianMs),
      p99: ms(row.p99Ms),
      rate: `${perSecond(row.perSecond)}${row.failures ? `, ${row.failures} failed` : ''}`,
    });
  }

  for (const row of await rowsOf('orders', 'orders desk list…', () =>
    benchOrdersDesk({ orders: quick ? 20_000 : 100_000, rounds: quick ? 30 : 100 }),
  )) {
    lines.push({
      area: `orders desk, ${row.database}`,
      measure: `a filtered page with total and counts per status (${row.filter}), ${row.orders.toLocaleString('en-IN')} orders`,
      median: ms(row.medianMs),
      p99: ms(row.p99Ms),
      rate: '',
    });
  }

  for (const row of await rowsOf('rates', 'metal rate apply…', () =>
    benchRates({ variants: quick ? 20_000 : 100_000 }),
  )) {
    lines.push({
      area: `metal rates, ${row.database}`,
      measure: `apply a new 18K rate: ${row.variants.toLocaleString('en-IN')} variants repriced in one transaction`,
      median: `${(row.applyMs / 1000).toFixed(2)} s (one run)`,
      p99: '',
      rate: `${row.repriced.toLocaleString('en-IN')} moved; load ${row.load}`,
    });
  }

  for (const row of await rowsOf('images', 'images…', () => benchImages())) {
    lines.push({
      area: 'images',
      measure: `${row.case}, ${row.format} ${row.size}px`,
      median: `${row.meanMs} ms (mean)`,
      p99: '',
      rate: perSecond(row.perSecond),
    });
  }

  const head: Line = { area: 'area', measure: 'measure', median: 'median', p99: 'p99', rate: 'rate / notes' };
  const keys = Object.keys(head) as (keyof Line)[];
  const widths = keys.map((k) => Math.max(head[k].length, ...lines.map((l) => l[k].length)));
  const render = (l: Line) => `| ${keys.map((k, i) => l[k].padEnd(widths[i]!)).join(' | ')} |`;
  console.log([render(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(render)].join('\n'));
  const loadAtEnd = loadavg()[0]!;
  console.log(
    `\nLoad average (1 min): ${loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end, on ${availableParallelism()} cores.`,
  );

  if (check) {
    let saved: LastFigures;
    try {
      saved = parseLastFigures(readFileSync(LAST_FIGURES, 'utf8'));
    } catch (err) {
      throw new Error(
        `--check needs ${path.relative(process.cwd(), LAST_FIGURES)} (npm run bench -- --save): ${String(err)}`,
        { cause: err },
      );
    }
    const result = compareRatios(saved.ratios, ratios);
    console.log(
      `\nAgainst the figures saved ${saved.measuredAt} (load ${saved.load.toFixed(2)} on ${saved.cores} cores):\n${describeCheck(result).join('\n')}`,
    );
    if (result.worse.length > 0) process.exitCode = 1;
  }
  if (save) {
    let before: LastFigures['ratios'] = {};
    try {
      before = parseLastFigures(readFileSync(LAST_FIGURES, 'utf8')).ratios;
    } catch {
      // No file yet, or one of another shape: this run's rows start it.
    }
    const figures: LastFigures = {
      measuredAt: new Date().toISOString(),
      load: Math.round(Math.max(loadAtStart, loadAtEnd) * 100) / 100,
      cores: availableParallelism(),
      ratios: mergeRatios(before, ratios),
    };
    writeFileSync(LAST_FIGURES, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`\nSaved ${Object.keys(ratios).length} ratio(s) to ${path.relative(process.cwd(), LAST_FIGURES)}.`);
  }
}

await main();
