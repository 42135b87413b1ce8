// Builds every service once per process (docs/design.md): the database, the catalogue, the search index.
// The HTTP layer and the storefront's loaders receive this object; nothing imports db/ directly. It
// starts no background pass: the caller starts them (startJobs, server/jobs/background-jobs.ts) and
// stops them before close().
import { createSavingsRedeemService, type SavingsRedeemService } from './checkout/savings-redeem.service.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemo } from '../db/seed/demo/seed-demo.ts';
import { createCartRepo } from './cart/cart.repo.ts';
import { createCartService, type CartService } from './cart/cart.service.ts';
import { loadContentLibrary, type ContentLibrary } from './content/content-library.ts';
import { createCatalogRepo } from './catalog/catalog.repo.ts';
import { createCatalogService, createIndexableSource, type CatalogService } from './catalog/catalog.service.ts';
import { createVisitLogRepo } from './engagement/visit-log.repo.ts';
import { createVisitLogService, type VisitLogService } from './engagement/visit-log.service.ts';
import { createGeolocator } from './engagement/geolocation.ts';
import { createEnquiriesRepo } from './engagement/enquiries.repo.ts';
import { createEnquiriesService, type EnquiriesService } from './engagement/enquiries.service.ts';
import { createSubscribersRepo } from './engagement/subscribers.repo.ts';
import { createSubscriptionService, type SubscriptionService } from './engagement/subscription.service.ts';
import { imageCacheDir, type Env } from './env.ts';
import { createImageService, type ImageService, type RenderWrapper } from './images/images.service.ts';
import { createSearchIndex, type SearchIndex } from './search/search-index.service.ts';
import { shippedPincodeDirectory, type PincodeDirectory } from './pincode/pincode.service.ts';
import { createNotifications, type Notifications } from './notifications/notifications.ts';
import { createAccountsRepo } from './accounts/accounts.repo.ts';
import { createAccountsService, type AccountsService } from './accounts/accounts.service.ts';
import { createRateEventsRepo } from './common/rate-events.repo.ts';
import { createOtpRepo } from './otp/otp.repo.ts';
import { createOtpService, type OtpService } from './otp/otp.service.ts';
import { claimGuestOrders, claimGuestOrdersByEmail, createOrdersRepo } from './orders/orders.repo.ts';
import { createOrdersService, type OrdersService } from './orders/orders.service.ts';
import { createOrderCancel, type OrderCancel } from './orders/order-cancel.service.ts';
import { createOrderDeskRepo } from './orders/order-desk.repo.ts';
import { createOrderDeskService, type OrderDeskService } from './orders/order-desk.service.ts';
import { createOrderReturnsRepo } from './orders/order-returns.repo.ts';
import {
  createOrderReturnsService,
  shopperReturnViews,
  type OrderReturnsService,
} from './orders/order-returns.service.ts';
import { createReturnPhotoStore } from './orders/return-photos.ts';
import { createReviewsRepo } from './reviews/reviews.repo.ts';
import { createReviewsService, type ReviewsService } from './reviews/reviews.service.ts';
import { createReviewDeskService, type ReviewDeskService } from './reviews/reviews-desk.service.ts';
import { createReportsRepo } from './reports/reports.repo.ts';
import { createReportsService, type ReportsService } from './reports/reports.service.ts';
import { createCaptcha, type Captcha } from './captcha/captcha.service.ts';
import { createCheckoutRepo } from './checkout/checkout.repo.ts';
import { createCheckoutService, type CheckoutService } from './checkout/checkout.service.ts';
import { createOneCallCheckout, type OneCallCheckout } from './checkout/one-call-checkout.service.ts';
import type { OrderConfirming } from './checkout/order-confirm.service.ts';
import type { OrderGenerating } from './checkout/order-generate.service.ts';
import type { OrderReconciling } from './checkout/order-reconcile.service.ts';
import { createPlaceOrderServices } from './checkout/place-order.service.ts';
import { createPayments, type Payments } from './payments/payments.service.ts';
import { createCardSettlement } from './payments/card-payment-settlement.ts';
import { createRefunds, type Refunds } from './payments/refunds.service.ts';
import { createFormGuard } from './forms/form-guard.ts';
import { createCareersRepo } from './careers/careers.repo.ts';
import { createInboxRepo } from './inbox/inbox.repo.ts';
import { createInboxService, type InboxService } from './inbox/inbox.service.ts';
import { createCareersService, type CareersService } from './careers/careers.service.ts';
import { createResumeStore } from './careers/resume-store.ts';
import { createBookingsRepo } from './bookings/bookings.repo.ts';
import { createBookingsService, type BookingsService } from './bookings/bookings.service.ts';
import { createGiftRedeemService, type GiftRedeemService } from './checkout/gift-card-redeem.service.ts';
import { createGiftCardRepo } from './giftcards/giftcards.repo.ts';
import { createSavingsRepo } from './savings/savings.repo.ts';
import { createSavingsReminderJob, type SavingsReminderJob } from './savings/savings-reminders.job.ts';
import { createSavingsDeskRepo } from './savings/savings-desk.repo.ts';
import { createSavingsDeskService, type SavingsDeskService } from './savings/savings-desk.service.ts';
import { createSavingsService, type SavingsService } from './savings/savings.service.ts';
import { createGiftCardService, type GiftCardService } from './giftcards/giftcards.service.ts';
import { createGiftDeskService, type GiftDeskService } from './giftcards/giftcards-desk.service.ts';
import { createProductsDeskRepo } from './catalog/products-desk.repo.ts';
import { createProductsDeskService, type ProductsDeskService } from './catalog/products-desk.service.ts';
import { createProductPicturesRepo } from './catalog/product-pictures.repo.ts';
import {
  createProductPicturesService,
  syncShopPictures,
  type ProductPicturesService,
} from './catalog/product-pictures.service.ts';
import { createCouponDeskService, type CouponDeskService } from './coupons/coupons-desk.service.ts';
import { createCouponRepo } from './coupons/coupons.repo.ts';
import { createVoucherIssuer } from './coupons/offer-vouchers.ts';
import { createGiftCardJob, type GiftCardJob } from './giftcards/giftcards.jobs.ts';
import { configuredOrigin } from './public-origin.ts';
import { createAudit, type Audit } from './audit/audit.ts';
import { createRatesRepo } from './rates/rates.repo.ts';
import { createRatesService, type RatesService } from './rates/rates.service.ts';
import { followMerchChanges } from './merchandising/merch-changes.ts';
import { createMerchRepo } from './merchandising/merch.repo.ts';
import {
  COLLECTION_TABLES,
  createMerchService,
  SHOP_FRAME_TABLES,
  type MerchService,
} from './merchandising/merch.service.ts';
import { createSecretBox, staffSecretKey } from './staff/secret-box.ts';
import { createStaffRepo } from './staff/staff.repo.ts';
import { createStaffService, type StaffService } from './staff/staff.service.ts';
import { createInvoicesRepo } from './invoices/invoices.repo.ts';
import { createInvoicesService, type InvoicesService } from './invoices/invoices.service.ts';

