// The only place that queries the checkout's table (virtual_orders) and the checkout's own columns
// of orders. What an order holds beside them is its own area's, run on the same transaction: the
// coupon uses (q.coupons, server/coupons/coupon-uses.repo.ts), the stock holds (q.stock,
// server/stock/stock-holds.repo.ts) and the gift card's draw (q.gift). Every function takes the runner it
// works on: the services open one transaction per call and pass it down, so a draft, its order, its
// holds and its messages change together or not at all. Stock and coupon counts move only by
// conditional updates that the database's CHECKs back up (db/schema/checkout.ts).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { computeBreakup } from '../../domain/catalog/price-breakup.ts';
import { couponUseQueries } from '../coupons/coupon-uses.repo.ts';
import { giftCardQueries } from '../giftcards/giftcards.repo.ts';
import { savingsRedemptionQueries } from '../savings/savings-redemptions.repo.ts';
import { ownHoldsOfCart, stockHoldQueries } from '../stock/stock-holds.repo.ts';
import type { LineFacts } from '../../domain/checkout/summarize-draft.ts';
import { pricesSeenByDraft } from './price-hold.ts';
import { users } from '../../db/schema/accounts.ts';
import { cartLines, carts, cartSessions } from '../../db/schema/cart.ts';
import { virtualOrders } from '../../db/schema/checkout.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { type Runner, type Tx, columnsOf, rows } from '../../db/runner.ts';
import type { WindowCount } from '../../domain/accounts/rate-windows.ts';
import { rateWindowQueries } from '../common/rate-window-queries.ts';

export type { Runner } from '../../db/runner.ts';

/**
 * A checkout draft (the spec's virtual order) as stored, without its bookkeeping times and the price
 * hold's time (`prices_seen_at`, read and written by server/checkout/price-hold.ts alone).
 */
export type DraftRow = Omit<typeof virtualOrders.$inferSelect, 'createdAt' | 'updatedAt' | 'pricesSeenAt'>;

const DRAFT_FIELDS = [
  'id',
  'cartId',
  'userId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'shipCountry',
  'shipZipcode',
  'shipState',
  'shipCity',
  'shipAddress',
  'shipPlace',
  'shipBlock',
  'billingSame',
  'billCountry',
  'billZipcode',
  'billState',
  'billCity',
  'billAddress',
  'deliveryMethod',
  'pickupStore',
  'couponCode',
  'paymentMode',
  'pan',
  'giftCardId',
  'giftCardStatus',
  'savingsPlanRef',
] as const satisfies readonly (keyof DraftRow)[];
const draftColumns = columnsOf(virtualOrders, DRAFT_FIELDS);

/**
 * The columns of orders the checkout reads to place, confirm, lapse or cancel an unpaid order (as
 * orderColumns below selects them), and whether its hold ran out by the database's clock.
 * `amount − giftCardAmount` is due by the payment mode.
 */
const ORDER_FIELDS = [
  'id',
  'orderId',
  'voId',
  'userId',
  'cartId',
  'status',
  'paymentMode',
  'firstName',
  'lastName',
  'email',
  'phone',
  'subtotal',
  'discount',
  'charges',
  'amount',
  'giftCardAmount',
  'savingsPlanAmount',
  'couponCode',
  'deliveryMethod',
  'pickupStore',
  'expectedFrom',
  'expectedTo',
  'shipAddress',
  'shipCity',
  'shipState',
  'shipZipcode',
  'shipCountry',
  'shipCountryCode',
  'fingerprint',
  'reservedUntil',
  'codCodeHash',
  'codCodeSentAt',
  'codTries',
  'providerOrderId',
  'providerPaymentId',
  'createdAt',
] as const;
const orderColumns = {
  ...columnsOf(orders, ORDER_FIELDS),
  /** Its hold ran out, by the database's clock. */
  lapsed: sql<boolean>`coalesce(${orders.reservedUntil} <= now(), false)`,
};

/**
 * The columns of orders the checkout reads to place, confirm, lapse or cancel an unpaid order, and
 * whether its hold ran out by the database's clock. `amount − giftCardAmount` is due by the payment mode.
 */
export type CheckoutOrderRow = Pick<typeof orders.$inferSelect, (typeof ORDER_FIELDS)[number]> & { lapsed: boolean };

