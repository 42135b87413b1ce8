// The only place that queries the checkout's table (virtual_orders) and the checkout's own columns
// of orders. What an order holds beside them is its own area's, run on the same transaction: the
// coupon uses (q.coupons, server/coupons/coupon-uses.repo.ts), the stock holds (q.stock,
// server/stock/stock-holds.repo.ts) and the gift card's draw (q.gift). Every function takes the runner it
// works on: the services open one transaction per call and pass it down, so a draft, its order, its
// holds and its messages change together or not at all. Stock and coupon counts move only by
// conditional updates that the database's CHECKs back up (db/schema/checkout.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { computeBreakup } from '../../domain/catalog/price-breakup.ts';
import { couponUseQueries } from '../coupons/coupon-uses.repo.ts';
import { giftCardQueries } from '../giftcards/giftcards.repo.ts';
import { ownHoldsOfCart, stockHoldQueries } from '../stock/stock-holds.repo.ts';
import type { LineFacts } from '../../domain/checkout/summarize-draft.ts';
import { pricesSeenByDraft } from './price-hold.ts';
import type { LineBreakup } from '../../domain/orders/line-breakup.ts';
import type { virtualOrders } from '../../db/schema/checkout.ts';
import type { orders } from '../../db/schema/orders.ts';
import { type Runner, type Tx, asDate, rows } from '../../db/runner.ts';
import type { WindowCount } from '../../domain/accounts/rate-windows.ts';
import { rateWindowQueries } from '../common/rate-window-queries.ts';

export type { Runner } from '../../db/runner.ts';

/**
 * A checkout draft (the spec's virtual order) as stored, without its bookkeeping times and the price
 * hold's time (`prices_seen_at`, read and written by server/checkout/price-hold.ts alone).
 */
export type DraftRow = Omit<typeof virtualOrders.$inferSelect, 'createdAt' | 'updatedAt' | 'pricesSeenAt'>;

const draftColumns =
  sql.raw(`id, cart_id AS "cartId", user_id AS "userId", first_name AS "firstName", last_name AS "lastName", email, phone,
  ship_country AS "shipCountry", ship_zipcode AS "shipZipcode", ship_state AS "shipState", ship_city AS "shipCity", ship_address AS "shipAddress",
  ship_place AS "shipPlace", ship_block AS "shipBlock", billing_same AS "billingSame", bill_country AS "billCountry", bill_zipcode AS "billZipcode",
  bill_state AS "billState", bill_city AS "billCity", bill_address AS "billAddress", delivery_method AS "deliveryMethod", pickup_store AS "pickupStore",
  coupon_code AS "couponCode", payment_mode AS "paymentMode", pan, gift_card_id AS "giftCardId", gift_card_status AS "giftCardStatus"`);

/**
 * The columns of orders the checkout reads to place, confirm, lapse or cancel an unpaid order (as
 * orderColumns below selects them), and whether its hold ran out by the database's clock.
 * `amount − giftCardAmount` is due by the payment mode.
 */
export type CheckoutOrderRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderId'
  | 'voId'
  | 'userId'
  | 'cartId'
  | 'status'
  | 'paymentMode'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'subtotal'
  | 'discount'
  | 'charges'
  | 'amount'
  | 'giftCardAmount'
  | 'couponCode'
  | 'deliveryMethod'
  | 'pickupStore'
  | 'expectedFrom'
  | 'expectedTo'
  | 'shipAddress'
  | 'shipCity'
  | 'shipState'
  | 'shipZipcode'
  | 'shipCountry'
  | 'shipCountryCode'
  | 'fingerprint'
  | 'reservedUntil'
  | 'codCodeHash'
  | 'codCodeSentAt'
  | 'codTries'
  | 'providerOrderId'
  | 'providerPaymentId'
  | 'createdAt'
> & { lapsed: boolean };

const orderColumns =
  sql.raw(`id, order_id AS "orderId", vo_id AS "voId", user_id AS "userId", cart_id AS "cartId", status, payment_mode AS "paymentMode",
  first_name AS "firstName", last_name AS "lastName", email, phone, subtotal, discount, charges, amount, gift_card_amount AS "giftCardAmount", coupon_code AS "couponCode",
  delivery_method AS "deliveryMethod", pickup_store AS "pickupStore", expected_from::text AS "expectedFrom", expected_to::text AS "expectedTo",
  ship_address AS "shipAddress", ship_city AS "shipCity", ship_state AS "shipState", ship_zipcode AS "shipZipcode",
  ship_country AS "shipCountry", ship_country_code AS "shipCountryCode", fingerprint, reserved_until AS "reservedUntil", coalesce(reserved_until <= now(), false) AS lapsed, cod_code_hash AS "codCodeHash",
  cod_code_sent_at AS "codCodeSentAt", cod_tries AS "codTries", provider_order_id AS "providerOrderId", provider_payment_id AS "providerPaymentId",
  created_at AS "createdAt"`);