export interface Services {
  env: Env;
  /** The origin every absolute link names (server/public-origin.ts). */
  origin: string;
  logger: Logger;
  database: Database;
  catalog: CatalogService;
  cart: CartService;
  pincodes: PincodeDirectory;
  visits: VisitLogService;
  images: ImageService;
  search: SearchIndex;
  notifications: Notifications;
  accounts: AccountsService;
  otp: OtpService;
  orders: OrdersService;
  orderCancel: OrderCancel;
  /** The back office's orders desk: list, page, moves, cancel, refunds (server/orders/order-desk.service.ts). */
  orderDesk: OrderDeskService;
  /** Returns: the customer's request and the returns desk (server/orders/order-returns.service.ts). */
  orderReturns: OrderReturnsService;
  /** GST tax invoices: issued by the ship action (`issueInvoice(tx, orderId)`), downloaded as PDF. */
  invoices: InvoicesService;
  reviews: ReviewsService;
  /** The back office's review queue and moderation (server/reviews/reviews-desk.service.ts). */
  reviewDesk: ReviewDeskService;
  /** The back office's reports: sales and visits for a period (server/reports/). */
  reports: ReportsService;
  payments: Payments;
  refunds: Refunds;
  captcha: Captcha;
  content: ContentLibrary;
  checkout: CheckoutService;
  /** order_generate: a complete draft becomes an unpaid order holding its pieces (server/checkout/order-generate.service.ts). */
  generating: OrderGenerating;
  /** order_confirm and the provider's payment notices: an unpaid order placed once, or its payment refunded. */
  confirming: OrderConfirming;
  /** The reconciler's pass over unpaid and recently cancelled orders (run by the reconciler job). */
  reconciling: OrderReconciling;
  orderPlace: OneCallCheckout;
  giftRedeem: GiftRedeemService;
  savingsRedeem: SavingsRedeemService;
  giftcards: GiftCardService;
  giftDesk: GiftDeskService;
  /** The Diamond for Everyone savings plan: enrolment, instalments, the passbook (server/savings/). */
  savings: SavingsService;
  savingsDesk: SavingsDeskService;
  savingsReminders: SavingsReminderJob;
  productsDesk: ProductsDeskService;
  /** A piece's uploaded pictures: the desk's calls and the renditions the image pipeline resizes. */
  productPictures: ProductPicturesService;
  couponDesk: CouponDeskService;
  giftcardJob: GiftCardJob;
  careers: CareersService;
  inbox: InboxService;
  bookings: BookingsService;
  subscription: SubscriptionService;
  enquiries: EnquiriesService;
  /** The back office's people, their sign-in and sessions (server/staff/). */
  staff: StaffService;
  audit: Audit;
  /** Today's metal rates: preview and apply, every variant of a metal repriced (server/rates/). */
  rates: RatesService;
  /** Categories' words, banners, the menu, the promotional strip and collections (server/merchandising/). */
  merch: MerchService;
  close(): Promise<void>;
}

