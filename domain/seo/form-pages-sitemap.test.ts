import { describe, expect, it } from 'vitest';
import { FORM_PAGE_PATHS, formPagesSitemapUrls } from './form-pages-sitemap.ts';

describe('formPagesSitemapUrls', () => {
  it('lists each form page once under the origin, without a doubled slash', () => {
    const locs = formPagesSitemapUrls('https://suvarna.example/').map((u) => u.loc);
    expect(locs).toHaveLength(FORM_PAGE_PATHS.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('https://suvarna.example/careers');
    expect(locs).toContain('https://suvarna.example/occasion/try@home');
    expect(locs.every((l) => l.startsWith('https://suvarna.example/') && !l.includes('//', 8))).toBe(true);
  });
});
