// /admin/orders/:orderId: one order as the desk works it (like Shopify's order page): the summary and
// the acts the status table and the staff member's role allow, lines with their breakups, payments and
// refunds, the customer and addresses, and the history. Each act asks what it needs in a dialog
// (a note, the carrier and AWB, a reason, an amount) and shows the server's refusal beside it. The
// order's returns show under its pieces with their photos, bank account and steps (ReturnPanel, the
// same calls as /admin/returns); a step reloads the order, whose status and refunds it changes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { formatINR } from '../../../domain/money/inr';
import type { DeskOrder } from '../../../domain/orders/desk-schemas';
import type { ReturnsListAnswer } from '../../../domain/orders/return-schemas';
import { STATUS_LABELS } from '../../../domain/orders/order-status';
import { roleAllows } from '../../../domain/staff/roles';
import { AdminTable } from '../../components/admin/admin-table';
import { ReturnPanel } from '../../components/admin/return-panel';
import { useAdminRecord } from '../../components/admin/use-admin-record';
import { adminCall, adminDownload, problemOf } from '../../lib/admin-api';
import { getAdminSession } from '../../state/admin-session';
import { AdminBack } from '../../components/admin/admin-back';
import { DialogActions } from '../../components/admin/dialog-actions';
import { AdminOk } from '../../components/admin/admin-ok';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Order');

