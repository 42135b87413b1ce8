// The sitemap's entries for the pages that carry a form for shoppers (order tracking, careers,
// enquiries, bookings, the savings plan, the gift cards with their balance check): each is a page of its own route
// module, not a content file, so the content library cannot list it.
import type { SitemapUrl } from './sitemap.ts';

export const FORM_PAGE_PATHS = [
  '/sales/guest/form',
  '/customer-service',
  '/custom-design-request',
  '/savings-plan',
  '/careers',
  '/old-gold-exchange',
  '/occasion/try@home',
  '/gifts',
] as const;

export function formPagesSitemapUrls(origin: string): SitemapUrl[] {
  const base = origin.replace(/\/+$/, '');
  return FORM_PAGE_PATHS.map((path): SitemapUrl => ({ loc: `${base}${path}`, changefreq: 'monthly', priority: 0.5 }));
}
