// /admin/orders (owner, orders; support reads): the orders, newest first, with the status counts as
// tabs, the filters and the search in the URL (a filtered list can be bookmarked or shared), and the
// overdue cash-on-delivery orders flagged.
import { Link } from 'react-router';
import { formatINR } from '../../../domain/money/inr';
import type { DeskListAnswer, DeskListItem } from '../../../domain/orders/desk-schemas';
import { ORDER_PAYMENT_MODES, PAYMENT_MODE_LABELS, STATUS_LABELS } from '../../../domain/orders/order-status';
import { AdminTabs } from '../../components/admin/admin-tabs';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { listLink } from '../../lib/admin-api';
import { useAdminList } from '../../components/admin/use-admin-list';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Orders');

const FILTERS = ['status', 'payment_mode', 'from', 'to', 'min_amount', 'max_amount', 'q', 'overdue', 'page'] as const;
const TABS = [
  'placed',
  'confirmed',
  'in_production',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

const COLUMNS: AdminColumn<DeskListItem>[] = [
  {
    key: 'order',
    header: 'Order',
    cell: (o) => <Link to={`/admin/orders/${o.order_id}`}>{o.order_id}</Link>,
  },
  { key: 'placed', header: 'Placed', cell: (o) => <time dateTime={o.placed_at}>{when(o.placed_at)}</time> },
  { key: 'customer', header: 'Customer', cell: (o) => o.customer.name },
  { key: 'contact', header: 'Contact', wide: true, cell: (o) => `${o.customer.email} · ${o.customer.phone}` },
  { key: 'amount', header: 'Amount', numeric: true, cell: (o) => formatINR(o.amount) },
  { key: 'mode', header: 'Payment', wide: true, cell: (o) => PAYMENT_MODE_LABELS[o.payment_mode].split(' (')[0] },
  {
    key: 'status',
    header: 'Status',
    cell: (o) => (
      <>
        <span className="admin-pill">{o.status_label}</span>
        {o.overdue ? <span className="admin-overdue"> Overdue call</span> : null}
      </>
    ),
  },
];

/** The list shown under a refusal. */
const NO_ORDERS: DeskListAnswer = { orders: [], total: 0, page: 1, per_page: 25, counts: {} };

export default function AdminOrders() {
  const { params, setParams, queryText, answer, error, paging } = useAdminList('admin/orders', FILTERS, NO_ORDERS);

  const tabLink = (change: Record<string, string | null>) => listLink('/admin/orders', queryText, change);
  const status = params.get('status');
  const overdue = params.get('overdue') === 'true';
  const counts = answer?.counts ?? {};

  return (
    <>
      <h1>Orders</h1>
      <AdminTabs
        label="Orders by status"
        tabs={[
          {
            key: 'all',
            text: `All ${counts.all ?? ''}`,
            to: tabLink({ status: null, overdue: null }),
            current: !status && !overdue,
          },
          {
            key: 'overdue',
            text: `Overdue COD calls ${counts.overdue ?? ''}`,
            to: tabLink({ status: null, overdue: 'true' }),
            current: Boolean(overdue),
          },
          ...TABS.map((s) => ({
            key: s,
            text: `${STATUS_LABELS[s]} ${counts[s] ?? 0}`,
            to: tabLink({ status: s, overdue: null }),
            current: status === s && !overdue,
          })),
        ]}
      />
      <form
        className="admin-form admin-form-inline"
        aria-label="Filter orders"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const next = new URLSearchParams();
          if (status) next.set('status', status);
          if (overdue) next.set('overdue', 'true');
          for (const key of ['q', 'payment_mode', 'from', 'to', 'min_amount', 'max_amount']) {
            const v = String(data.get(key) ?? '').trim();
            if (v) next.set(key, v);
          }
          setParams(next);
        }}
      >
        <label>
          Search
          <input
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            placeholder="Order id, name, phone, email"
          />
        </label>
        <label>
          Payment
          <select name="payment_mode" defaultValue={params.get('payment_mode') ?? ''}>
            <option value="">Any</option>
            {ORDER_PAYMENT_MODES.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_MODE_LABELS[m].split(' (')[0]}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </label>
        <label>
          To
          <input name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </label>
        <label>
          Min ₹
          <input name="min_amount" inputMode="numeric" size={8} defaultValue={params.get('min_amount') ?? ''} />
        </label>
        <label>
          Max ₹
          <input name="max_amount" inputMode="numeric" size={8} defaultValue={params.get('max_amount') ?? ''} />
        </label>
        <button type="submit" className="button">
          Filter
        </button>
      </form>
      <AdminError>{error}</AdminError>
      {answer ? <p className="admin-note">{answer.total} orders</p> : null}
      <AdminTable
        caption="Orders"
        columns={COLUMNS}
        rows={answer?.orders ?? null}
        rowKey={(o) => o.order_id}
        empty="No orders match."
        paging={paging}
      />
    </>
  );
}
