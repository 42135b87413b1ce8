// A coupon's uses by orders (coupon_uses) and the counts they move on coupons (held_count,
// used_count): the checkout reads a coupon, holds it for an unpaid order and turns the hold into a use
// when the order is placed; a cancelled order gives back what it held or used. The back office's
// terms and the offers' vouchers are coupons.repo.ts's. Every function runs on the caller's
// transaction (`couponUseQueries(tx)`), because a use moves with the order it belongs to; counts move
// only by conditional updates that the database's CHECKs and unique index back up (db/schema/checkout.ts).
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { couponUses, coupons } from '../../db/schema/checkout.ts';
import { orders } from '../../db/schema/orders.ts';
import { columnsOf, rows, type Runner } from '../../db/runner.ts';

const COUPON_FIELDS = [
  'code',
  'label',
  'description',
  'kind',
  'value',
  'maxDiscount',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'totalLimit',
  'perCustomerLimit',
  'usedCount',
  'heldCount',
  'active',
  'categories',
  'customerKey',
  'offer',
  'sourceOrderRef',
  'withdrawnAt',
] as const;
const couponColumns = columnsOf(coupons, COUPON_FIELDS);

/** A coupon as the checkout judges it: domain/checkout/summarize-draft.ts's CouponFacts, and its description. */
export type CouponRow = Pick<typeof coupons.$inferSelect, (typeof COUPON_FIELDS)[number]>;

