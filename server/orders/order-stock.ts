// What a cancelled order gives back (the checkout issue: "Cancelling a pending or placed order
// releases its stock once"): stock it holds (reserved goes down), stock it bought (back on the
// shelf), its coupon (the hold or the counted use) and its gift card's draw (held or spent). Each row
// moves by one conditional update from the state it is in, so asking twice gives back once; run
// inside the cancelling transaction. The stock moves are the stock holds' own (server/stock/).
import { sql } from 'drizzle-orm';
import { giftCardQueries } from '../giftcards/giftcards.repo.ts';
import { stockHoldQueries } from '../stock/stock-holds.repo.ts';
import { rows, type Runner } from '../../db/runner.ts';

/** Gives back what the order holds (an unpaid order's hold) and what it bought (a placed order's sale). */
export async function returnOrderStock(q: Runner, orderRef: number): Promise<void> {
  const stock = stockHoldQueries(q);
  await stock.release(orderRef);
  const heldCoupon = await rows<{ code: string }>(
    q,
    sql`UPDATE coupon_uses SET state = 'released', updated_at = now() WHERE order_ref = ${orderRef} AND state = 'held' RETURNING coupon_code AS code`,
  );
  for (const c of heldCoupon)
    await q.execute(sql`UPDATE coupons SET held_count = held_count - 1 WHERE code = ${c.code}`);

  await stock.restock(orderRef);
  const usedCoupon = await rows<{ code: string }>(
    q,
    sql`UPDATE coupon_uses SET state = 'released', updated_at = now() WHERE order_ref = ${orderRef} AND state = 'used' RETURNING coupon_code AS code`,
  );
  for (const c of usedCoupon)
    await q.execute(sql`UPDATE coupons SET used_count = used_count - 1 WHERE code = ${c.code}`);

  await giftCardQueries(q).giveBack(orderRef, 'the order was cancelled');
}
