import { describe, expect, it } from 'vitest';
import { blogAtomFeed, xmlText } from './blog-feed';
import type { NewsItem } from './news';

const post = (id: string, date: string, heading = id): NewsItem => ({ id, heading, date, category: 'news', text: [`First of ${id}.`, 'Second.'] });

describe('the blog feed', () => {
  it.each([
    ['Gold & diamonds', 'Gold &amp; diamonds'],
    ['<script>"x"</script>', '&lt;script&gt;&quot;x&quot;&lt;/script&gt;'],
    ["Meera's ring", 'Meera&apos;s ring'],
    ['bell\u0007 ring', 'bell ring'],
  ])('escapes %j', (raw, escaped) => {
    expect(xmlText(raw)).toBe(escaped);
  });

  it('is an Atom feed of the posts in the order given, each with its own absolute URL, updated at the newest post', () => {
    const xml = blogAtomFeed([post('b', '2026-10-02', 'Rings & bands'), post('a', '2026-07-01')], { origin: 'https://shop.example.in', title: 'Suvarna', subtitle: 'News' });
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(true);
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://shop.example.in/blog/feed.xml"/>');
    expect(xml).toContain('<updated>2026-10-02T00:00:00Z</updated>\n  <author>');
    const entries = [...xml.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((m) => m[0]);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain('<id>https://shop.example.in/blog/b</id>');
    expect(entries[0]).toContain('<title type="text">Rings &amp; bands</title>');
    expect(entries[0]).toContain('<summary type="text">First of b.</summary>');
    expect(entries[1]).toContain('<published>2026-07-01T00:00:00Z</published>');
  });
});
