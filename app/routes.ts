// The route table of both specs (docs/spec.md#first-2 and docs/spec.md#second-2 "Route table"), router
// base at the root.
import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { POLICY_PAGE_IDS } from '../domain/content/policy-pages';

const LISTING = 'routes/listing.tsx';
const CONTENT_PAGE = 'routes/content-page.tsx';

/**
 * A page kept as Markdown: the module reads content/pages/<path>.md (a path with parameters, such as
 * why-buy-from-us/:id, serves every file under that folder). docs/decisions/2026-11-25-content-pages.md.
 */
const content = (path: string) => route(path, CONTENT_PAGE, { id: `content:${path}` });

/** The Promise strip's pages kept as Markdown (content/pages). */
const PROMISE_PAGES = [
  '100-money-back',
  '15day-return-policy',
  'cash-on-delivery',
  'free-shipping',
  'hallmarked-jewellery',
  'payment-options',
  'brand-assured-quality',
];

export default [
  index('routes/home.tsx'),

  // Listings: one module, each path under an id of its own.
  route('jewellery', LISTING, { id: 'listing:jewellery' }),
  route('jewellery/:id1', LISTING, { id: 'listing:jewellery/:id1' }),
  route('jewellery/:id1/:id2', LISTING, { id: 'listing:jewellery/:id1/:id2' }),
  route('jewellery/:id1/:id2/:id3', LISTING, { id: 'listing:jewellery/:id1/:id2/:id3' }),
  route('trending', LISTING, { id: 'listing:trending' }),

  // Checkout, content and the rest of the checkout spec's exact routes.
  route('locations', 'routes/locations.tsx'),
  route('locations/:id', 'routes/location.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  content('about-us'),
  route('occasion/try@home', 'routes/try-at-home.tsx'),
  route('education/:id1/:id2', 'routes/education.tsx', { id: 'education:2' }),
  route('education/:id1/:id2/:id3', 'routes/education.tsx', { id: 'education:3' }),
  // Both URL forms of the size guides (docs/spec.md#second-2): static segments outrank education/:id1/:id2.
  route('education/size-guide/rings-size-guide', 'routes/ring-size-guide.tsx', { id: 'ring-size-guide' }),
  route('education/size-chart/ring-size-guide', 'routes/ring-size-guide.tsx', { id: 'ring-size-guide:size-chart' }),
  route('education/size-guide/bangle-and-bracelet-size-guide', 'routes/bangle-size-guide.tsx', {
    id: 'bangle-size-guide',
  }),
  route('education/size-chart/bangle-and-bracelet-size-guide', 'routes/bangle-size-guide.tsx', {
    id: 'bangle-size-guide:size-chart',
  }),

  // Cart, lists and accounts.
  route('cart', 'routes/cart.tsx'),
  route('wishlists', 'routes/wishlists.tsx'),
  route('compare_list', 'routes/compare.tsx'),
  route('customer-service', 'routes/customer-service.tsx'),
  route('custom-design-request', 'routes/custom-design-request.tsx'),
  route('savings-plan', 'routes/savings-plan.tsx'),
  route('newsletter/unsubscribe/:token', 'routes/newsletter-unsubscribe.tsx'),
  // docs/api.md's dev outbox page (NOTIFY_TRANSPORT=dev only; 404 otherwise).
  route('dev/outbox', 'routes/dev-outbox.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  content('faq'),
  route('sales/guest/form', 'routes/track-order.tsx'),
  route('track-details', 'routes/track-details.tsx'),
  route('my-orders', 'routes/my-orders.tsx'),
  route('my-savings-plan', 'routes/my-savings-plan.tsx'),
  route('user/profile', 'routes/profile.tsx'),
  route('customer/account/success', 'routes/account-success.tsx'),
  route('login', 'routes/login.tsx'),
  route('new_login', 'routes/new-login.tsx'),
  route('create', 'routes/create.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('change-password', 'routes/change-password.tsx'),
  route('change-email', 'routes/change-email.tsx'),

  ...POLICY_PAGE_IDS.map(content),
  route('news', 'routes/news.tsx'),
  // The specs' "a blog": the news, one post per page, and its Atom feed (the static segment outranks :id).
  route('blog', 'routes/blog.tsx'),
  route('blog/feed.xml', 'routes/blog-feed.ts'),
  route('blog/:id', 'routes/blog-post.tsx'),
  route('fair-pricing', 'routes/fair-pricing.tsx'),
  content('why-buy-from-us/payment-options'),
  content('why-buy-from-us/:id'),
  route('gifts', 'routes/gifts.tsx'),
  route('gifts-purchase/:id', 'routes/gifts-purchase.tsx'),
  route('collections/:documentName', 'routes/collection.tsx'),

  // docs/spec.md#second-2 "Other pages seen as links": the Promise strip links to most of them. Without a
  // route of their own they would be read as product values, logged as 404s and sent home.
  ...PROMISE_PAGES.map(content),
  route('old-gold-exchange', 'routes/old-gold-exchange.tsx'),

  // The back office (docs/decisions/2026-11-26-staff-sign-in.md): its own frame, never indexed or cached.
  route('admin/login', 'routes/admin/admin-login.tsx'),
  route('admin/invitation', 'routes/admin/admin-invitation.tsx'),
  route('admin', 'routes/admin/admin-layout.tsx', [
    index('routes/admin/admin-home.tsx'),
    route('staff', 'routes/admin/admin-staff.tsx'),
    route('audit', 'routes/admin/admin-audit.tsx'),
    route('account', 'routes/admin/admin-account.tsx'),
    route('orders', 'routes/admin/admin-orders.tsx'),
    route('orders/:orderId', 'routes/admin/admin-order.tsx'),
    route('inbox', 'routes/admin/admin-inbox.tsx'),
    route('inbox/:kind/:id', 'routes/admin/admin-inbox-item.tsx'),
    route('returns', 'routes/admin/admin-returns.tsx'),
    route('giftcards', 'routes/admin/admin-giftcards.tsx'),
    route('giftcards/:id', 'routes/admin/admin-giftcard.tsx'),
    route('savings-plans', 'routes/admin/admin-savings-plans.tsx'),
    route('savings-plans/:planId', 'routes/admin/admin-savings-plan.tsx'),
    route('rates', 'routes/admin/admin-rates.tsx'),
    route('catalogue', 'routes/admin/admin-products.tsx'),
    route('catalogue/new', 'routes/admin/admin-product-new.tsx'),
    route('catalogue/:id', 'routes/admin/admin-product.tsx'),
    route('reviews', 'routes/admin/admin-reviews.tsx'),
    route('reports', 'routes/admin/admin-reports.tsx'),
    route('coupons', 'routes/admin/admin-coupons.tsx'),
    route('coupons/new', 'routes/admin/admin-coupon-new.tsx'),
    route('coupons/:code', 'routes/admin/admin-coupon.tsx'),
    route('merchandising', 'routes/admin/admin-merchandising.tsx'),
    route('merchandising/categories', 'routes/admin/admin-merch-categories.tsx'),
    route('merchandising/categories/:slug', 'routes/admin/admin-merch-category.tsx'),
    route('merchandising/banners', 'routes/admin/admin-merch-banners.tsx'),
    route('merchandising/menu', 'routes/admin/admin-merch-menu.tsx'),
    route('merchandising/collections', 'routes/admin/admin-merch-collections.tsx'),
  ]),

  // The product page: one path segment, the product's value (URL slug).
  route(':productValue', 'routes/product.tsx'),

  route('404', 'routes/not-found.tsx', { id: 'not-found' }),
  route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
