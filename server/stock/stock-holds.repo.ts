// The only place that queries `stock_reservations` (an order's stock holds) and moves the stock
// columns of `products` (`stock`, `reserved`). A hold goes held → sold (the order is placed),
// held → released (an unpaid order is cancelled) or sold → restocked (a placed order is cancelled or
// returned); each move is one conditional update from the state it leaves, so asking twice moves
// once. Every function runs on the caller's runner: the checkout, a cancellation and a return move
// stock inside their own transaction. The CHECKs `0 <= reserved <= stock` back it all up
// (db/schema/catalog.ts, db/schema/checkout.ts).
import { sql } from 'drizzle-orm';
import { rows, type Runner } from '../../db/runner.ts';

/** One product's quantity moved by a hold. */
export interface HeldStock {
  productId: number;
  qty: number;
}

/**
 * Stock rows in product id order: every path that changes several products' stock (generating,
 * selling at confirmation, giving back on cancel or return) updates them in that one order, so two of
 * them never each hold a product the other waits for (a deadlock on the PostgreSQL server).
 */
export const byProduct = <T extends { productId: number }>(moved: readonly T[]): T[] =>
  [...moved].sort((a, b) => a.productId - b.productId);

/**
 * `(product_id, qty)` held by the unpaid order of the cart's draft, as a subquery to join on. A
 * shopper's own hold never counts against them (a double click, a second tab, 'Request another OTP',
 * a cart sync during the hold) while everybody else's does, so wherever a cart's availability is read
 * this is added back to `stock − reserved` for that cart only: one definition for the checkout's
 * reads and the cart's sync, so the two never disagree. The draft's unpaid order is found through the
 * one-unpaid-order-per-draft index.
 */
export const ownHoldsOfCart = (cartId: string) =>
  sql`(SELECT r.product_id, sum(r.qty)::int AS qty
         FROM stock_reservations r JOIN orders o ON o.id = r.order_ref
        WHERE o.vo_id = (SELECT v.id::text FROM virtual_orders v WHERE v.cart_id = ${cartId})
          AND o.status = 'pending_payment' AND r.state = 'held'
        GROUP BY r.product_id)`;

export function stockHoldQueries(q: Runner) {
  /** Moves the order's holds from one state to the next, once, and says what moved. */
  const move = (orderRef: number, from: 'held' | 'sold', to: 'sold' | 'released' | 'restocked') =>
    rows<HeldStock>(
      q,
      sql`UPDATE stock_reservations SET state = ${to}, updated_at = now() WHERE order_ref = ${orderRef} AND state = ${from}
           RETURNING product_id AS "productId", qty`,
    );

  return {
    /**
     * Locks these products and those the order `alsoHeldBy` holds, in id order, before any of their
     * stock moves: every path that changes several products' stock takes them by id, so two of them
     * can never each hold a product the other waits for. (The lock is the one an UPDATE takes.)
     */
    async lockProducts(productIds: readonly number[], alsoHeldBy?: number): Promise<void> {
      const listed =
        productIds.length === 0
          ? sql`false`
          : sql`id IN (${sql.join(
              [...new Set(productIds)].map((id) => sql`${id}`),
              sql`, `,
            )})`;
      const held =
        alsoHeldBy === undefined
          ? sql`false`
          : sql`id IN (SELECT product_id FROM stock_reservations WHERE order_ref = ${alsoHeldBy} AND state = 'held')`;
      await q.execute(sql`SELECT id FROM products WHERE ${listed} OR ${held} ORDER BY id FOR NO KEY UPDATE`);
    },

    /** Holds `qty` of a product for an order, if that many are available; false otherwise (nothing changed). */
    async hold(orderRef: number, productId: number, qty: number): Promise<boolean> {
      const taken = await rows<{ id: number }>(
        q,
        sql`UPDATE products SET reserved = reserved + ${qty} WHERE id = ${productId} AND stock - reserved >= ${qty} RETURNING id`,
      );
      if (taken.length === 0) return false;
      await q.execute(
        sql`INSERT INTO stock_reservations (order_ref, product_id, qty) VALUES (${orderRef}, ${productId}, ${qty})`,
      );
      return true;
    },

    /** The placed order's holds become a sale: stock taken, the reservation with it. */
    async sell(orderRef: number): Promise<void> {
      for (const r of byProduct(await move(orderRef, 'held', 'sold')))
        await q.execute(
          sql`UPDATE products SET stock = stock - ${r.qty}, reserved = reserved - ${r.qty} WHERE id = ${r.productId}`,
        );
    },

    /** A cancelled unpaid order's holds are let go: available to everyone again. */
    async release(orderRef: number): Promise<void> {
      for (const r of byProduct(await move(orderRef, 'held', 'released')))
        await q.execute(sql`UPDATE products SET reserved = reserved - ${r.qty} WHERE id = ${r.productId}`);
    },

    /** What a cancelled or returned placed order bought goes back on the shelf; the pieces that went back. */
    async restock(orderRef: number): Promise<number> {
      const bought = await move(orderRef, 'sold', 'restocked');
      for (const r of byProduct(bought))
        await q.execute(sql`UPDATE products SET stock = stock + ${r.qty} WHERE id = ${r.productId}`);
      return bought.reduce((s, r) => s + r.qty, 0);
    },

    /**
     * Staff count the showroom (the catalogue desk): the stock becomes `stock`, unless unpaid orders
     * hold more than that (false, nothing changed). The caller holds the product's row lock.
     */
    async setStock(productId: number, stock: number): Promise<boolean> {
      const set = await rows<{ id: number }>(
        q,
        sql`UPDATE products SET stock = ${stock} WHERE id = ${productId} AND reserved <= ${stock} RETURNING id`,
      );
      return set.length > 0;
    },

    /** The cart's own holds by product id (empty when its draft has no unpaid order). */
    async ownHoldsByProduct(cartId: string): Promise<Map<number, number>> {
      const found = await rows<HeldStock>(
        q,
        sql`SELECT product_id AS "productId", qty FROM ${ownHoldsOfCart(cartId)} own`,
      );
      return new Map(found.map((h) => [h.productId, h.qty]));
    },
  };
}
export type StockHoldQueries = ReturnType<typeof stockHoldQueries>;
