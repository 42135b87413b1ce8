// A shopper at checkout keeps the prices they saw (docs/decisions/2026-11-27-metal-rates.md): the draft
// records when it last showed today's prices (`virtual_orders.prices_seen_at`); a metal rate change
// after that keeps each variant's earlier prices in `variant_price_changes` (server/rates/). For 15
// minutes from that moment the draft's lines are priced as they were then; after it, they are
// today's, and order_generate refuses once with PRICE_MISMATCH ('Price mismatch', the first spec's
// order-placement text) so the page shows the new total before anything is charged. Only a rate
// change moves a metal price and leaves such a row, so the metal price and offer price are the parts
// it holds; stones and making are the variant's own.
import { sql, type SQL } from 'drizzle-orm';
import type { Runner } from '../../db/runner.ts';
import { PRICE_HOLD_SECONDS } from '../../domain/rates/metal-rates.ts';

/**
 * A LATERAL subquery for a line `cl` of variant `v`: the variant's prices when the draft last showed
 * them, if a rate change has moved them since (`offerprice`, `metal_price`), and whether the draft's
 * hold still covers them (`held`). No row: the variant's prices have not moved since.
 */
export const pricesSeenByDraft: SQL = sql`LATERAL (
  SELECT c.offerprice, c.metal_price, vo.prices_seen_at > now() - make_interval(secs => ${PRICE_HOLD_SECONDS}) AS held
    FROM virtual_orders vo
    JOIN variant_price_changes c ON c.variant_id = v.id AND c.changed_at > vo.prices_seen_at
   WHERE vo.cart_id = cl.cart_id
   ORDER BY c.changed_at, c.id
   LIMIT 1)`;

/** The draft shows today's prices from now: its hold starts again (called when the last one ran out, or after a refusal showed the new total). */
export async function markPricesSeen(q: Runner, draftId: string, onlyWhenLapsed: boolean): Promise<void> {
  await q.execute(
    onlyWhenLapsed
      ? sql`UPDATE virtual_orders SET prices_seen_at = now()
             WHERE id = ${draftId} AND prices_seen_at <= now() - make_interval(secs => ${PRICE_HOLD_SECONDS})`
      : sql`UPDATE virtual_orders SET prices_seen_at = now() WHERE id = ${draftId}`,
  );
}
