// /admin/inbox (owner, support): everything the shop's forms stored, newest first, in one list: the
// kinds as tabs with their counts, the status and assignee filters and the search in the URL, and the
// newsletter's subscribers with their CSV export.
import { useState } from 'react';
import { Link } from '../../lib/link';
import type { InboxListAnswer, InboxListItem } from '../../../domain/inbox/api-schemas';
import { INBOX_KIND_LABELS, INBOX_KINDS, INBOX_STATUS_LABELS, INBOX_STATUSES } from '../../../domain/inbox/inbox-rules';
import { AdminTabs } from '../../components/admin/admin-tabs';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { adminDownload } from '../../lib/admin-api';
import { DeskSearchForm, DeskSelect, DeskText } from '../../components/admin/desk-search-form';
import { useAdminList } from '../../components/admin/use-admin-list';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Inbox');

const FILTERS = ['kind', 'status', 'assignee', 'q', 'page'] as const;
const ASSIGNEES = [
  { value: 'mine', label: 'Mine' },
  { value: 'unassigned', label: 'Unassigned' },
];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

const COLUMNS: AdminColumn<InboxListItem>[] = [
  {
    key: 'item',
    header: 'From',
    cell: (i) => (
      <>
        <Link to={`/admin/inbox/${i.kind}/${i.id}`}>{i.name}</Link>
        <br />
        <small>{i.kind_label}</small>
      </>
    ),
  },
  { key: 'received', header: 'Received', cell: (i) => <time dateTime={i.received_at}>{when(i.received_at)}</time> },
  { key: 'contact', header: 'Contact', wide: true, cell: (i) => `${i.email} · ${i.phone}` },
  { key: 'summary', header: 'About', wide: true, cell: (i) => i.summary || '—' },
  {
    key: 'status',
    header: 'Status',
    cell: (i) => (
      <>
        <span className="admin-pill">{INBOX_STATUS_LABELS[i.status]}</span>
        {i.booking_status ? <small> · booking {i.booking_status}</small> : null}
      </>
    ),
  },
  { key: 'assignee', header: 'Assignee', cell: (i) => i.assignee?.name ?? '—' },
];

/** The list shown under a refusal. */
const NO_ITEMS: InboxListAnswer = {
  items: [],
  total: 0,
  page: 1,
  per_page: 25,
  counts: { kinds: {}, statuses: {} },
  newsletter: { subscribed: 0, unsubscribed: 0 },
};

export default function AdminInbox() {
  const [exportNote, setExportNote] = useState('');
  const list = useAdminList('admin/inbox', FILTERS, NO_ITEMS);
  const { answer, error, paging, linkWith } = list;
  const kind = list.params.get('kind');
  const kinds = answer?.counts.kinds ?? {};
  const statuses = answer?.counts.statuses ?? {};

  return (
    <>
      <h1>Inbox</h1>
      <AdminTabs
        label="Inbox by kind"
        tabs={[
          { key: 'all', text: `All ${kinds.all ?? ''}`, to: linkWith({ kind: null }), current: !kind },
          ...INBOX_KINDS.map((k) => ({
            key: k,
            text: `${INBOX_KIND_LABELS[k]} ${kinds[k] ?? 0}`,
            to: linkWith({ kind: k }),
            current: kind === k,
          })),
        ]}
      />
      <DeskSearchForm key={list.queryText} list={list} label="Filter the inbox" keep={['kind']} submit="Filter">
        <DeskText list={list} name="q" label="Search" type="search" placeholder="Name, email, phone" />
        <DeskSelect
          list={list}
          name="status"
          label="Status"
          any={`Any (${statuses.all ?? 0})`}
          options={INBOX_STATUSES.map((s) => ({ value: s, label: `${INBOX_STATUS_LABELS[s]} (${statuses[s] ?? 0})` }))}
        />
        <DeskSelect list={list} name="assignee" label="Assignee" any="Anyone" options={ASSIGNEES} />
      </DeskSearchForm>
      <AdminError>{error}</AdminError>
      {answer ? <p className="admin-note">{answer.total} items</p> : null}
      <AdminTable
        caption="Inbox"
        columns={COLUMNS}
        rows={answer?.items ?? null}
        rowKey={(i) => `${i.kind}-${i.id}`}
        empty="Nothing in the inbox matches."
        paging={paging}
      />
      <section className="admin-panel" aria-labelledby="newsletter">
        <h2 id="newsletter">Newsletter</h2>
        <p>
          {answer ? `${answer.newsletter.subscribed} subscribed, ${answer.newsletter.unsubscribed} unsubscribed.` : '…'}
        </p>
        <div className="admin-actions">
          <button
            type="button"
            className="button button-quiet"
            onClick={() => {
              setExportNote('');
              void adminDownload('admin/inbox/newsletter.csv?status=subscribed', 'newsletter-subscribers.csv').then(
                (ok) => setExportNote(ok ? '' : 'The export failed. Please try again.'),
              );
            }}
          >
            Export subscribers (CSV)
          </button>
        </div>
        <AdminError>{exportNote}</AdminError>
      </section>
    </>
  );
}
