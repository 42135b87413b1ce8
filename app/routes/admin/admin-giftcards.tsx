// /admin/giftcards (owner, catalogue, support): find a card by its last four, the recipient's mobile,
// email or name, filtered by status (in the URL, so a search can be shared); the catalogue team also
// issues promotion cards here, one at a time or from a CSV file checked whole before any is issued.
import { useState } from 'react';
import { Link } from '../../lib/link';
import {
  GIFT_DESK_STATUSES,
  type GiftDeskCard,
  type GiftDeskListAnswer,
  type GiftIssuedAnswer,
} from '../../../domain/giftcards/desk-schemas';
import { formatINR } from '../../../domain/money/inr';
import { roleAllows } from '../../../domain/staff/roles';
import { AdminTabs } from '../../components/admin/admin-tabs';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { DeskSearchForm, DeskText } from '../../components/admin/desk-search-form';
import { useAdminList } from '../../components/admin/use-admin-list';
import { giftDay } from '../../components/admin/gift-card-labels';
import { CARD_STATUS_LABELS } from '../../components/giftcards/gift-texts';
import { adminCall, problemOf } from '../../lib/admin-api';
import { getAdminSession } from '../../state/admin-session';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Gift cards');

const FILTERS = ['q', 'status', 'page'] as const;
const NO_CARDS: GiftDeskListAnswer = { success: true, cards: [], total: 0, page: 1, per_page: 25 };

const COLUMNS: AdminColumn<GiftDeskCard>[] = [
  {
    key: 'card',
    header: 'Card',
    cell: (c) => <Link to={`/admin/giftcards/${c.id}`}>{c.card_number}</Link>,
  },
  { key: 'recipient', header: 'Recipient', cell: (c) => c.recipient_name },
  { key: 'mobile', header: 'Mobile', wide: true, cell: (c) => c.recipient_mobile },
  { key: 'type', header: 'Type', wide: true, cell: (c) => (c.card_type === 'promotion' ? 'Promotion' : 'Bought') },
  { key: 'amount', header: 'Amount', numeric: true, cell: (c) => formatINR(c.amount) },
  { key: 'balance', header: 'Balance', numeric: true, cell: (c) => formatINR(c.balance) },
  { key: 'expires', header: 'Valid until', wide: true, cell: (c) => giftDay(c.expires_at) },
  { key: 'status', header: 'Status', cell: (c) => <span className="admin-pill">{CARD_STATUS_LABELS[c.status]}</span> },
];

export default function AdminGiftCards() {
  const list = useAdminList('admin/giftcards', FILTERS, NO_CARDS);
  const { answer, error, paging, linkWith } = list;
  const role = getAdminSession()?.staff.role;
  const mayIssue = role ? roleAllows(role, ['catalogue']) : false;
  const status = list.params.get('status');

  return (
    <>
      <h1>Gift cards</h1>
      <AdminTabs
        label="Gift cards by status"
        tabs={[
          { key: 'all', text: 'All', to: linkWith({ status: null }), current: !status },
          ...GIFT_DESK_STATUSES.map((s) => ({
            key: s,
            text: CARD_STATUS_LABELS[s],
            to: linkWith({ status: s }),
            current: status === s,
          })),
        ]}
      />
      <DeskSearchForm list={list} label="Find a gift card" keep={['status']} submit="Find">
        <DeskText list={list} name="q" label="Search" type="search" placeholder="Last 4, mobile, email or name" />
      </DeskSearchForm>
      <AdminError>{error}</AdminError>
      {answer ? (
        <p className="admin-note">
          {answer.total} {answer.total === 1 ? 'card' : 'cards'}
        </p>
      ) : null}
      <AdminTable
        caption="Gift cards"
        columns={COLUMNS}
        rows={answer?.cards ?? null}
        rowKey={(c) => String(c.id)}
        empty="No gift cards match."
        paging={paging}
      />
      {mayIssue ? <IssueCards /> : null}
    </>
  );
}

/** Issue one promotion card, or a CSV file of them; the outcome (or every problem by line) under it. */
function IssueCards() {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<GiftIssuedAnswer | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  async function send(path: string, body: unknown) {
    setBusy(true);
    setDone(null);
    setProblems([]);
    const a = await adminCall<GiftIssuedAnswer>('POST', path, body);
    setBusy(false);
    if (a.ok) setDone(a.data);
    else
      setProblems(
        Object.keys(a.fields).length > 0 ? Object.entries(a.fields).map(([k, v]) => `${k}: ${v}`) : [problemOf(a)],
      );
  }

  return (
    <section className="admin-panel" aria-labelledby="issue-cards">
      <h2 id="issue-cards">Issue promotion cards</h2>
      <p className="admin-note">
        Each code goes only to its recipient, by SMS and (with an email) by mail; valid for a year.
      </p>
      <form
        className="admin-form admin-form-inline"
        aria-label="Issue one card"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const text = (k: string) => String(data.get(k) ?? '').trim();
          void send('admin/giftcards', {
            name: text('name'),
            mobile: text('mobile'),
            email: text('email') || null,
            amount: Number(text('amount')),
            note: text('note'),
          });
        }}
      >
        <label>
          Name
          <input name="name" required maxLength={100} autoComplete="off" />
        </label>
        <label>
          Mobile
          <input name="mobile" required inputMode="tel" maxLength={20} autoComplete="off" />
        </label>
        <label>
          Email (optional)
          <input name="email" type="email" maxLength={254} autoComplete="off" />
        </label>
        <label>
          Amount ₹
          <input name="amount" required inputMode="numeric" size={8} />
        </label>
        <label>
          Campaign or reason
          <input name="note" required minLength={3} maxLength={200} />
        </label>
        <button type="submit" className="button" disabled={busy}>
          Issue card
        </button>
      </form>
      <form
        className="admin-form admin-form-inline"
        aria-label="Issue cards from a CSV file"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const file = data.get('file');
          if (!(file instanceof File) || file.size === 0) return setProblems(['Choose a CSV file first.']);
          void file
            .text()
            .then((csv) => send('admin/giftcards/import', { csv, note: String(data.get('note') ?? '').trim() }));
        }}
      >
        <label>
          CSV file (name, mobile, email, amount)
          <input name="file" type="file" accept=".csv,text/csv" required />
        </label>
        <label>
          Campaign
          <input name="note" required minLength={3} maxLength={200} />
        </label>
        <button type="submit" className="button" disabled={busy}>
          Check and issue
        </button>
      </form>
      {problems.length > 0 ? (
        <div className="admin-error" role="alert">
          <p>Nothing was issued:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {done ? (
        <p className="admin-note" role="status">
          Issued {done.issued.length} {done.issued.length === 1 ? 'card' : 'cards'}, {formatINR(done.total)} in all:{' '}
          {done.issued.map((c, i) => (
            <span key={c.id}>
              {i > 0 ? ', ' : ''}
              <Link to={`/admin/giftcards/${c.id}`}>{c.card_number.slice(-4)}</Link> to {c.mobile}
            </span>
          ))}
          .
        </p>
      ) : null}
    </section>
  );
}
