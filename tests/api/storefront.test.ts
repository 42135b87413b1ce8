// The storefront as a browser first meets it: server-rendered pages from the production build (built
// by the global setup when stale), their assets, the not-found page and the CSP nonce on scripts (or,
// on a page for shared caches, none).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatINR } from '../../domain/money/inr.ts';
import { PROMISES } from '../../app/lib/site';
import { capturedLog } from '../support/log-capture.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 160 });
});
afterAll(() => server?.stop());

async function page(path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual', ...init });
  return { res, html: await res.text() };
}

describe('the storefront build', () => {
  it('is loaded as the store starts, not by the first page request (which waited ~0.25 s for it)', async () => {
    const log = capturedLog();
    const quiet = await startTestServer({ seedProducts: 3, logger: log.logger });
    try {
      await expect
        .poll(() => log.lines().map((line) => (JSON.parse(line) as { msg: string }).msg))
        .toContain('storefront build loaded');
    } finally {
      await quiet.stop();
    }
  });
});

describe('pictures the pages ask for', () => {
  // The image service renders only an allow-list of sizes (domain/catalog/constants.ts): every
  // picture a server-rendered page names, srcset and preloads included, must be one of them.
  it('answers every picture size on home, a listing and a product page', async () => {
    const trending = server.services.search.engine.search({ facetFilters: ['trending:true'], hitsPerPage: 1 });
    const urls = new Map<string, string>();
    for (const path of ['/', '/jewellery', `/${trending.hits[0]!.value}`]) {
      const { html } = await page(path);
      // Up to a quote, space, comma (srcset) or backslash (the same URLs escaped in the hydration data).
      for (const [found] of html.matchAll(/\/images\/[^"\s,\\]+/g)) {
        const url = found.replaceAll('&amp;', '&');
        // One request per kind of picture and query: the size is what is checked.
        urls.set(`${url.split('/')[2]} ${url.split('?')[1] ?? ''}`, url);
      }
    }
    const sizes = new Set([...urls.values()].map((u) => new URL(u, server.baseUrl).searchParams.get('resize')));
    // The home hero (both srcsets), tiles, menu tiles, cards, and the gallery's slides and thumbnails.
    const heroes = ['1600', '1200', '480x360', '768x576'];
    const squares = ['302', '240', '270', '361', '498', '747', '996', '88', '132', '176'];
    for (const size of [...heroes, ...squares]) expect(sizes).toContain(size);
    for (const url of urls.values()) {
      const res = await fetch(`${server.baseUrl}${url}`, { headers: { accept: 'image/webp' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toBe('image/webp');
      await res.arrayBuffer();
    }
  });
});

describe('home page', () => {
  it('renders the layout, banners and trending pieces priced in rupees with Indian grouping', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('Suvarna');
    expect(html).toMatch(
      /<img src="\/images\/banners\/[a-z0-9-]+\?resize=1600" alt="[^"]+" width="1600" height="640" loading="eager" fetchPriority="high"/,
    );
    expect(html).toContain('placeholder="Find the best for you..."');
    expect(html).toContain('maxLength="128"');
    expect(html).toMatch(/<img src="\/images\/categories\/rings\?resize=302"/);

    const trending = server.services.search.engine.search({ facetFilters: ['trending:true'], hitsPerPage: 8 });
    expect(trending.hits.length).toBeGreaterThan(0);
    const hit = trending.hits[0]!;
    expect(html).toContain(`href="/${hit.value}?variant_id=${hit.variant.variant_id}"`);
    expect(html).toContain(`?resize=361&amp;compress=50" alt=`);
    const price = formatINR(hit.price);
    expect(price).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$/);
    expect(html).toContain(price);
    expect(html).toContain(`© ${new Date().getFullYear()} Suvarna`);
  });

  it('shows trending pieces in a slider with previous and next buttons, and a collection per occasion', async () => {
    const { html } = await page('/');
    const slider = html.slice(html.indexOf('aria-roledescription="carousel" aria-label="Trending now"'));
    expect(slider.length).toBeLessThan(html.length);
    expect(slider).toContain('aria-label="Previous in Trending now"');
    expect(slider).toContain('aria-label="Next in Trending now"');
    const trending = server.services.search.engine.search({ facetFilters: ['trending:true'], hitsPerPage: 12 });
    expect(slider.match(/aria-roledescription="slide"/g)).toHaveLength(trending.hits.length);

    const occasions = await server.services.catalog.listOccasions();
    expect(occasions.length).toBeGreaterThan(0);
    for (const o of occasions) {
      expect(html).toContain(`href="/jewellery?occasion=${o.slug}"`);
      expect(html).toContain(`src="/images/occasions/${o.slug}?resize=240"`);
    }
  });

  it('carries title, description, canonical URL and Open Graph tags', async () => {
    const { html } = await page('/');
    expect(html).toMatch(/<title>Suvarna \| [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/"/>`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(`<meta property="og:url" content="${server.baseUrl}/"/>`);
  });

  it('a page that is not for shared caches allows its inline scripts only through the nonce of its own Content-Security-Policy', async () => {
    const { res, html } = await page('/cart');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await page('/cart');
    expect(again.res.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('a page for shared caches has no nonce: its policy names no nonce and its scripts carry none (tests/api/page-cache.test.ts checks the hashes)', async () => {
    const { res, html } = await page('/');
    expect(res.headers.get('content-security-policy')).not.toContain("'nonce-");
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/);
    expect(html).not.toContain('nonce=');
  });
});

describe('common layout', () => {
  it('puts the top bar with store locator, order tracking, WhatsApp and the promotion above the header', async () => {
    const { html } = await page('/');
    const topBar = html.slice(html.indexOf('class="top-bar"'), html.indexOf('class="site-header"'));
    expect(html.indexOf('class="top-bar"')).toBeGreaterThan(0);
    expect(html.indexOf('class="top-bar"')).toBeLessThan(html.indexOf('class="site-header"'));
    expect(topBar).toContain('href="/locations"');
    expect(topBar).toContain('href="/sales/guest/form"');
    expect(topBar).toMatch(/href="https:\/\/wa\.me\/\d{10,15}" target="_blank" rel="noopener noreferrer"/);
    expect(topBar).toMatch(
      /class="top-bar-promo">[^<]+ <a class="top-bar-promo-link" href="\/[^"]*"[^>]*>[^<]+<\/a><\/p>/,
    );
  });

  it('shows the eight promise links, in order', async () => {
    const { html } = await page('/');
    const strip = html.slice(
      html.indexOf('class="promise-strip"'),
      html.indexOf('</nav>', html.indexOf('class="promise-strip"')),
    );
    const links = [...strip.matchAll(/<a[^>]*href="([^"]+)"[^>]*>.*?<span>([^<]+)<\/span><\/a>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(links).toEqual([
      ['/100-money-back', '100% Money Back'],
      ['/15day-return-policy', '15 Day Returns'],
      ['/cash-on-delivery', 'Cash on Delivery'],
      ['/free-shipping', 'Free Shipping'],
      ['/hallmarked-jewellery', 'Hallmarked Jewellery'],
      ['/old-gold-exchange', 'Old Gold Exchange'],
      ['/brand-assured-quality', 'Brand Assured Quality'],
      // Every piece's diamonds are certified (graded VVS to SI): the strip claims only that.
      ['/why-buy-from-us/certified-diamonds', 'Certified Diamonds'],
    ]);
  });

  // Each link must be a page of its own: a path no route claims is read as a product value, which
  // answers 302 to home.
  it.each(PROMISES.map((p) => p.to))('opens a page for the promise link %s', async (path) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).not.toContain('This page is on its way');
  });

  it('renders the cookie notice hidden on the server, with its I Understood button, plus the toast region and scroll-to-top', async () => {
    const { html } = await page('/');
    const notice = /<section class="cookie-notice"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(notice).toMatch(/^<section class="cookie-notice" aria-label="Cookie notice" hidden="">/);
    expect(notice).toContain('<button type="button" class="button">I Understood</button>');
    expect(html).toMatch(/<div class="toaster" role="status" aria-live="polite"[^>]*><\/div>/);
    expect(html).toMatch(/<button type="button" class="scroll-top" aria-label="Back to top" hidden="">/);
  });

  it('has the mobile bottom bar: home, login, WhatsApp chat, cart with its count and search', async () => {
    const { html } = await page('/cart');
    const start = html.indexOf('class="mobile-bar"');
    expect(start).toBeGreaterThan(0);
    const bar = html.slice(start, html.indexOf('</nav>', start));
    const hrefs = [...bar.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/', '/login', expect.stringMatching(/^https:\/\/wa\.me\/\d+$/), '/cart']);
    expect(bar).toMatch(/<span>Cart<\/span><span class="visually-hidden">, (<!-- -->)?0(<!-- -->)? items<\/span>/);
    expect(bar).toMatch(/<button type="button" class="mobile-bar-item" aria-controls="site-search">/);
    expect(html).toContain('id="site-search"');
  });

  it('has the footer sections as one accordion and the newsletter email field limited to 128 characters', async () => {
    const { html } = await page('/');
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect([...footer.matchAll(/<details name="footer" class="footer-section">/g)]).toHaveLength(3);
    const input = /<form class="newsletter"[\s\S]*?<input ([^>]+)\/>/.exec(footer)?.[1] ?? '';
    expect(input).toContain('type="email"');
    expect(input).toContain('name="email"');
    expect(input).toContain('required=""');
    expect(input).toContain('maxLength="128"');
    expect(footer).toContain('<button type="submit" class="button">Subscribe</button>');
  });
});

describe('assets', () => {
  it('serves the hashed bundles the page names with a one-year immutable cache', async () => {
    const { html } = await page('/');
    const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    const styles = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles.length).toBeGreaterThan(0);
    for (const asset of [scripts[0]!, styles[0]!]) {
      const res = await fetch(`${server.baseUrl}${asset}`);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await res.text()).length).toBeGreaterThan(0);
    }
  });

  it('sends bundles as their ready-made Brotli or gzip copy, whichever the browser accepts', async () => {
    const { html } = await page('/');
    const bundle = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!).at(-1)!;
    const plain = await fetch(`${server.baseUrl}${bundle}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const source = await plain.text();
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${server.baseUrl}${bundle}`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(Number(res.headers.get('content-length'))).toBeLessThan(source.length);
      expect(await res.text(), encoding).toBe(source); // fetch decodes: the copy is the same bundle
    }
  });

  it('gzips server-rendered pages for browsers that accept it', async () => {
    const res = await fetch(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('</html>');
  });

  it('answers 404, not a page, for a bundle that does not exist', async () => {
    const res = await fetch(`${server.baseUrl}/assets/no-such-bundle-123.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
  });
});

describe('not found', () => {
  it.each(['/no-such-page-at-all/deeper', '/404'])('%s renders the not-found page with status 404', async (path) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(404);
    expect(html).toContain('Page not found');
    expect(html).toContain('Suvarna');
  });

  it('keeps JSON 404s under /api and /images', async () => {
    for (const path of ['/api/no-such-call', '/images/no-such/picture/here']) {
      const res = await fetch(`${server.baseUrl}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
    }
  });
});

