// Pages a shared cache may keep (docs/decisions/2026-11-27-page-cache.md), against a real server:
// each kind answers `public, s-maxage…` with a strong ETag, a 304 for that tag and a policy that
// allows its inline scripts by their hashes (no nonce, so the bytes are the same for everyone); a
// request with a credential and the personal pages are never for shared caches; a catalogue or
// merchandising change gives the page a new tag; and nothing of a member (name, email, mobile, token,
// cart) ever appears in a cacheable page, before or after they sign in and fill a cart.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { listedInBoot } from '../../app/lib/boot-after-paint.server.ts';
import { ipHeader, registerPerson } from '../support/accounts.ts';
import { findProduct, withoutSize } from '../support/seeded-products.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CATALOGUE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const CONTENT = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

let server: TestServer;
let piece: Product;
let pages: [string, string][];
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 40, env: { TRUST_PROXY: 'true' } });
  piece = await findProduct(server, (p) => withoutSize(p) && p.stock > 0);
  pages = [
    ['/', CATALOGUE],
    ['/jewellery', CATALOGUE],
    [`/jewellery/${piece.category}`, CATALOGUE],
    ['/trending', CATALOGUE],
    [`/${piece.value}`, CATALOGUE],
    ['/about-us', CONTENT],
    ['/privacy-policy', CONTENT],
    ['/why-buy-from-us/payment-options', CONTENT],
    ['/education/loose-diamonds/4cs', CONTENT],
    ['/education/size-guide/rings-size-guide', CONTENT],
    ['/education/size-chart/bangle-and-bracelet-size-guide', CONTENT],
    ['/locations', CONTENT],
    ['/locations/kochi', CONTENT],
    ['/fair-pricing', CONTENT],
    ['/collections/bridal', CONTENT],
  ];
});
afterAll(() => server?.stop());

/** As a browser asks for a page; the identity encoding unless the test asks for gzip (node's fetch asks for it). */
const fetchPage = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers },
  });

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The text of each script the browser would run inline (not a source, not JSON-LD). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes ?? ''))
    .map(([, attributes, text]) => ({ attributes: attributes ?? '', text: text ?? '' }));
const scriptSrc = (res: Response) =>
  (res.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('script-src ')) ?? '';

