// /admin/account: the signed-in member's own settings: the authenticator app, and signing out everywhere.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAdminMe } from '../../components/admin/admin-frame';
import { adminCall } from '../../lib/admin-api';
import { setAdminSession } from '../../state/admin-session';
import { AdminOk } from '../../components/admin/admin-ok';
import { CodeInput } from '../../components/admin/code-input';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('My account');

export default function AdminAccount() {
  const { me, reload } = useAdminMe();
  const navigate = useNavigate();
  const [enrol, setEnrol] = useState<{ secret: string; uri: string; qr_svg: string } | null>(null);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  if (!me) return null;

  async function start() {
    setError('');
    const answer = await adminCall<{ secret: string; uri: string; qr_svg: string }>('POST', 'admin/me/totp');
    if (answer.ok) setEnrol(answer.data);
    else setError(answer.message);
  }

  async function confirm(form: HTMLFormElement) {
    const answer = await adminCall<{ message: string }>('POST', 'admin/me/totp/confirm', {
      code: String(new FormData(form).get('code') ?? '').trim(),
    });
    if (!answer.ok) return setError(answer.message);
    setEnrol(null);
    setNote(answer.data.message);
    reload();
  }

  async function everywhere() {
    await adminCall('POST', 'admin/logout/everywhere');
    setAdminSession(null);
    navigate('/admin/login', { replace: true });
  }

  return (
    <>
      <h1>My account</h1>
      <p>
        {me.name} · {me.email} · role <strong>{me.role}</strong>
      </p>
      <h2>Sign-in codes</h2>
      <AdminOk>{note}</AdminOk>
      <AdminError>{error}</AdminError>
      <p className="admin-note">
        {me.totp_enrolled ? 'Your codes come from your authenticator app.' : 'Your codes come by mail.'}
      </p>
      {enrol ? (
        <form
          className="admin-form"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm(e.currentTarget);
          }}
        >
          <p>Scan this code with your authenticator app (or type the key), then enter the code it shows.</p>
          {/* The SVG is made on our server from the otpauth URI (uqr): no user text inside. */}
          <div
            className="admin-qr"
            role="img"
            aria-label="QR code of the authenticator key"
            dangerouslySetInnerHTML={{ __html: enrol.qr_svg }}
          />
          <p>
            Key: <code data-testid="totp-secret">{enrol.secret}</code>
          </p>
          <CodeInput label="Code from the app" />
          <button type="submit" className="button">
            Confirm
          </button>
        </form>
      ) : (
        <button type="button" className="button" onClick={() => void start()}>
          {me.totp_enrolled ? 'Move to a new phone' : 'Set up an authenticator app'}
        </button>
      )}
      <h2>Sessions</h2>
      <p className="admin-note">A session ends after 8 hours, or 30 minutes without use.</p>
      <button type="button" className="button button-quiet" onClick={() => void everywhere()}>
        Sign out everywhere
      </button>
    </>
  );
}
