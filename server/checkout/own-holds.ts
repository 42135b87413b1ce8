// What a cart's own checkout holds: the stock its draft's unpaid order reserved. A shopper's own
// hold must never count against them (a double click, a second tab, 'Request another OTP', a cart
// sync during the hold), while everybody else's does; so wherever a cart's availability is read,
// this is added back to `stock − reserved` for that cart only. One definition for the checkout's
// reads and the cart's sync, so the two can never disagree.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { type Tx } from '../../db/runner.ts';

/**
 * `(product_id, qty)` held by the unpaid order of the cart's draft, as a subquery to join on.
 * The draft's unpaid order is found through the one-unpaid-order-per-draft index.
 */
export const ownHoldsOfCart = (cartId: string) =>
  sql`(SELECT r.product_id, sum(r.qty)::int AS qty
         FROM stock_reservations r JOIN orders o ON o.id = r.order_ref
        WHERE o.vo_id = (SELECT v.id::text FROM virtual_orders v WHERE v.cart_id = ${cartId})
          AND o.status = 'pending_payment' AND r.state = 'held'
        GROUP BY r.product_id)`;

/** The cart's own holds by product id (empty when its draft has no unpaid order). */
export async function ownHoldsByProduct(q: Db | Tx, cartId: string): Promise<Map<number, number>> {
  const found = await queryRows<{ productId: number; qty: number }>(q as Db, sql`SELECT product_id AS "productId", qty FROM ${ownHoldsOfCart(cartId)} own`);
  return new Map(found.map((h) => [h.productId, h.qty]));
}
