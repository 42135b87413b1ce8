// /admin/login: the password, then the 6-digit code (mailed, or from the authenticator app).
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { adminCall } from '../../lib/admin-api';
import { setAdminSession, type AdminSession } from '../../state/admin-session';
import { CodeInput } from '../../components/admin/code-input';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import '../../styles/admin.css';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Sign in');

/** Only a back office path of this site: never an open redirect. */
const nextPath = (raw: string | null) => (raw && /^\/admin(\/[A-Za-z0-9/_-]*)?$/.test(raw) ? raw : '/admin');

export default function AdminLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<{ token: string; channel: 'email' | 'totp' } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submitPassword(form: HTMLFormElement) {
    const data = new FormData(form);
    setBusy(true);
    setError('');
    const answer = await adminCall<{ challenge: { token: string; channel: 'email' | 'totp' } }>('POST', 'admin/login', {
      email: data.get('email'),
      password: data.get('password'),
    });
    setBusy(false);
    if (answer.ok) setChallenge(answer.data.challenge);
    else setError(answer.message);
  }

  async function submitCode(form: HTMLFormElement) {
    const data = new FormData(form);
    setBusy(true);
    setError('');
    const answer = await adminCall<{ session: AdminSession }>('POST', 'admin/login/verify', {
      token: challenge!.token,
      code: String(data.get('code') ?? '').trim(),
    });
    setBusy(false);
    if (answer.ok) {
      setAdminSession(answer.data.session);
      navigate(nextPath(params.get('next')), { replace: true });
    } else {
      setError(answer.message);
      if (answer.reason === 'CHALLENGE_INVALID') setChallenge(null);
    }
  }

  return (
    <main className="admin-signin" id="main">
      <h1>Suvarna back office</h1>
      {challenge === null ? (
        // Keys keep the two forms apart: without them React would reuse the password field as the
        // code field, password still in it.
        <form
          key="password"
          className="admin-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submitPassword(e.currentTarget);
          }}
        >
          <label>
            Email
            <input name="email" type="email" autoComplete="username" required />
          </label>
          <label>
            Password
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          <AdminError>{error}</AdminError>
          <button type="submit" className="button" disabled={busy}>
            Continue
          </button>
        </form>
      ) : (
        <form
          key="code"
          className="admin-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submitCode(e.currentTarget);
          }}
        >
          <p>
            {challenge.channel === 'email'
              ? 'We mailed you a 6-digit code. It works for 10 minutes.'
              : 'Enter the 6-digit code your authenticator app shows.'}
          </p>
          <CodeInput label="Code" autoFocus />
          <AdminError>{error}</AdminError>
          <button type="submit" className="button" disabled={busy}>
            Sign in
          </button>
        </form>
      )}
    </main>
  );
}