describe('a page every anonymous visitor sees alike', () => {
  it('answers for shared caches: its Cache-Control, a strong ETag, the same bytes each time, and a 304 for its tag', async () => {
    for (const [path, cacheControl] of pages) {
      const first = await fetchPage(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe(cacheControl);
      const tag = first.headers.get('etag');
      expect(tag, path).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      expect(first.headers.get('vary'), path).toMatch(/accept-encoding/i);
      const body = await first.text();

      const again = await fetchPage(path);
      expect(again.headers.get('etag'), path).toBe(tag);
      expect(await again.text(), path).toBe(body);

      const notModified = await fetchPage(path, { 'if-none-match': tag! });
      expect(notModified.status, path).toBe(304);
      expect(notModified.headers.get('etag'), path).toBe(tag);
      expect(notModified.headers.get('cache-control'), path).toBe(cacheControl);
      expect(await notModified.text(), path).toBe('');

      const otherTag = await fetchPage(path, { 'if-none-match': '"not-this-one"' });
      expect(otherTag.status, path).toBe(200);
      await otherTag.body?.cancel();
    }
  });

  it('allows its inline scripts by their hashes: no nonce anywhere, every inline script hashed in script-src', async () => {
    for (const [path] of pages) {
      const res = await fetchPage(path);
      const html = await res.text();
      const policy = scriptSrc(res);
      expect(policy, path).not.toContain("'nonce-");
      expect(html, path).not.toMatch(/\snonce="/);
      const scripts = inlineScripts(html);
      // The theme boot script, the router's context and its hydration module at least.
      expect(scripts.length, path).toBeGreaterThanOrEqual(3);
      for (const { text } of scripts) expect(policy, `${path}: ${text.slice(0, 60)}`).toContain(sha256(text));
    }
  });

  it('gzips whole for a client that asks, with the encoding in its tag, and a 304 for either tag', async () => {
    const plain = await fetchPage('/');
    const tag = plain.headers.get('etag')!;
    await plain.body?.cancel();
    const gzipped = await fetchPage('/', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('etag')).toBe(`${tag.slice(0, -1)}-gzip"`);
    await gzipped.body?.cancel();
    for (const sent of [tag, gzipped.headers.get('etag')!, `W/${tag}`]) {
      const res = await fetchPage('/', { 'accept-encoding': 'gzip', 'if-none-match': sent });
      expect(res.status, sent).toBe(304);
    }
  });

  it('sends Brotli to a browser that accepts it (gzip to one that does not), each with its own tag and the same page inside', async () => {
    for (const [path] of pages.slice(0, 5)) {
      const plain = await fetchPage(path);
      const tag = plain.headers.get('etag')!;
      const html = await plain.text();
      // What Chromium sends over HTTPS; node's fetch decodes Brotli and gzip alike.
      const brotli = await fetchPage(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(brotli.headers.get('content-encoding'), path).toBe('br');
      expect(brotli.headers.get('etag'), path).toBe(`${tag.slice(0, -1)}-br"`);
      expect(brotli.headers.get('vary'), path).toMatch(/accept-encoding/i);
      const brotliBytes = Number(brotli.headers.get('content-length'));
      expect(await brotli.text(), path).toBe(html);
      const gzipped = await fetchPage(path, { 'accept-encoding': 'gzip, deflate' });
      expect(gzipped.headers.get('content-encoding'), path).toBe('gzip');
      expect(gzipped.headers.get('etag'), path).toBe(`${tag.slice(0, -1)}-gzip"`);
      const gzipBytes = Number(gzipped.headers.get('content-length'));
      expect(await gzipped.text(), path).toBe(html);
      expect(brotliBytes, path).toBeLessThan(gzipBytes);
      // The Brotli copy is made once per version: asked again, the same bytes.
      const again = await fetchPage(path, { 'accept-encoding': 'br' });
      expect(again.headers.get('etag'), path).toBe(brotli.headers.get('etag'));
      expect(Number(again.headers.get('content-length')), path).toBe(brotliBytes);
      await again.body?.cancel();
      // Any of the page's tags is a 304, whichever encoding is asked for now.
      for (const sent of [tag, `${tag.slice(0, -1)}-br"`, `${tag.slice(0, -1)}-gzip"`]) {
        for (const accept of ['br', 'gzip', 'identity']) {
          const res = await fetchPage(path, { 'accept-encoding': accept, 'if-none-match': sent });
          expect(res.status, `${path} ${sent} ${accept}`).toBe(304);
          expect(res.headers.get('content-encoding'), `${path} ${sent} ${accept}`).toBeNull();
        }
      }
    }
  });

  it('keeps a client that refuses Brotli on gzip, and one that refuses both uncompressed', async () => {
    const refusesBrotli = await fetchPage('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusesBrotli.headers.get('content-encoding')).toBe('gzip');
    await refusesBrotli.body?.cancel();
    const refusesBoth = await fetchPage('/', { 'accept-encoding': 'br;q=0, gzip;q=0, deflate;q=0' });
    expect(refusesBoth.headers.get('content-encoding')).toBeNull();
    expect(refusesBoth.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(await refusesBoth.text()).toContain('</html>');
  });

  it('asks for its code and web faces after the paint; a streamed page links both in its head', async () => {
    const kept = await (await fetchPage('/')).text();
    const streamed = await (await fetchPage('/', { cookie: 'session=abc' })).text();
    const webFonts = /<link rel="stylesheet" href="(\/assets\/web-fonts-[\w-]+\.css)"\/>/;
    // The page for shared caches: no module preload in its HTML, the web faces only for a browser
    // without script, and a boot script that waits for the paint, then adds both and imports.
    expect(kept).not.toContain('<link rel="modulepreload"');
    expect(kept).toMatch(new RegExp(`<noscript>${webFonts.source}</noscript>`));
    const fontsHref = webFonts.exec(kept)![1]!;
    const boot = inlineScripts(kept).find((s) => s.attributes.includes('type="module"'))!.text;
    expect(boot).not.toMatch(/^\s*import\s/m);
    const listed = (rel: 'modulepreload' | 'preload' | 'stylesheet') => listedInBoot(boot, rel);
    const stylesheets = listed('stylesheet');
    expect(stylesheets).toEqual([fontsHref]);
    expect(boot.indexOf('await new Promise')).toBeLessThan(boot.indexOf('Promise.all(fonts)'));
    // The faces' files are fetched first, the very files the stylesheet names, so that they arrive
    // together and nothing is fetched twice.
    const sheet = await (await fetch(`${server.baseUrl}${fontsHref}`)).text();
    const files = [...sheet.matchAll(/url\(["']?([^"')]+)["']?\)/g)].map((m) => m[1]!);
    expect(files).toHaveLength(3);
    expect(listed('preload').sort()).toEqual(files.sort());
    // Every module React Router preloads on the streamed page is preloaded by the boot too.
    const preloads = [...streamed.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(preloads.length).toBeGreaterThan(2);
    expect(listed('modulepreload')).toEqual(expect.arrayContaining(preloads));
    expect(streamed).toMatch(webFonts);
    expect(streamed).not.toMatch(new RegExp(`<noscript>${webFonts.source}`));
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const get = await fetchPage('/about-us');
    await get.body?.cancel();
    const head = await fetchPage('/about-us', {}, 'HEAD');
    expect(head.status).toBe(200);
    for (const name of ['cache-control', 'etag', 'content-security-policy'])
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    expect(await head.text()).toBe('');
  });

  it("answers the router's data requests for those pages the same way (client-side navigation)", async () => {
    const res = await fetch(`${server.baseUrl}/jewellery.data`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CATALOGUE);
    const tag = res.headers.get('etag')!;
    await res.body?.cancel();
    expect((await fetch(`${server.baseUrl}/jewellery.data`, { headers: { 'if-none-match': tag } })).status).toBe(304);
  });

  it('is not kept when it is not a page: a piece that is not there goes home uncached', async () => {
    const res = await fetch(`${server.baseUrl}/no-such-piece-zz9`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe('what is never for shared caches', () => {
  it.each([
    ['a bearer token', { authorization: 'Bearer abc' }],
    ['a cookie', { cookie: 'session=abc' }],
  ])('any cacheable page requested with %s: private, no-store, a nonce and no ETag', async (_name, headers) => {
    for (const [path] of pages) {
      const res = await fetchPage(path, headers);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('etag'), path).toBeNull();
      expect(scriptSrc(res), path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      await res.body?.cancel();
    }
  });

  it.each(['/cart', '/checkout', '/login', '/my-orders', '/dashboard', '/user/profile', '/wishlists', '/gifts'])(
    '%s: private, not kept by a shared cache',
    async (path) => {
      const res = await fetchPage(path);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('etag')).toBeNull();
      await res.body?.cancel();
    },
  );

  it('a page that says its own policy keeps it (the email link, once)', async () => {
    const res = await fetchPage('/verify-email');
    expect(res.headers.get('cache-control')).toBe('no-store');
    await res.body?.cancel();
  });
});

describe('a catalogue or merchandising change', () => {
  it("gives the piece's page and its listing new tags; the old tag gets the new page", async () => {
    const paths = [`/${piece.value}`, `/jewellery/${piece.category}`];
    const before = await Promise.all(paths.map(async (p) => (await fetchPage(p)).headers.get('etag')!));
    const renamed = `${piece.name} Renamed ${Date.now().toString(36)}`;
    await queryRows(server.services.database.db, sql`UPDATE products SET name = ${renamed} WHERE sku = ${piece.sku}`);
    for (const [i, path] of paths.entries()) {
      await expect
        .poll(async () => (await fetchPage(path, { 'if-none-match': before[i]! })).status, { timeout: 10_000 })
        .toBe(200);
      const res = await fetchPage(path);
      expect(res.headers.get('etag'), path).not.toBe(before[i]);
      expect(await res.text(), path).toContain(renamed);
    }
  });

  it('gives every page a new tag when the promotional strip changes (merch_changed)', async () => {
    const before = (await fetchPage('/about-us')).headers.get('etag')!;
    const text = `Festive offer ${Date.now().toString(36)}`;
    await queryRows(server.services.database.db, sql`UPDATE promo_strip SET text = ${text}, visible = true`);
    await expect
      .poll(async () => (await fetchPage('/about-us')).headers.get('etag'), { timeout: 10_000 })
      .not.toBe(before);
    expect(await (await fetchPage('/about-us')).text()).toContain(text);
  });
});

describe('no personal data in a cacheable page', () => {
  it("a member who signs in and fills a cart leaves every cacheable page's bytes as they were", async () => {
    // Before the member exists: each page's tag (the hash of its bytes).
    const tagsBefore = new Map<string, string>();
    for (const [path] of pages) tagsBefore.set(path, (await fetchPage(path)).headers.get('etag')!);

    // A surname no page could hold by chance (letters only, as the form asks).
    const unique = [...Date.now().toString(36)].map((ch) => String.fromCharCode(97 + (parseInt(ch, 36) % 26))).join('');
    const member = await registerPerson(server, { first_name: 'Zoravar', last_name: `Qadeer${unique}` });
    const cart = await server.post(
      'refine/cart_update',
      { message: { cart: [{ sku: piece.sku, variant: piece.variants[0]!.id, quantity: 2 }] } },
      { ...member.auth, ...ipHeader() },
    );
    expect(cart.status).toBe(200);
    const { session: cartSession, cart_id: cartId } = cart.body.message as { session: string; cart_id: string };
    // The API's answers about the member stay private.
    expect(cart.headers.get('cache-control')).toBe('no-store');
    const profile = await server.post('profile/get', {}, member.auth);
    expect(profile.headers.get('cache-control')).toBe('no-store');

    const secrets = [
      member.person.first_name,
      member.person.last_name,
      member.person.email,
      member.person.phone,
      member.session.token,
      cartSession,
      cartId,
    ];
    const session = { authorization: `Bearer ${member.session.token}`, cookie: `session=${member.session.token}` };
    for (const [path] of pages) {
      // As the member's browser asks (credentials on): never for a shared cache.
      const personal = await fetchPage(path, session);
      expect(personal.headers.get('cache-control'), path).toBe('private, no-store');
      const personalHtml = await personal.text();
      // As everyone else asks: the same bytes as before the member existed, none of their data.
      const shared = await fetchPage(path);
      expect(shared.headers.get('cache-control'), path).toMatch(/^public, /);
      expect(shared.headers.get('etag'), path).toBe(tagsBefore.get(path));
      const sharedHtml = await shared.text();
      for (const secret of secrets) {
        expect(sharedHtml.includes(secret), `${path} holds ${secret}`).toBe(false);
        // The server render holds nothing personal even for the member: it all comes from the browser and the API.
        expect(personalHtml.includes(secret), `${path} (member) holds ${secret}`).toBe(false);
      }
    }
  });
});
