// Orders (second spec "Generated order", "Order flow"; docs/spec.md#first-7 order/list, order/track). The
// checkout writes them through server/orders/orders.repo.ts `insertOrder`; lists and tracking read
// them. Money is whole rupees (integer, domain/money), and the rules that keep it honest are CHECKs:
// nothing negative, line total = qty × unit price, amount = subtotal − discount + charges. Lines keep
// a snapshot of the piece as sold, so an order reads the same after the catalogue changes.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LineBreakup } from '../../domain/orders/line-breakup.ts';
import { ORDER_ID_SQL_PATTERN } from '../../domain/orders/order-id.ts';
import type { DeliveryMethod } from '../../domain/checkout/api-schemas.ts';
import { ORDER_PAYMENT_MODES, ORDER_STATUSES, type OrderPaymentMode } from '../../domain/orders/order-status.ts';
import { users } from './accounts.ts';
import { variants } from './catalog.ts';
import { staff } from './staff.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The public id: 'SV' + 13 Crockford base32 characters (65 random bits), domain/orders/order-id.ts. */
    orderId: text('order_id').notNull(),
    /** The checkout draft (virtual order) it came from, when the checkout records one. */
    voId: text('vo_id'),
    /** The member who ordered; null for guests, and kept (set null) if the account is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    paymentMode: text('payment_mode').$type<OrderPaymentMode>().notNull(),
    currency: text('currency').notNull().default('INR'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    charges: integer('charges').notNull().default(0),
    amount: integer('amount').notNull(),
    /** What a gift card pays of the amount (db/schema/giftcards.ts); the rest is due by the payment mode. */
    giftCardAmount: integer('gift_card_amount').notNull().default(0),
    /** What a matured savings plan pays of the amount (db/schema/savings.ts); the rest is due by the payment mode. */
    savingsPlanAmount: integer('savings_plan_amount').notNull().default(0),
    status: text('status').notNull().default('pending_payment'),
    shipCountry: text('ship_country').notNull(),
    /** ISO 3166-1 alpha-2 of the shipping country (domain/checkout/countries.ts); not 'IN': an international order. */
    shipCountryCode: text('ship_country_code').notNull().default('IN'),
    shipZipcode: text('ship_zipcode').notNull(),
    shipState: text('ship_state').notNull(),
    shipCity: text('ship_city').notNull(),
    shipAddress: text('ship_address').notNull(),
    billCountry: text('bill_country').notNull(),
    billZipcode: text('bill_zipcode').notNull(),
    billState: text('bill_state').notNull(),
    billCity: text('bill_city').notNull(),
    billAddress: text('bill_address').notNull(),
    /** The cart it was generated from: emptied when the order is placed. */
    cartId: uuid('cart_id'),
    /** ship: to the address; pickup: at one of the stores. */
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull().default('ship'),
    pickupStore: text('pickup_store'),
    /** The expected delivery (or pick-up) window, India-time days, from the shipping policy. */
    expectedFrom: date('expected_from', { mode: 'string' }),
    expectedTo: date('expected_to', { mode: 'string' }),
    couponCode: text('coupon_code'),
    /** Orders of ₹2,00,000 or more (Income-tax rules); only ever shown masked. */
    pan: text('pan'),
    /** What the draft was when the order was generated: a changed draft generates a new order. */
    fingerprint: text('fingerprint'),
    /** An unpaid order's hold on stock and coupon lapses at this time. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** Cash on delivery: the confirmation code (hashed), when it was sent, wrong tries so far. */
    codCodeHash: text('cod_code_hash'),
    codCodeSentAt: timestamp('cod_code_sent_at', { withTimezone: true }),
    codTries: integer('cod_tries').notNull().default(0),
    /** Card: the provider's order and, once paid, its payment. */
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    /** Set by the desk's ship action (both or neither): the courier and its waybill number, shown on tracking. */
    carrier: text('carrier'),
    awb: text('awb'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_id_key').on(t.orderId),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_email_lower_idx').on(sql`lower(${t.email})`),
    check('orders_order_id_format', sql`${t.orderId} ~ '${sql.raw(ORDER_ID_SQL_PATTERN)}'`),
    check('orders_payment_mode_known', sql`${t.paymentMode} IN (${inList(ORDER_PAYMENT_MODES)})`),
    check('orders_status_known', sql`${t.status} IN (${inList(ORDER_STATUSES)})`),
    check('orders_currency_inr', sql`${t.currency} = 'INR'`),
    check(
      'orders_money_non_negative',
      sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.charges} >= 0 AND ${t.amount} >= 0`,
    ),
    check('orders_amount_adds_up', sql`${t.amount} = ${t.subtotal} - ${t.discount} + ${t.charges}`),
    check('orders_gift_card_within_amount', sql`${t.giftCardAmount} >= 0 AND ${t.giftCardAmount} <= ${t.amount}`),
    // A savings plan pays part of an order, never all of it, and never beside a gift card.
    check(
      'orders_savings_plan_within_amount',
      sql`${t.savingsPlanAmount} >= 0 AND ${t.savingsPlanAmount} < greatest(${t.amount}, 1) AND (${t.savingsPlanAmount} = 0 OR ${t.giftCardAmount} = 0)`,
    ),
    // An order the card pays in full is 'gift_card'; any other mode has something left to pay.
    check(
      'orders_gift_card_mode',
      sql`(${t.paymentMode} = 'gift_card') = (${t.giftCardAmount} = ${t.amount} AND ${t.amount} > 0)`,
    ),
    // Double clicks and two tabs: one unpaid order per draft at a time.
    uniqueIndex('orders_one_pending_per_draft')
      .on(t.voId)
      .where(sql`${t.status} = 'pending_payment' AND ${t.voId} IS NOT NULL`),
    uniqueIndex('orders_provider_order_key').on(t.providerOrderId),
    uniqueIndex('orders_provider_payment_key').on(t.providerPaymentId),
    index('orders_pending_idx')
      .on(t.reservedUntil)
      .where(sql`${t.status} = 'pending_payment'`),
    // The reconciler's look at the day's cancelled card orders that were never paid (their windows).
    index('orders_cancelled_card_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'cancelled' AND ${t.providerOrderId} IS NOT NULL AND ${t.providerPaymentId} IS NULL`),
    // Five wrong codes at most, whatever a parallel burst tries.
    check('orders_cod_tries_range', sql`${t.codTries} >= 0 AND ${t.codTries} <= 5`),
    check('orders_delivery_known', sql`${t.deliveryMethod} IN ('ship', 'pickup')`),
    // International orders (issue 21 §4): a country code, and never cash on delivery to an address abroad.
    check('orders_ship_country_code_format', sql`${t.shipCountryCode} ~ '^[A-Z]{2}$'`),
    check(
      'orders_cash_on_delivery_in_india',
      sql`${t.paymentMode} <> 'payment_on_delivery' OR ${t.shipCountryCode} = 'IN' OR ${t.deliveryMethod} = 'pickup'`,
    ),
    check('orders_pan_format', sql`${t.pan} IS NULL OR ${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check('orders_shipment_whole', sql`(${t.carrier} IS NULL) = (${t.awb} IS NULL)`),
    // The orders desk's list (server/orders/order-desk.repo.ts): newest first, whole or by status or
    // payment mode, and its searches by phone and by name; a filtered page reads an index range.
    index('orders_desk_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_desk_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_desk_mode_created_idx').on(t.paymentMode, t.createdAt.desc(), t.id.desc()),
    index('orders_desk_phone_idx').on(t.phone),
    index('orders_desk_name_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`),
    index('orders_desk_last_name_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    /** The order's internal id (orders.id), not its public order_id. */
    orderRef: integer('order_ref')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The variant sold; kept as a snapshot below if it leaves the catalogue. */
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    color: text('color'),
    size: text('size'),
    picture: text('picture'),
    /** The product's URL slug at the time, for a link back to it. */
    productValue: text('product_value'),
    madeToOrder: boolean('made_to_order').notNull().default(false),
    qty: integer('qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
    /** This line's share of the order's discount, in rupees (the shares add up to the discount). */
    discount: integer('discount').notNull().default(0),
    /** The unit price's parts and GST as sold (domain/catalog/price-breakup.ts). */
    breakup: jsonb('breakup').$type<LineBreakup>(),
  },
  (t) => [
    uniqueIndex('order_lines_order_position_key').on(t.orderRef, t.position),
    index('order_lines_variant_idx').on(t.variantId),
    check('order_lines_qty_positive', sql`${t.qty} > 0`),
    check('order_lines_unit_price_non_negative', sql`${t.unitPrice} >= 0`),
    check('order_lines_total_is_qty_times_unit', sql`${t.total} = ${t.qty} * ${t.unitPrice}`),
    check('order_lines_discount_within_total', sql`${t.discount} >= 0 AND ${t.discount} <= ${t.total}`),
  ],
);

/** The status history: one row per status an order reached, for the tracking timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderRef: integer('order_ref')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** For the store's staff: never shown to shoppers. */
    note: text('note'),
    /** The staff member who moved it from the desk; null for the shopper, the checkout and the jobs. */
    staffId: integer('staff_id').references(() => staff.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_at_idx').on(t.orderRef, t.at),
    check('order_events_status_known', sql`${t.status} IN (${inList(ORDER_STATUSES)})`),
  ],
);
