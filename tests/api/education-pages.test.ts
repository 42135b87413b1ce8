// The education guides, why-buy-from-us, fair pricing, news and collections, rendered on the server
// with their SEO record and status; unknown ids are the real not-found page with 404; every page in
// the sitemap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationPaths } from '../../domain/content/education.ts';
import { COLLECTION_PIECES_SHOWN } from '../../domain/content/collections.ts';

/** The collections the migration seeds (db/migrations/0033_merchandising.sql). */
const COLLECTIONS = ['bridal', 'daily-wear', 'gifting'];
import { compareFairPrice, FAIR_PRICE_SAMPLES } from '../../domain/content/fair-pricing.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { canonicalOf, jsonLdOf, metaOf, titleOf } from '../support/html-head.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 160 });
});
afterAll(() => server?.stop());

async function page(p: string) {
  const res = await fetch(`${server.baseUrl}${p}`, { redirect: 'manual' });
  return { res, html: await res.text() };
}

/** The text React writes for a string: & < > " ' escaped. */
const html = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

const MY_PAGES = (ids: string[]) =>
  ids.filter((id) =>
    /^(education\/(loose-diamonds|gold)\/|why-buy-from-us\/|collections\/|fair-pricing$|news$|blog$)/.test(id),
  );

describe('education, why-buy-from-us, fair pricing, news and collections', () => {
  it('renders each page on the server with its SEO record, one h1 and status 200', async () => {
    const ids = MY_PAGES(server.services.content.all().map((p) => p.id));
    expect(ids.length).toBeGreaterThanOrEqual(20);
    for (const id of ids) {
      const p = server.services.content.get(id)!;
      const { res, html: body } = await page(p.path);
      expect(res.status, p.path).toBe(200);
      expect(titleOf(body), p.path).toBe(p.seo.title);
      expect(metaOf(body, 'description'), p.path).toBe(p.seo.description);
      expect(metaOf(body, 'keywords'), p.path).toBe(p.seo.keyWords);
      expect(metaOf(body, 'robots'), p.path).toBe('all');
      expect(canonicalOf(body), p.path).toBe(`${server.baseUrl}${p.path}`);
      expect(metaOf(body, 'og:image'), p.path).toBe(`${server.baseUrl}${p.seo.img}`);
      expect(body.match(/<h1\b/g)?.length, p.path).toBe(1);
      expect(body, p.path).toContain(`<h1 class="display">${html(p.heading)}</h1>`);
      expect(body, p.path).not.toContain('This page is on its way');
    }
  });

  it('has a page for every education tab, and every education page in the tabs', () => {
    const tree = educationPaths().sort();
    const pages = server.services.content
      .all()
      .filter((p) => p.id.startsWith('education/loose-diamonds/') || p.id.startsWith('education/gold/'))
      .map((p) => p.path)
      .sort();
    expect(pages).toEqual(tree);
  });

  it('draws the tabs as links, the page and its tab marked current', async () => {
    const { html: body } = await page('/education/loose-diamonds/4cs/clarity');
    const current = [...body.matchAll(/<a [^>]*aria-current="(page|true)"[^>]*>([^<]*)<\/a>/g)].map(
      (m) => `${m[2]}:${m[1]}`,
    );
    expect(current).toEqual(['Diamond guide:true', '4Cs:true', 'Clarity:page']);
    for (const tab of ['Shapes', 'Anatomy', 'Ideal', 'Grading', 'Cut', 'Colour', 'Carat'])
      expect(body).toMatch(new RegExp(`<a [^>]*href="/education/[^"]+"[^>]*>${tab}</a>`));
    // The drawing of the clarity scale, named for screen readers.
    expect(body).toContain('<svg viewBox="0 0 340 64" role="img" aria-labelledby="clarity-scale-title"');
  });

  it('answers the bare grading page with the grading reports explained, linking its two pages', async () => {
    const { res, html: body } = await page('/education/loose-diamonds/grading');
    expect(res.status).toBe(200);
    expect(body).toContain('<h1');
    expect(body).toContain('How a diamond is graded');
    expect(body).toMatch(/aria-current="page"[^>]*>Grading<\/a>/);
    expect(body).toMatch(
      /<a [^>]*href="\/education\/loose-diamonds\/grading\/diamond-certificate"[^>]*>Certificates<\/a>/,
    );
    expect(body).toMatch(/<a [^>]*href="\/education\/loose-diamonds\/grading\/conflict-free"[^>]*>Conflict-free<\/a>/);
  });

  it('puts the certificate page under grading, with the re-certification fee', async () => {
    const { res, html: body } = await page('/education/loose-diamonds/grading/diamond-certificate');
    expect(res.status).toBe(200);
    expect(body).toContain('₹9,000');
    expect(body).toMatch(/aria-current="page"[^>]*>Certificates<\/a>/);
    expect(body).toMatch(/aria-current="true"[^>]*>Grading<\/a>/);
  });

  it.each([
    '/education/loose-diamonds/4cs/fluorescence',
    '/education/loose-diamonds/unknown',
    '/education/gold/24k-gold/extra',
    '/education/loose-diamonds/4cs/cut/extra',
    '/why-buy-from-us/no-such-promise',
    '/why-buy-from-us/payment-options/extra',
    '/collections/no-such-collection',
    '/collections/toString',
    '/collections/BRIDAL',
  ])('answers %s with the not-found page, 404', async (path) => {
    const { res, html: body } = await page(path);
    expect(res.status).toBe(404);
    expect(body).toContain('Page not found');
    // why-buy-from-us is served by the shared content module, whose 404 head is the root's (no title).
    if (!path.startsWith('/why-buy-from-us/')) {
      expect(titleOf(body)).toBe('Page not found | Suvarna');
      expect(metaOf(body, 'robots')).toBe('noindex');
    }
  });

  it('computes the fair pricing samples with the store breakup, in Indian grouping', async () => {
    const { html: body } = await page('/fair-pricing');
    for (const sample of FAIR_PRICE_SAMPLES) {
      const c = compareFairPrice(sample);
      expect(body).toContain(html(sample.name));
      for (const amount of [
        c.breakup.metal_price,
        c.breakup.diamond_price,
        c.breakup.making_charge,
        c.breakup.gst_amount,
        c.breakup.total,
        c.typicalRetail,
        c.saving,
      ])
        expect(body).toContain(formatINR(amount));
      expect(formatINR(c.breakup.total)).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$/);
    }
    expect(body).toContain('Typical retail price (+40%)');
    // The six promises.
    const promises = /<h2 id="our-six-promises">Our six promises<\/h2>\s*<ol>([\s\S]*?)<\/ol>/.exec(body)?.[1] ?? '';
    expect(promises.match(/<li>/g)?.length).toBe(6);
  });

  it('lists news newest first with side news, each item at its anchor, as NewsArticles', async () => {
    const { html: body } = await page('/news');
    const main = body.slice(body.indexOf('class="news-main"'), body.indexOf('class="news-side"'));
    const dates = [...main.matchAll(/<time dateTime="([\d-]+)"/g)].map((m) => m[1]!);
    expect(dates.length).toBeGreaterThanOrEqual(3);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body).toContain('id="thrissur-showroom-opens"');
    expect(body).toMatch(/<aside class="news-side"[\s\S]*id="dfe-savings-plan"/);
    const articles = jsonLdOf(body).flat() as { '@type'?: string; url?: string }[];
    expect(articles.filter((a) => a['@type'] === 'NewsArticle').map((a) => a.url)).toContain(
      `${server.baseUrl}/news#thrissur-showroom-opens`,
    );
  });

  it.each(COLLECTIONS)('shows the %s collection with its banner and real pieces', async (name) => {
    const p = server.services.content.get(`collections/${name}`);
    expect(p?.banner?.title).toBeTruthy();
    const { res, html: body } = await page(`/collections/${name}`);
    expect(res.status).toBe(200);
    expect(body).toContain(html(p!.banner!.title));
    const cards = body.match(/<article class="product-card">/g)?.length ?? 0;
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(COLLECTION_PIECES_SHOWN);
  });

  it('has a content file for every collection, and a collection row for every collection file', async () => {
    const files = server.services.content
      .all()
      .filter((p) => p.id.startsWith('collections/'))
      .map((p) => p.id.slice('collections/'.length))
      .sort();
    const rows = (await server.services.merch.collections()).collections.map((c) => c.slug);
    expect(files).toEqual(rows.sort());
    expect(rows).toEqual(COLLECTIONS);
  });

  it("is the specs' blog: /blog lists every news item newest first, each with a page of its own, and an Atom feed follows it", async () => {
    const { res, html: body } = await page('/blog');
    expect(res.status).toBe(200);
    expect(body).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Suvarna blog" href="${server.baseUrl}/blog/feed.xml"/>`,
    );
    const posts = [...body.matchAll(/<h2 [^>]*class="news-heading"><a href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts[0]).toBe('thrissur-showroom-opens');
    // Linked from every page's footer.
    expect(body).toMatch(/<a [^>]*href="\/blog"[^>]*>Blog<\/a>/);

    const post = await page(`/blog/${posts[0]}`);
    expect(post.res.status).toBe(200);
    expect(titleOf(post.html)).toBe('Our Thrissur showroom opens on Swaraj Round | Suvarna');
    expect(post.html).toContain('<h1 class="display">Our Thrissur showroom opens on Swaraj Round</h1>');
    expect(canonicalOf(post.html)).toBe(`${server.baseUrl}/blog/thrissur-showroom-opens`);
    expect((await page('/blog/no-such-post')).res.status).toBe(404);

    const feed = await page('/blog/feed.xml');
    expect(feed.res.status).toBe(200);
    expect(feed.res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const ids = [...feed.html.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids).toEqual(posts.map((id) => `${server.baseUrl}/blog/${id}`));
  });

  it('lists every one of these pages in the sitemap', async () => {
    const { html: xml } = await page('/sitemap.xml');
    for (const id of MY_PAGES(server.services.content.all().map((p) => p.id)))
      expect(xml, id).toContain(`<loc>${server.baseUrl}/${id}</loc>`);
  });
});