/** Links in mails and pages: PUBLIC_URL, else where this server listens (never a request's Host header). */
export const publicOrigin = configuredOrigin;

/** The project's content/ folder: policies, FAQ, About Us and the other pages kept as Markdown. */
const PROJECT_CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));

/** What tests may put into the services beside the environment. */
export interface ServiceSeams {
  /** Wraps each picture render inside its place (a test holds renders at a gate to fill the line). */
  aroundImageRender?: RenderWrapper;
  /**
   * The embedded database starts in memory from this data directory tarball instead of DATA_DIR's
   * (tests' template databases: loading one is about half of copying a directory and opening it).
   */
  databaseSnapshot?: Blob;
}

export async function createServices(env: Env, logger: Logger, seams: ServiceSeams = {}): Promise<Services> {
  // Read and validated before anything else opens: a broken content file stops the start, naming itself.
  const content = await loadContentLibrary(path.resolve(env.CONTENT_DIR ?? PROJECT_CONTENT_DIR));
  logger.info({ pages: content.all().length }, 'content pages ready');
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    snapshot: seams.databaseSnapshot,
    sharedBuffersMiB: env.PGLITE_SHARED_BUFFERS_MB,
  });
  logger.info({ database: database.kind }, 'database ready');

  if (env.SEED === 'demo') {
    const started = Date.now();
    let lastLogged = 0;
    const result = await seedDemo(database.db, {
      products: env.SEED_PRODUCTS,
      onProgress: (done, total) => {
        if (done === total || Date.now() - lastLogged > 1_000) {
          lastLogged = Date.now();
          logger.info(`seeding demo catalogue: ${done}/${total} products`);
        }
      },
    });
    if (result.seeded) logger.info({ products: result.products, ms: Date.now() - started }, 'demo catalogue seeded');
  }

  const catalogRepo = createCatalogRepo(database.db);
  const search = await createSearchIndex({
    catalog: createIndexableSource(catalogRepo),
    listen: database.listen,
    logger,
  });
  const catalog = createCatalogService(catalogRepo, search, {
    onError: (err) => logger.error({ err }, 'category reload failed'),
  });
  // A piece's picture subject, remembered for its pictures, is read afresh once a change to it is notified.
  search.onProductChanged((productId) => catalog.pictureSubjectChanged(productId));
  // Each merchandising table's in-memory copies, read again when merch_changed names the table
  // (on every instance) and by the desk itself before it answers (on this one).
  // Occasions have no trigger (only the seed writes them): named here for the day one is added.
  const merchRefreshers: Record<string, () => Promise<void>> = {
    categories: () => catalog.refreshCategories(),
    banners: () => catalog.refreshBanners(),
    occasions: () => catalog.refreshOccasions(),
  };
  const merch = createMerchService({
    db: database.db,
    repo: createMerchRepo(),
    refresh: async (table) => merchRefreshers[table]?.(),
  });
  for (const table of SHOP_FRAME_TABLES) merchRefreshers[table] = () => merch.refreshShopFrame();
  for (const table of COLLECTION_TABLES) merchRefreshers[table] = () => merch.refreshCollections();
  const unfollowMerch = await followMerchChanges(database.listen, merchRefreshers, logger);

  const rates = createRateEventsRepo(database.db);
  const invoices = createInvoicesService({
    repo: createInvoicesRepo(database.db),
    rates,
    seller: {
      legalName: env.STORE_LEGAL_NAME,
      address: env.STORE_ADDRESS,
      state: env.STORE_STATE,
      gstin: env.STORE_GSTIN,
    },
    logger,
  });
  // The shipping mail carries the invoice: the worker draws its PDF when it sends.
  const notifications = createNotifications(database.db, env, logger, {
    invoicePdf: (invoiceId) => invoices.attachmentOf(invoiceId),
  });
  // Before the accounts: a password login asks for it after a few failures on the account.
  const captcha = createCaptcha({
    db: database.db,
    logger,
    maxNumber: env.ALTCHA_MAX_NUMBER,
    ...(env.ALTCHA_HMAC_KEY ? { hmacKey: env.ALTCHA_HMAC_KEY } : {}),
  });
  const pincodes = shippedPincodeDirectory();
  const accounts = createAccountsService({
    repo: createAccountsRepo(database.db),
    rates,
    captcha,
    kickOutbox: notifications.kick,
    publicUrl: publicOrigin(env),
    // The registration's newsletter tick box lands in the newsletter's table (built below, called later).
    subscribeInTx: (tx, email) => subscription.subscribeIn(tx, email, 'register'),
    knowsPincode: (pincode) => pincodes.lookup(pincode)[0]?.Status === 'Success',
    claimGuestOrdersByEmail,
    claimGuestOrders,
    // The one-time-code service is built just below (it needs the accounts); called only later.
    mobileProof: {
      check: (proof) => otp.checkRegisterCode(proof),
      useIn: (tx, proof) => otp.useRegisterCodeIn(tx, proof),
    },
    logger,
  });
  const otp = createOtpService({
    repo: createOtpRepo(database.db),
    accounts,
    kickOutbox: notifications.kick,
    limits: { perNumberPerHour: env.OTP_RATE_PER_HOUR, perIpPerHour: env.OTP_IP_RATE_PER_HOUR },
    logger,
    claimGuestOrders,
    provePhone: (tx, memberId, mobile) => createAccountsRepo(database.db).within(tx).provePhone(memberId, mobile),
  });

  const images = createImageService({
    cacheDir: imageCacheDir(env),
    cacheMaxBytes: env.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    onCacheError: (error) => logger.warn({ err: error }, 'image cache eviction failed'),
    rendersPerClientPerMinute: env.IMAGE_RENDERS_PER_IP_PER_MINUTE,
    maxQueuedRenders: env.IMAGE_RENDER_QUEUE,
    aroundRender: seams.aroundImageRender,
  });

  const returnsRepo = createOrderReturnsRepo(database.db);
  const orders = createOrdersService({
    repo: createOrdersRepo(database.db),
    rates,
    logger,
    returnsOf: (list) => shopperReturnViews(returnsRepo, list, new Date()),
  });
  const reviewsRepo = createReviewsRepo(database.db);
  const reviews = createReviewsService({
    repo: reviewsRepo,
    findProduct: (sku) => catalog.findBySku(sku),
    profileOf: (userId) => accounts.getProfile(userId),
    hasReceived: (userId, sku) => orders.hasReceived(userId, sku),
    hasBought: (userId, sku) => orders.hasBought(userId, sku),
    logger,
  });
  // A change to a piece's reviews, through any instance or none, notifies catalog_changed with its id
  // (db/migrations/0008), which the search index listens to: that piece's reviews are read afresh.
  search.onProductChanged((productId) => reviews.reviewsChanged(productId));
  const reviewDesk = createReviewDeskService({
    repo: reviewsRepo,
    reviewsChanged: (productId) => reviews.reviewsChanged(productId),
  });

  const payments = createPayments({ env, db: database.db, logger });
  // Every form that staff read passes one gate (server/forms/form-guard.ts): captcha, then the per-IP window of FORM_RATE_LIMITS.
  const formGuard = createFormGuard({ rates, captcha });
  const subscription = createSubscriptionService({
    repo: createSubscribersRepo(database.db),
    guard: formGuard,
    kickOutbox: notifications.kick,
    publicUrl: publicOrigin(env),
    logger,
    onUnsubscribedIn: (tx, email) => accounts.clearSubscriptionIn(tx, email),
  });
  const enquiries = createEnquiriesService({
    repo: createEnquiriesRepo(database.db),
    guard: formGuard,
    occasions: () => catalog.listOccasions(),
    staff: { email: env.STORE_EMAIL, whatsapp: env.STORE_WHATSAPP },
    kickOutbox: notifications.kick,
    logger,
  });
  const refunds = createRefunds({
    db: database.db,
    provider: payments.provider,
    kickOutbox: notifications.kick,
    publicUrl: publicOrigin(env),
    logger,
  });
  // Every card payment learned of (an order's, a gift card purchase's, a savings instalment's) is
  // recorded and taken or refunded in one shape.
  const settlement = createCardSettlement({ refunds, kickOutbox: notifications.kick, logger });
  const checkoutRepo = createCheckoutRepo(database.db);
  const checkout = createCheckoutService({
    repo: checkoutRepo,
    pincodes,
    internationalCharge: env.INTERNATIONAL_SHIPPING_CHARGE,
    profileAddressOf: async (userId) => {
      const p = await accounts.getProfile(userId);
      // The region may be empty abroad (docs/decisions/2026-11-27-international-orders.md); the other four never are.
      return p?.country && p.ship_pincode && p.ship_state !== null && p.ship_city && p.ship_address
        ? {
            country: p.country,
            zipcode: p.ship_pincode,
            state: p.ship_state,
            city: p.ship_city,
            address: p.ship_address,
          }
        : null;
    },
  });
  const { generating, confirming, reconciling } = createPlaceOrderServices({
    repo: checkoutRepo,
    reader: checkout.reader,
    provider: payments.provider,
    keySecret: payments.keySecret,
    settlement,
    refunds,
    captcha,
    codesPerPhonePerHour: env.OTP_RATE_PER_HOUR,
    kickOutbox: notifications.kick,
    publicUrl: publicOrigin(env),
    storeName: 'Suvarna',
    storeEmail: env.STORE_EMAIL,
    vouchers: createVoucherIssuer({ publicUrl: publicOrigin(env) }),
    logger,
  });
  const giftRedeem = createGiftRedeemService({
    checkout,
    codesPerNumberPerHour: env.OTP_RATE_PER_HOUR,
    kickOutbox: notifications.kick,
    logger,
  });
  const savingsRedeem = createSavingsRedeemService({ checkout, logger });
  const giftCardRepo = createGiftCardRepo(database.db);
  const giftcards = createGiftCardService({
    repo: giftCardRepo,
    rates,
    provider: payments.provider,
    keySecret: payments.keySecret,
    settlement,
    codesPerNumberPerHour: env.OTP_RATE_PER_HOUR,
    purchasesPerIpPerHour: env.GIFT_PURCHASE_RATE_PER_HOUR,
    kickOutbox: notifications.kick,
    publicUrl: publicOrigin(env),
    storeName: 'Suvarna',
    logger,
  });
  const giftDesk = createGiftDeskService({ repo: giftCardRepo, giftcards });
  const couponDesk = createCouponDeskService({ repo: createCouponRepo(database.db) });
  const giftcardJob = createGiftCardJob({ repo: giftCardRepo, provider: payments.provider, giftcards, logger });
  const savingsRepo = createSavingsRepo(database.db);
  const savingsDesk = createSavingsDeskService({
    repo: createSavingsDeskRepo(database.db),
    today: () => savingsRepo.today(),
  });
  const savingsReminders = createSavingsReminderJob({
    db: database.db,
    kickOutbox: notifications.kick,
    publicUrl: publicOrigin(env),
    logger,
  });
  const savings = createSavingsService({
    repo: savingsRepo,
    provider: payments.provider,
    keySecret: payments.keySecret,
    settlement,
    contactOf: async (userId) => {
      const p = await accounts.getProfile(userId);
      return p ? { firstName: p.first_name, email: p.email, mobile: p.phone } : undefined;
    },
    kickOutbox: notifications.kick,
    publicUrl: publicOrigin(env),
    storeName: 'Suvarna',
    logger,
  });
  // The provider's word that a provider order was paid (its webhook): an order is placed, or else a
  // gift card purchase issues its card, or else a savings plan instalment is recorded, once.
  payments.onPaid(async (notice) => {
    if (
      (await confirming.confirmPaid(notice)) === 'unknown' &&
      (await giftcards.confirmPaid(notice)) === 'unknown' &&
      (await savings.confirmPaid(notice)) === 'unknown'
    ) {
      logger.warn({ providerOrderId: notice.providerOrderId }, 'payment for an unknown provider order');
    }
  });
  const resumes = createResumeStore(env.DATA_DIR);
  const careers = createCareersService({
    repo: createCareersRepo(database.db),
    guard: formGuard,
    resumes,
    staffEmail: env.STORE_EMAIL,
    kickOutbox: notifications.kick,
    logger,
  });
  const bookings = createBookingsService({
    repo: createBookingsRepo(database.db),
    guard: formGuard,
    lookupPincode: (pincode) => pincodes.lookup(pincode),
    findPiece: (sku) => {
      const product = catalog.findBySku(sku);
      return product ? { sku: product.sku, name: product.name } : undefined;
    },
    staffEmail: env.STORE_EMAIL,
    storePhone: env.STORE_PHONE,
    publicUrl: publicOrigin(env),
    kickOutbox: notifications.kick,
    logger,
  });
  const visits = createVisitLogService({
    repo: createVisitLogRepo(database.db),
    rates,
    geolocator: createGeolocator({ logger, ...(env.GEOIP_DIR ? { dir: env.GEOIP_DIR } : {}) }),
    perIpPerMinute: env.VISIT_LOG_RATE_PER_MINUTE,
    logger,
  });
  const secrets = createSecretBox(staffSecretKey(env.STAFF_SECRET_KEY, env.DATA_DIR));
  const staff = createStaffService({
    repo: createStaffRepo(database.db),
    rates,
    secrets,
    kickOutbox: notifications.kick,
    publicUrl: publicOrigin(env),
    logger,
  });
  const orderCancel = createOrderCancel({ db: database.db, refunds, kickOutbox: notifications.kick, logger });
  const deskRepo = createOrderDeskRepo(database.db);
  // One pictures repository: the pictures desk, and the products desk when a variant changes colour.
  const picturesRepo = createProductPicturesRepo();
  const orderDesk = createOrderDeskService({
    db: database.db,
    repo: deskRepo,
    orderCancel,
    refunds,
    invoices,
    kickOutbox: notifications.kick,
    publicUrl: publicOrigin(env),
    logger,
  });

  return {
    env,
    origin: publicOrigin(env),
    logger,
    database,
    catalog,
    cart: createCartService(createCartRepo(database.db), catalog),
    search,
    pincodes,
    visits,
    images,
    notifications,
    accounts,
    otp,
    orders,
    orderCancel,
    orderDesk,
    orderReturns: createOrderReturnsService({
      db: database.db,
      repo: returnsRepo,
      deskRepo,
      desk: orderDesk,
      photos: createReturnPhotoStore(env.DATA_DIR),
      secrets,
      kickOutbox: notifications.kick,
      publicUrl: publicOrigin(env),
      logger,
    }),
    invoices,
    reviews,
    reviewDesk,
    reports: createReportsService(createReportsRepo(database.db)),
    payments,
    refunds,
    captcha,
    content,
    checkout,
    generating,
    confirming,
    reconciling,
    orderPlace: createOneCallCheckout({ repo: checkoutRepo, checkout, generating }),
    giftRedeem,
    savingsRedeem,
    giftcards,
    giftDesk,
    savings,
    savingsDesk,
    savingsReminders,
    couponDesk,
    giftcardJob,
    careers,
    inbox: createInboxService({
      db: database.db,
      repo: createInboxRepo(database.db),
      readResume: (relative) => resumes.read(relative),
      logger,
    }),
    bookings,
    subscription,
    enquiries,
    staff,
    audit: createAudit(database.db),
    rates: createRatesService({ db: database.db, repo: createRatesRepo(), logger }),
    // The desk's saves reach this instance's search at once; other instances follow catalog_changed.
    productsDesk: createProductsDeskService({
      db: database.db,
      repo: createProductsDeskRepo(),
      refreshShop: (ids) => search.refresh(ids),
      syncPictures: (tx, product) => syncShopPictures(tx, picturesRepo, product),
    }),
    productPictures: createProductPicturesService({
      db: database.db,
      repo: picturesRepo,
      refreshShop: (ids) => search.refresh(ids),
    }),
    merch,
    async close() {
      await images.idle();
      await unfollowMerch();
      await notifications.close();
      await search.close();
      await database.close();
    },
  };
}
