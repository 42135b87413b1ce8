// `npm run bench:web`: the storefront as Lighthouse and a shopper's first visit see it. Starts the
// production build in its own process (demo catalogue, own PGlite database) and, for the home page,
// a category listing and a product page, prints: Lighthouse's four category scores on its mobile
// preset (simulated slow 4G and a 4× slower CPU) with LCP, TBT and CLS; the gzipped JavaScript the
// page loads first; and the server's render time (median and p99 of sequential requests).
// The store is served as it is deployed: over HTTPS with HTTP/2 (a throw-away certificate that
// Chromium is told to accept), since no shopper's browser meets it over plain HTTP/1.1, where the
// page's files queue on six connections (docs/decisions/2026-11-24-http2.md).
// Options: --runs N (Lighthouse runs per page; the median by performance score is shown, default 1);
// --http1 (plain HTTP/1.1 instead, for comparison); --js (no Lighthouse: only the first-load JavaScript,
// of these pages and of one page of each other kind, against the 120 KB budget; the run fails, exit code 1,
// when a page is over it); --lcp (each page's LCP element and Lighthouse's breakdown of its LCP: time to
// first byte, load delay, load time, render delay); --pages home,listing (only those of home, listing, product
// and checkout, for a shorter run); --save-lhr DIR (each Lighthouse report as JSON in DIR, to read which
// requests and tasks a page's LCP and TBT were made of); --warm (one Lighthouse visit of each page before
// the measured ones, not counted: the store renders a picture on its first request and keeps it on disk,
// so a fresh store's first visit waits for the renders as no visitor of a running store does, and
// Lighthouse's simulation then counts in the LCP whatever the browser fetched while it waited);
// --store DIR (run another checkout's store, with its own code and build, e.g. main beside a branch,
// so that both are measured by the same bench in the same sitting); --main-thread (each page's main-thread
// time by kind, Lighthouse's mainthread-work-breakdown of the median run: style and layout, script
// evaluation, parsing and compiling, painting, the rest).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { Product } from '../../domain/catalog/product.ts';
import { ensureBuild } from '../build/ensure-build.ts';
import { fetchGet, firstLoadJs, JS_BUDGET_KB, OTHER_PAGES, type Get } from './first-load-js.ts';
import { h2Request, openH2Session } from '../../tests/support/h2-client.ts';
import { writeSelfSignedCert } from '../../tests/support/self-signed-cert.ts';
import { spawnStore } from '../../tests/support/spawn-store.ts';
import { storedCart } from '../../tests/support/device-cart.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RENDER_SAMPLES = 200;

interface PageFigures {
  page: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipKB: number;
  jsFiles: number;
  renderMedianMs: number;
  renderP99Ms: number;
  lcp: LcpBreakdown;
  mainThread: { group: string; ms: number }[];
}

/** Lighthouse's `largest-contentful-paint-element` audit: the element and the LCP's four phases (ms). */
interface LcpBreakdown {
  element: string;
  phases: { phase: string; ms: number }[];
}

interface ListDetails {
  items?: { items?: { node?: { snippet?: string; selector?: string }; phase?: string; timing?: number }[] }[];
}

