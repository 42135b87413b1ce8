import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_CACHE_SETTINGS,
  pageCachePolicy,
  pagePathOf,
  PERSONAL_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  type PageCatalogue,
  type PageRequest,
} from './page-cache-policy.ts';

const catalogue: PageCatalogue = {
  isProductValue: (value) => value === 'aria-diamond-ring' || value === 'cart-charm',
  isContentPage: (id) => ['about-us', 'faq', 'privacy-policy', 'why-buy-from-us/payment-options'].includes(id),
};
const CATALOGUE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const CONTENT = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

const get = (pathname: string, extra: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  pathname,
  hasCookie: false,
  hasAuthorization: false,
  ...extra,
});

describe('pageCachePolicy', () => {
  it.each<[string, PageRequest, string, boolean]>([
    // The pages every anonymous visitor sees alike.
    ['home', get('/'), CATALOGUE, true],
    ['home, HEAD', get('/', { method: 'HEAD' }), CATALOGUE, true],
    ["home's data", get('/_root.data'), CATALOGUE, true],
    ['all jewellery', get('/jewellery'), CATALOGUE, true],
    ['a listing', get('/jewellery/rings'), CATALOGUE, true],
    ['a deep listing', get('/jewellery/rings/diamond/yellow-gold'), CATALOGUE, true],
    ["a listing's data", get('/jewellery/rings.data'), CATALOGUE, true],
    ['trending', get('/trending'), CATALOGUE, true],
    ['a product', get('/aria-diamond-ring'), CATALOGUE, true],
    ["a product's data", get('/aria-diamond-ring.data'), CATALOGUE, true],
    ['a Markdown page', get('/about-us'), CONTENT, true],
    ['a policy', get('/privacy-policy'), CONTENT, true],
    ['a two-segment Markdown page', get('/why-buy-from-us/payment-options'), CONTENT, true],
    ['education', get('/education/diamond-guide/cut'), CONTENT, true],
    ['a size guide', get('/education/size-guide/rings-size-guide'), CONTENT, true],
    ['the locator', get('/locations'), CONTENT, true],
    ['a showroom', get('/locations/kochi-mg-road'), CONTENT, true],
    ['news', get('/news'), CONTENT, true],
    ['the blog', get('/blog'), CONTENT, true],
    ['a post', get('/blog/akshaya-tritiya'), CONTENT, true],
    ['fair pricing', get('/fair-pricing'), CONTENT, true],
    ['a collection', get('/collections/bridal'), CONTENT, true],
    // A credential makes any page personal.
    ['home with a cookie', get('/', { hasCookie: true }), PERSONAL_CACHE_CONTROL, false],
    [
      'a product with a bearer token',
      get('/aria-diamond-ring', { hasAuthorization: true }),
      PERSONAL_CACHE_CONTROL,
      false,
    ],
    ['content with both', get('/about-us', { hasCookie: true, hasAuthorization: true }), PERSONAL_CACHE_CONTROL, false],
    // Writes are never cached.
    ['a POST to a page', get('/jewellery', { method: 'POST' }), PERSONAL_CACHE_CONTROL, false],
    // Pages about the shopper or their forms: not for shared caches.
    ['the cart', get('/cart'), PRIVATE_CACHE_CONTROL, false],
    ['checkout', get('/checkout'), PRIVATE_CACHE_CONTROL, false],
    ['login', get('/login'), PRIVATE_CACHE_CONTROL, false],
    ['my orders', get('/my-orders'), PRIVATE_CACHE_CONTROL, false],
    ['the profile', get('/user/profile'), PRIVATE_CACHE_CONTROL, false],
    ['the back office', get('/admin/orders'), PRIVATE_CACHE_CONTROL, false],
    ['wishlists', get('/wishlists'), PRIVATE_CACHE_CONTROL, false],
    // An unknown one-segment path is not a product: it falls to the not-found route.
    ['an unknown value', get('/no-such-piece'), PRIVATE_CACHE_CONTROL, false],
    ['a value with capitals', get('/Aria-Diamond-Ring'), PRIVATE_CACHE_CONTROL, false],
    ['an encoded value', get('/aria%2Ddiamond-ring'), PRIVATE_CACHE_CONTROL, false],
    ['a product value under a path', get('/cart/aria-diamond-ring'), PRIVATE_CACHE_CONTROL, false],
  ])('%s', (_name, request, cacheControl, cacheable) => {
    const decision = pageCachePolicy(request, catalogue, DEFAULT_PAGE_CACHE_SETTINGS);
    expect(decision.cacheControl).toBe(cacheControl);
    expect(decision.cacheable).toBe(cacheable);
  });

  it('never says public with a credential, whatever the path', () => {
    for (const pathname of ['/', '/jewellery', '/aria-diamond-ring', '/about-us', '/locations', '/cart'])
      for (const [hasCookie, hasAuthorization] of [
        [true, false],
        [false, true],
        [true, true],
      ] as const)
        for (const method of ['GET', 'HEAD', 'POST']) {
          const decision = pageCachePolicy(
            { method, pathname, hasCookie, hasAuthorization },
            catalogue,
            DEFAULT_PAGE_CACHE_SETTINGS,
          );
          expect(decision).toEqual({ cacheable: false, cacheControl: PERSONAL_CACHE_CONTROL });
        }
  });

  it('takes the seconds from the settings; zero turns a kind off', () => {
    const settings = { catalogueSeconds: 5, catalogueStaleSeconds: 0, contentSeconds: 0, contentStaleSeconds: 9 };
    expect(pageCachePolicy(get('/'), catalogue, settings).cacheControl).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=0',
    );
    expect(pageCachePolicy(get('/about-us'), catalogue, settings)).toEqual({
      cacheable: false,
      cacheControl: PRIVATE_CACHE_CONTROL,
    });
  });
});

describe('pagePathOf', () => {
  it.each([
    ['/', '/'],
    ['/_root.data', '/'],
    ['/jewellery.data', '/jewellery'],
    ['/jewellery/rings.data', '/jewellery/rings'],
    ['/aria-diamond-ring', '/aria-diamond-ring'],
  ])('%s → %s', (pathname, page) => {
    expect(pagePathOf(pathname)).toBe(page);
  });
});
