// /admin/reports (the owner): a period of India's days (the last 30 by default, kept in the address):
// sales per day as a chart and a table, orders by status and payment mode, top pieces and
// categories, coupon and gift card use, visits by city and the pages that answered 404. Every table
// has its CSV. Revenue leaves out unpaid and cancelled orders, and the page says so.
import type { ReactNode } from 'react';
import { formatIndiaDay } from '../../../domain/dates/india-day';
import { formatINR } from '../../../domain/money/inr';
import { PAYMENT_MODE_LABELS, STATUS_LABELS } from '../../../domain/orders/order-status';
import { barChart } from '../../../domain/reports/bar-chart';
import type { SalesReport, VisitsReport } from '../../../domain/reports/report-schemas';
import { AdminError } from '../../components/admin/admin-error';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { CsvButton } from '../../components/admin/csv-button';
import { useAdminList } from '../../components/admin/use-admin-list';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Reports');

const FILTERS = ['from', 'to'] as const;
const PERIOD = { from: '', to: '', days: 0 };
// `page` only to fit the list hook (a report is not paged).
const NO_SALES: SalesReport & { page?: number } = {
  success: true,
  period: PERIOD,
  totals: { orders: 0, revenue: 0, average_order_value: 0 },
  days: [],
  by_status: [],
  by_payment_mode: [],
  top_pieces: [],
  top_categories: [],
  coupons: [],
  gift_cards: { orders: 0, amount: 0 },
};
const NO_VISITS: VisitsReport & { page?: number } = {
  success: true,
  period: PERIOD,
  visits: 0,
  cities: [],
  not_found: [],
};

const count = (n: number) => n.toLocaleString('en-IN');
const num = <T,>(key: string, header: string, cell: (r: T) => ReactNode): AdminColumn<T> => ({
  key,
  header,
  numeric: true,
  cell,
});

type Day = SalesReport['days'][number];
const DAY_COLUMNS: AdminColumn<Day>[] = [
  { key: 'day', header: 'Day', cell: (d) => formatIndiaDay(d.day) },
  num('orders', 'Orders', (d) => count(d.orders)),
  num('revenue', 'Revenue', (d) => formatINR(d.revenue)),
  num('aov', 'Average order', (d) => formatINR(d.average_order_value)),
];
const STATUS_COLUMNS: AdminColumn<SalesReport['by_status'][number]>[] = [
  { key: 'status', header: 'Status', cell: (s) => STATUS_LABELS[s.status] },
  num('orders', 'Orders', (s) => count(s.orders)),
  num('amount', 'Amount', (s) => formatINR(s.amount)),
];
const MODE_COLUMNS: AdminColumn<SalesReport['by_payment_mode'][number]>[] = [
  { key: 'mode', header: 'Payment mode', cell: (m) => PAYMENT_MODE_LABELS[m.payment_mode] },
  num('orders', 'Orders', (m) => count(m.orders)),
  num('revenue', 'Revenue', (m) => formatINR(m.revenue)),
];
const PIECE_COLUMNS: AdminColumn<SalesReport['top_pieces'][number]>[] = [
  { key: 'name', header: 'Piece', cell: (p) => p.name },
  { key: 'sku', header: 'SKU', wide: true, cell: (p) => p.sku },
  num('qty', 'Sold', (p) => count(p.qty)),
  num('revenue', 'Revenue', (p) => formatINR(p.revenue)),
];
const CATEGORY_COLUMNS: AdminColumn<SalesReport['top_categories'][number]>[] = [
  { key: 'name', header: 'Category', cell: (c) => c.name },
  num('qty', 'Sold', (c) => count(c.qty)),
  num('revenue', 'Revenue', (c) => formatINR(c.revenue)),
];
const COUPON_COLUMNS: AdminColumn<SalesReport['coupons'][number]>[] = [
  { key: 'code', header: 'Coupon', cell: (c) => c.code },
  num('orders', 'Orders', (c) => count(c.orders)),
  num('discount', 'Discount given', (c) => formatINR(c.discount)),
];
const CITY_COLUMNS: AdminColumn<VisitsReport['cities'][number]>[] = [
  { key: 'city', header: 'City', cell: (c) => c.city ?? 'Unknown place' },
  num('visits', 'Visits', (c) => count(c.visits)),
];
const NOT_FOUND_COLUMNS: AdminColumn<VisitsReport['not_found'][number]>[] = [
  { key: 'page', header: 'Page', cell: (p) => <code>{p.page}</code> },
  num('visits', 'Visits', (p) => count(p.visits)),
  { key: 'last', header: 'Last seen', wide: true, cell: (p) => formatIndiaDay(p.last_at) },
];

