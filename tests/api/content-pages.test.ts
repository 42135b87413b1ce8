// Content pages (content/pages, read at start-up) rendered on the server with their SEO record, listed
// in the sitemap; a broken content file refused at start-up.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalOf, metaOf, titleOf } from '../support/html-head.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 20 });
});
afterAll(() => server?.stop());

async function page(p: string) {
  const res = await fetch(`${server.baseUrl}${p}`, { redirect: 'manual' });
  return { res, html: await res.text() };
}

describe('content pages', () => {
  it('renders every page of content/ on the server with its SEO record', async () => {
    const pages = server.services.content.all();
    expect(pages.map((p) => p.id)).toContain('shipping-policy');
    for (const p of pages) {
      const { res, html } = await page(p.path);
      expect(res.status, p.path).toBe(200);
      expect(titleOf(html), p.path).toBe(p.seo.title);
      expect(metaOf(html, 'description'), p.path).toBe(p.seo.description);
      expect(metaOf(html, 'keywords'), p.path).toBe(p.seo.keyWords);
      expect(metaOf(html, 'robots'), p.path).toBe(p.seo.robots);
      expect(canonicalOf(html), p.path).toBe(`${server.baseUrl}${p.path}`);
      expect(metaOf(html, 'og:image'), p.path).toBe(`${server.baseUrl}${p.seo.img}`);
      expect(metaOf(html, 'og:title'), p.path).toBe(p.seo.title);
      expect(html, p.path).toContain(`<h1 class="display">${p.heading.replaceAll('&', '&amp;')}</h1>`);
      expect(html, p.path).not.toContain('This page is on its way');
    }
  });

  it('gives the shipping policy its international shipping anchor and the policy card list', async () => {
    const { html } = await page('/shipping-policy');
    expect(html).toContain('<h2 id="international-shipping">International shipping</h2>');
    expect(html).toMatch(/<nav class="policy-cards" aria-labelledby="policy-cards-title">/);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/shipping-policy"|<a[^>]*href="\/shipping-policy"[^>]*aria-current="page"/);
    // Tables scroll in their own focusable box.
    expect(html).toContain('<div class="content-table" tabindex="0" role="region"');
  });

  it('answers the not-found page (404, noindex) for a content route without a file', async () => {
    // The content module serves what content/pages holds; a name it does not hold is not a page.
    const { content } = server.services;
    expect(content.get('no-such-page')).toBeUndefined();
    const { res, html } = await page('/shipping-policy/extra');
    expect(res.status).toBe(404);
    expect(metaOf(html, 'robots')).toBe('noindex');
  });

  it('lists every content page open to search engines in the sitemap', async () => {
    const { html: xml } = await page('/sitemap.xml');
    for (const p of server.services.content.all()) {
      const loc = `<loc>${server.baseUrl}${p.path}</loc>`;
      if (p.seo.robots === 'all') expect(xml, p.path).toContain(loc);
      else expect(xml, p.path).not.toContain(loc);
    }
  });
});

describe('a broken content file', () => {
  it('stops the start, naming the file and the field', async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'suvarna-bad-content-')), 'content');
    mkdirSync(path.join(root, 'pages'), { recursive: true });
    writeFileSync(path.join(root, 'pages', 'return-policy.md'), '---\nlayout: policy\nheading: Returns\nseo:\n  title: Returns\n  keyWords: returns\n  robots: all\n  img: /images/banners/returns\n---\n## Text\n');
    // A database of our own, dropped here: the failed start never gets to hand one back.
    const database = await createTestDatabase();
    try {
      await expect(startTestServer({ database, env: { CONTENT_DIR: root } })).rejects.toThrow(/content\/pages\/return-policy\.md: front matter field "seo\.description"/);
    } finally {
      await database.drop();
      rmSync(path.dirname(root), { recursive: true, force: true });
    }
  });
});
