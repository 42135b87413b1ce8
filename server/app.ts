// Assembles the Hono app: security headers, body limit, request log, the API calls, pictures, the
// OpenAPI document and its page, and JSON 404s under /api and /images. The storefront (React Router
// pages and their built assets) takes every other path, after these.
import { savingsCalls } from './savings/savings.routes.ts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { accountCalls } from './accounts/accounts.routes.ts';
import { cartCalls } from './cart/cart.routes.ts';
import { captchaCalls } from './captcha/captcha.routes.ts';
import { catalogCalls } from './catalog/catalog.routes.ts';
import { checkoutCalls } from './checkout/checkout.routes.ts';
import { giftCardCalls } from './giftcards/giftcards.routes.ts';
import { createContentRoutes } from './content/content.routes.ts';
import { engagementFormCalls } from './engagement/forms.routes.ts';
import { engagementCalls } from './engagement/engagement.routes.ts';
import { bookingAdminCalls, bookingCalls } from './bookings/bookings.routes.ts';
import { auditCalls } from './audit/audit.routes.ts';
import { createAdminCalls } from './staff/admin-call.ts';
import { staffCalls } from './staff/staff.routes.ts';
import { careersCalls, CAREERS_MAX_BODY_BYTES, CAREERS_UPLOAD_PATH } from './careers/careers.routes.ts';
import { RESUME_TEXTS } from '../domain/careers/resume-rules.ts';
import { createApiDocsRoutes } from './http/api-docs.ts';
import { ApiError } from './http/api-error.ts';
import { clientIp } from './http/auth-guard.ts';
import { ipRateKey } from '../domain/api/ip-rate-key.ts';
import type { ApiCall } from './http/define-call.ts';
import { createErrorHandler } from './http/error-mapper.ts';
import { mountCalls } from './http/mount-calls.ts';
import { buildOpenApi } from './http/openapi.ts';
import { refuseTooLarge } from './http/read-body.ts';
import { refuseControlUrls } from './http/refuse-control-urls.ts';
import { requestLog, requestLogger } from './http/request-log.ts';
import { fastDoor, type NodeListener } from './http/fast-calls.ts';
import { searchCors, SEARCH_CORS_PATHS } from './http/search-cors.ts';
import { storePolicies } from './http/content-policy.ts';
import { securityHeaders } from './http/security-headers.ts';
import { wholeAnswers } from './http/whole-answer.ts';
import { createImageRoutes } from './images/images.routes.ts';
import { devOutboxCalls } from './notifications/outbox.routes.ts';
import { devPaymentsCalls } from './payments/dev-payments.routes.ts';
import { invoiceCalls } from './invoices/invoices.routes.ts';
import { devShipCalls } from './invoices/dev-ship.routes.ts';
import { deployedBecause } from './deployment.ts';
import { orderCalls } from './orders/orders.routes.ts';
import { orderDeskCalls } from './orders/order-desk.routes.ts';
import { ratesCalls } from './rates/rates.routes.ts';
import { merchCalls } from './merchandising/merch.routes.ts';
import { inboxCalls } from './inbox/inbox.routes.ts';
import { giftDeskCalls } from './giftcards/giftcards-desk.routes.ts';
import { savingsDeskCalls } from './savings/savings-desk.routes.ts';
import { productsDeskCalls } from './catalog/products-desk.routes.ts';
import {
  pictureBodyTooLarge,
  PICTURE_UPLOAD_MAX_BODY_BYTES,
  PICTURE_UPLOAD_PATH,
  productPictureCalls,
} from './catalog/product-pictures.routes.ts';
import { reviewDeskCalls } from './reviews/reviews-desk.routes.ts';
import { reportCalls } from './reports/reports.routes.ts';
import { couponDeskCalls } from './coupons/coupons-desk.routes.ts';
import {
  orderReturnCalls,
  RETURN_MAX_BODY_BYTES,
  RETURN_REQUEST_PATHS,
  returnBodyTooLarge,
  returnDeskCalls,
} from './orders/order-returns.routes.ts';
import { otpCalls } from './otp/otp.routes.ts';
import { pincodeCalls } from './pincode/pincode.routes.ts';
import { createLocalWindowRoutes } from './payments/local-window.routes.ts';
import { createWebhookRoutes, webhookOpenApi } from './payments/webhook.routes.ts';
import { reviewCalls } from './reviews/reviews.routes.ts';
import { searchCalls } from './search/search.routes.ts';
import { imageCacheDir } from './env.ts';
import type { Services } from './services.ts';
import { createSeoRoutes } from './storefront/seo.routes.ts';
import { createStorefrontRoutes } from './storefront/storefront.routes.ts';

