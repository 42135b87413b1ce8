// The account dropdown of the header (docs/spec.md#first-2 "Header"). A disclosure: the button
// says whether the panel is open, Escape or a press outside closes it, and leaving it with Tab
// closes it too. The panel's content (account-panel.tsx) is not in the first load: the server
// renders the guest's panel, which the browser keeps as a static island (its links go through the
// router); the content's code arrives when the pointer or focus comes to the button, on a press
// (the panel opens once it is there), or after idle for a member, whose panel shows their name.
//
// The session lives on the device (app/state/session.ts), so the server renders the logged-out
// variant, and the button's name follows the stored session as soon as the page has hydrated.
import { useEffect, useRef, useState } from 'react';
import { useNavigated } from '../../lib/use-navigated';
import { UserIcon } from '../ui/icons';
import { whenIdle } from '../../lib/idle';
import { useSession } from '../../state/session';
import { focusLeaves, useDismiss } from '../ui/use-dismiss';
import { AccountPanelContent as ServerPanel } from './account-panel';
import { StaticIsland } from './static-island';

/** What the header needs to know of a logged-in shopper. */
export interface AccountUser {
  firstName: string;
}

/** The shopper of the device session, or the one a caller passes. */
export function useAccountUser(given: AccountUser | null = null): AccountUser | null {
  const session = useSession();
  return given ?? (session ? { firstName: session.user_name } : null);
}

type Panel = typeof import('./account-panel');
let loaded: Panel | null = null;
let loading: Promise<Panel> | null = null;
/** The panel's code, once (the side menu shows the same content). */
export function loadAccountPanel(): Promise<Panel> {
  loading ??= import('./account-panel').then(
    (m) => (loaded = m),
    (err: unknown) => {
      loading = null; // offline: the server's panel keeps serving; try again on the next approach
      throw err;
    },
  );
  return loading;
}

const PANEL_ID = 'account-panel';

export function AccountMenu({ user: given = null }: { user?: AccountUser | null }) {
  const user = useAccountUser(given);
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<Panel | null>(loaded);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useNavigated(() => setOpen(false), { query: false });
  useDismiss(rootRef, open, (reason) => {
    if (reason === 'escape' && rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setOpen(false);
  });
  // A member's panel is not the server's guest panel: bring it in once the page is idle.
  useEffect(() => {
    if (!user || panel) return;
    return whenIdle(() => void loadAccountPanel().then(setPanel, () => {}));
  }, [user, panel]);

  const prepare = () => {
    if (!panel) loadAccountPanel().then(setPanel, () => {});
  };
  const toggle = () => {
    // A guest's panel is the server's and can open at once; a member's waits for its content.
    if (panel || !user) return setOpen((o) => !o);
    loadAccountPanel().then(
      (m) => {
        setPanel(m);
        setOpen(true);
      },
      () => {},
    );
  };

  const label = user ? `Account of ${user.firstName}` : 'Account: log in or sign up';
  return (
    <div className="account-menu" ref={rootRef} onBlur={(e) => focusLeaves(e) && setOpen(false)}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={label}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={toggle}
      >
        <UserIcon />
      </button>
      <StaticIsland
        name={PANEL_ID}
        id={PANEL_ID}
        className="account-panel"
        hidden={!open}
        live={panel && <panel.AccountPanelContent user={user} />}
      >
        {import.meta.env.SSR && <ServerPanel user={user} />}
      </StaticIsland>
    </div>
  );
}
