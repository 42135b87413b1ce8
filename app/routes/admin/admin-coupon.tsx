// /admin/coupons/:code (owner, catalogue): one coupon or offer voucher: its terms, status, uses against
// its limits and the discount given; stop or start it after a confirmation; change its terms (a
// voucher keeps the terms it was issued with); and every use: order, customer, date, discount.
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { COUPON_STATUS_LABELS } from '../../../domain/coupons/coupon-rules';
import type { CouponAnswer } from '../../../domain/coupons/desk-schemas';
import { formatINR } from '../../../domain/money/inr';
import { AdminError } from '../../components/admin/admin-error';
import { AdminOk } from '../../components/admin/admin-ok';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { CouponForm, useCategories } from '../../components/admin/coupon-form';
import { couponDates, couponMoment, couponUses, couponValue, OFFER_LABELS } from '../../components/admin/coupon-labels';
import { adminCall, problemOf } from '../../lib/admin-api';
import { AdminBack } from '../../components/admin/admin-back';
import { useAdminRecord } from '../../components/admin/use-admin-record';
import { DialogActions } from '../../components/admin/dialog-actions';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Coupon');

type Use = CouponAnswer['uses'][number];

const USE_STATES = { held: 'Held (unpaid)', used: 'Used', released: 'Given back' } as const;

const USE_COLUMNS: AdminColumn<Use>[] = [
  { key: 'order', header: 'Order', cell: (u) => <Link to={`/admin/orders/${u.order_id}`}>{u.order_id}</Link> },
  { key: 'customer', header: 'Customer', cell: (u) => u.customer },
  { key: 'at', header: 'Date', cell: (u) => <time dateTime={u.at}>{couponMoment(u.at)}</time> },
  { key: 'state', header: 'State', wide: true, cell: (u) => USE_STATES[u.state] },
  { key: 'discount', header: 'Discount', numeric: true, cell: (u) => formatINR(u.discount) },
];

export default function AdminCoupon() {
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const path = `admin/coupons/${encodeURIComponent(code)}`;
  const { data: answer, error, setError, keep } = useAdminRecord<CouponAnswer>(path);
  const [done, setDone] = useState(search.get('created') ? 'Coupon created.' : '');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<'stop' | 'start' | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const categories = useCategories();
  const categoryName = (slug: string) => categories.find((k) => k.slug === slug)?.name ?? slug;

  useEffect(() => {
    if (asking) dialog.current?.showModal();
    else dialog.current?.close();
  }, [asking]);

  async function send(body: Record<string, unknown>, success: string) {
    setBusy(true);
    setError('');
    setDone('');
    const a = await adminCall<CouponAnswer>('POST', path, body);
    setBusy(false);
    setAsking(null);
    setProblems(a.ok ? {} : a.fields);
    if (a.ok) {
      keep(a.data);
      setDone(success);
    } else setError(Object.keys(a.fields).length > 0 ? `${a.message} ${problemOf(a)}` : a.message);
  }

  const c = answer?.coupon;
  return (
    <>
      <AdminBack to="/admin/coupons">Coupons</AdminBack>
      <h1>
        {c?.offer ? 'Voucher' : 'Coupon'} {code.toUpperCase()}{' '}
        {c ? <span className="admin-pill">{COUPON_STATUS_LABELS[c.status]}</span> : null}
      </h1>
      <AdminError>{error}</AdminError>
      <AdminOk>{done}</AdminOk>
      {c ? (
        <>
          <dl className="admin-facts">
            <dt>Label</dt>
            <dd>{c.label}</dd>
            <dt>Value</dt>
            <dd>
              {couponValue(c)}
              {c.min_subtotal > 0 ? ` on ${formatINR(c.min_subtotal)} or more` : ''}
            </dd>
            <dt>Dates</dt>
            <dd>{couponDates(c)}</dd>
            <dt>Uses / limit</dt>
            <dd>
              {couponUses(c)}
              {c.per_customer_limit !== null ? `, ${c.per_customer_limit} per customer` : ''}
            </dd>
            <dt>Discount given</dt>
            <dd>{formatINR(c.discount_given)}</dd>
            <dt>Applies to</dt>
            <dd>{c.categories.length > 0 ? c.categories.map(categoryName).join(', ') : 'Every piece'}</dd>
            <dt>At checkout</dt>
            <dd>{c.listed ? "Listed under 'View coupons'" : 'Works when typed; not listed'}</dd>
            {c.voucher ? (
              <>
                <dt>Voucher for</dt>
                <dd>
                  {c.voucher.customer}
                  {c.offer ? ` · ${OFFER_LABELS[c.offer]}` : ''}
                  {c.voucher.order_id ? (
                    <>
                      {' '}
                      · earned by <Link to={`/admin/orders/${c.voucher.order_id}`}>{c.voucher.order_id}</Link>
                    </>
                  ) : null}
                </dd>
                {c.withdrawal ? (
                  <>
                    <dt>Withdrawn</dt>
                    <dd>
                      {c.withdrawal.label} · {couponMoment(c.withdrawal.at)}
                    </dd>
                  </>
                ) : null}
              </>
            ) : null}
          </dl>
          <div className="admin-actions">
            {c.acts.includes('stop') ? (
              <button type="button" className="button" onClick={() => setAsking('stop')}>
                Stop coupon
              </button>
            ) : null}
            {c.acts.includes('start') ? (
              <button type="button" className="button" onClick={() => setAsking('start')}>
                Start coupon
              </button>
            ) : null}
          </div>
          <h2>Uses</h2>
          <AdminTable
            caption="The coupon's uses"
            columns={USE_COLUMNS}
            rows={answer.uses}
            rowKey={(u) => `${u.order_id}-${u.at}`}
            empty="Not used yet."
          />
          {c.acts.includes('edit') ? (
            <section className="admin-panel" aria-labelledby="edit-coupon">
              <h2 id="edit-coupon">Change its terms</h2>
              <p className="admin-note">Orders already placed keep the discount they were given.</p>
              <CouponForm
                key={c.code + c.label + c.value}
                coupon={c}
                withCode={false}
                busy={busy}
                problems={problems}
                submitLabel="Save changes"
                onSubmit={(b) => void send({ action: 'edit', ...b }, 'Changes saved.')}
              />
            </section>
          ) : null}
        </>
      ) : null}
      <dialog ref={dialog} className="admin-dialog" aria-labelledby="coupon-act-title" onClose={() => setAsking(null)}>
        {asking && c ? (
          <form
            className="admin-form"
            onSubmit={(e) => {
              e.preventDefault();
              void send({ action: asking }, asking === 'stop' ? 'Coupon stopped.' : 'Coupon started.');
            }}
          >
            <h2 id="coupon-act-title">
              {asking === 'stop' ? 'Stop' : 'Start'} {c.code}?
            </h2>
            <p>
              {asking === 'stop'
                ? 'Shoppers typing it are told it is not valid from now on. Unpaid orders that hold it keep it for their 15 minutes.'
                : c.status === 'STOPPED' && c.ends_at && new Date(c.ends_at) <= new Date()
                  ? 'Its last day has passed: it stays ended until you change its dates.'
                  : 'Shoppers can apply it again within its dates and limits.'}
            </p>
            <DialogActions
              busy={busy}
              act={asking === 'stop' ? 'Stop coupon' : 'Start coupon'}
              close="Cancel"
              onClose={() => setAsking(null)}
            />
          </form>
        ) : null}
      </dialog>
    </>
  );
}
