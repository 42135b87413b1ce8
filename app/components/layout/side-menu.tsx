// The mobile side menu (shared/spec: checkout §2 "A mobile side menu exists"): the hamburger button of
// the header opens a modal <dialog> sliding in from the left with the same navigation as the desktop
// bar, each dropdown an accordion (one open at a time), then the account and store services. The
// platform does the hard parts: showModal() keeps focus inside and makes the page inert, Escape
// closes it, and focus goes back to the button. It also closes on a press on the backdrop and on
// any navigation.
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { STORE_NAME, WHATSAPP_URL } from '../../lib/site';
import { ChatIcon, CloseIcon, ExternalIcon, MenuIcon, PinIcon, TruckIcon } from '../ui/icons';
import { AccountPanelContent, type AccountUser } from './account-menu';
import { NavRibbon } from './nav-ribbon';

export const SIDE_MENU_ID = 'side-menu';

export function SideMenu({ items, user = null }: { items: readonly NavItem[]; user?: AccountUser | null }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (dialogRef.current?.open) dialogRef.current.close();
  }, [pathname, search]);

  function show() {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setOpen(true);
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
      <button ref={buttonRef} type="button" className="icon-button menu-button" aria-haspopup="dialog" aria-expanded={open} aria-controls={SIDE_MENU_ID} onClick={show}>
        <MenuIcon />
        <span className="visually-hidden">Menu</span>
      </button>
      <dialog
        id={SIDE_MENU_ID}
        ref={dialogRef}
        className="side-menu"
        aria-labelledby="side-menu-title"
        onClick={onDialogClick}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
      >
        <div className="side-menu-inner">
          <div className="side-menu-head">
            <p id="side-menu-title" className="wordmark">
              {STORE_NAME}
            </p>
            <button type="button" className="icon-button" onClick={close} aria-label="Close menu">
              <CloseIcon />
            </button>
          </div>

          <nav aria-label="Menu">
            <ul className="side-menu-list">
              {items.map((item) => (
                <li key={item.id}>
                  <SideMenuItem item={item} />
                </li>
              ))}
            </ul>
          </nav>

          <section className="side-menu-account" aria-label="Your account">
            <AccountPanelContent user={user} />
          </section>

          <ul className="side-menu-services" aria-label="Store services">
            <li>
              <Link to="/locations">
                <PinIcon size={18} />
                <span>Store locator</span>
              </Link>
            </li>
            <li>
              <Link to="/sales/guest/form">
                <TruckIcon size={18} />
                <span>Track order</span>
              </Link>
            </li>
            <li>
              <a href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer">
                <ChatIcon size={18} />
                <span>WhatsApp</span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
      </dialog>
    </>
  );
}

function SideMenuItem({ item }: { item: NavItem }) {
  if (item.kind === 'link') {
    return (
      <NavLink to={item.href} className="side-menu-link">
        <span>{item.label}</span>
        {item.ribbon && <NavRibbon text={item.ribbon} />}
      </NavLink>
    );
  }
  if (item.kind === 'external') {
    return (
      <a href={item.href} className="side-menu-link" target="_blank" rel="noopener noreferrer">
        <span>{item.label}</span>
        <ExternalIcon size={16} />
        <span className="visually-hidden">{` (${item.hint})`}</span>
      </a>
    );
  }
  return (
    <details name="side-menu" className="side-menu-group">
      <summary className="side-menu-link">{item.label}</summary>
      <div className="side-menu-columns">
        {item.columns.map((column, i) => (
          <div key={i} className="side-menu-column">
            {column.heading && <p className="nav-heading">{column.heading}</p>}
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}
