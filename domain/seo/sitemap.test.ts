import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml, escapeXml } from './sitemap.ts';

describe('escapeXml', () => {
  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ["'", '&apos;'],
    ['"', '&quot;'],
    ['a&b<c>d\'e"f', 'a&amp;b&lt;c&gt;d&apos;e&quot;f'],
    ['&amp;', '&amp;amp;'],
    ['plain', 'plain'],
  ])('%s → %s', (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

describe('buildSitemapXml', () => {
  it('writes a urlset with the sitemaps.org namespace', () => {
    const xml = buildSitemapXml([]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('</urlset>');
    expect(xml).not.toContain('<url>');
  });

  it('escapes every entity in loc', () => {
    const xml = buildSitemapXml([{ loc: `https://x.in/a?b=1&c=<d>'e"` }]);
    expect(xml).toContain('<loc>https://x.in/a?b=1&amp;c=&lt;d&gt;&apos;e&quot;</loc>');
  });

  it.each([
    [{ loc: 'https://x.in/' }, ['<loc>https://x.in/</loc>'], ['<lastmod>', '<changefreq>', '<priority>']],
    [
      { loc: 'https://x.in/', lastmod: '2026-01-02' },
      ['<lastmod>2026-01-02</lastmod>'],
      ['<changefreq>', '<priority>'],
    ],
    [{ loc: 'https://x.in/', changefreq: 'daily' }, ['<changefreq>daily</changefreq>'], ['<lastmod>', '<priority>']],
    [{ loc: 'https://x.in/', priority: 0.8 }, ['<priority>0.8</priority>'], ['<lastmod>', '<changefreq>']],
    [{ loc: 'https://x.in/', priority: 1 }, ['<priority>1.0</priority>'], []],
    [{ loc: 'https://x.in/', priority: 7 }, ['<priority>1.0</priority>'], []],
    [{ loc: 'https://x.in/', priority: -1 }, ['<priority>0.0</priority>'], []],
  ])('%j', (url, present, absent) => {
    const xml = buildSitemapXml([url]);
    for (const p of present) expect(xml).toContain(p);
    for (const a of absent) expect(xml).not.toContain(a);
  });

  it('keeps the URLs in order, one <url> each', () => {
    const xml = buildSitemapXml([{ loc: 'https://x.in/a' }, { loc: 'https://x.in/b' }, { loc: 'https://x.in/c' }]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://x.in/a',
      'https://x.in/b',
      'https://x.in/c',
    ]);
  });
});

describe('buildRobotsTxt', () => {
  it.each(['https://suvarna.example', 'https://suvarna.example/'])('points at the sitemap of %s', (origin) => {
    expect(buildRobotsTxt(origin)).toContain('\nSitemap: https://suvarna.example/sitemap.xml\n');
  });

  it('allows all but the API, the customer pages and the back office', () => {
    const txt = buildRobotsTxt('https://suvarna.example');
    expect(txt.startsWith('User-agent: *\n')).toBe(true);
    expect(txt).toContain('Allow: /\n');
    const disallowed = [...txt.matchAll(/^Disallow: (.*)$/gm)].map((m) => m[1]);
    expect(disallowed).toEqual([
      '/api/',
      '/cart',
      '/checkout',
      '/dashboard',
      '/my-orders',
      '/user/',
      '/wishlists',
      '/compare_list',
      '/admin',
    ]);
  });
});
