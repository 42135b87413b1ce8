// `npm run bench:web`: the storefront as Lighthouse and a shopper's first visit see it. Starts the
// production build in its own process (demo catalogue, own PGlite database) and, for the home page,
// a category listing and a product page, prints: Lighthouse's four category scores on its mobile
// preset (simulated slow 4G and a 4× slower CPU) with LCP, TBT and CLS; the gzipped JavaScript the
// page loads first; and the server's render time (median and p99 of sequential requests).
// Options: --runs N (Lighthouse runs per page; the median by performance score is shown, default 1).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from '../build/ensure-build.ts';
import { spawnStore } from '../../tests/support/spawn-store.ts';

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
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The JavaScript a first visit loads: the modulepreload links and the modules the boot script
 * imports (statically or with import()). Not every /assets/*.js the HTML names: React Router's
 * inline manifest also lists the root's index route, which the page never loads.
 */
async function firstLoadJs(baseUrl: string, html: string): Promise<{ gzipBytes: number; files: number }> {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const imported = [...html.matchAll(/\bimport(?:\s*\*\s*as\s+\w+\s+from\s*|\s*\(\s*)"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const bundles = [...new Set([...preloads, ...imported])];
  let gzipBytes = 0;
  for (const bundle of bundles) {
    const res = await fetch(`${baseUrl}${bundle}`, { headers: { 'accept-encoding': 'gzip' } });
    if (!res.ok) throw new Error(`${bundle}: ${res.status}`);
    // The server sends the build's .gz copy: its Content-Length is the bytes on the wire.
    gzipBytes += Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength);
    await res.body?.cancel();
  }
  return { gzipBytes, files: bundles.length };
}

/** Server render time of a page: sequential requests, so each figure is one render alone. */
async function renderTimes(url: string): Promise<{ median: number; p99: number }> {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await once(); // warm-up: JIT, caches
  const times: number[] = [];
  for (let i = 0; i < RENDER_SAMPLES; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { median: round1(quantile(times, 0.5)), p99: round1(quantile(times, 0.99)) };
}

async function lighthouseRun(url: string, port: number) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
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
    failing,
  };
}

async function main(): Promise<void> {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
  ensureBuild((m) => console.error(m), { quiet: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suvarna-bench-web-'));
  const store = await spawnStore({ DATA_DIR: dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const sample = await fetch(`${store.baseUrl}/api/api2/allproducts`, { method: 'POST', body: JSON.stringify({ limit: 1 }) });
    const value = ((await sample.json()) as { result: { value: string }[] }).result[0]!.value;
    const pages: [string, string][] = [
      ['home', '/'],
      ['listing', '/jewellery/rings'],
      ['product', `/${value}`],
    ];
    const rows: PageFigures[] = [];
    const notes: string[] = [];
    for (const [name, pagePath] of pages) {
      const url = `${store.baseUrl}${pagePath}`;
      console.error(`${name}: ${pagePath}`);
      const html = await (await fetch(url)).text();
      const js = await firstLoadJs(store.baseUrl, html);
      const render = await renderTimes(url);
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url, chrome.port));
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      const lh = results[Math.floor(results.length / 2)]!;
      for (const f of lh.failing) notes.push(`${name}: ${f}`);
      rows.push({ page: name, path: pagePath, ...lh, jsGzipKB: round1(js.gzipBytes / 1024), jsFiles: js.files, renderMedianMs: render.median, renderP99Ms: render.p99 });
    }

    const head = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'first-load JS (gzip)', 'SSR median / p99'];
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
    console.log(`\nLighthouse ${runs} run(s) per page, mobile preset; Chromium ${CHROMIUM}.`);
    if (notes.length) console.log(`Audits short of full marks (a11y, best practices, SEO):\n${notes.map((n) => `- ${n}`).join('\n')}`);
  } finally {
    chrome.kill();
    store.child.kill('SIGTERM');
    await store.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