function orderRow(r: CheckoutOrderRow): CheckoutOrderRow {
  return {
    ...r,
    reservedUntil: asDate(r.reservedUntil),
    codCodeSentAt: asDate(r.codCodeSentAt),
    createdAt: asDate(r.createdAt)!,
  };
}

/** Columns a save may set; undefined leaves a column as it is, null clears it. */
export type DraftPatch = Partial<Omit<DraftRow, 'id' | 'cartId'>>;

const DRAFT_COLUMN_NAMES: Record<keyof DraftPatch, string> = {
  userId: 'user_id',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  shipCountry: 'ship_country',
  shipZipcode: 'ship_zipcode',
  shipState: 'ship_state',
  shipCity: 'ship_city',
  shipAddress: 'ship_address',
  shipPlace: 'ship_place',
  shipBlock: 'ship_block',
  billingSame: 'billing_same',
  billCountry: 'bill_country',
  billZipcode: 'bill_zipcode',
  billState: 'bill_state',
  billCity: 'bill_city',
  billAddress: 'bill_address',
  deliveryMethod: 'delivery_method',
  pickupStore: 'pickup_store',
  couponCode: 'coupon_code',
  paymentMode: 'payment_mode',
  pan: 'pan',
  giftCardId: 'gift_card_id',
  giftCardStatus: 'gift_card_status',
};

