// The back office's reads and writes of the coupon tables (db/schema/checkout.ts: coupons,
// coupon_uses), and the offers' vouchers. An order's coupon moves (hold, use, give back) are
// coupon-uses.repo.ts's, on the order's transaction; here a coupon is created, its terms changed, stopped or started,
// and a voucher issued, each on the caller's transaction so its audit entry or its order commits with it.
import { sql, type SQL } from 'drizzle-orm';
import { coupons } from '../../db/schema/checkout.ts';
import type { Db } from '../../db/client.ts';
import { asDate, likeContaining, rows, type Runner, type Tx } from '../../db/runner.ts';
import type { CouponStatus } from '../../domain/coupons/coupon-rules.ts';
import type { OfferKind } from '../../domain/coupons/offer-kinds.ts';

/** A coupon as the desk shows it, with its counts and the discount its placed orders took. */
export type DeskCouponRow = Pick<
  typeof coupons.$inferSelect,
  | 'code'
  | 'label'
  | 'description'
  | 'kind'
  | 'value'
  | 'maxDiscount'
  | 'minSubtotal'
  | 'startsAt'
  | 'endsAt'
  | 'totalLimit'
  | 'perCustomerLimit'
  | 'usedCount'
  | 'heldCount'
  | 'active'
  | 'listed'
  | 'categories'
  | 'customerKey'
  | 'offer'
  | 'createdAt'
  | 'withdrawnAt'
  | 'withdrawalCause'
  | 'withdrawalOutcome'
> & { given: number; sourceOrderId: string | null };

export type CouponWrite = Omit<typeof coupons.$inferInsert, 'usedCount' | 'heldCount' | 'createdAt'>;

const deskColumns =
  sql.raw(`c.code, c.label, c.description, c.kind, c.value, c.max_discount AS "maxDiscount", c.min_subtotal AS "minSubtotal",
  c.starts_at AS "startsAt", c.ends_at AS "endsAt", c.total_limit AS "totalLimit", c.per_customer_limit AS "perCustomerLimit",
  c.used_count AS "usedCount", c.held_count AS "heldCount", c.active, c.listed, c.categories, c.customer_key AS "customerKey", c.offer,
  c.created_at AS "createdAt", so.order_id AS "sourceOrderId",
  c.withdrawn_at AS "withdrawnAt", c.withdrawal_cause AS "withdrawalCause", c.withdrawal_outcome AS "withdrawalOutcome",
  coalesce((SELECT sum(o.discount) FROM coupon_uses u JOIN orders o ON o.id = u.order_ref WHERE u.coupon_code = c.code AND u.state = 'used'), 0)::int AS given`);
const deskFrom = sql.raw(`coupons c LEFT JOIN orders so ON so.id = c.source_order_ref`);

const deskRow = (r: DeskCouponRow): DeskCouponRow => ({
  ...r,
  startsAt: asDate(r.startsAt),
  endsAt: asDate(r.endsAt),
  createdAt: asDate(r.createdAt)!,
  withdrawnAt: asDate(r.withdrawnAt),
});

/** The desk's statuses in SQL, in the order of domain/coupons/coupon-rules.ts couponStatus. */
const STATUS_SQL: Record<CouponStatus, SQL> = {
  WITHDRAWN: sql`c.withdrawal_outcome = 'withdrawn'`,
  STOPPED: sql`NOT c.active AND c.withdrawn_at IS NULL`,
  ENDED: sql`c.active AND c.ends_at <= now()`,
  SCHEDULED: sql`c.active AND coalesce(c.ends_at > now(), true) AND c.starts_at > now()`,
  USED_UP: sql`(c.active AND coalesce(c.ends_at > now(), true) AND coalesce(c.starts_at <= now(), true)
               AND c.total_limit IS NOT NULL AND c.used_count + c.held_count >= c.total_limit)
               OR c.withdrawal_outcome = 'used_before'`,
  LIVE: sql`c.active AND coalesce(c.ends_at > now(), true) AND coalesce(c.starts_at <= now(), true)
            AND (c.total_limit IS NULL OR c.used_count + c.held_count < c.total_limit)`,
};

