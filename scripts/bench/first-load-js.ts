// The JavaScript a page's first visit loads, gzipped as it travels, against the 120 KB budget of
// issue 25: `npm run bench:web -- --js` prints it for every page kind, and an API test
// (tests/api/first-load-budget.test.ts) fails a change that takes a page over it.
import { listedInBoot } from '../../app/lib/boot-after-paint.server.ts';

export const JS_BUDGET_KB = 120;

/** GET over the protocol the bench serves: the body (decompressed) and the bytes it took on the wire. */
export type Get = (
  path: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: Buffer; wireBytes: number }>;

export const fetchGet =
  (baseUrl: string): Get =>
  async (p, headers) => {
    const res = await fetch(`${baseUrl}${p}`, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    // fetch decompresses: the Content-Length of a precompressed file is what travelled.
    return { status: res.status, body, wireBytes: Number(res.headers.get('content-length') ?? body.byteLength) };
  };

/**
 * The JavaScript a first visit loads: the modulepreload links and the modules the boot script
 * imports (statically or with import()). Not every /assets/*.js the HTML names: React Router's
 * inline manifest also lists the root's index route, which the page never loads.
 */
export async function firstLoadJs(get: Get, html: string): Promise<{ gzipBytes: number; files: number }> {
  // A page for shared caches has its boot script add the preloads after the paint: the same list.
  const preloads = [
    ...[...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
    ...listedInBoot(html, 'modulepreload'),
  ];
  const imported = [...html.matchAll(/\bimport(?:\s*\*\s*as\s+\w+\s+from\s*|\s*\(\s*)"(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const bundles = [...new Set([...preloads, ...imported])];
  let gzipBytes = 0;
  for (const bundle of bundles) {
    const res = await get(bundle, { 'accept-encoding': 'gzip' });
    if (res.status !== 200) throw new Error(`${bundle}: ${res.status}`);
    // The server sends the build's .gz copy as it is (or the file itself, for the few too small to
    // gain from gzip): the bytes on the wire.
    gzipBytes += res.wireBytes;
  }
  return { gzipBytes, files: bundles.length };
}

/** One page of each other kind, for --js: content, the guides, the locator and the forms' pages. */
export const OTHER_PAGES: [string, string][] = [
  ['cart', '/cart'],
  ['policy', '/shipping-policy'],
  ['faq', '/faq'],
  ['education', '/education/loose-diamonds/4cs'],
  ['ring size guide', '/education/size-guide/rings-size-guide'],
  ['locator', '/locations'],
  ['news', '/news'],
  ['customer service', '/customer-service'],
  ['careers', '/careers'],
  ['old gold exchange', '/old-gold-exchange'],
  ['try@home', '/occasion/try@home'],
  ['login', '/login'],
  ['gift cards', '/gifts'],
  ['gift card purchase', '/gifts-purchase/birthday'],
];
