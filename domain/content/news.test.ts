import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newestFirst, newsArticlesJsonLd, newsFileSchema, splitNews, type NewsItem } from './news';

const item = (id: string, date: string, category: 'news' | 'sidenews' = 'news'): NewsItem => ({ id, heading: id, date, category, text: ['t'] });

describe('news', () => {
  it('keeps the file valid: every item with its heading, date, category and text', () => {
    const file = newsFileSchema.parse(JSON.parse(readFileSync(new URL('../../content/news.json', import.meta.url), 'utf8')));
    const { news, side } = splitNews(file.items);
    expect(news.length).toBeGreaterThanOrEqual(3);
    expect(side.length).toBeGreaterThanOrEqual(1);
  });

  it('orders newest first, keeping the file order on one day', () => {
    const items = [item('a', '2026-01-01'), item('b', '2026-03-01'), item('c', '2026-01-01'), item('d', '2025-12-31')];
    expect(newestFirst(items).map((i) => i.id)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('splits news from side news', () => {
    const { news, side } = splitNews([item('a', '2026-01-01', 'sidenews'), item('b', '2026-02-01'), item('c', '2026-03-01', 'sidenews')]);
    expect(news.map((i) => i.id)).toEqual(['b']);
    expect(side.map((i) => i.id)).toEqual(['c', 'a']);
  });

  it.each([
    ['a repeated id', { items: [item('a', '2026-01-01'), item('a', '2026-01-02')] }, 'items.1.id'],
    ['a date that is not a day', { items: [{ ...item('a', '2026-01-01'), date: '1 Jan 2026' }] }, 'items.0.date'],
    ['an unknown category', { items: [{ ...item('a', '2026-01-01'), category: 'blog' }] }, 'items.0.category'],
    ['an id with spaces', { items: [item('a b', '2026-01-01')] }, 'items.0.id'],
    ['a link off the site', { items: [{ ...item('a', '2026-01-01'), links: [{ label: 'x', to: 'https://example.com' }] }] }, 'items.0.links.0.to'],
    ['no text', { items: [{ ...item('a', '2026-01-01'), text: [] }] }, 'items.0.text'],
    ['an unknown field', { items: [{ ...item('a', '2026-01-01'), body: 'x' }] }, 'items.0'],
  ])('refuses %s', (_name, file, path) => {
    const r = newsFileSchema.safeParse(file);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('describes each item as a NewsArticle at its anchor', () => {
    const [ld] = newsArticlesJsonLd([{ ...item('a', '2026-01-01'), picture: { src: '/images/banners/a', alt: '' } }], 'https://s.example/news', 'Suvarna', 'https://s.example');
    expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: 'a', datePublished: '2026-01-01', url: 'https://s.example/news#a', image: ['https://s.example/images/banners/a'] });
  });
});
