// The header (spec: storefront "Header"): the menu button of small screens, the wordmark, the search
// box with its dropdown, compare / wishlist / cart counts, the account dropdown and the theme switch,
// then the main navigation on wide screens. The counts follow the device's lists live (app/state): the
// server renders 0 and the stored lists arrive after hydration.
import { Link } from '../../lib/link';
import type { ListKind } from '../../../domain/cart/list-rules';
import { useListCount } from '../../state/lists';
import { CartMenu, itemsLabel } from '../cart/cart-menu';
import type { NavItem } from '../../lib/navigation';
import { STORE_NAME } from '../../lib/site';
import { SearchBox } from '../search/search-box';
import { CompareIcon, HeartIcon } from '../ui/icons';
import { AccountMenu, type AccountUser } from './account-menu';
import { MainNav } from './main-nav';
import { SideMenu } from './side-menu';
import { ThemeToggle } from './theme-toggle';

function CountLink({
  to,
  label,
  list,
  className = '',
  children,
}: {
  to: string;
  label: string;
  list: ListKind;
  className?: string;
  children: React.ReactNode;
}) {
  const count = useListCount(list);
  return (
    <Link
      to={to}
      className={`icon-button count-link ${className}`.trim()}
      aria-label={`${label}, ${itemsLabel(count)}`}
    >
      {children}
      <span className="count-badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

export function SiteHeader({ navigation, user = null }: { navigation: readonly NavItem[]; user?: AccountUser | null }) {
  return (
    <header className="site-header">
      <div className="container header-bar">
        <SideMenu items={navigation} user={user} />
        <Link to="/" className="wordmark" aria-label={`${STORE_NAME}, home`}>
          {STORE_NAME}
        </Link>
        <SearchBox />
        <nav className="header-actions" aria-label="Your lists and account">
          <CountLink to="/compare_list" label="Compare" list="compare" className="header-compare">
            <CompareIcon />
          </CountLink>
          <CountLink to="/wishlists" label="Wishlist" list="wishlist" className="header-wishlist">
            <HeartIcon />
          </CountLink>
          <CartMenu />
          <AccountMenu user={user} />
          <ThemeToggle />
        </nav>
      </div>
      <MainNav items={navigation} />
    </header>
  );
}
