// The sitemap (sitemaps.org protocol 0.9) and robots.txt of the store, as pure text builders.

export interface SitemapUrl {
  /** An absolute URL. */
  loc: string;
  /** W3C date (YYYY-MM-DD or a full timestamp). */
  lastmod?: string;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never' | (string & {});
  /** 0.0 to 1.0. */
  priority?: number;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;', '"': '&quot;' };

/** Escapes the five XML entities (sitemaps.org requires it of every data value). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>'"]/g, (ch) => XML_ENTITIES[ch] ?? ch);
}

/** A urlset document of the given URLs, in their order. */
export function buildSitemapXml(urls: readonly SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const url of urls) {
    lines.push('  <url>', `    <loc>${escapeXml(url.loc)}</loc>`);
    if (url.lastmod !== undefined) lines.push(`    <lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    if (url.changefreq !== undefined) lines.push(`    <changefreq>${escapeXml(url.changefreq)}</changefreq>`);
    if (url.priority !== undefined) {
      const priority = Math.min(1, Math.max(0, url.priority));
      lines.push(`    <priority>${priority.toFixed(1)}</priority>`);
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** Paths no crawler should visit: the API and the customer's own pages. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/cart',
  '/checkout',
  '/dashboard',
  '/my-orders',
  '/user/',
  '/wishlists',
  '/compare_list',
  '/admin',
] as const;

/** Allows everything but ROBOTS_DISALLOW, and points at the sitemap. */
export function buildRobotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
