// The account dropdown of the header (shared/spec: storefront §2 "Header"): logged out, 'Log in' and
// 'Sign Up' buttons; logged in, the first name, a line about tracking orders, managing payments and
// editing the profile, and a 'Go to Dashboard' button. A disclosure: the button says whether the
// panel is open, Escape or a press outside closes it, and leaving it with Tab closes it too.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { UserIcon } from '../ui/icons';
import { STORE_NAME } from '../../lib/site';
import { focusLeaves, useDismiss } from '../ui/use-dismiss';

/** What the header needs to know of a logged-in shopper (the session arrives with issue 5). */
export interface AccountUser {
  firstName: string;
}

const PANEL_ID = 'account-panel';

export function AccountMenu({ user = null }: { user?: AccountUser | null }) {
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
export function AccountPanelContent({ user }: { user: AccountUser | null }) {
  if (user) {
    return (
      <>
        <p className="account-title">{`Hello, ${user.firstName}`}</p>
        <p className="account-text">Track your orders, manage your payments and edit your profile from your dashboard.</p>
        <Link to="/dashboard" className="button account-action">
          Go to Dashboard
        </Link>
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
