// The checkout (docs/spec.md#second-3 "Virtual order", #second-4 "Order flow"; docs/api.md): the draft each cart has,
// the coupons it may carry, the stock an unpaid order holds, and what the card provider told us.
// Money and stock are guarded here, by the database, not only by the services: a coupon cannot be
// held or used beyond its limit, a product cannot have more reserved than it has in stock, a
// webhook event is handled once, a captcha solution is spent once.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveryMethod } from '../../domain/checkout/api-schemas.ts';
import type { CouponTerms } from '../../domain/checkout/discount.ts';
import {
  OFFER_KINDS,
  WITHDRAWAL_CAUSES,
  WITHDRAWAL_OUTCOMES,
  type OfferKind,
  type WithdrawalCause,
  type WithdrawalOutcome,
} from '../../domain/coupons/offer-kinds.ts';
import { PAYMENT_MODES, type PaymentMode } from '../../domain/orders/order-status.ts';
import { users } from './accounts.ts';
import { carts } from './cart.ts';
import { products } from './catalog.ts';
import { orders } from './orders.ts';
import { savingsPlans } from './savings.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const coupons = pgTable(
  'coupons',
  {
    /** Upper case, as the shopper's input is shown and compared. */
    code: text('code').primaryKey(),
    label: text('label').notNull(),
    description: text('description').notNull(),
    /** PERCENTAGE of the subtotal (capped by max_discount when set) or a FLAT amount in rupees. */
    kind: text('kind').$type<CouponTerms['kind']>().notNull(),
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    /** The subtotal must be at least this (SUBTOTAL_LESS_THAN_AMOUNT_LIMIT). */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses in all; null: no limit. Held (unpaid orders) and used together never exceed it. */
    totalLimit: integer('total_limit'),
    /** Uses per customer (a member, or a guest's email); null: no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    heldCount: integer('held_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Shown in the checkout's 'View coupons' list; an unlisted code works when typed. */
    listed: boolean('listed').notNull().default(true),
    /**
     * Category slugs (a product's category or sub-category) the coupon applies to; empty: every piece.
     * With some, only the lines of those categories count towards its minimum and take its discount.
     */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A voucher for one customer (domain/checkout/customer-key.ts); null: anyone who types the code. */
    customerKey: text('customer_key'),
    /** The offer that issued this voucher (domain/coupons/offer-vouchers.ts); null: made by staff. */
    offer: text('offer').$type<OfferKind>(),
    /** The order whose purchase earned the voucher: unique, so one voucher per invoice. */
    sourceOrderRef: integer('source_order_ref').references(() => orders.id),
    /**
     * A voucher whose order was cancelled or returned (server/coupons/voucher-withdrawal.ts): when,
     * why, and whether it was stopped or had been used already. All null while it stands.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawalCause: text('withdrawal_cause').$type<WithdrawalCause>(),
    withdrawalOutcome: text('withdrawal_outcome').$type<WithdrawalOutcome>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_code_format', sql`${t.code} ~ '^[A-Z0-9]{3,20}$'`),
    check('coupons_kind_known', sql`${t.kind} IN ('PERCENTAGE', 'FLAT')`),
    check('coupons_value_range', sql`${t.value} > 0 AND (${t.kind} <> 'PERCENTAGE' OR ${t.value} <= 100)`),
    check('coupons_max_discount_positive', sql`${t.maxDiscount} IS NULL OR ${t.maxDiscount} > 0`),
    check('coupons_min_subtotal_nonnegative', sql`${t.minSubtotal} >= 0`),
    check(
      'coupons_limits_positive',
      sql`(${t.totalLimit} IS NULL OR ${t.totalLimit} > 0) AND (${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0)`,
    ),
    check(
      'coupons_counts_within_limit',
      sql`${t.usedCount} >= 0 AND ${t.heldCount} >= 0 AND (${t.totalLimit} IS NULL OR ${t.usedCount} + ${t.heldCount} <= ${t.totalLimit})`,
    ),
    check('coupons_dates_ordered', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
    check('coupons_offer_known', sql`${t.offer} IS NULL OR ${t.offer} IN (${inList(OFFER_KINDS)})`),
    // An offer's voucher always names its customer and the order that earned it.
    check(
      'coupons_voucher_complete',
      sql`${t.offer} IS NULL OR (${t.customerKey} IS NOT NULL AND ${t.sourceOrderRef} IS NOT NULL)`,
    ),
    // Only an offer's voucher is withdrawn, and a withdrawal records all its facts; a withdrawn one stays stopped.
    check(
      'coupons_withdrawal_complete',
      sql`(${t.withdrawnAt} IS NULL AND ${t.withdrawalCause} IS NULL AND ${t.withdrawalOutcome} IS NULL)
          OR (${t.offer} IS NOT NULL AND ${t.withdrawnAt} IS NOT NULL
              AND ${t.withdrawalCause} IN (${inList(WITHDRAWAL_CAUSES)})
              AND ${t.withdrawalOutcome} IN (${inList(WITHDRAWAL_OUTCOMES)})
              AND NOT ${t.active})`,
    ),
    uniqueIndex('coupons_source_order_key').on(t.sourceOrderRef),
    index('coupons_customer_idx').on(t.customerKey),
  ],
);

/** One coupon per order: held while the order awaits payment, used once placed, released if it lapses. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    orderRef: integer('order_ref')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * `u:<user id>` for a member, and for a guest who gives a member's email (one customer);
     * `e:<lower-case email>` for any other guest.
     */
    customerKey: text('customer_key').notNull(),
    /**
     * Which of the customer's allowed uses this is (1 to the coupon's per-customer limit); null for a
     * coupon without one. Unique among the uses not released, so the database refuses one too many.
     */
    useNumber: integer('use_number'),
    state: text('state').notNull().default('held'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupon_uses_order_key').on(t.orderRef),
    index('coupon_uses_customer_idx').on(t.couponCode, t.customerKey),
    uniqueIndex('coupon_uses_customer_live_key')
      .on(t.couponCode, t.customerKey, t.useNumber)
      .where(sql`${t.state} <> 'released' AND ${t.useNumber} IS NOT NULL`),
    check('coupon_uses_use_number_positive', sql`${t.useNumber} IS NULL OR ${t.useNumber} > 0`),
    check('coupon_uses_state_known', sql`${t.state} IN ('held', 'used', 'released')`),
  ],
);