describe('other routes', () => {
  it('renders the gift card page with its designs on the server, inside the layout', async () => {
    const { res, html } = await page('/gifts');
    expect(res.status).toBe(200);
    expect(html).not.toContain('This page is on its way');
    expect(html).toContain('/gift-cards/birthday.svg');
    expect(html).toContain('href="/gifts-purchase/diwali"');
    expect(html).toContain('href="/"');
  });

  it('sends a missing product home and opens an existing one', async () => {
    const missing = await page('/no-such-product-value');
    expect(missing.res.status).toBe(302);
    expect(missing.res.headers.get('location')).toBe('/');
    // Followed, as a browser would (was tests/e2e/product.test.ts): the home page, named in its heading.
    const home = await fetch(`${server.baseUrl}/no-such-product-value`);
    expect(new URL(home.url).pathname).toBe('/');
    expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await home.text())?.[1]).toContain('Suvarna');
    const hit = server.services.search.engine.search({ hitsPerPage: 1 }).hits[0]!;
    const found = await page(`/${hit.value}`);
    expect(found.res.status).toBe(200);
  });
});

describe('the lists on this device', () => {
  it.each([
    ['/wishlists', 'Wishlist'],
    ['/compare_list', 'Compare'],
  ])('%s carries the store’s breadcrumb, Home then the page', async (path, name) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(html).toMatch(
      new RegExp(
        `<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/"[^>]*>Home</a></li><li><span aria-current="page">${name}</span></li></ol></nav>`,
      ),
    );
  });
});
