// The header (spec: storefront "Header"): the menu button of small screens, the wordmark, the search
// box with its dropdown, compare / wishlist / cart counts, the account dropdown and the theme switch,
// then the main navigation on wide screens. The counts are wired by the cart issue (props for now).
import { Link } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { STORE_NAME } from '../../lib/site';
import { SearchBox } from '../search/search-box';
import { BagIcon, CompareIcon, HeartIcon } from '../ui/icons';
import { AccountMenu, type AccountUser } from './account-menu';
import { MainNav } from './main-nav';
import { SideMenu } from './side-menu';
import { ThemeToggle } from './theme-toggle';

export interface HeaderCounts {
  compare: number;
  wishlist: number;
  cart: number;
}

const NO_COUNTS: HeaderCounts = { compare: 0, wishlist: 0, cart: 0 };

function CountLink({ to, label, count, className = '', children }: { to: string; label: string; count: number; className?: string; children: React.ReactNode }) {
  return (
    <Link to={to} className={`icon-button count-link ${className}`.trim()} aria-label={`${label}, ${count} ${count === 1 ? 'item' : 'items'}`}>
      {children}
      <span className="count-badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

export function SiteHeader({ navigation, user = null, counts = NO_COUNTS }: { navigation: readonly NavItem[]; user?: AccountUser | null; counts?: HeaderCounts }) {
  return (
    <header className="site-header">
      <div className="container header-bar">
        <SideMenu items={navigation} user={user} />
        <Link to="/" className="wordmark" aria-label={`${STORE_NAME}, home`}>
          {STORE_NAME}
        </Link>
        <SearchBox />
        <nav className="header-actions" aria-label="Your lists and account">
          <CountLink to="/compare_list" label="Compare" count={counts.compare} className="header-compare">
            <CompareIcon />
          </CountLink>
          <CountLink to="/wishlists" label="Wishlist" count={counts.wishlist}>
            <HeartIcon />
          </CountLink>
          <CountLink to="/cart" label="Cart" count={counts.cart}>
            <BagIcon />
          </CountLink>
          <AccountMenu user={user} />
          <ThemeToggle />
        </nav>
      </div>
      <MainNav items={navigation} />
    </header>
  );
}