export function checkoutQueries(q: Runner) {
  return {
    /** The gift card queries on the same transaction: a draft's card is judged and held with its order. */
    gift: giftCardQueries(q),
    /** The stock holds on the same transaction: an order's pieces are held, sold and let go with it. */
    stock: stockHoldQueries(q),
    /** The coupon uses on the same transaction: an order's coupon is held and used with it. */
    coupons: couponUseQueries(q),

    /** The cart a session token (its hash) reaches, and the member the cart belongs to. */
    async cartOfSession(tokenHash: string): Promise<{ cartId: string; userId: number | null } | undefined> {
      const [row] = await rows<{ cartId: string; userId: number | null }>(
        q,
        sql`SELECT c.id AS "cartId", c.user_id AS "userId" FROM cart_sessions s JOIN carts c ON c.id = s.cart_id WHERE s.token_hash = ${tokenHash}`,
      );
      return row;
    },

    /** The cart's draft, created on first use, locked until the transaction ends: saves of one draft queue up. */
    async lockDraft(cartId: string): Promise<DraftRow> {
      await q.execute(sql`INSERT INTO virtual_orders (cart_id) VALUES (${cartId}) ON CONFLICT (cart_id) DO NOTHING`);
      const [row] = await rows<DraftRow>(
        q,
        sql`SELECT ${draftColumns} FROM virtual_orders WHERE cart_id = ${cartId} FOR UPDATE`,
      );
      return row!;
    },

    /**
     * Locks the draft an order (or a provider order) came from, before the order itself: every path
     * that changes a draft and its order takes them in that order (draft → order → gift card), so
     * a confirmation racing a save of the same draft queues instead of deadlocking.
     */
    async lockDraftOfOrder(by: { orderId: string } | { providerOrderId: string }): Promise<void> {
      const where =
        'orderId' in by ? sql`o.order_id = ${by.orderId}` : sql`o.provider_order_id = ${by.providerOrderId}`;
      await q.execute(
        sql`SELECT v.id FROM virtual_orders v JOIN orders o ON o.vo_id = v.id::text WHERE ${where} FOR UPDATE OF v`,
      );
    },

    /** The address of the member's latest order that was placed and shipped, for a new draft of theirs. */
    async lastShippingOf(
      userId: number,
    ): Promise<{ country: string; zipcode: string; state: string; city: string; address: string } | undefined> {
      const [row] = await rows<{ country: string; zipcode: string; state: string; city: string; address: string }>(
        q,
        sql`SELECT ship_country AS country, ship_zipcode AS zipcode, ship_state AS state, ship_city AS city, ship_address AS address
              FROM orders WHERE user_id = ${userId} AND status NOT IN ('pending_payment', 'cancelled') AND delivery_method = 'ship' AND ship_zipcode IS NOT NULL
             ORDER BY created_at DESC, id DESC LIMIT 1`,
      );
      return row;
    },

    async updateDraft(id: string, patch: DraftPatch): Promise<void> {
      const sets = Object.entries(patch)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => sql`${sql.raw(DRAFT_COLUMN_NAMES[k as keyof DraftPatch])} = ${v}`);
      if (sets.length === 0) return;
      await q.execute(sql`UPDATE virtual_orders SET ${sql.join(sets, sql`, `)}, updated_at = now() WHERE id = ${id}`);
    },

    /**
     * The cart's lines in the order they were added, with today's prices and stock read from the
     * database itself. What the cart's own unpaid order holds counts as available to it.
     */
    async liveLines(cartId: string): Promise<LineFacts[]> {
      const found = await rows<
        Omit<LineFacts, 'breakup'> & {
          metal: number;
          diamond: number;
          gemstone: number;
          making: number;
          makingDiscount: number;
          gst: string | number;
        }
      >(
        q,
        sql`SELECT cl.id AS "lineId", cl.variant_id AS "variantId", cl.quantity AS qty, p.id AS "productId", p.sku, p.name, p.value,
                   p.made_to_order AS "madeToOrder", p.stock - p.reserved + coalesce(own.qty, 0) AS available, (p.active AND v.offerprice > 0) AS "onSale",
                   v.color, v.size, v.image, v.diamond_price AS diamond,
                   array_remove(ARRAY[p.category_slug, p.sub_category_slug], NULL) AS categories,
                   v.gemstone_price AS gemstone, v.making_charge AS making, v.making_discount AS "makingDiscount", v.gst,
                   -- The prices the draft showed while its hold lasts (server/checkout/price-hold.ts).
                   CASE WHEN seen.held THEN seen.offerprice ELSE v.offerprice END AS "unitPrice",
                   CASE WHEN seen.held THEN seen.metal_price ELSE v.metal_price END AS metal,
                   coalesce(NOT seen.held, false) AS "priceMoved"
              FROM cart_lines cl JOIN variants v ON v.id = cl.variant_id JOIN products p ON p.id = v.product_id
                   LEFT JOIN ${ownHoldsOfCart(cartId)} own ON own.product_id = p.id
                   LEFT JOIN ${pricesSeenByDraft} seen ON true
             WHERE cl.cart_id = ${cartId} ORDER BY cl.created_at, cl.id`,
      );
      return found.map(({ metal, diamond, gemstone, making, makingDiscount, gst, ...line }) => {
        const b = computeBreakup(
          { metal_price: metal, diamond_price: diamond, gemstone_price: gemstone, making_charge: making },
          Number(gst),
        );
        return {
          ...line,
          breakup: {
            metal_price: b.metal_price,
            diamond_price: b.diamond_price,
            gemstone_price: b.gemstone_price,
            making_charge: b.making_charge,
            // Kept with the order so My orders shows the discount the product page showed.
            ...(makingDiscount > 0 ? { making_discount: makingDiscount } : {}),
            gst_percent: b.gst_percent,
            gst_amount: b.gst_amount,
          },
        };
      });
    },

    /** The member whose account has this email (any case), for the per-customer coupon limit. */
    async memberIdByEmail(email: string): Promise<number | undefined> {
      const [row] = await rows<{ id: number }>(q, sql`SELECT id FROM users WHERE lower(email) = lower(${email})`);
      return row?.id;
    },

    /** The draft's unpaid order, locked. */
    async pendingOrderOf(voId: string): Promise<CheckoutOrderRow | undefined> {
      const [row] = await rows<CheckoutOrderRow>(
        q,
        sql`SELECT ${orderColumns} FROM orders WHERE vo_id = ${voId} AND status = 'pending_payment' FOR UPDATE`,
      );
      return row && orderRow(row);
    },

    async lockOrder(orderId: string): Promise<CheckoutOrderRow | undefined> {
      const [row] = await rows<CheckoutOrderRow>(
        q,
        sql`SELECT ${orderColumns} FROM orders WHERE order_id = ${orderId} FOR UPDATE`,
      );
      return row && orderRow(row);
    },

    async lockOrderByProviderOrder(providerOrderId: string): Promise<CheckoutOrderRow | undefined> {
      const [row] = await rows<CheckoutOrderRow>(
        q,
        sql`SELECT ${orderColumns} FROM orders WHERE provider_order_id = ${providerOrderId} FOR UPDATE`,
      );
      return row && orderRow(row);
    },

    /** Cash-on-delivery codes sent to a phone in the window, counted under a lock per phone. */
    async codesSentTo(phone: string, windowSeconds: number): Promise<WindowCount> {
      const window = rateWindowQueries(q);
      await window.lockKeys([`cod-code|${phone}`]);
      return window.countEvents('cod-code', phone, windowSeconds);
    },

    async recordCodeSent(phone: string): Promise<void> {
      await rateWindowQueries(q).recordEvent('cod-code', phone);
    },

    /** A new code for the order; wrong tries keep counting across codes (five per order in all). */
    async setCodCode(orderRef: number, codeHash: string): Promise<void> {
      await q.execute(
        sql`UPDATE orders SET cod_code_hash = ${codeHash}, cod_code_sent_at = now(), updated_at = now() WHERE id = ${orderRef}`,
      );
    },

    /** One more wrong code; the CHECK keeps it at 5 whatever races. */
    async recordWrongCode(orderRef: number): Promise<void> {
      await q.execute(sql`UPDATE orders SET cod_tries = cod_tries + 1, updated_at = now() WHERE id = ${orderRef}`);
    },

    async setProviderOrder(orderRef: number, providerOrderId: string): Promise<void> {
      await q.execute(
        sql`UPDATE orders SET provider_order_id = ${providerOrderId}, updated_at = now() WHERE id = ${orderRef}`,
      );
    },

    async setProviderPayment(orderRef: number, paymentId: string): Promise<void> {
      await q.execute(
        sql`UPDATE orders SET provider_payment_id = ${paymentId}, updated_at = now() WHERE id = ${orderRef}`,
      );
    },

    /** Clears the reservation deadline once an order no longer holds anything as unpaid. */
    async clearDeadline(orderRef: number): Promise<void> {
      await q.execute(sql`UPDATE orders SET reserved_until = NULL, updated_at = now() WHERE id = ${orderRef}`);
    },

    /** The placed order's cart is emptied: every device of it sees an empty cart at its next sync. */
    async emptyCart(cartId: string): Promise<void> {
      await q.execute(sql`DELETE FROM cart_lines WHERE cart_id = ${cartId}`);
      await q.execute(sql`UPDATE carts SET revision = revision + 1, updated_at = now() WHERE id = ${cartId}`);
    },

    /** The order's lines with what the mail needs. */
    async orderLines(orderRef: number): Promise<
      {
        name: string;
        sku: string;
        color: string | null;
        size: string | null;
        qty: number;
        unitPrice: number;
        total: number;
        discount: number;
        breakup: LineBreakup | null;
      }[]
    > {
      return rows(
        q,
        sql`SELECT name, sku, color, size, qty, unit_price AS "unitPrice", total, discount, breakup FROM order_lines WHERE order_ref = ${orderRef} ORDER BY position`,
      );
    },

    /**
     * Unpaid orders to look at: past their hold, or card orders whose payment window has closed
     * (the provider may have been paid without the browser coming back). Each is then decided under
     * its own row lock, so instances running this at once do not decide one order twice.
     */
    async duePending(cardAfterSeconds: number, limit: number): Promise<string[]> {
      const due = await rows<{ orderId: string }>(
        q,
        sql`SELECT order_id AS "orderId" FROM orders
             WHERE status = 'pending_payment'
               AND (reserved_until <= now() OR (payment_mode = 'online_payment_razorpay' AND created_at <= now() - ${cardAfterSeconds}::int * interval '1 second'))
             ORDER BY created_at LIMIT ${limit}`,
      );
      return due.map((d) => d.orderId);
    },

    /**
     * Card orders cancelled in the last `withinSeconds` that had a provider order and were never paid
     * (a window that may still take money), at most `limit`, picked at random among them: a pass looks
     * at some of them when there are more, and every one is looked at again and again over the day.
     * A cancelled order is not written again, so its updated_at is when it was cancelled; a partial
     * index (orders_cancelled_card_idx) keeps this to the day's cancelled card orders.
     */
    async cancelledCardOrders(
      withinSeconds: number,
      limit: number,
    ): Promise<{ orderId: string; providerOrderId: string }[]> {
      return rows<{ orderId: string; providerOrderId: string }>(
        q,
        sql`SELECT order_id AS "orderId", provider_order_id AS "providerOrderId" FROM orders
             WHERE status = 'cancelled' AND provider_order_id IS NOT NULL AND provider_payment_id IS NULL
               AND updated_at > now() - ${withinSeconds}::int * interval '1 second'
             ORDER BY random() LIMIT ${limit}`,
      );
    },
  };
}
export type CheckoutQueries = ReturnType<typeof checkoutQueries>;

export function createCheckoutRepo(db: Db) {
  return {
    ...checkoutQueries(db),
    inTransaction<T>(work: (q: CheckoutQueries, tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(checkoutQueries(tx), tx));
    },
  };
}
export type CheckoutRepo = ReturnType<typeof createCheckoutRepo>;
