// /admin/giftcards/:id: one card: its money (amount, balance, what unpaid orders hold), its recipient
// and sender, who blocked it and why, its ledger row by row with each order, and block or unblock
// with a reason for the catalogue team (the server's refusal shows beside the form).
import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import type { GiftDeskCardAnswer } from '../../../domain/giftcards/desk-schemas';
import { formatINR } from '../../../domain/money/inr';
import { roleAllows } from '../../../domain/staff/roles';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { giftDay, giftMoment, LEDGER_KIND_LABELS } from '../../components/admin/gift-card-labels';
import { CARD_STATUS_LABELS } from '../../components/giftcards/gift-texts';
import { adminCall, problemOf } from '../../lib/admin-api';
import { getAdminSession } from '../../state/admin-session';
import { AdminBack } from '../../components/admin/admin-back';
import { useAdminRecord } from '../../components/admin/use-admin-record';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Gift card');

type Entry = GiftDeskCardAnswer['ledger'][number];

const LEDGER_COLUMNS: AdminColumn<Entry>[] = [
  { key: 'at', header: 'When', cell: (e) => <time dateTime={e.at}>{giftMoment(e.at)}</time> },
  { key: 'kind', header: 'What', cell: (e) => LEDGER_KIND_LABELS[e.kind] },
  {
    key: 'delta',
    header: 'Amount',
    numeric: true,
    cell: (e) => (e.delta === 0 ? '—' : `${e.delta > 0 ? '+' : '−'}${formatINR(Math.abs(e.delta))}`),
  },
  {
    key: 'order',
    header: 'Order',
    cell: (e) => (e.order_id ? <Link to={`/admin/orders/${e.order_id}`}>{e.order_id}</Link> : null),
  },
  { key: 'note', header: 'Note', wide: true, cell: (e) => e.note },
];

export default function AdminGiftCard() {
  const { id = '' } = useParams();
  const path = `admin/giftcards/${encodeURIComponent(id)}`;
  const { data: answer, error, setError, keep } = useAdminRecord<GiftDeskCardAnswer>(path);
  const [busy, setBusy] = useState(false);
  const role = getAdminSession()?.staff.role;
  const mayAct = role ? roleAllows(role, ['catalogue']) : false;

  async function act(what: 'block' | 'unblock', form: HTMLFormElement) {
    const text = String(new FormData(form).get('text') ?? '').trim();
    setBusy(true);
    setError('');
    const a = await adminCall<GiftDeskCardAnswer>(
      'POST',
      `${path}/${what}`,
      what === 'block' ? { reason: text } : { note: text },
    );
    setBusy(false);
    if (a.ok) keep(a.data);
    else setError(problemOf(a));
  }

  const card = answer?.card;
  return (
    <>
      <AdminBack to="/admin/giftcards">Gift cards</AdminBack>
      <h1>
        Gift card {card?.card_number ?? ''}{' '}
        {card ? <span className="admin-pill">{CARD_STATUS_LABELS[card.status]}</span> : null}
      </h1>
      <AdminError>{error}</AdminError>
      {card ? (
        <>
          <dl className="admin-facts">
            <>
              <dt>Balance</dt>
              <dd>
                {formatINR(card.balance)} of {formatINR(card.amount)}
                {card.held > 0 ? ` (${formatINR(card.held)} held by an unpaid order)` : ''}
              </dd>
            </>
            <>
              <dt>Recipient</dt>
              <dd>
                {card.recipient_name} · {card.recipient_mobile}
                {card.recipient_email ? ` · ${card.recipient_email}` : ''}
              </dd>
            </>
            <>
              <dt>{card.card_type === 'promotion' ? 'Issued by the store' : 'Bought by'}</dt>
              <dd>
                {card.sender_name ?? '—'} on {giftDay(card.issued_at)}
                {card.message ? ` · “${card.message}”` : ''}
              </dd>
            </>
            <>
              <dt>Valid until</dt>
              <dd>{giftDay(card.expires_at)}</dd>
            </>
            {card.block ? (
              <>
                <dt>Blocked</dt>
                <dd>
                  by {card.block.by} on {giftMoment(card.block.at)}: {card.block.reason}
                </dd>
              </>
            ) : null}
          </dl>
          {mayAct
            ? card.acts.map((what) => (
                <form
                  key={what}
                  className="admin-form admin-form-inline"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void act(what, e.currentTarget);
                  }}
                >
                  <label>
                    {what === 'block' ? 'Why block it' : 'Why it may be used again'}
                    <input name="text" required minLength={3} maxLength={300} />
                  </label>
                  <button type="submit" className="button" disabled={busy}>
                    {what === 'block' ? 'Block card' : 'Unblock card'}
                  </button>
                </form>
              ))
            : null}
          {card.acts.includes('block') && mayAct ? (
            <p className="admin-note">
              A blocked card is refused at the balance check and at checkout; its balance and its year are kept.
            </p>
          ) : null}
          <h2>Ledger</h2>
          <AdminTable
            caption="The card's ledger"
            columns={LEDGER_COLUMNS}
            rows={answer.ledger}
            rowKey={(_e, i) => String(i)}
          />
        </>
      ) : null}
    </>
  );
}
