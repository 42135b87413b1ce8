// The account dropdown of the header (shared/spec: storefront §2 "Header"): logged out, 'Log in' and
// 'Sign Up' buttons; logged in, the first name, a line about tracking orders, managing payments and
// editing the profile, and a 'Go to Dashboard' button. A disclosure: the button says whether the
// panel is open, Escape or a press outside closes it, and leaving it with Tab closes it too.
//
// The session lives on the device (app/state/session.ts), so the server renders the logged-out
// variant and the logged-in one shows once the page has hydrated.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { UserIcon } from '../ui/icons';
import { STORE_NAME } from '../../lib/site';
import { useSession } from '../../state/session';
import { focusLeaves, useDismiss } from '../ui/use-dismiss';

/** What the header needs to know of a logged-in shopper. */
export interface AccountUser {
  firstName: string;
}

/** The shopper of the device session, or the one a caller passes. */
export function useAccountUser(given: AccountUser | null = null): AccountUser | null {
  const session = useSession();
  return given ?? (session ? { firstName: session.user_name } : null);
}

/** 'Log out' (first spec §4: clears the stored session and goes to /login); its code loads on the press. */
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

const PANEL_ID = 'account-panel';

export function AccountMenu({ user: given = null }: { user?: AccountUser | null }) {
  const user = useAccountUser(given);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useDismiss(rootRef, open, (reason) => {
    if (reason === 'escape' && rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setOpen(false);
  });

  const label = user ? `Account of ${user.firstName}` : 'Account: log in or sign up';
  return (
    <div className="account-menu" ref={rootRef} onBlur={(e) => focusLeaves(e) && setOpen(false)}>
      <button ref={buttonRef} type="button" className="icon-button" aria-expanded={open} aria-controls={PANEL_ID} aria-label={label} onClick={() => setOpen((o) => !o)}>
        <UserIcon />
      </button>
      <div id={PANEL_ID} className="account-panel" hidden={!open}>
        <AccountPanelContent user={user} />
      </div>
    </div>
  );
}

/** The panel's words and buttons; the mobile side menu shows the same. */
export function AccountPanelContent({ user: given }: { user: AccountUser | null }) {
  const user = useAccountUser(given);
  if (user) {
    return (
      <>
        <p className="account-title">{`Hello, ${user.firstName}`}</p>
        <p className="account-text">Track your orders, manage your payments and edit your profile from your dashboard.</p>
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
