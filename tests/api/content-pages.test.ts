// Content pages (content/pages, read at start-up) rendered on the server with their SEO record, listed
// in the sitemap; a broken content file refused at start-up.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalOf, jsonLdOf, metaOf, titleOf } from '../support/html-head.ts';
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
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/shipping-policy"|<a[^>]*href="\/shipping-policy"[^>]*aria-current="page"/,
    );
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

describe('page parts from the front matter', () => {
  it('shows a banner with its title, subtitle and picture', async () => {
    const { html } = await page('/free-shipping');
    const banner = server.services.content.get('free-shipping')!.banner!;
    expect(html).toContain(
      `<section class="content-banner" aria-label="${banner.title}"><img src="${banner.image!.replaceAll('&', '&amp;')}" alt=""`,
    );
    expect(html).toContain(`<p class="content-banner-title">${banner.title}</p><p>${banner.subTitle}</p>`);
    expect((await fetch(`${server.baseUrl}${banner.image}`)).status).toBe(200);
  });

  it('opens a long policy with its sections, a short one without', async () => {
    const privacy = await page('/privacy-policy');
    const toc =
      /<nav class="content-toc content-sections" aria-label="On this page">([\s\S]*?)<\/nav>/.exec(privacy.html)?.[1] ??
      '';
    const sections = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(sections).toEqual(server.services.content.get('privacy-policy')!.toc.map((t) => t.id));
    for (const id of sections) expect(privacy.html).toContain(`<h2 id="${id}">`);
    const short = await page('/gift-voucher-and-conditions');
    expect(short.html).not.toContain('aria-label="On this page"');
  });
});

describe('FAQ', () => {
  it('groups questions under headings, keeps the complementary cleaning anchor, and describes them all as FAQPage data', async () => {
    const { html } = await page('/faq');
    expect(html).toContain('<h3 id="complementary-cleaning">What is the complementary cleaning?</h3>');
    expect(html).toContain('<h2 id="care-and-after-sales">Care and after-sales</h2>');
    expect(html).toContain('href="#care-and-after-sales"');
    const faq = jsonLdOf(html).find((d) => (d as { '@type'?: string })['@type'] === 'FAQPage') as {
      url: string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.url).toBe(`${server.baseUrl}/faq`);
    const questions = server.services.content.get('faq')!.faq!.flatMap((g) => g.questions);
    expect(faq.mainEntity.map((q) => q.name)).toEqual(questions.map((q) => q.question));
    expect(faq.mainEntity.find((q) => q.name === 'What is the complementary cleaning?')?.acceptedAnswer.text).toContain(
      'every 6 months',
    );
  });
});

describe('About Us', () => {
  it('shows the TC, TCI and C blocks, each TCI picture in a light and a dark drawing the store serves', async () => {
    const { html } = await page('/about-us');
    const about = server.services.content.get('about-us')!;
    expect(new Set(about.blocks!.map((b) => b.type))).toEqual(new Set(['TC', 'TCI', 'C']));
    for (const block of about.blocks!) {
      if (block.type === 'C') continue;
      expect(html).toContain(`<h2>${block.title}</h2>`);
      if (block.type !== 'TCI') continue;
      for (const [cls, src] of [
        ['only-light', block.image.light],
        ['only-dark', block.image.dark],
      ] as const) {
        expect(html).toMatch(new RegExp(`<img class="${cls}" src="${src}" alt="${block.image.alt}"`));
        const res = await fetch(`${server.baseUrl}${src}`);
        expect(res.status, src).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/svg+xml');
        expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
        expect(await res.text()).toMatch(/^<svg /);
        const again = await fetch(`${server.baseUrl}${src}`, {
          headers: { 'If-None-Match': res.headers.get('etag')! },
        });
        expect(again.status).toBe(304);
      }
    }
  });

  it.each([
    '/content/images/about/none.svg',
    '/content/images/../pages/faq.md',
    '/content/images/%2e%2e/pages/faq.md',
    '/content/images/',
  ])('answers 404 for %s', async (p) => {
    const res = await fetch(`${server.baseUrl}${p}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('layout: faq');
  });
});

describe("the Promise strip's pages", () => {
  it.each([
    ['/100-money-back', '/money-back-policy'],
    ['/15day-return-policy', '/return-policy'],
    ['/cash-on-delivery', '/cash-on-delivery-policy'],
    ['/free-shipping', '/shipping-policy'],
    ['/hallmarked-jewellery', '/terms-and-conditions'],
    ['/brand-assured-quality', '/exchange-and-resizing-policy'],
    ['/payment-options', '/cash-on-delivery-policy'],
  ])('%s is a page of its own linking to its full policy %s', async (path, policy) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(html).toMatch(new RegExp(`<a class="button button-quiet" href="${policy}"`));
  });
});

describe('the not-found page', () => {
  it.each(['/404', '/no/such/page/here'])('%s: 404, noindex, a search box and helpful links', async (p) => {
    const { res, html } = await page(p);
    expect(res.status).toBe(404);
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect(titleOf(html)).toBe('Page not found | Suvarna');
    expect(html).toMatch(/<form class="not-found-search" role="search" action="\/jewellery" method="get">/);
    expect(html).toContain('name="query"');
    for (const href of ['/jewellery', '/faq', '/sales/guest/form', '/']) expect(html).toContain(`href="${href}"`);
  });
});

describe('a broken content file', () => {
  it('stops the start, naming the file and the field', async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'suvarna-bad-content-')), 'content');
    mkdirSync(path.join(root, 'pages'), { recursive: true });
    writeFileSync(
      path.join(root, 'pages', 'return-policy.md'),
      '---\nlayout: policy\nheading: Returns\nseo:\n  title: Returns\n  keyWords: returns\n  robots: all\n  img: /images/banners/returns\n---\n## Text\n',
    );
    // A database of our own, dropped here: the failed start never gets to hand one back.
    const database = await createTestDatabase();
    try {
      await expect(startTestServer({ database, env: { CONTENT_DIR: root } })).rejects.toThrow(
        /content\/pages\/return-policy\.md: front matter field "seo\.description"/,
      );
    } finally {
      await database.drop();
      rmSync(path.dirname(root), { recursive: true, force: true });
    }
  });
});
