// /admin/orders (owner, orders; support reads): the orders, newest first, with the status counts as
// tabs, the filters and the search in the URL (a filtered list can be bookmarked or shared), and the
// overdue cash-on-delivery orders flagged.
import { Link } from '../../lib/link';
import { formatINR } from '../../../domain/money/inr';
import type { DeskListAnswer, DeskListItem } from '../../../domain/orders/desk-schemas';
import { ORDER_PAYMENT_MODES, PAYMENT_MODE_LABELS, STATUS_LABELS } from '../../../domain/orders/order-status';
import { AdminTabs } from '../../components/admin/admin-tabs';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { DeskSearchForm, DeskSelect, DeskText } from '../../components/admin/desk-search-form';
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

const PAYMENT_MODES = ORDER_PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m].split(' (')[0]! }));

/** The list shown under a refusal. */
const NO_ORDERS: DeskListAnswer = { orders: [], total: 0, page: 1, per_page: 25, counts: {} };

export default function AdminOrders() {
  const list = useAdminList('admin/orders', FILTERS, NO_ORDERS);
  const { answer, error, paging, linkWith } = list;
  const status = list.params.get('status');
  const overdue = list.params.get('overdue') === 'true';
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
            to: linkWith({ status: null, overdue: null }),
            current: !status && !overdue,
          },
          {
            key: 'overdue',
            text: `Overdue COD calls ${counts.overdue ?? ''}`,
            to: linkWith({ status: null, overdue: 'true' }),
            current: Boolean(overdue),
          },
          ...TABS.map((s) => ({
            key: s,
            text: `${STATUS_LABELS[s]} ${counts[s] ?? 0}`,
            to: linkWith({ status: s, overdue: null }),
            current: status === s && !overdue,
          })),
        ]}
      />
      <DeskSearchForm list={list} label="Filter orders" keep={['status', 'overdue']} submit="Filter">
        <DeskText list={list} name="q" label="Search" type="search" placeholder="Order id, name, phone, email" />
        <DeskSelect list={list} name="payment_mode" label="Payment" options={PAYMENT_MODES} />
        <DeskText list={list} name="from" label="From" type="date" />
        <DeskText list={list} name="to" label="To" type="date" />
        <DeskText list={list} name="min_amount" label="Min ₹" numeric />
        <DeskText list={list} name="max_amount" label="Max ₹" numeric />
      </DeskSearchForm>
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
