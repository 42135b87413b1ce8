// The mobile bottom bar (spec: "home, login/profile, WhatsApp chat, cart (badge shows the count of
// cart lines), search"), shown under 768 px only. Search focuses the header search box.
import { Link, NavLink } from 'react-router';
import { BagIcon, ChatIcon, HomeIcon, SearchIcon, UserIcon } from '../ui/icons';
import { WHATSAPP_URL } from '../../lib/site';

function focusSearch() {
  const input = document.getElementById('site-search');
  if (!(input instanceof HTMLInputElement)) return;
  input.scrollIntoView({ block: 'center' });
  input.focus();
}

export function MobileBar({ cartLines = 0 }: { cartLines?: number }) {
  return (
    <nav className="mobile-bar" aria-label="Quick links">
      <NavLink to="/" end className="mobile-bar-item">
        <HomeIcon />
        <span>Home</span>
      </NavLink>
      <NavLink to="/login" className="mobile-bar-item">
        <UserIcon />
        <span>Account</span>
      </NavLink>
      <a href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer" className="mobile-bar-item">
        <ChatIcon />
        <span>Chat</span>
        <span className="visually-hidden"> on WhatsApp (opens in a new tab)</span>
      </a>
      {/* The name starts with the visible word (WCAG 2.5.3 label in name); the count follows it. */}
      <Link to="/cart" className="mobile-bar-item">
        <span className="mobile-bar-icon">
          <BagIcon />
          <span className="count-badge" aria-hidden="true">
            {cartLines}
          </span>
        </span>
        <span>Cart</span>
        <span className="visually-hidden">, {cartLines === 1 ? '1 item' : `${cartLines} items`}</span>
      </Link>
      <button type="button" className="mobile-bar-item" onClick={focusSearch} aria-controls="site-search">
        <SearchIcon />
        <span>Search</span>
      </button>
    </nav>
  );
}