const ORDER_LINE_FIELDS = ['name', 'sku', 'color', 'size', 'qty', 'unitPrice', 'total', 'discount', 'breakup'] as const;
const orderLineColumns = columnsOf(orderLines, ORDER_LINE_FIELDS);
/** An order's line as the confirmation mail and the purchase event read it. */
export type OrderLineRow = Pick<typeof orderLines.$inferSelect, (typeof ORDER_LINE_FIELDS)[number]>;

/** The checkout's own columns of orders that it sets (the rest are insertOrder's and setOrderStatus's). */
type CheckoutOrderSet = Pick<
  PgUpdateSetSource<typeof orders>,
  'codCodeHash' | 'codCodeSentAt' | 'codTries' | 'providerOrderId' | 'providerPaymentId' | 'reservedUntil'
>;

/** Columns a save may set; undefined leaves a column as it is, null clears it. */
export type DraftPatch = Partial<Omit<DraftRow, 'id' | 'cartId'>>;

export function checkoutQueries(q: Runner) {
  /** The checkout's own columns of one order, its updated_at with them. */
  const setOrder = (orderRef: number, values: CheckoutOrderSet) =>
    q
      .update(orders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(orders.id, orderRef));

  return {
    /** The gift card queries on the same transaction: a draft's card is judged and held with its order. */
    gift: giftCardQueries(q),
    /** The member's savings plans and their redemptions (server/savings/savings-redemptions.repo.ts). */
    plans: savingsRedemptionQueries(q),
    /** The stock holds on the same transaction: an order's pieces are held, sold and let go with it. */
    stock: stockHoldQueries(q),
    /** The coupon uses on the same transaction: an order's coupon is held and used with it. */
    coupons: couponUseQueries(q),

    /** The cart a session token (its hash) reaches, and the member the cart belongs to. */
    async cartOfSession(tokenHash: string): Promise<{ cartId: string; userId: number | null } | undefined> {
      const [row] = await q
        .select({ cartId: carts.id, userId: carts.userId })
        .from(cartSessions)
        .innerJoin(carts, eq(carts.id, cartSessions.cartId))
        .where(eq(cartSessions.tokenHash, tokenHash));
      return row;
    },

    /** The cart's draft, created on first use, locked until the transaction ends: saves of one draft queue up. */
    async lockDraft(cartId: string): Promise<DraftRow> {
      await q.insert(virtualOrders).values({ cartId }).onConflictDoNothing({ target: virtualOrders.cartId });
      const [row] = await q
        .select(draftColumns)
        .from(virtualOrders)
        .where(eq(virtualOrders.cartId, cartId))
        .for('update');
      return row!;
    },

    /**
     * Locks the draft an order (or a provider order) came from, before the order itself: every path
     * that changes a draft and its order takes them in that order (draft → order → gift card), so
     * a confirmation racing a save of the same draft queues instead of deadlocking.
     */
    async lockDraftOfOrder(by: { orderId: string } | { providerOrderId: string }): Promise<void> {
      await q
        .select({ id: virtualOrders.id })
        .from(virtualOrders)
        // orders.vo_id is text (a draft id as the spec's API carries it); the draft's id is a uuid.
        .innerJoin(orders, eq(orders.voId, sql`${virtualOrders.id}::text`))
        .where('orderId' in by ? eq(orders.orderId, by.orderId) : eq(orders.providerOrderId, by.providerOrderId))
        .for('update', { of: virtualOrders });
    },

    /** The address of the member's latest order that was placed and shipped, for a new draft of theirs. */
    async lastShippingOf(
      userId: number,
    ): Promise<{ country: string; zipcode: string; state: string; city: string; address: string } | undefined> {
      const [row] = await q
        .select({
          country: orders.shipCountry,
          zipcode: sql<string>`${orders.shipZipcode}`,
          state: orders.shipState,
          city: orders.shipCity,
          address: orders.shipAddress,
        })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            sql`${orders.status} NOT IN ('pending_payment', 'cancelled')`,
            eq(orders.deliveryMethod, 'ship'),
            sql`${orders.shipZipcode} IS NOT NULL`,
          ),
        )
        .orderBy(sql`${orders.createdAt} DESC`, sql`${orders.id} DESC`)
        .limit(1);
      return row;
    },

    async updateDraft(id: string, patch: DraftPatch): Promise<void> {
      // A key set to undefined is left out of the SET (Drizzle skips it); null clears the column.
      if (Object.values(patch).every((v) => v === undefined)) return;
      await q
        .update(virtualOrders)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(virtualOrders.id, id));
    },

    /**
     * The cart's lines in the order they were added, with today's prices and stock read from the
     * database itself. What the cart's own unpaid order holds counts as available to it.
     * Raw SQL: it joins the stock holds' and the price hold's subqueries (SQL fragments of their own
     * modules) and picks each price by CASE on the hold; the query builder would only wrap the same text.
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
      const [row] = await q
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row?.id;
    },

    /** The draft's unpaid order, locked. */
    async pendingOrderOf(voId: string): Promise<CheckoutOrderRow | undefined> {
      const [row] = await q
        .select(orderColumns)
        .from(orders)
        .where(and(eq(orders.voId, voId), eq(orders.status, 'pending_payment')))
        .for('update');
      return row;
    },

    async lockOrder(orderId: string): Promise<CheckoutOrderRow | undefined> {
      const [row] = await q.select(orderColumns).from(orders).where(eq(orders.orderId, orderId)).for('update');
      return row;
    },

    async lockOrderByProviderOrder(providerOrderId: string): Promise<CheckoutOrderRow | undefined> {
      const [row] = await q
        .select(orderColumns)
        .from(orders)
        .where(eq(orders.providerOrderId, providerOrderId))
        .for('update');
      return row;
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
      await setOrder(orderRef, { codCodeHash: codeHash, codCodeSentAt: sql`now()` });
    },

    /** One more wrong code; the CHECK keeps it at 5 whatever races. */
    async recordWrongCode(orderRef: number): Promise<void> {
      await setOrder(orderRef, { codTries: sql`${orders.codTries} + 1` });
    },

    async setProviderOrder(orderRef: number, providerOrderId: string): Promise<void> {
      await setOrder(orderRef, { providerOrderId });
    },

    async setProviderPayment(orderRef: number, paymentId: string): Promise<void> {
      await setOrder(orderRef, { providerPaymentId: paymentId });
    },

    /** Clears the reservation deadline once an order no longer holds anything as unpaid. */
    async clearDeadline(orderRef: number): Promise<void> {
      await setOrder(orderRef, { reservedUntil: null });
    },

    /**
     * The placed order's cart is emptied: every device of it sees an empty cart at its next sync, the
     * device whose sync answer was lost too (its write is no longer the last).
     */
    async emptyCart(cartId: string): Promise<void> {
      await q.delete(cartLines).where(eq(cartLines.cartId, cartId));
      await q
        .update(carts)
        .set({ revision: sql`${carts.revision} + 1`, lastWrite: null, updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },

    /** The order's lines with what the mail needs. */
    async orderLines(orderRef: number): Promise<OrderLineRow[]> {
      return q
        .select(orderLineColumns)
        .from(orderLines)
        .where(eq(orderLines.orderRef, orderRef))
        .orderBy(asc(orderLines.position));
    },

    /**
     * Unpaid orders to look at: past their hold, or card orders whose payment window has closed
     * (the provider may have been paid without the browser coming back). Each is then decided under
     * its own row lock, so instances running this at once do not decide one order twice.
     */
    async duePending(cardAfterSeconds: number, limit: number): Promise<string[]> {
      const due = await q
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending_payment'),
            sql`(${orders.reservedUntil} <= now() OR (${orders.paymentMode} = 'online_payment_razorpay' AND ${orders.createdAt} <= now() - ${cardAfterSeconds}::int * interval '1 second'))`,
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(limit);
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
      return q
        .select({ orderId: orders.orderId, providerOrderId: sql<string>`${orders.providerOrderId}` })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'cancelled'),
            sql`${orders.providerOrderId} IS NOT NULL AND ${orders.providerPaymentId} IS NULL`,
            sql`${orders.updatedAt} > now() - ${withinSeconds}::int * interval '1 second'`,
          ),
        )
        .orderBy(sql`random()`)
        .limit(limit);
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
