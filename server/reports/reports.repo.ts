// Every query of the back office's reports, in one place (docs/decisions/2026-11-27-sales-reports.md).
// Read-only. A period is [starts, ends) in instants; an order's day is India's day of its creation.
// Sales are orders in SALE_STATUSES (unpaid and cancelled left out); revenue is their `amount`.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { IndiaPeriod } from '../../domain/dates/india-period.ts';
import type { OrderPaymentMode, OrderStatus } from '../../domain/orders/order-status.ts';
import { SALE_STATUSES } from '../../domain/reports/sales.ts';

const inPeriod = (column: ReturnType<typeof sql.raw>, p: IndiaPeriod) =>
  sql`${column} >= ${p.starts.toISOString()}::timestamptz AND ${column} < ${p.ends.toISOString()}::timestamptz`;
const saleStatuses = sql.raw(SALE_STATUSES.map((s) => `'${s}'`).join(', '));
/** India's day of an instant (UTC+05:30 all year). */
const indiaDay = (column: ReturnType<typeof sql.raw>) =>
  sql`to_char((${column} AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

const O_CREATED = sql.raw('o.created_at');
const V_CREATED = sql.raw('v.created_at');

export function createReportsRepo(db: Db) {
  const read = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
  return {
    salesByDay: (p: IndiaPeriod) =>
      read<{ day: string; orders: number; revenue: number }>(
        sql`SELECT ${indiaDay(O_CREATED)} AS day, count(*)::int AS orders, coalesce(sum(o.amount), 0)::int AS revenue
            FROM orders o WHERE ${inPeriod(O_CREATED, p)} AND o.status IN (${saleStatuses})
            GROUP BY 1 ORDER BY 1`,
      ),

    byStatus: (p: IndiaPeriod) =>
      read<{ status: OrderStatus; orders: number; amount: number }>(
        sql`SELECT o.status, count(*)::int AS orders, coalesce(sum(o.amount), 0)::int AS amount
            FROM orders o WHERE ${inPeriod(O_CREATED, p)} GROUP BY 1 ORDER BY 2 DESC, 1`,
      ),

    byPaymentMode: (p: IndiaPeriod) =>
      read<{ payment_mode: OrderPaymentMode; orders: number; revenue: number }>(
        sql`SELECT o.payment_mode, count(*)::int AS orders, coalesce(sum(o.amount), 0)::int AS revenue
            FROM orders o WHERE ${inPeriod(O_CREATED, p)} AND o.status IN (${saleStatuses})
            GROUP BY 1 ORDER BY 3 DESC, 1`,
      ),

    /** A line's revenue is its total less its share of the order's discount. */
    topPieces: (p: IndiaPeriod, limit: number) =>
      read<{ sku: string; name: string; qty: number; revenue: number }>(
        sql`SELECT l.sku, min(l.name) AS name, sum(l.qty)::int AS qty, sum(l.total - l.discount)::int AS revenue
            FROM order_lines l JOIN orders o ON o.id = l.order_ref
            WHERE ${inPeriod(O_CREATED, p)} AND o.status IN (${saleStatuses})
            GROUP BY l.sku ORDER BY 4 DESC, 1 LIMIT ${limit}`,
      ),

    /** By the piece's category today (a line keeps its sku; a piece since removed is left out). */
    topCategories: (p: IndiaPeriod, limit: number) =>
      read<{ slug: string; name: string; qty: number; revenue: number }>(
        sql`SELECT c.slug, c.name, sum(l.qty)::int AS qty, sum(l.total - l.discount)::int AS revenue
            FROM order_lines l JOIN orders o ON o.id = l.order_ref
            JOIN products pr ON pr.sku = l.sku JOIN categories c ON c.slug = pr.category_slug
            WHERE ${inPeriod(O_CREATED, p)} AND o.status IN (${saleStatuses})
            GROUP BY c.slug, c.name ORDER BY 4 DESC, 1 LIMIT ${limit}`,
      ),

    coupons: (p: IndiaPeriod) =>
      read<{ code: string; orders: number; discount: number }>(
        sql`SELECT o.coupon_code AS code, count(*)::int AS orders, coalesce(sum(o.discount), 0)::int AS discount
            FROM orders o WHERE ${inPeriod(O_CREATED, p)} AND o.status IN (${saleStatuses}) AND o.coupon_code IS NOT NULL
            GROUP BY 1 ORDER BY 3 DESC, 1`,
      ),

    async giftCards(p: IndiaPeriod): Promise<{ orders: number; amount: number }> {
      const [row] = await read<{ orders: number; amount: number }>(
        sql`SELECT count(*)::int AS orders, coalesce(sum(o.gift_card_amount), 0)::int AS amount
            FROM orders o WHERE ${inPeriod(O_CREATED, p)} AND o.status IN (${saleStatuses}) AND o.gift_card_amount > 0`,
      );
      return row ?? { orders: 0, amount: 0 };
    },

    async visits(p: IndiaPeriod): Promise<number> {
      const [row] = await read<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM visit_logs v WHERE ${inPeriod(V_CREATED, p)}`,
      );
      return row?.n ?? 0;
    },

    visitsByCity: (p: IndiaPeriod, limit: number) =>
      read<{ city: string | null; visits: number }>(
        sql`SELECT v.city, count(*)::int AS visits FROM visit_logs v WHERE ${inPeriod(V_CREATED, p)}
            GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST LIMIT ${limit}`,
      ),

    notFound: (p: IndiaPeriod, limit: number) =>
      read<{ page: string; visits: number; last_at: Date | string }>(
        sql`SELECT v.visited_page AS page, count(*)::int AS visits, max(v.created_at) AS last_at
            FROM visit_logs v WHERE ${inPeriod(V_CREATED, p)} AND v.not_found
            GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${limit}`,
      ),
  };
}
export type ReportsRepo = ReturnType<typeof createReportsRepo>;
