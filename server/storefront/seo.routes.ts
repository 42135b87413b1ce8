// /sitemap.xml and /robots.txt for crawlers: the home page, the listings, every top-level category,
// every content page open to search engines (content/pages, as the content library read them) and every
// shown product (paged out of the in-process search engine, so no database round trip).
// Mounted before the storefront so React Router never sees these paths.
import { Hono } from 'hono';
import { categoryPath } from '../../domain/listing/category-path.ts';
import { buildRobotsTxt, buildSitemapXml, type SitemapUrl } from '../../domain/seo/sitemap.ts';
import { formPagesSitemapUrls } from '../../domain/seo/form-pages-sitemap.ts';
import { locatorSitemapUrls } from '../../domain/seo/locator-sitemap.ts';
import type { Services } from '../services.ts';

// Both name services.origin (PUBLIC_URL, else this server's address) and never the request's Host,
// so the one answer a cache keeps for an hour is the same whatever Host a client sent.
export const SEO_CACHE = 'public, max-age=3600';
const PAGE_SIZE = 100;

/** The values of every shown product, in the engine's order, each once. */
export function shownProductValues(services: Pick<Services, 'search'>): string[] {
  const values = new Set<string>();
  for (let page = 0; ; page++) {
    const res = services.search.engine.search({ query: '', hitsPerPage: PAGE_SIZE, page });
    for (const hit of res.hits) values.add(hit.value);
    if (res.hits.length === 0 || page + 1 >= res.nbPages) break;
  }
  return [...values];
}

export async function sitemapUrls(
  services: Pick<Services, 'search' | 'catalog' | 'content'>,
  origin: string,
): Promise<SitemapUrl[]> {
  const at = (path: string) => `${origin}${path}`;
  const categories = await services.catalog.listCategories();
  return [
    { loc: at('/'), changefreq: 'daily', priority: 1 },
    { loc: at('/jewellery'), changefreq: 'daily', priority: 0.8 },
    { loc: at('/trending'), changefreq: 'daily', priority: 0.8 },
    // A sub-category lives under all its ancestors' path (/jewellery/rings/engagement-rings/…), where
    // the listing answers it; a shorter path redirects or is not found. A broken chain is left out.
    ...categories.flatMap((c): SitemapUrl[] => {
      const path = categoryPath(c.slug, categories);
      return path
        ? [{ loc: at(path.split('/').map(encodeURIComponent).join('/')), changefreq: 'weekly', priority: 0.7 }]
        : [];
    }),
    ...services.content
      .all()
      .filter((page) => page.seo.robots === 'all')
      .map((page): SitemapUrl => ({
        loc: at(page.path.split('/').map(encodeURIComponent).join('/')),
        changefreq: 'monthly',
        priority: 0.5,
      })),
    ...shownProductValues(services).map((value): SitemapUrl => ({
      loc: at(`/${encodeURIComponent(value)}`),
      changefreq: 'weekly',
      priority: 0.6,
    })),
    ...locatorSitemapUrls(origin),
    ...formPagesSitemapUrls(origin),
  ];
}

export function createSeoRoutes(services: Services): Hono {
  const app = new Hono();
  app.get('/sitemap.xml', async (c) => {
    const xml = buildSitemapXml(await sitemapUrls(services, services.origin));
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_CACHE });
  });
  app.get('/robots.txt', (c) =>
    c.body(buildRobotsTxt(services.origin), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': SEO_CACHE,
    }),
  );
  return app;
}