export default function AdminReports() {
  const sales = useAdminList<SalesReport & { page?: number }>('admin/reports/sales', FILTERS, NO_SALES);
  const visits = useAdminList<VisitsReport & { page?: number }>('admin/reports/visits', FILTERS, NO_VISITS);
  const s = sales.answer;
  const v = visits.answer;
  const period = s?.period.from ? `${s.period.from}_${s.period.to}` : 'period';

  return (
    <>
      <h1>Reports</h1>
      <form
        className="admin-form admin-form-inline"
        aria-label="Report period"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const next = new URLSearchParams();
          for (const key of FILTERS) {
            const value = String(data.get(key) ?? '');
            if (value) next.set(key, value);
          }
          sales.setParams(next);
        }}
      >
        <label>
          From
          <input
            name="from"
            type="date"
            defaultValue={sales.params.get('from') ?? s?.period.from ?? ''}
            key={s?.period.from}
          />
        </label>
        <label>
          To
          <input name="to" type="date" defaultValue={sales.params.get('to') ?? s?.period.to ?? ''} key={s?.period.to} />
        </label>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      <AdminError>{sales.error || visits.error}</AdminError>
      <p className="admin-note">
        India’s calendar days, both ends included (the last 30 days unless you choose). Revenue is what sales came to
        after discounts, gift card payments included;{' '}
        <strong>unpaid checkouts and cancelled orders are left out</strong>, returned orders are counted. An order
        counts on the day it was made.
      </p>

      {s && s.period.from ? (
        <>
          <ul className="admin-cards" aria-label="Totals">
            <li className="admin-card">
              <strong>{count(s.totals.orders)}</strong> orders
            </li>
            <li className="admin-card">
              <strong>{formatINR(s.totals.revenue)}</strong> revenue
            </li>
            <li className="admin-card">
              <strong>{formatINR(s.totals.average_order_value)}</strong> average order
            </li>
          </ul>

          <Section
            id="sales-days"
            title="Sales per day"
            csv={csvOf(`sales-per-day_${period}.csv`, s.days, ['day', 'orders', 'revenue', 'average_order_value'])}
          >
            <BarChart
              values={s.days.map((d) => d.revenue)}
              label={`Revenue per day from ${formatIndiaDay(s.period.from)} to ${formatIndiaDay(s.period.to)}`}
              caption={(max) => `Revenue per day; the tallest bar is ${formatINR(max)}`}
            />
            {/* The chart and the CSV have every day; the table only the days that sold (a phone would scroll
                through 30 cards of zeros). */}
            <AdminTable
              caption="Sales per day"
              columns={DAY_COLUMNS}
              rows={s.days.filter((d) => d.orders > 0)}
              rowKey={(d) => d.day}
              empty="No sales in this period."
            />
          </Section>

          <TableSection
            id="by-status"
            title="Orders by status"
            csv={csvOf(`orders-by-status_${period}.csv`, s.by_status, ['status', 'orders', 'amount'])}
            columns={STATUS_COLUMNS}
            rows={s.by_status}
            rowKey={(r) => r.status}
            empty="No orders."
          />

          <TableSection
            id="by-mode"
            title="Sales by payment mode"
            csv={csvOf(`sales-by-payment-mode_${period}.csv`, s.by_payment_mode, ['payment_mode', 'orders', 'revenue'])}
            columns={MODE_COLUMNS}
            rows={s.by_payment_mode}
            rowKey={(r) => r.payment_mode}
            empty="No sales."
          />

          <TableSection
            id="top-pieces"
            title="Top pieces"
            csv={csvOf(`top-pieces_${period}.csv`, s.top_pieces, ['sku', 'name', 'qty', 'revenue'])}
            columns={PIECE_COLUMNS}
            rows={s.top_pieces}
            rowKey={(r) => r.sku}
            empty="No sales."
          />

          <TableSection
            id="top-categories"
            title="Top categories"
            csv={csvOf(`top-categories_${period}.csv`, s.top_categories, [
              ['category', (r) => r.slug],
              'name',
              'qty',
              'revenue',
            ])}
            columns={CATEGORY_COLUMNS}
            rows={s.top_categories}
            rowKey={(r) => r.slug}
            empty="No sales."
          />

          <Section
            id="coupons"
            title="Coupons and gift cards"
            csv={csvOf(`coupons_${period}.csv`, s.coupons, [['coupon', (r) => r.code], 'orders', 'discount'])}
          >
            <p>
              Gift cards paid {formatINR(s.gift_cards.amount)} of {count(s.gift_cards.orders)}{' '}
              {s.gift_cards.orders === 1 ? 'order' : 'orders'}.
            </p>
            <AdminTable
              caption="Coupons used"
              columns={COUPON_COLUMNS}
              rows={s.coupons}
              rowKey={(r) => r.code}
              empty="No coupons used."
            />
          </Section>
        </>
      ) : null}

      {v && v.period.from ? (
        <>
          <Section
            id="cities"
            title={`Visits by city (${count(v.visits)} in all)`}
            csv={csvOf(`visits-by-city_${period}.csv`, v.cities, [['city', (r) => r.city ?? ''], 'visits'])}
          >
            <BarChart
              values={v.cities.map((c) => c.visits)}
              label={`Visits of the ${v.cities.length} busiest places`}
              caption={(max) => `Visits by city, busiest first; the tallest bar is ${count(max)}`}
            />
            <AdminTable
              caption="Visits by city"
              columns={CITY_COLUMNS}
              rows={v.cities}
              rowKey={(r) => r.city ?? ''}
              empty="No visits."
            />
          </Section>
          <TableSection
            id="not-found"
            title="Pages that answered 404"
            csv={csvOf(`not-found_${period}.csv`, v.not_found, ['page', 'visits', 'last_at'])}
            columns={NOT_FOUND_COLUMNS}
            rows={v.not_found}
            rowKey={(r) => r.page}
            empty="No missing pages."
          />
        </>
      ) : null}
    </>
  );
}

