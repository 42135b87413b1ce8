// The header (spec: storefront "Header"): wordmark, category navigation, the search box, compare /
// wishlist / cart counts, the account link and the theme switch. The counts, the search dropdown and
// the account dropdown are wired by later steps; the search box already submits to the listing.
import { Link, NavLink } from 'react-router';
import { BagIcon, CompareIcon, HeartIcon, SearchIcon, UserIcon } from '../ui/icons';
import { SEARCH_MAX_LENGTH, SEARCH_PLACEHOLDER, STORE_NAME } from '../../lib/site';
import { ThemeToggle } from './theme-toggle';

export interface NavCategory {
  slug: string;
  name: string;
}

function CountLink({ to, label, count, children }: { to: string; label: string; count: number; children: React.ReactNode }) {
  return (
    <Link to={to} className="icon-button count-link" aria-label={`${label}, ${count} ${count === 1 ? 'item' : 'items'}`}>
      {children}
      <span className="count-badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

export function SiteHeader({ navigation }: { navigation: readonly NavCategory[] }) {
  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link to="/" className="wordmark" aria-label={`${STORE_NAME}, home`}>
          {STORE_NAME}
        </Link>
        <form className="search-box" role="search" method="get" action="/jewellery">
          <label htmlFor="site-search" className="visually-hidden">
            Search jewellery
          </label>
          <SearchIcon size={18} />
          <input id="site-search" type="search" name="query" placeholder={SEARCH_PLACEHOLDER} maxLength={SEARCH_MAX_LENGTH} autoComplete="off" enterKeyHint="search" />
        </form>
        <nav className="header-actions" aria-label="Your lists and account">
          <CountLink to="/compare_list" label="Compare" count={0}>
            <CompareIcon />
          </CountLink>
          <CountLink to="/wishlists" label="Wishlist" count={0}>
            <HeartIcon />
          </CountLink>
          <CountLink to="/cart" label="Cart" count={0}>
            <BagIcon />
          </CountLink>
          <Link to="/login" className="icon-button" aria-label="Account: log in or sign up">
            <UserIcon />
          </Link>
          <ThemeToggle />
        </nav>
      </div>
      <nav className="category-nav" aria-label="Jewellery categories">
        <ul className="container">
          {navigation.map((c) => (
            <li key={c.slug}>
              <NavLink to={`/jewellery/${c.slug}`} prefetch="intent">
                {c.name}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/trending" prefetch="intent">
              Trending
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