export function apiCalls(services: Services): ApiCall[] {
  // Every /api/admin/* call but the sign-in steps: a staff session of an allowed role (server/staff/admin-call.ts).
  const admin = createAdminCalls({
    staff: services.staff,
    isCustomerToken: async (token) => (await services.accounts.authenticate(token)) !== undefined,
  });
  return [
    ...catalogCalls(services.catalog),
    ...cartCalls(services.cart, services.accounts),
    ...searchCalls(services.search.engine),
    ...pincodeCalls(services.pincodes),
    ...engagementCalls(services.visits, services.accounts, { trustProxy: services.env.TRUST_PROXY }),
    ...engagementFormCalls(
      { subscription: services.subscription, enquiries: services.enquiries },
      { trustProxy: services.env.TRUST_PROXY },
    ),
    ...accountCalls(services.accounts, { trustProxy: services.env.TRUST_PROXY }),
    ...otpCalls(services.otp, { trustProxy: services.env.TRUST_PROXY }),
    ...orderCalls(services.orders, services.accounts, { trustProxy: services.env.TRUST_PROXY }, services.orderCancel),
    ...invoiceCalls(services.invoices, services.accounts, { trustProxy: services.env.TRUST_PROXY }),
    ...reviewCalls(services.reviews, services.accounts),
    ...captchaCalls(services.captcha),
    ...checkoutCalls({
      checkout: services.checkout,
      generating: services.generating,
      confirming: services.confirming,
      orderPlace: services.orderPlace,
      giftRedeem: services.giftRedeem,
      savingsRedeem: services.savingsRedeem,
      accounts: services.accounts,
      trustProxy: services.env.TRUST_PROXY,
    }),
    ...giftCardCalls(services.giftcards, { trustProxy: services.env.TRUST_PROXY }),
    ...savingsCalls(services.savings, services.accounts),
    ...careersCalls(services.careers, { trustProxy: services.env.TRUST_PROXY }),
    ...bookingCalls(services.bookings, { trustProxy: services.env.TRUST_PROXY }),
    ...staffCalls(services.staff, admin, { trustProxy: services.env.TRUST_PROXY }),
    ...auditCalls(services.audit, admin),
    ...orderDeskCalls(services.orderDesk, services.invoices, admin),
    ...ratesCalls(services.rates, admin),
    ...merchCalls(services.merch, admin),
    ...orderReturnCalls(services.orderReturns, services.orders, services.accounts, {
      trustProxy: services.env.TRUST_PROXY,
    }),
    ...returnDeskCalls(services.orderReturns, admin),
    ...bookingAdminCalls(services.bookings, admin),
    ...inboxCalls(services.inbox, services.bookings, admin),
    ...giftDeskCalls(services.giftDesk, admin),
    ...savingsDeskCalls(services.savingsDesk, admin),
    ...productsDeskCalls(services.productsDesk, admin),
    ...productPictureCalls(services.productPictures, admin),
    ...reviewDeskCalls(services.reviewDesk, admin),
    ...reportCalls(services.reports, admin),
    ...couponDeskCalls(services.couponDesk, admin),
    ...(services.notifications.devOutbox ? devOutboxCalls(services.notifications.repo) : []),
    ...(services.payments.local ? devPaymentsCalls(services.refunds) : []),
    // Shipping by hand until the orders desk exists: on a laptop only, never on a deployed store (a public demo included).
    ...(deployedBecause(services.env) === null ? devShipCalls(services.database.db, services.invoices) : []),
  ];
}

export function createApp(services: Services): Hono {
  return createStore(services).app;
}

export interface Store {
  /** Every page, picture and call. */
  app: Hono;
  /** The fast door before it (http/fast-calls.ts): node's listener for the app → the one to serve. */
  front: (next: NodeListener) => NodeListener;
}