type Act = DeskOrder['actions'][number] | 'refund';
const ACT_LABELS: Record<Act, string> = {
  confirmed: 'Confirm',
  in_production: 'Send to the workshop',
  packed: 'Mark packed',
  shipped: 'Ship',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  refund: 'Refund',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const addressText = (a: DeskOrder['shipping_address']) =>
  `${a.address}, ${a.city}, ${a.state} ${a.zipcode}, ${a.country}`;
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export default function AdminOrder() {
  const { orderId = '' } = useParams();
  const record = useAdminRecord<{ order: DeskOrder }>(`admin/orders/${encodeURIComponent(orderId)}`);
  // The order's returns, newest first (one live at a time; rejected ones stay as its history).
  const returnsOf = useAdminRecord<ReturnsListAnswer>(`admin/returns?order_id=${encodeURIComponent(orderId)}`);
  const order = record.data?.order ?? null;
  const returns = returnsOf.data?.returns ?? [];
  const { error } = record;
  const [act, setAct] = useState<Act | null>(null);
  const [actError, setActError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  // One key per refund dialog opened: a double submit or a retry after a lost answer refunds once.
  const refundKey = useRef(newKey());
  const role = getAdminSession()?.staff.role;
  const mayAct = role ? roleAllows(role, ['orders']) : false;

  const { reload: reloadOrder } = record;
  const { reload: reloadReturns } = returnsOf;
  const load = useCallback(() => {
    reloadOrder();
    reloadReturns();
  }, [reloadOrder, reloadReturns]);

  useEffect(() => {
    if (act) dialog.current?.showModal();
    else dialog.current?.close();
  }, [act]);

  async function submit(form: HTMLFormElement) {
    if (!act || !order) return;
    const data = new FormData(form);
    const text = (k: string) => String(data.get(k) ?? '').trim();
    setBusy(true);
    setActError('');
    const path = `admin/orders/${order.order_id}`;
    const answer =
      act === 'cancelled'
        ? await adminCall<{ order: DeskOrder }>('POST', `${path}/cancel`, { reason: text('reason') })
        : act === 'refund'
          ? await adminCall<{ order: DeskOrder }>(
              'POST',
              `${path}/refund`,
              {
                amount: Number(text('amount')),
                reason: text('reason'),
                ...(text('reference') ? { reference: text('reference') } : {}),
              },
              { 'idempotency-key': refundKey.current },
            )
          : await adminCall<{ order: DeskOrder }>('POST', `${path}/transition`, {
              to: act,
              ...(text('note') ? { note: text('note') } : {}),
              ...(act === 'shipped' ? { shipment: { carrier: text('carrier'), awb: text('awb') } } : {}),
            });
    setBusy(false);
    if (!answer.ok) {
      setActError(problemOf(answer));
      // The order may have moved meanwhile (another member acted): show it as it is now.
      if (answer.status === 409) load();
      return;
    }
    record.keep(answer.data);
    setDone(`${ACT_LABELS[act]}: done.`);
    if (act === 'refund') refundKey.current = newKey();
    setAct(null);
  }

  if (error)
    return (
      <>
        <AdminBack to="/admin/orders">Orders</AdminBack>
        <AdminError>{error}</AdminError>
      </>
    );
  if (!order) return <p className="admin-note">Loading…</p>;

  // A return under way is refunded by its own step (its panel below), never by the order's Refund.
  const returnOpen = returns.some((r) => r.state !== 'rejected' && r.state !== 'refunded');
  const acts: Act[] = mayAct
    ? [...order.actions, ...(order.refundable.max > 0 && !returnOpen ? (['refund'] as const) : [])]
    : [];

  return (
    <>
      <AdminBack to="/admin/orders">Orders</AdminBack>
      <h1>
        Order {order.order_id} <span className="admin-pill">{order.status_label}</span>
        {order.overdue ? <span className="admin-overdue"> Overdue call</span> : null}
      </h1>
      <p className="admin-note">
        Placed {when(order.placed_at)} · {formatINR(order.amount)} · {order.payment_mode_label}
      </p>
      {acts.length > 0 ? (
        <div className="admin-actions" role="group" aria-label="Acts on this order">
          {acts.map((a) => (
            <button
              key={a}
              type="button"
              className={a === 'cancelled' || a === 'refund' ? 'button button-quiet' : 'button'}
              onClick={() => {
                setActError('');
                setDone('');
                setAct(a);
              }}
            >
              {ACT_LABELS[a]}
            </button>
          ))}
        </div>
      ) : null}
      <AdminOk>{done}</AdminOk>
      <div className="admin-order-grid">
        <div>
          <section className="admin-panel" aria-labelledby="lines">
            <h2 id="lines">Pieces</h2>
            <AdminTable
              caption="Pieces"
              columns={[
                {
                  key: 'piece',
                  header: 'Piece',
                  cell: (l) => (
                    <>
                      {l.name}
                      <br />
                      <small>
                        {l.sku}
                        {l.size ? ` · size ${l.size}` : ''}
                        {l.color ? ` · ${l.color}` : ''}
                        {l.made_to_order ? ' · made to order' : ''}
                      </small>
                    </>
                  ),
                },
                { key: 'qty', header: 'Qty', cell: (l) => l.qty },
                { key: 'price', header: 'Price', numeric: true, cell: (l) => formatINR(l.unit_price) },
                {
                  key: 'breakup',
                  header: 'Breakup (one piece)',
                  wide: true,
                  cell: (l) => l.breakup.map((b) => `${b.label} ${formatINR(b.amount)}`).join(' · ') || '—',
                },
                { key: 'total', header: 'Total', numeric: true, cell: (l) => formatINR(l.total) },
              ]}
              rows={order.lines}
              rowKey={(l, i) => `${l.sku}-${i}`}
            />
            <dl className="admin-facts">
              <dt>Subtotal</dt>
              <dd>{formatINR(order.subtotal)}</dd>
              {order.discount > 0 ? (
                <>
                  <dt>Discount{order.coupon ? ` (${order.coupon})` : ''}</dt>
                  <dd>−{formatINR(order.discount)}</dd>
                </>
              ) : null}
              {order.charges > 0 ? (
                <>
                  <dt>
                    {order.international ? `International shipping to ${order.international.country}` : 'Charges'}
                  </dt>
                  <dd>{formatINR(order.charges)}</dd>
                </>
              ) : null}
              <dt>Total</dt>
              <dd>
                <strong>{formatINR(order.amount)}</strong>
              </dd>
              {order.gift_card_amount > 0 ? (
                <>
                  <dt>Gift card</dt>
                  <dd>{formatINR(order.gift_card_amount)}</dd>
                </>
              ) : null}
            </dl>
            {order.international ? (
              <p className="admin-note">
                Shipped to {order.international.country}. {order.international.duties_notice}
              </p>
            ) : null}
          </section>
          {returns.map((r) => (
            <ReturnPanel key={r.return_id} ret={r} mayAct={mayAct} orderLink={false} onChange={load} />
          ))}
          <section className="admin-panel" aria-labelledby="money">
            <h2 id="money">Payments and refunds</h2>
            <p>{order.payment_mode_label}</p>
            {order.payments.map((p) => (
              <p key={p.payment_id}>
                {p.provider} payment {p.payment_id}: ₹{p.amount} {p.status}
                {p.refunded > 0 ? `, ₹${p.refunded} refunded` : ''} · {when(p.at)}
              </p>
            ))}
            {order.gift_cards.map((g) => (
              <p key={g.card}>
                Gift card {g.card}: {formatINR(g.amount)} ({g.state})
              </p>
            ))}
            {order.refunds.length > 0 ? (
              <AdminTable
                caption="Refunds"
                columns={[
                  { key: 'at', header: 'When', cell: (r) => when(r.at) },
                  { key: 'amount', header: 'Amount', numeric: true, cell: (r) => formatINR(r.amount) },
                  {
                    key: 'how',
                    header: 'How',
                    cell: (r) => (r.method === 'card' ? 'To the card' : `Paid by staff (${r.reference ?? ''})`),
                  },
                  { key: 'status', header: 'Status', cell: (r) => r.status },
                  { key: 'why', header: 'Reason', wide: true, cell: (r) => r.reason },
                  { key: 'by', header: 'By', wide: true, cell: (r) => r.by ?? '—' },
                ]}
                rows={order.refunds}
                rowKey={(r, i) => `${r.at}-${i}`}
              />
            ) : null}
            <p className="admin-note">Left to refund: {formatINR(order.refundable.max)}</p>
          </section>
          <section className="admin-panel" aria-labelledby="history">
            <h2 id="history">History</h2>
            <AdminTable
              caption="History"
              columns={[
                { key: 'at', header: 'When', cell: (h) => <time dateTime={h.at}>{when(h.at)}</time> },
                { key: 'status', header: 'Status', cell: (h) => STATUS_LABELS[h.status] },
                { key: 'by', header: 'By', cell: (h) => h.by ?? 'Shopper or store' },
                { key: 'note', header: 'Note', cell: (h) => h.note ?? '' },
              ]}
              rows={order.history}
              rowKey={(h, i) => `${h.at}-${i}`}
            />
          </section>
        </div>
        <div>
          <section className="admin-panel" aria-labelledby="customer">
            <h2 id="customer">Customer</h2>
            <p>
              {order.customer.name}
              {order.customer.member ? ' (member)' : ' (guest)'}
              <br />
              <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
              <br />
              <a href={`tel:+91${order.customer.phone}`}>{order.customer.phone}</a>
            </p>
            {order.pan ? <p>PAN {order.pan}</p> : null}
          </section>
          <section className="admin-panel" aria-labelledby="delivery">
            <h2 id="delivery">Delivery</h2>
            <p>
              {order.delivery.method === 'pickup'
                ? `Pick-up at ${order.delivery.pickup_store ?? 'the store'}`
                : `Ship to ${addressText(order.shipping_address)}`}
            </p>
            {order.delivery.expected_from ? (
              <p className="admin-note">
                Expected {order.delivery.expected_from} to {order.delivery.expected_to}
              </p>
            ) : null}
            <p>Bill to {addressText(order.billing_address)}</p>
            {order.shipment ? (
              <p>
                Shipped with {order.shipment.carrier}, AWB {order.shipment.awb}
              </p>
            ) : null}
            {order.invoice ? (
              <p>
                Invoice {order.invoice.number}{' '}
                <button
                  type="button"
                  className="button button-quiet"
                  onClick={() =>
                    void adminDownload(
                      `admin/orders/${order.order_id}/invoice.pdf`,
                      `${order.invoice!.number.replaceAll('/', '-')}.pdf`,
                    )
                  }
                >
                  Download invoice
                </button>
              </p>
            ) : null}
          </section>
        </div>
      </div>
      <dialog ref={dialog} className="admin-dialog" aria-labelledby="act-title" onClose={() => setAct(null)}>
        {act ? (
          <form
            className="admin-form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit(e.currentTarget);
            }}
          >
            <h2 id="act-title">
              {ACT_LABELS[act]} {order.order_id}
            </h2>
            {act === 'shipped' ? (
              <>
                <label>
                  Carrier
                  <input name="carrier" required minLength={2} maxLength={60} placeholder="BlueDart" />
                </label>
                <label>
                  AWB (waybill number)
                  <input name="awb" required pattern="[A-Za-z0-9\-]{6,30}" />
                </label>
              </>
            ) : null}
            {act === 'cancelled' ? (
              <label>
                Reason (the customer reads it)
                <textarea name="reason" required minLength={3} maxLength={500} rows={3} />
              </label>
            ) : null}
            {act === 'refund' ? (
              <>
                <label>
                  Amount, ₹ (at most {formatINR(order.refundable.max)})
                  <input name="amount" required inputMode="numeric" pattern="[0-9]+" />
                </label>
                <label>
                  Reason
                  <input name="reason" required minLength={3} maxLength={500} />
                </label>
                {order.refundable.method === 'paid_by_staff' ? (
                  <label>
                    Reference of the transfer or receipt
                    <input name="reference" required minLength={3} maxLength={100} />
                  </label>
                ) : null}
              </>
            ) : null}
            {act !== 'cancelled' && act !== 'refund' ? (
              <label>
                Note {act === 'confirmed' && order.payment_mode === 'payment_on_delivery' ? '(the call)' : '(optional)'}
                <textarea name="note" maxLength={500} rows={2} />
              </label>
            ) : null}
            <AdminError>{actError}</AdminError>
            <DialogActions busy={busy} act={ACT_LABELS[act]} close="Close" onClose={() => setAct(null)} />
          </form>
        ) : null}
      </dialog>
    </>
  );
}