type Cell = string | number | null;

/** A table's CSV: a column is a row's field under its own name, or a header with the cell it takes. */
function csvOf<T>(
  file: string,
  rows: readonly T[],
  fields: readonly ((keyof T & string) | readonly [string, (r: T) => Cell])[],
) {
  return {
    file,
    header: fields.map((f) => (typeof f === 'string' ? f : f[0])),
    rows: rows.map((r) => fields.map((f) => (typeof f === 'string' ? (r[f] as Cell) : f[1](r)))),
  };
}

function Section({
  id,
  title,
  csv,
  children,
}: {
  id: string;
  title: string;
  csv: Parameters<typeof CsvButton>[0];
  children: ReactNode;
}) {
  return (
    <section className="admin-report" aria-labelledby={id}>
      <div className="admin-report-head">
        <h2 id={id}>{title}</h2>
        {csv.rows.length > 0 ? <CsvButton {...csv} /> : null}
      </div>
      {children}
    </section>
  );
}

/** A report that is one table under its heading: the table is captioned with the heading. */
function TableSection<T>({
  id,
  title,
  csv,
  ...table
}: {
  id: string;
  title: string;
  csv: Parameters<typeof CsvButton>[0];
} & Omit<Parameters<typeof AdminTable<T>>[0], 'caption'>) {
  return (
    <Section id={id} title={title} csv={csv}>
      <AdminTable caption={title} {...table} />
    </Section>
  );
}

const CHART_W = 600;
const CHART_H = 120;

/** Bars drawn from domain/reports/bar-chart.ts, stretched to the page's width. */
function BarChart({ values, label, caption }: { values: number[]; label: string; caption(max: number): string }) {
  const { bars, max } = barChart(values, CHART_W, CHART_H);
  if (bars.length === 0) return null;
  return (
    <figure className="admin-report-chart">
      <svg viewBox={`0 0 ${CHART_W} ${CHART_H}`} preserveAspectRatio="none" role="img" aria-label={label}>
        {bars.map((b, i) => (
          <rect key={i} x={b.x} y={b.y} width={b.width} height={b.height} fill="currentColor" />
        ))}
      </svg>
      <figcaption>{caption(max)}</figcaption>
    </figure>
  );
}