function lcpBreakdown(details: unknown): LcpBreakdown {
  const [elementTable, phaseTable] = (details as ListDetails | undefined)?.items ?? [];
  const node = elementTable?.items?.[0]?.node;
  return {
    element: node ? `${node.snippet ?? ''} (${node.selector ?? ''})` : 'none reported',
    phases: (phaseTable?.items ?? []).map((p) => ({ phase: p.phase ?? '?', ms: Math.round(p.timing ?? NaN) })),
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Server render time of a page: sequential requests, so each figure is one render alone. */
async function renderTimes(get: Get, pagePath: string): Promise<{ median: number; p99: number }> {
  const once = async () => {
    const started = performance.now();
    const res = await get(pagePath, { accept: 'text/html', 'accept-encoding': 'gzip' });
    if (res.status !== 200) throw new Error(`${pagePath}: ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await once(); // warm-up: JIT, caches
  const times: number[] = [];
  for (let i = 0; i < RENDER_SAMPLES; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { median: round1(quantile(times, 0.5)), p99: round1(quantile(times, 0.99)) };
}

/** Tries per run: Chromium's trace now and then misses its navigation start (NO_NAVSTART). */
const LIGHTHOUSE_TRIES = 3;

async function lighthouseRun(url: string, port: number, keepStorage = false, saveAs?: string) {
  let lhr;
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // The checkout's cart, written before the run, stays (Lighthouse clears the origin's storage).
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    lhr = result.lhr;
    if (!lhr.runtimeError) {
      if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
      break;
    }
    const failure = `Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === LIGHTHOUSE_TRIES) throw new Error(failure);
    console.error(`${failure}; trying again`);
  }
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}: ${ref.id}`),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as PageFigures['scores'],
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    lcp: lcpBreakdown(lhr.audits['largest-contentful-paint-element']?.details),
    mainThread: mainThreadBreakdown(lhr.audits['mainthread-work-breakdown']?.details),
    failing,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

/** Lighthouse's `mainthread-work-breakdown`: milliseconds of main-thread work by kind, largest first. */
function mainThreadBreakdown(details: unknown): { group: string; ms: number }[] {
  const items = (details as { items?: { groupLabel?: string; group?: string; duration?: number }[] } | undefined)
    ?.items;
  return (items ?? [])
    .map((item) => ({ group: item.groupLabel ?? item.group ?? '?', ms: Math.round(item.duration ?? 0) }))
    .sort((a, b) => b.ms - a.ms);
}

/** The product's page of a piece in stock, not made to order, among the first shown: the checkout's piece. */
async function pieceInStock(post: (path: string, body: unknown) => Promise<string>): Promise<Product> {
  const page = JSON.parse(await post('/api/api2/allproducts', { limit: 20 })) as { result: { value: string }[] };
  for (const { value } of page.result) {
    const product = (JSON.parse(await post('/api/api2/product', { value })) as { result: Product }).result;
    if (product.made_to_order === 'false' && product.stock >= 1) return product;
  }
  throw new Error('no piece in stock among the first 20 products');
}

/**
 * The device cart written into the Lighthouse browser's storage for the store's origin, as a shopper
 * arriving at the checkout has it (without it the checkout sends the browser to /cart, and
 * Lighthouse measures the cart). Through the DevTools protocol, on the browser Lighthouse drives.
 */
async function seedCart(port: number, origin: string, cart: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((stored) => localStorage.setItem('suvarna.cart', stored), cart);
    await page.close();
  } finally {
    // Closing a connected browser only drops the connection; Chromium stays for Lighthouse.
    await browser.close();
  }
}

/** Prints the first-load JavaScript of each page against the budget; the number of pages over it. */
async function printFirstLoadJs(get: Get, pages: [string, string][]): Promise<number> {
  const rows: string[][] = [];
  for (const [name, pagePath] of pages) {
    const html = (await get(pagePath, { accept: 'text/html' })).body.toString('utf8');
    const js = await firstLoadJs(get, html);
    const kb = round1(js.gzipBytes / 1024);
    rows.push([
      `${name} (${pagePath})`,
      `${kb} KB in ${js.files} files`,
      kb <= JS_BUDGET_KB ? 'within' : `over by ${round1(kb - JS_BUDGET_KB)} KB`,
    ]);
  }
  const head = ['page', 'first-load JS (gzip)', `budget ${JS_BUDGET_KB} KB`];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log([line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
  const over = rows.filter((r) => r[2] !== 'within').length;
  if (over > 0) console.error(`${over} page(s) over the ${JS_BUDGET_KB} KB budget of first-load JavaScript.`);
  return over;
}

async function main(): Promise<void> {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
  const http1 = process.argv.includes('--http1');
  const jsOnly = process.argv.includes('--js');
  const showLcp = process.argv.includes('--lcp');
  const showMainThread = process.argv.includes('--main-thread');
  const pagesArg = process.argv.indexOf('--pages');
  const only = pagesArg > 0 ? new Set((process.argv[pagesArg + 1] ?? '').split(',')) : undefined;
  const lhrArg = process.argv.indexOf('--save-lhr');
  const lhrDir = lhrArg > 0 ? process.argv[lhrArg + 1] : undefined;
  if (lhrDir) mkdirSync(lhrDir, { recursive: true });
  const warm = process.argv.includes('--warm');
  const storeArg = process.argv.indexOf('--store');
  const storeRoot = storeArg > 0 ? path.resolve(process.argv[storeArg + 1] ?? '') : undefined;
  const load = loadavg()[0]!;
  // Another checkout brings its own build (its `npm run build`); this one's is built when stale.
  if (storeRoot === undefined) await ensureBuild((m) => console.error(m), { quiet: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suvarna-bench-web-'));
  const cert = http1 ? null : await writeSelfSignedCert(dataDir);
  const store = await spawnStore(
    { DATA_DIR: dataDir, ...(cert ? { TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: cert.keyFile } : {}) },
    { root: storeRoot },
  );
  const session = cert ? await openH2Session(store.baseUrl, cert.cert) : null;
  // node:http2 leaves the body as it came: compressed, so its length is the bytes on the wire.
  const get: Get = session
    ? async (p, headers) => {
        const res = await h2Request(session, p, { headers });
        return { status: res.status, body: res.body, wireBytes: res.body.byteLength };
      }
    : fetchGet(store.baseUrl);
  const chrome = jsOnly
    ? null
    : await chromeLauncher.launch({
        chromePath: CHROMIUM,
        // The bench's certificate is its own: Chromium takes it as a browser takes a real one.
        chromeFlags: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          ...(cert ? ['--ignore-certificate-errors'] : []),
        ],
      });
  try {
    const query = {
      method: 'POST',
      body: JSON.stringify({ limit: 1 }),
      headers: { 'content-type': 'application/json' },
    };
    const post = async (p: string, body: unknown) => {
      const call = { ...query, body: JSON.stringify(body) };
      return session ? (await h2Request(session, p, call)).text() : (await fetch(`${store.baseUrl}${p}`, call)).text();
    };
    const sample = await post('/api/api2/allproducts', { limit: 1 });
    const value = (JSON.parse(sample) as { result: { value: string }[] }).result[0]!.value;
    const allPages: [string, string][] = [
      ['home', '/'],
      ['listing', '/jewellery/rings'],
      ['product', `/${value}`],
      // With a piece in the device cart (seedCart), as a shopper arrives: with none, the page would
      // send the browser to /cart, and the figures would be the cart's.
      ['checkout', '/checkout'],
    ];
    const pages = only ? allPages.filter(([name]) => only.has(name)) : allPages;
    if (pages.length === 0) throw new Error(`--pages: none of ${allPages.map(([name]) => name).join(', ')}`);
    if (jsOnly) {
      if ((await printFirstLoadJs(get, [...pages, ...OTHER_PAGES])) > 0) process.exitCode = 1;
      return;
    }
    const rows: PageFigures[] = [];
    let piece: Product | undefined;
    const notes: string[] = [];
    for (const [name, pagePath] of pages) {
      const url = `${store.baseUrl}${pagePath}`;
      console.error(`${name}: ${pagePath}`);
      const html = (await get(pagePath, { accept: 'text/html' })).body.toString('utf8');
      const js = await firstLoadJs(get, html);
      const render = await renderTimes(get, pagePath);
      const results = [];
      const cart =
        pagePath === '/checkout'
          ? storedCart([{ product: (piece ??= await pieceInStock(post)), variant: piece.variants[0]! }])
          : null;
      if (warm) {
        if (cart) await seedCart(chrome!.port, store.baseUrl, cart);
        await lighthouseRun(url, chrome!.port, cart !== null);
      }
      for (let i = 0; i < runs; i++) {
        if (cart) await seedCart(chrome!.port, store.baseUrl, cart);
        const saveAs = lhrDir ? path.join(lhrDir, `${name}-${i + 1}.json`) : undefined;
        results.push(await lighthouseRun(url, chrome!.port, cart !== null, saveAs));
      }
      // The run ended on the checkout, not on /cart (where an empty or refused cart sends it).
      if (cart && !results.every((r) => r.finalPath === '/checkout'))
        throw new Error(`checkout: Lighthouse ended on ${results.map((r) => r.finalPath).join(', ')}, not /checkout`);
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      const lh = results[Math.floor(results.length / 2)]!;
      for (const f of lh.failing) notes.push(`${name}: ${f}`);
      rows.push({
        page: name,
        path: pagePath,
        ...lh,
        jsGzipKB: round1(js.gzipBytes / 1024),
        jsFiles: js.files,
        renderMedianMs: render.median,
        renderP99Ms: render.p99,
      });
    }

    const head = [
      'page',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'first-load JS (gzip)',
      'SSR median / p99',
    ];
    const body = rows.map((r) => [
      `${r.page} (${r.path.length > 28 ? `${r.path.slice(0, 27)}…` : r.path})`,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores['best-practices']),
      String(r.scores.seo),
      `${r.lcpMs} ms`,
      `${r.tbtMs} ms`,
      String(r.cls),
      `${r.jsGzipKB} KB in ${r.jsFiles} files`,
      `${r.renderMedianMs} / ${r.renderP99Ms} ms`,
    ]);
    const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log([line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n'));
    console.log(
      `\nLighthouse ${runs} run(s) per page${warm ? ' after one unmeasured visit (pictures rendered)' : ''}, mobile preset, over ${http1 ? 'plain HTTP/1.1' : 'HTTPS with HTTP/2'}; Chromium ${CHROMIUM}${storeRoot ? `; the store of ${storeRoot}` : ''}.`,
    );
    console.log(
      `Load average at the start: ${load.toFixed(2)} on ${availableParallelism()} cores${load > 1 ? " (busy: Lighthouse scores TBT and LCP from this machine's own speed, so figures taken now read worse)" : ''}.`,
    );
    if (showLcp)
      for (const r of rows)
        console.log(
          `\n${r.page}: LCP ${r.lcpMs} ms, element ${r.lcp.element}\n  ${r.lcp.phases.map((p) => `${p.phase} ${p.ms} ms`).join(', ') || 'no breakdown'}`,
        );
    if (showMainThread)
      for (const r of rows)
        console.log(`\n${r.page}: main thread ${r.mainThread.map((m) => `${m.group} ${m.ms} ms`).join(', ')}`);
    if (rows.some((r) => r.jsGzipKB > JS_BUDGET_KB)) {
      console.error(`First-load JavaScript over the ${JS_BUDGET_KB} KB budget.`);
      process.exitCode = 1;
    }
    if (notes.length)
      console.log(`Audits short of full marks (a11y, best practices, SEO):\n${notes.map((n) => `- ${n}`).join('\n')}`);
  } finally {
    session?.close();
    chrome?.kill();
    store.child.kill('SIGTERM');
    await store.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
