// The account dropdown's words and buttons (docs/spec.md#first-2 "Header"): logged out, 'Log in'
// and 'Sign Up'; logged in, the first name, a line about tracking orders, managing payments and
// editing the profile, and a 'Go to Dashboard' button with 'Log out'. Its own chunk: the server
// renders the guest's panel into the header (account-menu.tsx keeps that HTML as a static island),
// and the browser loads this code when the shopper comes near the account button, or after idle
// for a member, whose panel differs from the server's. The side menu shows the same content.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/link';
import { STORE_NAME } from '../../lib/site';
import type { AccountUser } from './account-menu';

/** 'Log out' (docs/spec.md#first-4: clears the stored session and goes to /login); its code loads on the press. */
export function LogOutButton({ className = 'button button-quiet account-action' }: { className?: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const { logOut } = await import('../../state/session-actions');
      await logOut(() => navigate('/login'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={() => void onClick()} disabled={busy}>
      Log out
    </button>
  );
}

/** The panel's content for the shopper the caller resolved (useAccountUser). */
export function AccountPanelContent({ user }: { user: AccountUser | null }) {
  if (user) {
    return (
      <>
        <p className="account-title">{`Hello, ${user.firstName}`}</p>
        <p className="account-text">
          Track your orders, manage your payments and edit your profile from your dashboard.
        </p>
        {/* Stacked: 'Go to Dashboard' does not fit half the panel on one line. */}
        <div className="account-actions" style={{ gridTemplateColumns: '1fr' }}>
          <Link to="/dashboard" className="button account-action">
            Go to Dashboard
          </Link>
          <LogOutButton />
        </div>
      </>
    );
  }
  return (
    <>
      <p className="account-title">{`Welcome to ${STORE_NAME}`}</p>
      <p className="account-text">Log in to track your orders, keep your wishlist and check out faster.</p>
      <div className="account-actions">
        <Link to="/login" className="button account-action">
          Log in
        </Link>
        <Link to="/create" className="button button-quiet account-action">
          Sign Up
        </Link>
      </div>
    </>
  );
}
