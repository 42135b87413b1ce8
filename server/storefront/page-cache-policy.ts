// Which storefront answers a shared cache (a CDN, nginx) may keep, and for how long
// (docs/decisions/2026-11-27-page-cache.md). Home, listings, product pages, content pages, the
// store locator and the size guides render the same HTML for every anonymous visitor: the server
// render holds nothing personal (the cart count, the member menu, recently viewed and wishlist marks
// come from the browser's own state and the API). Everything else, and every request that carries a
// credential, stays out of shared caches.

/** Seconds a shared cache keeps an answer fresh, then may serve it stale while it fetches a new one. */
export interface PageCacheSettings {
  /** Home, listings and product pages: prices, stock and merchandising change during the day. */
  catalogueSeconds: number;
  catalogueStaleSeconds: number;
  /** Content pages, the locator and the size guides: they change with a release. */
  contentSeconds: number;
  contentStaleSeconds: number;
}

export const DEFAULT_PAGE_CACHE_SETTINGS: PageCacheSettings = {
  catalogueSeconds: 60,
  catalogueStaleSeconds: 300,
  contentSeconds: 3_600,
  contentStaleSeconds: 86_400,
};

export type CacheablePageKind = 'catalogue' | 'content';

/** What the policy needs to know of a request: nothing it could read from the body. */
export interface PageRequest {
  method: string;
  /** The URL's path as sent (percent-encoded), with React Router's `.data` suffix if it has one. */
  pathname: string;
  /** A `Cookie` header of any kind: the store sets none, so a cookie is someone's session or a stranger's. */
  hasCookie: boolean;
  hasAuthorization: boolean;
}

/** What the store itself knows about one-segment paths and Markdown pages (fail safe: unknown → not cached). */
export interface PageCatalogue {
  /** A piece shown in the shop has this URL value (`/aria-diamond-ring`). */
  isProductValue(value: string): boolean;
  /** A content page kept as Markdown answers this path, without its leading slash (`about-us`). */
  isContentPage(id: string): boolean;
}

/** Never kept anywhere but the requester's own browser, and not even there. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';
/** A page that is not for shared caches, but that the browser may keep for its back button. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

export type PageCacheDecision =
  { cacheable: true; kind: CacheablePageKind; cacheControl: string } | { cacheable: false; cacheControl: string };

/** Paths whose pages are the same for everyone and follow the catalogue or merchandising. */
const CATALOGUE_PREFIXES = ['/jewellery/'];
const CATALOGUE_PATHS = new Set(['/', '/jewellery', '/trending']);
/** Pages built from the store's own words and lists (education holds the size guides too). */
const CONTENT_PREFIXES = ['/education/', '/locations/', '/blog/', '/collections/'];
const CONTENT_PATHS = new Set(['/locations', '/news', '/blog', '/fair-pricing']);
/** One path segment of the shape a product value has; anything else falls to another route. */
const PRODUCT_VALUE = /^\/([a-z0-9][a-z0-9-]*)$/;

/** React Router's data request for a page (`/jewellery.data`, `/_root.data` for home) asks the same loaders. */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith('.data')) return pathname;
  const page = pathname.slice(0, -'.data'.length);
  return page === '/_root' ? '/' : page;
}

export function pageKindOf(pathname: string, catalogue: PageCatalogue): CacheablePageKind | undefined {
  const path = pagePathOf(pathname);
  if (CATALOGUE_PATHS.has(path) || CATALOGUE_PREFIXES.some((p) => path.startsWith(p))) return 'catalogue';
  if (CONTENT_PATHS.has(path) || CONTENT_PREFIXES.some((p) => path.startsWith(p))) return 'content';
  if (path.length > 1 && catalogue.isContentPage(path.slice(1))) return 'content';
  const product = PRODUCT_VALUE.exec(path);
  if (product?.[1] !== undefined && catalogue.isProductValue(product[1])) return 'catalogue';
  return undefined;
}

export function cacheControlFor(kind: CacheablePageKind, settings: PageCacheSettings): string {
  const [fresh, stale] =
    kind === 'catalogue'
      ? [settings.catalogueSeconds, settings.catalogueStaleSeconds]
      : [settings.contentSeconds, settings.contentStaleSeconds];
  // max-age=0: a browser asks again each time (a 304 when nothing changed); the shared cache holds it.
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

/**
 * Decided before the page is rendered, since a cacheable page is rendered without a per-response CSP
 * nonce. Only GET and HEAD are cacheable; a credential makes any page personal.
 */
export function pageCachePolicy(
  request: PageRequest,
  catalogue: PageCatalogue,
  settings: PageCacheSettings,
): PageCacheDecision {
  if (request.hasCookie || request.hasAuthorization) return { cacheable: false, cacheControl: PERSONAL_CACHE_CONTROL };
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return { cacheable: false, cacheControl: PERSONAL_CACHE_CONTROL };
  const kind = pageKindOf(request.pathname, catalogue);
  if (kind === undefined) return { cacheable: false, cacheControl: PRIVATE_CACHE_CONTROL };
  if (settings[kind === 'catalogue' ? 'catalogueSeconds' : 'contentSeconds'] === 0)
    return { cacheable: false, cacheControl: PRIVATE_CACHE_CONTROL };
  return { cacheable: true, kind, cacheControl: cacheControlFor(kind, settings) };
}
