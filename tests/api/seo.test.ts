// /sitemap.xml and /robots.txt against a real server and a seeded catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredOrigin } from '../../server/public-origin.ts';
import { createSeoRoutes } from '../../server/storefront/seo.routes.ts';
import { formPagesSitemapUrls } from '../../domain/seo/form-pages-sitemap.ts';
import { locatorSitemapUrls } from '../../domain/seo/locator-sitemap.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { addThirdLevelCategory } from '../support/deep-category.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 60 });
  await addThirdLevelCategory(server);
});
afterAll(() => server?.stop());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

async function fetchText(path: string) {
  const res = await fetch(`${server.baseUrl}${path}`);
  return { res, text: await res.text() };
}

describe('GET /sitemap.xml', () => {
  it('lists the home page, the listings, the top-level categories and every shown product', async () => {
    const { res, text } = await fetchText('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    expect(text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const all = locs(text);
    const base = server.baseUrl;
    expect(all).toContain(`${base}/`);
    expect(all).toContain(`${base}/jewellery`);
    expect(all).toContain(`${base}/trending`);
    expect(new Set(all).size).toBe(all.length);

    const categories = await server.post('api2/categories', '');
    expect(categories.status).toBe(200);
    const categoryRows = categories.body.result as { slug: string; parent: string | null }[];
    expect(categoryRows.some((c) => c.parent !== null)).toBe(true);
    expect(categoryRows).toContainEqual(
      expect.objectContaining({ slug: 'solitaire-engagement', parent: 'engagement-rings' }),
    );
    // Sub-categories under all their ancestors' path, where the listing answers them (not a 301 or a 404).
    const categoryLocs = all.filter((l) => l.startsWith(`${base}/jewellery/`));
    expect(categoryLocs).toHaveLength(categoryRows.length);
    expect(categoryLocs).toContain(`${base}/jewellery/rings`);
    expect(categoryLocs).toContain(`${base}/jewellery/rings/engagement-rings`);
    expect(categoryLocs).toContain(`${base}/jewellery/rings/engagement-rings/solitaire-engagement`);
    for (const loc of categoryLocs) {
      const res = await fetch(loc, { redirect: 'manual' });
      expect(res.status, loc).toBe(200);
      await res.arrayBuffer();
    }

    const page = await server.post('api2/allproducts', { page: 0, limit: 100 });
    expect(page.status).toBe(200);
    const [listed] = page.body.result;
    expect(all).toContain(`${base}/${listed.value}`);

    const fixed = new Set([`${base}/`, `${base}/jewellery`, `${base}/trending`]);
    for (const u of [...locatorSitemapUrls(base), ...formPagesSitemapUrls(base)]) fixed.add(u.loc);
    // Content pages (content/pages) are listed too: tests/api/content-pages.test.ts checks them.
    const contentLocs = new Set(server.services.content.all().map((p) => `${base}${p.path}`));
    const productLocs = all.filter((l) => !fixed.has(l) && !contentLocs.has(l) && !l.startsWith(`${base}/jewellery/`));
    expect(productLocs).toHaveLength(page.body.nbHits);
    const shown: string[] = [];
    for (let p = 0; ; p++) {
      const res = await server.post('api2/allproducts', { page: p, limit: 100 });
      shown.push(...res.body.result.map((r: any) => `${base}/${r.value}`));
      if (p + 1 >= res.body.nbPages) break;
    }
    expect(new Set(productLocs)).toEqual(new Set(shown));
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling but the API and the customer pages, and names the sitemap', async () => {
    const { res, text } = await fetchText('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/checkout$/m);
  });

  it('uses PUBLIC_URL when it is set', async () => {
    const app = createSeoRoutes({
      ...server.services,
      origin: configuredOrigin({ ...server.services.env, PUBLIC_URL: 'https://suvarna.example/' }),
    });
    const robots = await (await app.request('http://127.0.0.1/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://suvarna.example/sitemap.xml');
    const sitemap = await (await app.request('http://127.0.0.1/sitemap.xml')).text();
    expect(locs(sitemap)).toContain('https://suvarna.example/');
    expect(sitemap).not.toContain('127.0.0.1');
  });
});
