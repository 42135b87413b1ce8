// The mobile bottom bar (spec: "home, login/profile, WhatsApp chat, cart (badge shows the count of
// cart lines), search"), shown under 768 px only. Search focuses the header search box, which opens
// its dropdown. Logged in, the account item leads to the dashboard instead of the login page. Beyond
// 600 px of scrolling a sixth item takes the shopper back to the top: on a phone the bar is the only
// thing that floats, so no button covers a field, a button or a price of the page.
import { Link, NavLink } from '../../lib/link';
import { ArrowUpIcon, BagIcon, ChatIcon, HomeIcon, SearchIcon, UserIcon } from '../ui/icons';
import { scrollToTop, useScrolledPast } from '../../lib/scroll-to-top';
import { useStoreContacts, whatsappUrl } from '../../lib/contacts';
import { useAccountUser, type AccountUser } from './account-menu';
import { useCartCount } from '../../state/cart';

function focusSearch() {
  const input = document.getElementById('site-search');
  // The header is sticky, so the box is on screen: focusing it opens the dropdown.
  if (input instanceof HTMLInputElement) input.focus();
}

export function MobileBar({ user: given = null }: { user?: AccountUser | null }) {
  // Logged in on this device (known after hydration): the item leads to the dashboard.
  const user = useAccountUser(given);
  // The badge is the count of cart lines (spec), live from the device cart.
  const cartLines = useCartCount();
  const contacts = useStoreContacts();
  const scrolled = useScrolledPast();
  return (
    <nav className="mobile-bar" aria-label="Quick links">
      <NavLink to="/" end className="mobile-bar-item">
        <HomeIcon />
        <span>Home</span>
      </NavLink>
      <NavLink to={user ? '/dashboard' : '/login'} className="mobile-bar-item">
        <UserIcon />
        <span>{user ? 'Profile' : 'Login'}</span>
      </NavLink>
      <a
        href={contacts ? whatsappUrl(contacts.whatsapp) : '/customer-service'}
        target="_blank"
        rel="noopener noreferrer"
        className="mobile-bar-item"
      >
        <ChatIcon />
        <span>Chat</span>
        <span className="visually-hidden"> on WhatsApp (opens in a new tab)</span>
      </a>
      {/* The name starts with the visible word (WCAG 2.5.3 label in name); the count follows it. */}
      <Link to="/cart" className="mobile-bar-item mobile-bar-cart">
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
      {scrolled ? (
        <button type="button" className="mobile-bar-item" onClick={scrollToTop}>
          <ArrowUpIcon />
          <span>Top</span>
          <span className="visually-hidden"> of the page</span>
        </button>
      ) : null}
    </nav>
  );
}
