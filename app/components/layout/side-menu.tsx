// The mobile side menu (docs/spec.md#second-2 "A mobile side menu exists"): the hamburger button of
// the header opens a modal <dialog> sliding in from the left (side-menu-content.tsx). The platform
// does the hard parts: showModal() keeps focus inside and makes the page inert, Escape closes it, and
// focus goes back to the button. It also closes on a press on the backdrop and on any navigation.
//
// The dialog's content is rendered in the browser only, the first time the shopper reaches for the
// button (pointer or focus fetches its code; the press opens the dialog once it is rendered). The
// server sends the closed, empty dialog: its content repeated the main navigation's links in every
// page (about 12 KB of HTML, a tenth of a product page) for nobody, since a closed dialog cannot be
// opened without the script anyway, and the main navigation already gives crawlers those links.
import { useStoreContacts, whatsappUrl } from '../../lib/contacts';
import { useEffect, useRef, useState } from 'react';
import { useNavigated } from '../../lib/use-navigated';
import type { NavItem } from '../../lib/navigation';
import { MenuIcon } from '../ui/icons';
import { loadAccountPanel, useAccountUser, type AccountUser } from './account-menu';
import { NavRibbon } from './nav-ribbon';

export const SIDE_MENU_ID = 'side-menu';

// The menu's content and the account panel's (which the header's account menu also loads).
type Content = typeof import('./side-menu-content') & typeof import('./account-panel');
let loaded: Content | null = null;
let loading: Promise<Content> | null = null;
function loadContent(): Promise<Content> {
  loading ??= Promise.all([import('./side-menu-content'), loadAccountPanel()]).then(
    ([menu, account]) => (loaded = { ...menu, ...account }),
    (err: unknown) => {
      loading = null; // try again on the next press
      throw err;
    },
  );
  return loading;
}

export function SideMenu({ items, user = null }: { items: readonly NavItem[]; user?: AccountUser | null }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [live, setLive] = useState<Content | null>(loaded);
  // Pressed before the content arrived: open once it is rendered.
  const [wanted, setWanted] = useState(false);
  const contacts = useStoreContacts();
  const account = useAccountUser(user);

  useNavigated(() => {
    if (dialogRef.current?.open) dialogRef.current.close();
  });

  function prepare() {
    if (!live) loadContent().then(setLive, () => {});
  }

  function show() {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setOpen(true);
  }

  useEffect(() => {
    if (wanted && live) {
      setWanted(false);
      show();
    }
  }, [wanted, live]);

  function onPress() {
    if (live) return show();
    setWanted(true);
    // Offline, the code never comes: the button stays as it was, and the next press tries again.
    loadContent().then(setLive, () => setWanted(false));
  }

  function close() {
    dialogRef.current?.close();
  }

  // The dialog's own box is the panel; a press that lands on the dialog element itself is the backdrop.
  function onDialogClick(event: React.MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={SIDE_MENU_ID}
        onPointerDown={prepare}
        onFocus={prepare}
        onClick={onPress}
      >
        <MenuIcon />
        <span className="visually-hidden">Menu</span>
      </button>
      <dialog
        id={SIDE_MENU_ID}
        ref={dialogRef}
        className="side-menu"
        // Named by the wordmark inside once the content is there.
        aria-labelledby={live ? 'side-menu-title' : undefined}
        onClick={onDialogClick}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
      >
        {live && (
          <live.SideMenuContent
            items={items}
            account={<live.AccountPanelContent user={account} />}
            Ribbon={NavRibbon}
            whatsappHref={contacts && whatsappUrl(contacts.whatsapp)}
            onClose={close}
          />
        )}
      </dialog>
    </>
  );
}
