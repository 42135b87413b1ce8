// /admin/invitation?token=…: an invited member sets their password, then signs in as usual.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { adminCall } from '../../lib/admin-api';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import '../../styles/admin.css';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Set your password');

export default function AdminInvitation() {
  const [params] = useSearchParams();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    if (data.get('password') !== data.get('again')) return setError('The two passwords differ.');
    const answer = await adminCall<{ message: string }>('POST', 'admin/invitation/accept', {
      token: params.get('token') ?? '',
      password: data.get('password'),
    });
    if (answer.ok) setDone(answer.data.message);
    else setError(answer.fields.password ? `The password ${answer.fields.password}.` : answer.message);
  }

  return (
    <main className="admin-signin" id="main">
      <h1>Set your password</h1>
      {done ? (
        <p className="admin-ok">
          {done} <Link to="/admin/login">Sign in</Link>
        </p>
      ) : (
        <form
          className="admin-form"
          onSubmit={(e) => {
            e.preventDefault();
            setError('');
            void submit(e.currentTarget);
          }}
        >
          <label>
            New password (10 characters at least)
            <input name="password" type="password" autoComplete="new-password" minLength={10} required />
          </label>
          <label>
            Again
            <input name="again" type="password" autoComplete="new-password" minLength={10} required />
          </label>
          <AdminError>{error}</AdminError>
          <button type="submit" className="button">
            Set password
          </button>
        </form>
      )}
    </main>
  );
}
