// What a cancelled order gives back (the checkout issue: "Cancelling a pending or placed order
// releases its stock once"): stock it holds (reserved goes down), stock it bought (back on the
// shelf), its coupon (the hold or the counted use) and its gift card's draw (held or spent). Each row moves by one conditional update from
// the state it is in, so asking twice gives back once; run inside the cancelling transaction.
import { sql } from 'drizzle-orm';
import { giftCardQueries } from '../giftcards/giftcards.repo.ts';
import type { Runner } from './orders.repo.ts';
import { rows } from '../../db/runner.ts';


/**
 * Stock rows in product id order: every path that changes several products' stock (generating,
 * selling at confirmation, giving back on cancel) updates them in that one order, so two of them
 * never each hold a product the other waits for (a deadlock on the PostgreSQL server).
 */
export const byProduct = <T extends { productId: number }>(moved: readonly T[]): T[] => [...moved].sort((a, b) => a.productId - b.productId);

/** Gives back what the order holds (an unpaid order's hold) and what it bought (a placed order's sale). */
export async function returnOrderStock(q: Runner, orderRef: number): Promise<void> {
  const held = await rows<{ productId: number; qty: number }>(
    q,
    sql`UPDATE stock_reservations SET state = 'released', updated_at = now() WHERE order_ref = ${orderRef} AND state = 'held'
         RETURNING product_id AS "productId", qty`,
  );
  for (const r of byProduct(held)) await q.execute(sql`UPDATE products SET reserved = reserved - ${r.qty} WHERE id = ${r.productId}`);
  const heldCoupon = await rows<{ code: string }>(
    q,
    sql`UPDATE coupon_uses SET state = 'released', updated_at = now() WHERE order_ref = ${orderRef} AND state = 'held' RETURNING coupon_code AS code`,
  );
  for (const c of heldCoupon) await q.execute(sql`UPDATE coupons SET held_count = held_count - 1 WHERE code = ${c.code}`);

  const bought = await rows<{ productId: number; qty: number }>(
    q,
    sql`UPDATE stock_reservations SET state = 'restocked', updated_at = now() WHERE order_ref = ${orderRef} AND state = 'sold'
         RETURNING product_id AS "productId", qty`,
  );
  for (const r of byProduct(bought)) await q.execute(sql`UPDATE products SET stock = stock + ${r.qty} WHERE id = ${r.productId}`);
  const usedCoupon = await rows<{ code: string }>(
    q,
    sql`UPDATE coupon_uses SET state = 'released', updated_at = now() WHERE order_ref = ${orderRef} AND state = 'used' RETURNING coupon_code AS code`,
  );
  for (const c of usedCoupon) await q.execute(sql`UPDATE coupons SET used_count = used_count - 1 WHERE code = ${c.code}`);

  await giftCardQueries(q).giveBack(orderRef, 'the order was cancelled');
}
