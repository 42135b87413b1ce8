// Walks the route table of both specs (docs/spec.md#second-2 "Route table": exact and non-exact routes and
// "Other pages seen as links"; docs/spec.md#first-2) against a real server, parameters filled with real
// values, and finds every page rendered on the server: the intended status, a title, no error, and no
// coming-soon placeholder left (the gift card pages were the last; the module is gone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routeConfig from '../../app/routes.ts';
import { categoryPath } from '../../domain/listing/category-path.ts';
import { STORES } from '../../domain/stores/stores.ts';
import { canonicalOf, metaOf, titleOf } from '../support/html-head.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { addThirdLevelCategory } from '../support/deep-category.ts';

const COMING_SOON_TEXT = 'This page is on its way';
/** The root error boundary's heading: a loader or render that threw. */
const ERROR_TEXT = 'Something went wrong';

interface Walked {
  path: string;
  status: number;
  /** Where a redirect must lead. */
  location?: string;
  /** A route that answers something other than a page (a feed): its content type. */
  contentType?: string;
}

/** Every route of both specs, with {placeholders} for values only the seeded store knows. */
const ROUTE_TABLE: readonly Walked[] = [
  // docs/spec.md#second-2, exact routes.
  { path: '/', status: 200 },
  { path: '/locations', status: 200 },
  { path: '/locations/kochi', status: 200 },
  { path: '/careers', status: 200 },
  { path: '/checkout', status: 200 },
  { path: '/trending', status: 200 },
  { path: '/jewellery/', status: 200 },
  { path: '/jewellery/{id1}', status: 200 },
  { path: '/jewellery/{id1}/{id2}', status: 200 },
  { path: '/jewellery/{id1}/{id2}/{id3}', status: 200 },
  { path: '/about-us', status: 200 },
  { path: '/{product}', status: 200 },
  { path: '/occasion/try@home', status: 200 },
  { path: '/education/loose-diamonds/4cs', status: 200 },
  { path: '/education/loose-diamonds/4cs/cut', status: 200 },
  // Non-exact routes.
  ...[
    '/cart',
    '/wishlists',
    '/compare_list',
    '/customer-service',
    '/dashboard',
    '/faq',
    '/sales/guest/form',
    '/track-details',
    '/my-orders',
    '/my-savings-plan',
    '/user/profile',
    '/customer/account/success',
  ].map((path) => ({ path, status: 200 })),
  { path: '/education/size-guide/rings-size-guide', status: 200 },
  { path: '/education/size-guide/bangle-and-bracelet-size-guide', status: 200 },
  ...['/login', '/new_login', '/create', '/forgot-password', '/change-password', '/change-email'].map((path) => ({
    path,
    status: 200,
  })),
  ...[
    '/privacy-policy',
    '/terms-and-conditions',
    '/money-back-policy',
    '/cancellation-policy',
    '/return-policy',
    '/cash-on-delivery-policy',
    '/shipping-policy',
    '/exchange-and-resizing-policy',
    '/old-gold-purchase-policy',
    '/gift-card-terms-and-conditions',
    '/dfe-terms-and-conditions',
    '/gift-voucher-and-conditions',
  ].map((path) => ({ path, status: 200 })),
  { path: '/news', status: 200 },
  // The specs' "a blog": the news as posts, a page each, and its feed.
  { path: '/blog', status: 200 },
  { path: '/blog/thrissur-showroom-opens', status: 200 },
  { path: '/blog/no-such-post', status: 404 },
  { path: '/blog/feed.xml', status: 200, contentType: 'application/atom+xml' },
  { path: '/fair-pricing', status: 200 },
  { path: '/why-buy-from-us/payment-options', status: 200 },
  { path: '/why-buy-from-us/internally-flawless-diamonds', status: 200 },
  { path: '/gifts', status: 200 },
  { path: '/gifts-purchase/{giftCard}', status: 200 },
  // A design that does not exist: the store's not-found page, with its status.
  { path: '/gifts-purchase/no-such-design', status: 404 },
  { path: '/404', status: 404 },
  { path: '{collection}', status: 200 },
  // The catch-all: the not-found page, with its status; and a content folder's unknown page, whose
  // own 404 must still carry the not-found title.
  { path: '/no/such/page/anywhere', status: 404 },
  { path: '/why-buy-from-us/no-such-reason', status: 404 },
  // Other pages seen as links.
  ...[
    '/100-money-back',
    '/15day-return-policy',
    '/cash-on-delivery',
    '/free-shipping',
    '/hallmarked-jewellery',
    '/old-gold-exchange',
    '/payment-options',
    '/brand-assured-quality',
  ].map((path) => ({ path, status: 200 })),
  { path: '/education/loose-diamonds/grading', status: 200 },
  { path: '/education/loose-diamonds/grading/conflict-free', status: 200 },
  { path: '/education/loose-diamonds/grading/diamond-certificate', status: 200 },
  ...['cut', 'color', 'clarity', 'carat-weight'].map((c) => ({
    path: `/education/loose-diamonds/4cs/${c}`,
    status: 200,
  })),
  ...['4cs', 'shapes', 'anatomy', 'ideal'].map((tab) => ({ path: `/education/loose-diamonds/${tab}`, status: 200 })),
  // Size chart links (the product page's); both readings of the spec answer.
  { path: '/education/size-chart/ring-size-guide', status: 200 },
  { path: '/education/size-chart/bangle-and-bracelet-size-guide', status: 200 },
  // docs/spec.md#first-2.
  { path: '/jewellery?query=ring', status: 200 },
  { path: '/jewellery/nose-pins', status: 200 },
  { path: '/login?redirect=cart', status: 200 },
  // The store's own, beyond the specs' tables: the page a password-reset mail links to, the forms'
  // pages (custom design, savings plan) and a newsletter unsubscribe link whose token we never made.
  { path: '/reset-password', status: 200 },
  // The email's verification link with a token we never made: the page says so (200, noindex).
  { path: '/verify-email?token=not-a-token-of-ours', status: 200 },
  { path: '/custom-design-request', status: 200 },
  { path: '/savings-plan', status: 200 },
  { path: '/newsletter/unsubscribe/not-a-token-of-ours', status: 200 },
  // docs/api.md: the demo outbox page (NOTIFY_TRANSPORT=dev, the default).
  { path: '/dev/outbox', status: 200 },
  // The back office's pages (their data comes after hydration, with the staff token of the tab).
  { path: '/admin', status: 200 },
  { path: '/admin/login', status: 200 },
  { path: '/admin/invitation', status: 200 },
  { path: '/admin/staff', status: 200 },
  { path: '/admin/audit', status: 200 },
  { path: '/admin/account', status: 200 },
  { path: '/admin/orders', status: 200 },
  { path: '/admin/returns', status: 200 },
  { path: '/admin/inbox', status: 200 },
  { path: '/admin/rates', status: 200 },
  { path: '/admin/reviews', status: 200 },
  { path: '/admin/reports', status: 200 },
  { path: '/admin/catalogue', status: 200 },
  // A product value that names nothing: a 404 visit is logged and the shopper goes home (docs/spec.md#first-4).
  { path: '/no-such-piece-of-jewellery', status: 302, location: '/' },
];

