// /admin/coupons (owner, catalogue): every coupon and offer voucher with its terms, dates, status,
// uses against its limit and the discount it has given; found by code or label and filtered by
// status and type, all in the address so a view can be shared. New coupons start from here.
import { Link } from 'react-router';
import { COUPON_STATUSES, COUPON_STATUS_LABELS } from '../../../domain/coupons/coupon-rules';
import type { CouponListAnswer, CouponSummary } from '../../../domain/coupons/desk-schemas';
import { formatINR } from '../../../domain/money/inr';
import { AdminTabs } from '../../components/admin/admin-tabs';
import { AdminError } from '../../components/admin/admin-error';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { couponDates, couponUses, couponValue } from '../../components/admin/coupon-labels';
import { useAdminList } from '../../components/admin/use-admin-list';
import { listLink } from '../../lib/admin-api';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Coupons');

const FILTERS = ['q', 'status', 'type', 'page'] as const;
const NO_COUPONS: CouponListAnswer = { success: true, coupons: [], total: 0, page: 1, per_page: 25 };

const COLUMNS: AdminColumn<CouponSummary>[] = [
  {
    key: 'code',
    header: 'Code',
    cell: (c) => (
      <>
        <Link to={`/admin/coupons/${c.code}`}>{c.code}</Link>
        {c.offer ? <small className="admin-note"> voucher</small> : null}
      </>
    ),
  },
  { key: 'kind', header: 'Kind', wide: true, cell: (c) => (c.kind === 'PERCENTAGE' ? 'Percentage' : 'Flat') },
  { key: 'value', header: 'Value', numeric: true, cell: (c) => couponValue(c) },
  {
    key: 'min',
    header: 'Minimum',
    numeric: true,
    cell: (c) => (c.min_subtotal > 0 ? formatINR(c.min_subtotal) : '—'),
  },
  { key: 'dates', header: 'Dates', wide: true, cell: (c) => couponDates(c) },
  {
    key: 'status',
    header: 'Status',
    cell: (c) => <span className="admin-pill">{COUPON_STATUS_LABELS[c.status]}</span>,
  },
  { key: 'uses', header: 'Uses / limit', numeric: true, cell: (c) => couponUses(c) },
  { key: 'given', header: 'Discount given', numeric: true, cell: (c) => formatINR(c.discount_given) },
];

export default function AdminCoupons() {
  const { params, setParams, queryText, answer, error, paging } = useAdminList('admin/coupons', FILTERS, NO_COUPONS);
  const status = params.get('status');
  const type = params.get('type');
  const tabLink = (change: Record<string, string | null>) => listLink('/admin/coupons', queryText, change);

  return (
    <>
      <div className="admin-heading">
        <h1>Coupons</h1>
        <Link className="button" to="/admin/coupons/new">
          New coupon
        </Link>
      </div>
      <AdminTabs
        label="Coupons by status"
        tabs={[
          { key: 'all', text: 'All', to: tabLink({ status: null }), current: !status },
          ...COUPON_STATUSES.map((s) => ({
            key: s,
            text: COUPON_STATUS_LABELS[s],
            to: tabLink({ status: s }),
            current: status === s,
          })),
        ]}
      />
      <form
        className="admin-form admin-form-inline"
        aria-label="Find a coupon"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const next = new URLSearchParams();
          if (status) next.set('status', status);
          const q = String(data.get('q') ?? '').trim();
          const t = String(data.get('type') ?? '');
          if (q) next.set('q', q);
          if (t) next.set('type', t);
          setParams(next);
        }}
      >
        <label>
          Search
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="Code or label" />
        </label>
        <label>
          Type
          <select name="type" defaultValue={type ?? ''} key={type ?? ''}>
            <option value="">Coupons and vouchers</option>
            <option value="coupon">Coupons</option>
            <option value="voucher">Offer vouchers</option>
          </select>
        </label>
        <button type="submit" className="button">
          Find
        </button>
      </form>
      <AdminError>{error}</AdminError>
      {answer ? (
        <p className="admin-note">
          {answer.total} {answer.total === 1 ? 'coupon' : 'coupons'}
        </p>
      ) : null}
      <AdminTable
        caption="Coupons"
        columns={COLUMNS}
        rows={answer?.coupons ?? null}
        rowKey={(c) => c.code}
        empty="No coupons match."
        paging={paging}
      />
    </>
  );
}
