// /admin/audit (owner): every staff act, newest first; narrowed to one record by kind and id.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '../../../domain/staff/api-schemas';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { adminCall } from '../../lib/admin-api';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Audit');

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** The audit page size of the API (server/audit/audit.ts). */
const AUDIT_PAGE_SIZE = 50;

const COLUMNS: AdminColumn<AuditEntry>[] = [
  { key: 'when', header: 'When', cell: (e) => <time dateTime={e.at}>{when(e.at)}</time> },
  { key: 'who', header: 'Who', cell: (e) => (e.staff ? e.staff.name : 'server') },
  { key: 'what', header: 'What', cell: (e) => e.action },
  { key: 'record', header: 'Record', cell: (e) => `${e.entity} ${e.id}` },
  { key: 'before', header: 'Before', wide: true, cell: (e) => <pre className="admin-json">{show(e.before)}</pre> },
  { key: 'after', header: 'After', cell: (e) => <pre className="admin-json">{show(e.after)}</pre> },
];

export default function AdminAudit() {
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<{ entries: AuditEntry[]; total: number } | null>(null);
  const [error, setError] = useState('');
  const entity = params.get('entity') ?? '';
  const id = params.get('id') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  useEffect(() => {
    const query = new URLSearchParams();
    if (entity) query.set('entity', entity);
    if (id) query.set('id', id);
    if (page > 1) query.set('page', String(page));
    void adminCall<{ entries: AuditEntry[]; total: number }>('GET', `admin/audit?${query}`).then((a) => {
      if (a.ok) {
        setAnswer(a.data);
        setError('');
      } else setError(Object.values(a.fields).join('; ') || a.message);
    });
  }, [entity, id, page]);

  return (
    <>
      <h1>Audit</h1>
      <form
        className="admin-form admin-form-inline"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const next = new URLSearchParams();
          for (const key of ['entity', 'id']) {
            const v = String(data.get(key) ?? '').trim();
            if (v) next.set(key, v);
          }
          setParams(next);
        }}
      >
        <label>
          Kind
          <input name="entity" defaultValue={entity} placeholder="staff, order…" />
        </label>
        <label>
          Id
          <input name="id" defaultValue={id} />
        </label>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      <AdminError>{error}</AdminError>
      {answer ? <p className="admin-note">{answer.total} entries.</p> : null}
      <AdminTable
        caption="Audit entries"
        columns={COLUMNS}
        rows={answer?.entries ?? null}
        rowKey={(e, i) => `${e.at}-${i}`}
        empty="No entries."
        paging={
          answer
            ? {
                page,
                perPage: AUDIT_PAGE_SIZE,
                total: answer.total,
                onPage: (next) => {
                  const query = new URLSearchParams(params);
                  query.set('page', String(next));
                  setParams(query);
                },
              }
            : undefined
        }
      />
    </>
  );
}
