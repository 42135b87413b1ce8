// /admin/audit (owner): every staff act, newest first; narrowed to one record by kind and id.
import type { AuditEntry } from '../../../domain/staff/api-schemas';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { DeskSearchForm, DeskText } from '../../components/admin/desk-search-form';
import { useAdminList } from '../../components/admin/use-admin-list';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Audit');

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** The audit page size of the API (server/audit/audit.ts). */
const AUDIT_PAGE_SIZE = 50;
const FILTERS = ['entity', 'id', 'page'] as const;
type AuditList = { entries: AuditEntry[]; total: number };

const COLUMNS: AdminColumn<AuditEntry>[] = [
  { key: 'when', header: 'When', cell: (e) => <time dateTime={e.at}>{when(e.at)}</time> },
  { key: 'who', header: 'Who', cell: (e) => (e.staff ? e.staff.name : 'server') },
  { key: 'what', header: 'What', cell: (e) => e.action },
  { key: 'record', header: 'Record', cell: (e) => `${e.entity} ${e.id}` },
  { key: 'before', header: 'Before', wide: true, cell: (e) => <pre className="admin-json">{show(e.before)}</pre> },
  { key: 'after', header: 'After', cell: (e) => <pre className="admin-json">{show(e.after)}</pre> },
];

/** The list shown under a refusal. */
const NO_ENTRIES: AuditList = { entries: [], total: 0 };

export default function AdminAudit() {
  const list = useAdminList('admin/audit', FILTERS, NO_ENTRIES, { perPage: AUDIT_PAGE_SIZE });
  const { answer, error, paging } = list;

  return (
    <>
      <h1>Audit</h1>
      <DeskSearchForm list={list} label="Find audit entries" submit="Show">
        <DeskText list={list} name="entity" label="Kind" placeholder="staff, order…" />
        <DeskText list={list} name="id" label="Id" />
      </DeskSearchForm>
      <AdminError>{error}</AdminError>
      {answer ? <p className="admin-note">{answer.total} entries.</p> : null}
      <AdminTable
        caption="Audit entries"
        columns={COLUMNS}
        rows={answer?.entries ?? null}
        rowKey={(e, i) => `${e.at}-${i}`}
        empty="No entries."
        paging={paging}
      />
    </>
  );
}
