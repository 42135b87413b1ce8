// /admin/staff (owner): the staff list, inviting a member, changing a role, deactivating.
import { useEffect, useState } from 'react';
import type { StaffRow } from '../../../domain/staff/api-schemas';
import { roleAllows, STAFF_ROLES } from '../../../domain/staff/roles';
import { useAdminMe } from '../../components/admin/admin-frame';
import { adminCall } from '../../lib/admin-api';
import { ADMIN_HEADERS } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = () => [{ title: 'Staff | Suvarna back office' }, { name: 'robots', content: 'noindex, nofollow' }];

const STATUS = { active: 'Active', invited: 'Invited', inactive: 'Deactivated' } as const;

export default function AdminStaff() {
  const { me } = useAdminMe();
  const [staff, setStaff] = useState<StaffRow[] | null>(null);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');

  async function load() {
    const answer = await adminCall<{ staff: StaffRow[] }>('GET', 'admin/staff');
    if (answer.ok) setStaff(answer.data.staff);
    else setError(answer.message);
  }
  useEffect(() => {
    void load();
  }, []);

  if (me && !roleAllows(me.role, [])) return <p role="alert">Only the owner manages staff.</p>;

  async function invite(form: HTMLFormElement) {
    const data = new FormData(form);
    setError('');
    setNote('');
    const answer = await adminCall<{ staff: StaffRow }>('POST', 'admin/staff', { email: data.get('email'), name: data.get('name'), role: data.get('role') });
    if (!answer.ok) return setError(Object.entries(answer.fields).map(([f, m]) => `${f}: ${m}`).join('; ') || answer.message);
    form.reset();
    setNote(`Invitation mailed to ${answer.data.staff.email}.`);
    await load();
  }

  async function change(id: number, body: { role?: string; active?: boolean }) {
    setError('');
    setNote('');
    const answer = await adminCall<{ staff: StaffRow }>('POST', `admin/staff/${id}`, body);
    if (!answer.ok) setError(answer.message);
    else setNote(`${answer.data.staff.name}: saved.`);
    await load();
  }

  return (
    <>
      <h1>Staff</h1>
      {error ? <p className="admin-error" role="alert">{error}</p> : null}
      {note ? <p className="admin-ok" role="status">{note}</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">App codes</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(staff ?? []).map((s) => (
              <tr key={s.id}>
                <td>{s.name}</td>
                <td>{s.email}</td>
                <td>
                  {s.id === me?.id ? (
                    s.role
                  ) : (
                    <select aria-label={`Role of ${s.name}`} value={s.role} onChange={(e) => void change(s.id, { role: e.target.value })}>
                      {STAFF_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
                <td>
                  <span className="admin-pill">{STATUS[s.status]}</span>
                </td>
                <td>{s.totp_enrolled ? 'Yes' : 'Mail'}</td>
                <td>
                  {s.id === me?.id ? null : (
                    <button type="button" className="button button-quiet" onClick={() => void change(s.id, { active: !s.active })}>
                      {s.active ? 'Deactivate' : 'Reactivate'}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {staff === null && !error ? <p className="admin-note">Loading…</p> : null}
      <h2>Invite a member</h2>
      <form
        className="admin-form admin-form-inline"
        onSubmit={(e) => {
          e.preventDefault();
          void invite(e.currentTarget);
        }}
      >
        <label>
          Name
          <input name="name" required maxLength={60} />
        </label>
        <label>
          Email
          <input name="email" type="email" required />
        </label>
        <label>
          Role
          <select name="role" defaultValue="orders">
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Send invitation
        </button>
      </form>
    </>
  );
}
