// `npm run bench:page-weight`: where the elements and bytes of home, a listing and a product page go
// (issue 25: Lighthouse flags a DOM over 800 elements, and every element is server render, HTML bytes,
// hydration, style and layout). Starts the production build with the demo catalogue in its own
// process, as `bench:web` does, and prints for each page:
// - the elements of the server's HTML as Chromium parses it with scripts off (what a phone parses
//   before hydration), in all and by part of the page: the header and its navigation panels, the
//   filters, the product cards, the footer, inline SVG icons;
// - the HTML's bytes as sent (identity, and Brotli 5 as the store compresses a kept page);
// - the loader data React Router streams into the page, in all and per route (the route's own
//   single-fetch answer, `.data?_routes=`).
// Options: --store DIR (another checkout's store with its own build, e.g. main beside a branch).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureBuild } from '../build/ensure-build.ts';
import { spawnStore } from '../../tests/support/spawn-store.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Parts of a page, each counted as its elements and everything inside them (overlaps are allowed). */
const PARTS: [label: string, selector: string][] = [
  ['head', 'head'],
  ['icon sprite', 'svg.icon-sprite'],
  ['top bar', '.top-bar'],
  ['header (with navigation)', '.site-header'],
  ['  main navigation', '.main-nav'],
  ['  its closed panels', '.nav-panel'],
  ['promise strip', '.promise-strip'],
  ['main', '#main'],
  ['  filters', '.listing-sidebar'],
  ['  product cards (with list item)', 'li:has(> .product-card)'],
  ['footer', '.site-footer'],
  [
    'the rest of the body (mobile bar, chat, notices)',
    'body > :not(.icon-sprite, .top-bar, .site-header, .promise-strip, #main, .site-footer, script)',
  ],
  ['inline <svg> outside the sprite', 'svg:not(.icon-sprite)'],
];

const size = (el: Element) => el.getElementsByTagName('*').length + 1;

interface Weight {
  elements: number;
  parts: { label: string; elements: number; count: number }[];
  cards: number;
  htmlBytes: number;
  brotliBytes: number;
  streamedDataBytes: number;
  routeData: { route: string; bytes: number }[];
}

function brotli(html: string): number {
  return brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  }).byteLength;
}

/** The turbo-stream chunks React Router writes into the page: the loader data's bytes as sent. */
function streamedData(html: string): number {
  let bytes = 0;
  for (const m of html.matchAll(/<script[^>]*>([^<]*streamController\.enqueue[\s\S]*?)<\/script>/g))
    bytes += Buffer.byteLength(m[1]!);
  return bytes;
}

async function main(): Promise<void> {
  const storeArg = process.argv.indexOf('--store');
  const storeRoot = storeArg > 0 ? path.resolve(process.argv[storeArg + 1] ?? '') : undefined;
  const load = loadavg();
  if (storeRoot === undefined) await ensureBuild((m) => console.error(m), { quiet: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suvarna-page-weight-'));
  const store = await spawnStore({ DATA_DIR: dataDir }, { root: storeRoot });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const sample = await fetch(`${store.baseUrl}/api/api2/allproducts`, {
      method: 'POST',
      body: JSON.stringify({ limit: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    const value = ((await sample.json()) as { result: { value: string }[] }).result[0]!.value;
    const pages: [name: string, path: string, routes: string[]][] = [
      ['home', '/', ['root', 'routes/home']],
      ['listing', '/jewellery/rings', ['root', 'listing:jewellery/:id1']],
      ['product', `/${value}`, ['root', 'routes/product']],
    ];
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const figures: [string, Weight][] = [];
    for (const [name, pagePath, routes] of pages) {
      const html = await (await fetch(`${store.baseUrl}${pagePath}`)).text();
      await page.goto(`${store.baseUrl}${pagePath}`);
      const counted = await page.evaluate(
        ({ parts, sizeSource }) => {
          const count = new Function('el', `return (${sizeSource})(el)`) as (el: Element) => number;
          return {
            elements: document.getElementsByTagName('*').length,
            cards: document.querySelectorAll('.product-card').length,
            parts: parts.map(([label, selector]) => {
              const found = [...document.querySelectorAll(selector)];
              // Count an element once even when it sits inside another one found.
              const outer = found.filter((el) => !found.some((o) => o !== el && o.contains(el)));
              return { label, count: outer.length, elements: outer.reduce((n, el) => n + count(el), 0) };
            }),
          };
        },
        { parts: PARTS, sizeSource: size.toString() },
      );
      const routeData: Weight['routeData'] = [];
      for (const route of routes) {
        const dataPath = `${pagePath === '/' ? '/_root' : pagePath}.data?_routes=${encodeURIComponent(route)}`;
        const body = await (await fetch(`${store.baseUrl}${dataPath}`)).text();
        routeData.push({ route, bytes: Buffer.byteLength(body) });
      }
      figures.push([
        name,
        {
          ...counted,
          htmlBytes: Buffer.byteLength(html),
          brotliBytes: brotli(html),
          streamedDataBytes: streamedData(html),
          routeData,
        },
      ]);
    }
    console.log(`\nPage weight (${storeRoot ?? 'this checkout'}; load ${load.map((l) => l.toFixed(2)).join(' ')})\n`);
    const row = (cells: (string | number)[]) =>
      console.log(cells.map((c, i) => (i === 0 ? String(c).padEnd(50) : String(c).padStart(11))).join(''));
    row(['', ...figures.map(([n]) => n)]);
    row(['elements in all', ...figures.map(([, w]) => w.elements)]);
    for (let i = 0; i < PARTS.length; i++) {
      row([
        PARTS[i]![0],
        ...figures.map(([, w]) => `${w.parts[i]!.elements}${w.parts[i]!.count > 1 ? `/${w.parts[i]!.count}` : ''}`),
      ]);
    }
    row(['product cards', ...figures.map(([, w]) => w.cards)]);
    row(['HTML bytes', ...figures.map(([, w]) => w.htmlBytes)]);
    row(['HTML bytes, Brotli 5', ...figures.map(([, w]) => w.brotliBytes)]);
    row(['loader data streamed into the HTML', ...figures.map(([, w]) => w.streamedDataBytes)]);
    for (let i = 0; i < 2; i++)
      row([
        `  ${i === 0 ? 'root' : 'the page'} route's data (.data)`,
        ...figures.map(([, w]) => w.routeData[i]!.bytes),
      ]);
    console.log('\n(a/b: a elements in b places)');
  } finally {
    await browser.close();
    store.child.kill();
    await store.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