let server: TestServer;
const values = new Map<string, string>();
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 40 });
  await addThirdLevelCategory(server);
  const all = await server.services.catalog.listCategories();
  const deepest = categoryPath('solitaire-engagement', all);
  if (!deepest) throw new Error('the third-level category has no path');
  const [id1, id2, id3] = deepest.split('/').slice(2);
  values.set('id1', id1!).set('id2', id2!).set('id3', id3!);
  const product = server.services.search.engine.search({ query: '', hitsPerPage: 1 }).hits[0];
  if (!product) throw new Error('no product seeded');
  values.set('product', product.value);
  // A collection is a document of content/pages/collections.
  values.set('collection', '/collections/bridal');
  values.set('giftCard', 'birthday');
});
afterAll(() => server?.stop());

function fill(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`no value for {${name}}`);
    return value;
  });
}

describe('the route table of both specs', () => {
  it('has every location id the store knows', () => {
    expect(STORES.map((s) => s.id)).toContain('kochi');
  });

  it.each(ROUTE_TABLE.map((r) => [r.path, r] as const))('%s renders on the server', async (_name, route) => {
    const path = fill(route.path);
    const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
    const html = await res.text();
    expect(res.status, path).toBe(route.status);
    if (route.location !== undefined) {
      expect(res.headers.get('location'), path).toBe(route.location);
      return;
    }
    if (route.contentType !== undefined) {
      expect(res.headers.get('content-type'), path).toContain(route.contentType);
      return;
    }
    expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
    expect(titleOf(html)?.trim(), path).toMatch(/\S/);
    expect(html, path).not.toContain(ERROR_TEXT);
    expect(html, path).toMatch(/<h1[\s>]/);

    expect(html, `${path} still shows the coming-soon page`).not.toContain(COMING_SOON_TEXT);
  });

  it('finds every page open to search engines in the sitemap, at its canonical URL', async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&')));
    const missing: string[] = [];
    for (const route of ROUTE_TABLE.filter((r) => r.status === 200)) {
      const html = await (await fetch(`${server.baseUrl}${fill(route.path)}`)).text();
      const canonical = canonicalOf(html);
      if (metaOf(html, 'robots') !== 'all' || !canonical) continue;
      if (!listed.has(canonical)) missing.push(`${route.path} (${canonical})`);
    }
    expect(missing).toEqual([]);
  });

  it('visits every route of app/routes.ts', () => {
    const urls = ROUTE_TABLE.map((r) => new URL(fill(r.path), 'http://x').pathname);
    const patterns = (routeConfig as readonly { path?: string; index?: boolean }[]).map((r) =>
      r.index ? '' : (r.path ?? ''),
    );
    for (const pattern of patterns) {
      const re = new RegExp(`^/${pattern.replace(/[.@]/g, '\\$&').replace(/:\w+/g, '[^/]+').replace(/\*$/, '.+')}/?$`);
      expect(
        urls.some((u) => re.test(u)),
        `no walked URL matches the route "${pattern}"`,
      ).toBe(true);
    }
  });
});
