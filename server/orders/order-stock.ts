// What a cancelled order gives back (the checkout issue: "Cancelling a pending or placed order
// releases its stock once"): stock it holds (reserved goes down), stock it bought (back on the
// shelf), its coupon (the hold or the counted use) and its gift card's draw (held or spent). Each row
// moves by one conditional update from the state it is in, so asking twice gives back once; run
// inside the cancelling transaction. Each move is its own area's: the stock holds' (server/stock/),
// the coupon uses' (server/coupons/), the gift card ledger's (server/giftcards/); products before
// coupons before the gift card before the savings plan, the lock order of every path that moves them.
// A savings plan's redemption comes back the same way (server/savings/savings-redemptions.repo.ts).
import { couponUseQueries } from '../coupons/coupon-uses.repo.ts';
import { giftCardQueries } from '../giftcards/giftcards.repo.ts';
import { savingsRedemptionQueries } from '../savings/savings-redemptions.repo.ts';
import { stockHoldQueries } from '../stock/stock-holds.repo.ts';
import type { Runner } from '../../db/runner.ts';

/** Gives back what the order holds (an unpaid order's hold) and what it bought (a placed order's sale). */
export async function returnOrderStock(q: Runner, orderRef: number): Promise<void> {
  const stock = stockHoldQueries(q);
  await stock.release(orderRef);
  await stock.restock(orderRef);
  await couponUseQueries(q).giveBack(orderRef);
  await giftCardQueries(q).giveBack(orderRef, 'the order was cancelled');
  await savingsRedemptionQueries(q).giveBack(orderRef);
}