/** The checkout draft: one per cart, its owner the cart's (a guest's device or a member). */
export const virtualOrders = pgTable(
  'virtual_orders',
  {
    /** The spec's vo_id. */
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    shipCountry: text('ship_country'),
    shipZipcode: text('ship_zipcode'),
    shipState: text('ship_state'),
    shipCity: text('ship_city'),
    shipAddress: text('ship_address'),
    /** India Post's office name and block of the shipping pincode (shown in green). */
    shipPlace: text('ship_place'),
    shipBlock: text('ship_block'),
    /** 'Use my shipping address as billing address', on by default. */
    billingSame: boolean('billing_same').notNull().default(true),
    billCountry: text('bill_country'),
    billZipcode: text('bill_zipcode'),
    billState: text('bill_state'),
    billCity: text('bill_city'),
    billAddress: text('bill_address'),
    /** ship: to the address; pickup: at one of the stores (pickup_store). */
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull().default('ship'),
    pickupStore: text('pickup_store'),
    couponCode: text('coupon_code').references(() => coupons.code, { onDelete: 'set null' }),
    paymentMode: text('payment_mode').$type<PaymentMode>(),
    /** Asked for orders of ₹2,00,000 or more (Income-tax rules); shown masked. */
    pan: text('pan'),
    /** The gift card applied (db/schema/giftcards.ts), its code sent (transfer_requested) or verified (transfer_verified). */
    giftCardId: integer('gift_card_id'),
    giftCardStatus: text('gift_card_status').$type<'transfer_requested' | 'transfer_verified'>(),
    /** The member's matured savings plan applied (server/checkout/savings-redeem.service.ts); never beside a gift card. */
    savingsPlanRef: integer('savings_plan_ref').references(() => savingsPlans.id),
    /**
     * When the shopper was last shown this draft's prices at today's rates: for 15 minutes after it
     * a metal rate change does not move them (server/checkout/price-hold.ts).
     */
    pricesSeenAt: timestamp('prices_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('virtual_orders_cart_key').on(t.cartId),
    index('virtual_orders_updated_idx').on(t.updatedAt),
    check('virtual_orders_delivery_known', sql`${t.deliveryMethod} IN ('ship', 'pickup')`),
    check(
      'virtual_orders_pickup_store_with_pickup',
      sql`(${t.deliveryMethod} = 'pickup') = (${t.pickupStore} IS NOT NULL)`,
    ),
    check(
      'virtual_orders_payment_mode_known',
      sql`${t.paymentMode} IS NULL OR ${t.paymentMode} IN (${inList(PAYMENT_MODES)})`,
    ),
    check('virtual_orders_pan_format', sql`${t.pan} IS NULL OR ${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check('virtual_orders_plan_or_gift_card', sql`${t.savingsPlanRef} IS NULL OR ${t.giftCardId} IS NULL`),
    check(
      'virtual_orders_gift_card_status_known',
      sql`(${t.giftCardId} IS NULL AND ${t.giftCardStatus} IS NULL) OR (${t.giftCardId} IS NOT NULL AND ${t.giftCardStatus} IN ('transfer_requested', 'transfer_verified'))`,
    ),
  ],
);

/**
 * Stock an order holds. `held` from generation until the order is placed (→ `sold`, the product's
 * stock taken) or lapses or is cancelled (→ `released`); a sold piece of an order cancelled after it
 * was placed goes back into stock (→ `restocked`). Each move is one conditional update of this
 * row, so a release happens once whoever asks twice; products.reserved is kept in step with it.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    orderRef: integer('order_ref')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    state: text('state').notNull().default('held'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_reservations_order_product_key').on(t.orderRef, t.productId),
    index('stock_reservations_product_held_idx')
      .on(t.productId)
      .where(sql`${t.state} = 'held'`),
    check('stock_reservations_qty_positive', sql`${t.qty} > 0`),
    check('stock_reservations_state_known', sql`${t.state} IN ('held', 'sold', 'released', 'restocked')`),
  ],
);

/** Webhook events already handled (their X-Razorpay-Event-Id): a replay changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The card provider's local test double (docs/api.md): its orders and payments, kept in the database so
 * that every instance of the store answers for the same double.
 */
export const localCardOrders = pgTable(
  'local_card_orders',
  {
    id: text('id').primaryKey(),
    /** Paise, as the provider counts. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    receipt: text('receipt').notNull(),
    /** created → attempted (a failed payment) → paid; cancelled (the store closed it) takes no payment. */
    status: text('status').notNull().default('created'),
    createdAt: createdAt(),
  },
  (t) => [
    check('local_card_orders_amount_positive', sql`${t.amount} > 0`),
    check('local_card_orders_status_known', sql`${t.status} IN ('created', 'attempted', 'paid', 'cancelled')`),
  ],
);

export const localCardPayments = pgTable(
  'local_card_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => localCardOrders.id),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('local_card_payments_order_idx').on(t.orderId),
    // One captured payment per order: paying twice is refused by the double as by the provider.
    uniqueIndex('local_card_payments_one_captured')
      .on(t.orderId)
      .where(sql`${t.status} = 'captured'`),
    check('local_card_payments_status_known', sql`${t.status} IN ('captured', 'failed')`),
  ],
);

/** ALTCHA solutions already accepted, until their challenge expires: a solution works once. */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_spent_expires_idx').on(t.expiresAt)],
);

/** Keys the store makes for itself once and every instance shares (the captcha's HMAC key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
