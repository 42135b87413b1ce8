// /admin/coupons (owner, catalogue): every coupon and offer voucher with its terms, dates, status,
// uses against its limit and the discount it has given; found by code or label and filtered by
// status and type, all in the address so a view can be shared. New coupons start from here.
import { Link } from '../../lib/link';
import { COUPON_STATUSES, COUPON_STATUS_LABELS } from '../../../domain/coupons/coupon-rules';
import type { CouponListAnswer, CouponSummary } from '../../../domain/coupons/desk-schemas';
import { formatINR } from '../../../domain/money/inr';
import { AdminTabs } from '../../components/admin/admin-tabs';
import { AdminError } from '../../components/admin/admin-error';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { couponDates, couponUses, couponValue } from '../../components/admin/coupon-labels';
import { DeskSearchForm, DeskSelect, DeskText } from '../../components/admin/desk-search-form';
import { useAdminList } from '../../components/admin/use-admin-list';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Coupons');

const FILTERS = ['q', 'status', 'type', 'page'] as const;
const NO_COUPONS: CouponListAnswer = { success: true, coupons: [], total: 0, page: 1, per_page: 25 };
const TYPES = [
  { value: 'coupon', label: 'Coupons' },
  { value: 'voucher', label: 'Offer vouchers' },
];

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
    // A withdrawn voucher says why in the desk's words ("Withdrawn: order cancelled", "Used before its order was cancelled").
    cell: (c) => <span className="admin-pill">{c.withdrawal?.label ?? COUPON_STATUS_LABELS[c.status]}</span>,
  },
  { key: 'uses', header: 'Uses / limit', numeric: true, cell: (c) => couponUses(c) },
  { key: 'given', header: 'Discount given', numeric: true, cell: (c) => formatINR(c.discount_given) },
];

export default function AdminCoupons() {
  const list = useAdminList('admin/coupons', FILTERS, NO_COUPONS);
  const { answer, error, paging, linkWith } = list;
  const status = list.params.get('status');

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
          { key: 'all', text: 'All', to: linkWith({ status: null }), current: !status },
          ...COUPON_STATUSES.map((s) => ({
            key: s,
            text: COUPON_STATUS_LABELS[s],
            to: linkWith({ status: s }),
            current: status === s,
          })),
        ]}
      />
      <DeskSearchForm list={list} label="Find a coupon" keep={['status']} submit="Find">
        <DeskText list={list} name="q" label="Search" type="search" placeholder="Code or label" />
        <DeskSelect list={list} name="type" label="Type" any="Coupons and vouchers" options={TYPES} />
      </DeskSearchForm>
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
