// /admin/staff (owner): the staff list, inviting a member, changing a role, deactivating.
import { useEffect, useState } from 'react';
import type { StaffRow } from '../../../domain/staff/api-schemas';
import { roleAllows, STAFF_ROLES } from '../../../domain/staff/roles';
import { useAdminMe } from '../../components/admin/admin-frame';
import { AdminTable } from '../../components/admin/admin-table';
import { adminCall, problemOf } from '../../lib/admin-api';
import { AdminOk } from '../../components/admin/admin-ok';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Staff');

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
    const answer = await adminCall<{ staff: StaffRow }>('POST', 'admin/staff', {
      email: data.get('email'),
      name: data.get('name'),
      role: data.get('role'),
    });
    if (!answer.ok) return setError(problemOf(answer));
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
      <AdminError>{error}</AdminError>
      <AdminOk>{note}</AdminOk>
      <AdminTable
        caption="Staff"
        rows={staff}
        rowKey={(s) => String(s.id)}
        columns={[
          { key: 'name', header: 'Name', cell: (s) => s.name },
          { key: 'email', header: 'Email', cell: (s) => s.email },
          {
            key: 'role',
            header: 'Role',
            cell: (s) =>
              s.id === me?.id ? (
                s.role
              ) : (
                <select
                  aria-label={`Role of ${s.name}`}
                  value={s.role}
                  onChange={(e) => void change(s.id, { role: e.target.value })}
                >
                  {STAFF_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
              ),
          },
          { key: 'status', header: 'Status', cell: (s) => <span className="admin-pill">{STATUS[s.status]}</span> },
          { key: 'app', header: 'App codes', cell: (s) => (s.totp_enrolled ? 'Yes' : 'Mail') },
          {
            key: 'acts',
            header: <span className="visually-hidden">Actions</span>,
            cell: (s) =>
              s.id === me?.id ? null : (
                <button
                  type="button"
                  className="button button-quiet"
                  onClick={() => void change(s.id, { active: !s.active })}
                >
                  {s.active ? 'Deactivate' : 'Reactivate'}
                </button>
              ),
          },
        ]}
      />
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
