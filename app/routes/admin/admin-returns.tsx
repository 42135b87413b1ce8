// /admin/returns: returns newest request first, 25 a page, with the counts per state as tabs (the state
// and page in the address, as the orders list keeps its filters), and the chosen return's panel: its
// photos, the bank account behind a button, and its steps (docs/decisions/2026-11-27-returns.md).
import { useState } from 'react';
import { Link } from '../../lib/link';
import type { ReturnView, ReturnsListAnswer } from '../../../domain/orders/return-schemas';
import { RETURN_STATES, RETURN_STATE_LABELS } from '../../../domain/orders/return-states';
import { roleAllows } from '../../../domain/staff/roles';
import { AdminTabs } from '../../components/admin/admin-tabs';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { ReturnPanel } from '../../components/admin/return-panel';
import { useAdminList } from '../../components/admin/use-admin-list';
import { getAdminSession } from '../../state/admin-session';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Returns');

const FILTERS = ['state', 'page'] as const;
/** The list shown under a refusal. */
const NO_RETURNS: ReturnsListAnswer = { returns: [], total: 0, page: 1, per_page: 25, counts: {} };
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

export default function AdminReturns() {
  const { params, answer, error, reload, paging, linkWith } = useAdminList('admin/returns', FILTERS, NO_RETURNS);
  const [chosen, setChosen] = useState<ReturnView | null>(null);
  const role = getAdminSession()?.staff.role;
  const mayAct = role ? roleAllows(role, ['orders']) : false;
  const state = params.get('state');
  const counts = answer?.counts ?? {};

  const columns: AdminColumn<ReturnView>[] = [
    {
      key: 'return',
      header: 'Return',
      cell: (r) => (
        <button
          type="button"
          className="button button-quiet"
          aria-pressed={chosen?.return_id === r.return_id}
          onClick={() => {
            setChosen(r);
            // On a phone the panel opens below the list: bring it into view.
            requestAnimationFrame(() => document.getElementById(`return-${r.return_id}`)?.scrollIntoView());
          }}
        >
          {r.return_no}
        </button>
      ),
    },
    { key: 'order', header: 'Order', cell: (r) => <Link to={`/admin/orders/${r.order_id}`}>{r.order_id}</Link> },
    { key: 'asked', header: 'Asked', wide: true, cell: (r) => (r.history[0] ? day(r.history[0].at) : '') },
    { key: 'customer', header: 'Customer', cell: (r) => r.customer.name },
    { key: 'reason', header: 'Reason', wide: true, cell: (r) => r.reason_label },
    { key: 'photos', header: 'Photos', wide: true, cell: (r) => r.photos.length || '—' },
    { key: 'state', header: 'State', cell: (r) => <span className="admin-pill">{r.state_label}</span> },
  ];

  return (
    <>
      <h1>Returns</h1>
      <AdminTabs
        label="Returns by state"
        tabs={[
          {
            key: 'all',
            text: `All ${counts.all ?? ''}`,
            to: linkWith({ state: null }),
            current: !state,
          },
          ...RETURN_STATES.map((s) => ({
            key: s,
            text: `${RETURN_STATE_LABELS[s]} ${counts[s] ?? 0}`,
            to: linkWith({ state: s }),
            current: state === s,
          })),
        ]}
      />
      <AdminError>{error}</AdminError>
      <AdminTable
        caption="Returns"
        columns={columns}
        rows={answer?.returns ?? null}
        rowKey={(r) => String(r.return_id)}
        empty="No returns here."
        paging={paging}
      />
      {chosen ? (
        <ReturnPanel
          ret={chosen}
          mayAct={mayAct}
          onChange={(next) => {
            setChosen(next);
            reload();
          }}
        />
      ) : null}
    </>
  );
}