/** The app and its fast door, made from the same calls and security headers. */
export function createStore(services: Services): Store {
  const app = new Hono();
  // The policies follow from Razorpay's keys and development (http/content-policy.ts).
  const policies = storePolicies(services.env);
  const headers = securityHeaders(policies.csp, {
    https: services.env.TLS_CERT_FILE !== undefined,
    permissionsPolicy: policies.permissionsPolicy,
  });
  const answer = wholeAnswers(headers);
  app.onError(createErrorHandler(services.logger, answer));
  app.use(requestLog(services.logger));
  app.use(refuseControlUrls());
  // The JSON calls and the webhook read their bodies within 1 MiB themselves (http/read-body.ts);
  // careers' résumé upload, read as a web form, may be up to 5 MiB of file plus the form (docs/api.md).
  app.use(
    CAREERS_UPLOAD_PATH,
    bodyLimit({
      maxSize: CAREERS_MAX_BODY_BYTES,
      onError: (c) => refuseTooLarge(c, RESUME_TEXTS.bodyTooLarge, { resume: RESUME_TEXTS.tooLarge }),
    }),
  );
  // A return request's photos: up to 3 of 4 MiB each, plus the form.
  for (const path of RETURN_REQUEST_PATHS)
    app.use(path, bodyLimit({ maxSize: RETURN_MAX_BODY_BYTES, onError: returnBodyTooLarge }));
  // A product picture from the catalogue desk: one file of 15 MB plus the form.
  app.use(PICTURE_UPLOAD_PATH, bodyLimit({ maxSize: PICTURE_UPLOAD_MAX_BODY_BYTES, onError: pictureBodyTooLarge }));
  // Only the read-only search paths, and only when origins are configured (server/http/search-cors.ts).
  if (services.env.SEARCH_CORS_ORIGINS.length > 0) {
    for (const path of SEARCH_CORS_PATHS) app.use(path, searchCors(services.env.SEARCH_CORS_ORIGINS));
  }

  // The API calls come before the page middleware: each answer, refusals included, is made whole
  // with its security headers and gzip (http/whole-answer.ts), and nothing below runs for it.
  const calls = apiCalls(services);
  mountCalls(app, calls, answer, {
    publicHost: services.env.PUBLIC_URL ? new URL(services.env.PUBLIC_URL).host : undefined,
  });

  app.use(headers.middleware);
  // Pages (and the JSON below: the OpenAPI document, the webhook) are gzipped as they stream; the
  // client bundles carry ready-made .br/.gz copies (scripts/build/precompress.ts), which this skips
  // because they already name their encoding.
  app.use(compress());
  // Built on its first request, not at start: ~60 ms of every start (each test server's too) for a
  // document few ever ask for.
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/api/openapi.json', (c) =>
    c.json(
      (openApi ??= buildOpenApi(
        calls,
        {
          title: 'Suvarna store API',
          version: '1.0.0',
          description:
            'The HTTP contract of the Suvarna jewellery store (docs/api.md), generated from the zod schemas that validate every call.',
        },
        webhookOpenApi,
      )),
    ),
  );
  app.route('/api/docs', createApiDocsRoutes());
  app.route('/', createWebhookRoutes(services.payments));
  if (services.payments.local) app.route('/', createLocalWindowRoutes(services.payments.local, services.payments));
  app.route(
    '/images',
    createImageRoutes({
      cacheDir: imageCacheDir(services.env),
      service: services.images,
      // One budget per subscriber: an IPv6 client by its /64, as every per-IP limit counts it.
      clientOf: (c) => ipRateKey(clientIp(c, services.env.TRUST_PROXY)),
      resolveProduct: (sku) => services.catalog.pictureSubject(sku),
      resolveUpload: (sku, ref) => services.productPictures.pictureOf(sku, ref),
      loadUpload: (sku, ref) => services.productPictures.rendition(sku, ref),
    }),
  );

  app.all('/api/*', () => {
    throw ApiError.of('NOT_FOUND');
  });
  app.all('/images/*', () => {
    throw ApiError.of('NOT_FOUND');
  });
  app.route('/', createSeoRoutes(services));
  app.route('/', createContentRoutes(services.content));
  app.route('/', createStorefrontRoutes(services, { pagePolicy: headers.pagePolicy }));
  const front = fastDoor({
    calls,
    securityHeaders: headers.json,
    log: requestLogger(services.logger),
    // Search CORS adds its headers (Vary: Origin at least) to every answer of those paths.
    except: services.env.SEARCH_CORS_ORIGINS.length > 0 ? SEARCH_CORS_PATHS : [],
  });
  return { app, front };
}