export interface CouponUseRow {
  orderId: string;
  firstName: string;
  lastName: string | null;
  email: string;
  at: Date;
  state: 'held' | 'used' | 'released';
  discount: number;
}

export function couponQueries(q: Runner) {
  return {
    async list(filter: {
      q: string | null;
      status: CouponStatus | null;
      type: 'coupon' | 'voucher' | null;
      limit: number;
      offset: number;
    }): Promise<{ coupons: DeskCouponRow[]; total: number }> {
      const where: SQL[] = [sql`true`];
      if (filter.q) {
        const like = likeContaining(filter.q);
        where.push(sql`(c.code ILIKE ${like} OR c.label ILIKE ${like})`);
      }
      if (filter.status) where.push(STATUS_SQL[filter.status]);
      if (filter.type === 'voucher') where.push(sql`c.offer IS NOT NULL`);
      if (filter.type === 'coupon') where.push(sql`c.offer IS NULL`);
      const condition = sql.join(where, sql` AND `);
      const [counted] = await rows<{ n: number }>(q, sql`SELECT count(*)::int AS n FROM coupons c WHERE ${condition}`);
      const found = await rows<DeskCouponRow>(
        q,
        sql`SELECT ${deskColumns} FROM ${deskFrom} WHERE ${condition}
             ORDER BY c.created_at DESC, c.code LIMIT ${filter.limit} OFFSET ${filter.offset}`,
      );
      return { coupons: found.map(deskRow), total: counted?.n ?? 0 };
    },

    /** One coupon as the desk shows it; its row locked (FOR UPDATE) when `lock`. */
    async get(code: string, lock = false): Promise<DeskCouponRow | undefined> {
      if (lock) await q.execute(sql`SELECT code FROM coupons WHERE code = ${code} FOR UPDATE`);
      const [row] = await rows<DeskCouponRow>(q, sql`SELECT ${deskColumns} FROM ${deskFrom} WHERE c.code = ${code}`);
      return row && deskRow(row);
    },

    /** Its uses, newest first, with each order's customer and the discount it took. */
    async uses(code: string, limit = 200): Promise<CouponUseRow[]> {
      const found = await rows<CouponUseRow>(
        q,
        sql`SELECT o.order_id AS "orderId", o.first_name AS "firstName", o.last_name AS "lastName", o.email,
                   u.created_at AS at, u.state, o.discount
              FROM coupon_uses u JOIN orders o ON o.id = u.order_ref
             WHERE u.coupon_code = ${code} ORDER BY u.id DESC LIMIT ${limit}`,
      );
      return found.map((r) => ({ ...r, at: asDate(r.at)! }));
    },

    /** The uses that count (made or held), and the most one customer has. */
    async useCounts(code: string): Promise<{ counted: number; mostByOneCustomer: number }> {
      const [row] = await rows<{ counted: number; most: number }>(
        q,
        sql`SELECT coalesce(sum(n), 0)::int AS counted, coalesce(max(n), 0)::int AS most
              FROM (SELECT count(*) AS n FROM coupon_uses WHERE coupon_code = ${code} AND state <> 'released' GROUP BY customer_key) per`,
      );
      return { counted: row?.counted ?? 0, mostByOneCustomer: row?.most ?? 0 };
    },

    /** The slugs among these that are not categories of the shop. */
    async unknownCategories(slugs: readonly string[]): Promise<string[]> {
      if (slugs.length === 0) return [];
      const known = await rows<{ slug: string }>(
        q,
        sql`SELECT slug FROM categories WHERE slug IN (${sql.join(
          slugs.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      );
      const have = new Set(known.map((k) => k.slug));
      return slugs.filter((s) => !have.has(s));
    },

    async categories(): Promise<{ slug: string; name: string; parent: string | null }[]> {
      return rows(
        q,
        sql`SELECT slug, name, parent_slug AS parent FROM categories ORDER BY coalesce(parent_slug, slug), parent_slug NULLS FIRST, position, name`,
      );
    },

    /** Writes a new coupon; false when the code (or, for a voucher, its order's voucher) exists already. */
    async insert(row: CouponWrite): Promise<boolean> {
      const inserted = await (q as Tx)
        .insert(coupons)
        .values(row)
        .onConflictDoNothing()
        .returning({ code: coupons.code });
      return inserted.length > 0;
    },

    async update(code: string, terms: Omit<CouponWrite, 'code'>): Promise<void> {
      await (q as Tx)
        .update(coupons)
        .set(terms)
        .where(sql`${coupons.code} = ${code}`);
    },

    async setActive(code: string, active: boolean): Promise<void> {
      await q.execute(sql`UPDATE coupons SET active = ${active} WHERE code = ${code}`);
    },

    /** The voucher an order earned already, if any (one per invoice). */
    async voucherOfOrder(orderRef: number): Promise<string | undefined> {
      const [row] = await rows<{ code: string }>(q, sql`SELECT code FROM coupons WHERE source_order_ref = ${orderRef}`);
      return row?.code;
    },

    /** A placed order's lines as the offers judge them: what each cost, its coupon share, whether it has diamonds. */
    async purchaseLines(orderRef: number): Promise<{ total: number; discount: number; diamond: boolean }[]> {
      return rows(
        q,
        sql`SELECT total, discount, coalesce((breakup->>'diamond_price')::numeric > 0, false) AS diamond
              FROM order_lines WHERE order_ref = ${orderRef} ORDER BY position`,
      );
    },

    /** Whether this customer had a purchase before this order (placed or later; not unpaid, not cancelled). */
    async boughtBefore(orderRef: number, customer: { memberId: number | null; email: string }): Promise<boolean> {
      const [row] = await rows<{ found: boolean }>(
        q,
        sql`SELECT EXISTS (SELECT 1 FROM orders WHERE id <> ${orderRef} AND status NOT IN ('pending_payment', 'cancelled')
                   AND (lower(email) = lower(${customer.email}) ${customer.memberId === null ? sql`` : sql`OR user_id = ${customer.memberId}`})) AS found`,
      );
      return row?.found ?? false;
    },

    /**
     * Whether this order's customer had placed a purchase before it (an earlier order, not unpaid, not
     * cancelled): the welcome offer's "first" when a return judges the order again after later ones.
     */
    async boughtEarlier(orderRef: number, email: string): Promise<boolean> {
      const [row] = await rows<{ found: boolean }>(
        q,
        sql`SELECT EXISTS (SELECT 1 FROM orders o, orders this WHERE this.id = ${orderRef} AND o.id < this.id
                   AND o.status NOT IN ('pending_payment', 'cancelled')
                   AND (lower(o.email) = lower(${email}) OR (this.user_id IS NOT NULL AND o.user_id = this.user_id))) AS found`,
      );
      return row?.found ?? false;
    },

    /** The member whose account has this email (any case). */
    async memberIdByEmail(email: string): Promise<number | null> {
      const [row] = await rows<{ id: number }>(q, sql`SELECT id FROM users WHERE lower(email) = lower(${email})`);
      return row?.id ?? null;
    },

    /** Who a voucher's customer key names, for the desk: a member's name and email, or a guest's email. */
    async customerLabel(key: string): Promise<string> {
      const member = /^u:(\d+)$/.exec(key);
      if (!member) return key.replace(/^e:/, '');
      const [row] = await rows<{ name: string; email: string | null }>(
        q,
        sql`SELECT trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS name, email FROM users WHERE id = ${Number(member[1])}`,
      );
      return row ? [row.name, row.email].filter(Boolean).join(', ') : key;
    },
  };
}
export type CouponQueries = ReturnType<typeof couponQueries>;

export function createCouponRepo(db: Db) {
  return {
    ...couponQueries(db),
    inTransaction<T>(work: (q: CouponQueries, tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(couponQueries(tx), tx));
    },
  };
}
export type CouponRepo = ReturnType<typeof createCouponRepo>;

export type { OfferKind };
