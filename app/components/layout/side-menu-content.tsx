// What the mobile side menu holds (docs/spec.md#second-2 "A mobile side menu exists"): the same
// navigation as the desktop bar, each dropdown an accordion (one open at a time), then the account
// and store services. The browser fetches this module when the shopper reaches for the menu button,
// and renders it into the dialog (see side-menu.tsx).
//
// What the header already holds (the account panel, the ribbon) is handed in rather than imported:
// a lazily loaded module that imported the root route's own modules would make the bundler split
// the root route into a facade and a shared chunk, costing the first load more than it saves.
import type { ComponentType, ReactNode } from 'react';
import { Link, NavLink } from '../../lib/link';
import type { NavItem } from '../../lib/navigation';
import { CHAT_REQUEST_EVENT } from '../../lib/chat-request';
import { STORE_NAME } from '../../lib/site';
import { ChatIcon, CloseIcon, ExternalIcon, PinIcon, TruckIcon } from '../ui/icons';

type Ribbon = ComponentType<{ text: string }>;

interface Props {
  items: readonly NavItem[];
  /** The account panel's words and buttons (AccountPanelContent). */
  account: ReactNode;
  Ribbon: Ribbon;
  /** The store's WhatsApp chat (its number is configuration: app/lib/contacts.ts); none on an error page. */
  whatsappHref: string | null;
  onClose: () => void;
}

export function SideMenuContent({ items, account, Ribbon, whatsappHref, onClose }: Props) {
  return (
    <div className="side-menu-inner">
      <div className="side-menu-head">
        <p id="side-menu-title" className="wordmark">
          {STORE_NAME}
        </p>
        <button type="button" className="icon-button" onClick={onClose} aria-label="Close menu">
          <CloseIcon />
        </button>
      </div>

      <nav aria-label="Menu">
        <ul className="side-menu-list">
          {items.map((item) => (
            <li key={item.id}>
              <SideMenuItem item={item} Ribbon={Ribbon} />
            </li>
          ))}
        </ul>
      </nav>

      <section className="side-menu-account" aria-label="Your account">
        {account}
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
          <button
            type="button"
            onClick={() => {
              onClose();
              window.dispatchEvent(new Event(CHAT_REQUEST_EVENT));
            }}
          >
            <ChatIcon size={18} />
            <span>Ask a consultant to message you</span>
          </button>
        </li>
        {whatsappHref && (
          <li>
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
              <ChatIcon size={18} />
              <span>WhatsApp</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
function SideMenuItem({ item, Ribbon }: { item: NavItem; Ribbon: Ribbon }) {
  if (item.kind === 'link') {
    return (
      <NavLink to={item.href} className="side-menu-link">
        <span>{item.label}</span>
        {item.ribbon && <Ribbon text={item.ribbon} />}
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
