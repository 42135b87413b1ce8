// The sales report's rules (docs/decisions/2026-11-27-sales-reports.md): which orders are sales, and
// the per-day series with its totals and average order value. Pure, table-tested; the SQL that feeds
// it is server/reports/reports.repo.ts.
import { ORDER_STATUSES, type OrderStatus } from '../orders/order-status.ts';

/** Left out of revenue: a checkout never paid (or confirmed by its code) and a cancelled order. */
export const NOT_SALES: readonly OrderStatus[] = ['pending_payment', 'cancelled'];
/** Orders that are sales: placed and every later status, returned included (its refund is the desk's). */
export const SALE_STATUSES = ORDER_STATUSES.filter((s) => !NOT_SALES.includes(s));

export interface SalesDay {
  day: string;
  orders: number;
  revenue: number;
  average_order_value: number;
}

/** Whole rupees per order, rounded; 0 without orders. */
export const averageOrderValue = (revenue: number, orders: number): number =>
  orders === 0 ? 0 : Math.round(revenue / orders);

/** Every day of the period in order, the days without sales as zeros. */
export function salesDays(days: readonly string[], rows: readonly { day: string; orders: number; revenue: number }[]) {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((day): SalesDay => {
    const r = byDay.get(day);
    const orders = r?.orders ?? 0;
    const revenue = r?.revenue ?? 0;
    return { day, orders, revenue, average_order_value: averageOrderValue(revenue, orders) };
  });
}

/** The period's totals from its days. */
export function salesTotals(days: readonly SalesDay[]) {
  const orders = days.reduce((n, d) => n + d.orders, 0);
  const revenue = days.reduce((n, d) => n + d.revenue, 0);
  return { orders, revenue, average_order_value: averageOrderValue(revenue, orders) };
}
