// /admin/audit (owner): every staff act, newest first; narrowed to one record by kind and id.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '../../../domain/staff/api-schemas';
import { adminCall } from '../../lib/admin-api';
import { ADMIN_HEADERS } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = () => [{ title: 'Audit | Suvarna back office' }, { name: 'robots', content: 'noindex, nofollow' }];

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

export default function AdminAudit() {
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<{ entries: AuditEntry[]; total: number } | null>(null);
  const [error, setError] = useState('');
  const entity = params.get('entity') ?? '';
  const id = params.get('id') ?? '';

  useEffect(() => {
    const query = new URLSearchParams();
    if (entity) query.set('entity', entity);
    if (id) query.set('id', id);
    void adminCall<{ entries: AuditEntry[]; total: number }>('GET', `admin/audit?${query}`).then((a) => {
      if (a.ok) {
        setAnswer(a.data);
        setError('');
      } else setError(Object.values(a.fields).join('; ') || a.message);
    });
  }, [entity, id]);

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
      {error ? <p className="admin-error" role="alert">{error}</p> : null}
      {answer ? <p className="admin-note">{answer.total} entries{answer.total > answer.entries.length ? `, the newest ${answer.entries.length} shown` : ''}.</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Record</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {(answer?.entries ?? []).map((e, i) => (
              <tr key={`${e.at}-${i}`}>
                <td>
                  <time dateTime={e.at}>{when(e.at)}</time>
                </td>
                <td>{e.staff ? e.staff.name : 'server'}</td>
                <td>{e.action}</td>
                <td>
                  {e.entity} {e.id}
                </td>
                <td>
                  <pre className="admin-json">{show(e.before)}</pre>
                </td>
                <td>
                  <pre className="admin-json">{show(e.after)}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