export function couponUseQueries(q: Runner) {
  return {
    /** A coupon by its code; its row locked (FOR UPDATE) when `lock`. */
    async find(code: string, lock = false): Promise<CouponRow | undefined> {
      const query = q.select(couponColumns).from(coupons).where(eq(coupons.code, code));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Coupons the 'View coupons' list shows: listed, active and within their dates now. */
    async listed(): Promise<{ code: string; label: string; description: string }[]> {
      return q
        .select({ code: coupons.code, label: coupons.label, description: coupons.description })
        .from(coupons)
        .where(
          and(
            eq(coupons.listed, true),
            eq(coupons.active, true),
            sql`${coupons.customerKey} IS NULL`,
            sql`(${coupons.startsAt} IS NULL OR ${coupons.startsAt} <= now()) AND (${coupons.endsAt} IS NULL OR ${coupons.endsAt} > now())`,
            sql`(${coupons.totalLimit} IS NULL OR ${coupons.usedCount} + ${coupons.heldCount} < ${coupons.totalLimit})`,
          ),
        )
        .orderBy(asc(coupons.minSubtotal), asc(coupons.code));
    },

    /** The coupon use the draft's own unpaid order holds, if any: the draft's to keep. */
    async heldByDraft(voId: string): Promise<{ orderRef: number; code: string } | undefined> {
      const [row] = await q
        .select({ orderRef: couponUses.orderRef, code: couponUses.couponCode })
        .from(couponUses)
        .innerJoin(orders, eq(orders.id, couponUses.orderRef))
        .where(and(eq(orders.voId, voId), eq(orders.status, 'pending_payment'), eq(couponUses.state, 'held')));
      return row;
    },

    /** Uses of a coupon by one customer that still count: held by an unpaid order, or used. */
    async usesByCustomer(code: string, customerKey: string, exceptOrderRef?: number): Promise<number> {
      const [row] = await q
        .select({ n: count() })
        .from(couponUses)
        .where(
          and(
            eq(couponUses.couponCode, code),
            eq(couponUses.customerKey, customerKey),
            ne(couponUses.state, 'released'),
            exceptOrderRef === undefined ? undefined : ne(couponUses.orderRef, exceptOrderRef),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * One more hold on the coupon for this order, if its total limit and the customer's limit allow;
     * false otherwise (nothing changed). A coupon limited per customer gives each live use a number
     * from 1 to the limit, and a unique index over (coupon, customer, number) of the uses not
     * released is what refuses a second one: two carts of one customer generating at once cannot
     * both take the last, whatever they read before.
     */
    async hold(code: string, orderRef: number, customerKey: string): Promise<boolean> {
      // Raw SQL: the free use number comes from generate_series in a subquery, and the insert's
      // ON CONFLICT names the partial unique index's predicate, which the query builder does not write.
      const [slot] = await rows<{ limited: boolean; n: number | null }>(
        q,
        sql`SELECT c.per_customer_limit IS NOT NULL AS limited,
                   (SELECT min(n)::int FROM generate_series(1, c.per_customer_limit) n
                     WHERE NOT EXISTS (SELECT 1 FROM coupon_uses u WHERE u.coupon_code = c.code AND u.customer_key = ${customerKey} AND u.use_number = n AND u.state <> 'released')) AS n
              FROM coupons c WHERE c.code = ${code}`,
      );
      if (!slot || (slot.limited && slot.n === null)) return false;
      const inserted = await rows<{ id: number }>(
        q,
        sql`INSERT INTO coupon_uses (coupon_code, order_ref, customer_key, use_number) VALUES (${code}, ${orderRef}, ${customerKey}, ${slot.n})
            ON CONFLICT (coupon_code, customer_key, use_number) WHERE state <> 'released' AND use_number IS NOT NULL DO NOTHING RETURNING id`,
      );
      if (inserted.length === 0) return false;
      const held = await rows<{ code: string }>(
        q,
        sql`UPDATE coupons SET held_count = held_count + 1
             WHERE code = ${code} AND (total_limit IS NULL OR used_count + held_count < total_limit) RETURNING code`,
      );
      // The caller rolls the whole order back on false, the use just written with it.
      return held.length > 0;
    },

    /**
     * Locks these coupons in code order before any of their counts moves: a generate that swaps the
     * coupon releases one and holds another, and two drafts swapping the other way round would each
     * hold the coupon the other waits for. (The lock is the one an UPDATE takes.)
     */
    async lock(codes: readonly (string | null | undefined)[]): Promise<void> {
      const listed = [...new Set(codes.filter((c): c is string => Boolean(c)))];
      if (listed.length === 0) return;
      await q
        .select({ code: coupons.code })
        .from(coupons)
        .where(inArray(coupons.code, listed))
        .orderBy(asc(coupons.code))
        .for('no key update');
    },

    /** The order's coupon hold becomes a counted use, once (the order was placed). */
    async use(orderRef: number): Promise<void> {
      const used = await rows<{ code: string }>(
        q,
        sql`UPDATE coupon_uses SET state = 'used', updated_at = now() WHERE order_ref = ${orderRef} AND state = 'held' RETURNING coupon_code AS code`,
      );
      for (const c of used)
        await q.execute(
          sql`UPDATE coupons SET held_count = held_count - 1, used_count = used_count + 1 WHERE code = ${c.code}`,
        );
    },

    /**
     * A cancelled order gives its coupon back: the hold of an unpaid order, or the counted use of a
     * placed one. Each use moves from the state it is in by one conditional update, so asking twice
     * gives back once.
     */
    async giveBack(orderRef: number): Promise<void> {
      const held = await rows<{ code: string }>(
        q,
        sql`UPDATE coupon_uses SET state = 'released', updated_at = now() WHERE order_ref = ${orderRef} AND state = 'held' RETURNING coupon_code AS code`,
      );
      for (const c of held) await q.execute(sql`UPDATE coupons SET held_count = held_count - 1 WHERE code = ${c.code}`);
      const used = await rows<{ code: string }>(
        q,
        sql`UPDATE coupon_uses SET state = 'released', updated_at = now() WHERE order_ref = ${orderRef} AND state = 'used' RETURNING coupon_code AS code`,
      );
      for (const c of used) await q.execute(sql`UPDATE coupons SET used_count = used_count - 1 WHERE code = ${c.code}`);
    },
  };
}
export type CouponUseQueries = ReturnType<typeof couponUseQueries>;
