// The sitemap's entries for the store locator and the size guides: canonical URLs only (the size
// chart form of a guide names the size-guide form as canonical, so it stays out).
import { SIZE_GUIDE_PATHS } from '../size-guide/size-guide-paths.ts';
import { STORE_LOCATIONS, storePath } from '../stores/stores.ts';
import type { SitemapUrl } from './sitemap.ts';

export function locatorSitemapUrls(origin: string): SitemapUrl[] {
  const at = (path: string) => `${origin.replace(/\/+$/, '')}${path}`;
  return [
    { loc: at('/locations'), changefreq: 'monthly', priority: 0.6 },
    ...STORE_LOCATIONS.map((s): SitemapUrl => ({ loc: at(storePath(s)), changefreq: 'monthly', priority: 0.5 })),
    { loc: at(SIZE_GUIDE_PATHS.ring.canonical), changefreq: 'yearly', priority: 0.5 },
    { loc: at(SIZE_GUIDE_PATHS.bangle.canonical), changefreq: 'yearly', priority: 0.5 },
  ];
}
