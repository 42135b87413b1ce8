import { describe, expect, it } from 'vitest';
import { locatorSitemapUrls } from './locator-sitemap.ts';

describe('locatorSitemapUrls', () => {
  it('lists the locator, each store and the two guides at their canonical URLs, each once', () => {
    const locs = locatorSitemapUrls('https://suvarna.example/').map((u) => u.loc);
    expect(locs).toEqual([
      'https://suvarna.example/locations',
      'https://suvarna.example/locations/kochi',
      'https://suvarna.example/locations/kozhikode',
      'https://suvarna.example/locations/thrissur',
      'https://suvarna.example/education/size-guide/rings-size-guide',
      'https://suvarna.example/education/size-guide/bangle-and-bracelet-size-guide',
    ]);
    expect(locs.some((l) => l.includes('size-chart'))).toBe(false);
  });
});
