// The not-found page (/404, the catch-all, a listing or content page that does not exist): a way to
// search, the pages shoppers most often look for, and the way home. The routes mark it noindex.
import { Link } from '../../lib/link';
// Its styles are the root's (root.tsx): a module with no side effect of its own is left out of the
// browser's first load, where only the lazy boundary in root.tsx needs it.
import { NOT_FOUND_TITLE, SEARCH_MAX_LENGTH, SEARCH_PLACEHOLDER } from '../../lib/site';

const HELPFUL_LINKS = [
  { to: '/jewellery', label: 'All jewellery' },
  { to: '/trending', label: 'Trending' },
  { to: '/sales/guest/form', label: 'Track an order' },
  { to: '/faq', label: 'FAQ' },
  { to: '/locations', label: 'Find a store' },
  { to: '/customer-service', label: 'Customer service' },
] as const;

export function NotFound() {
  return (
    <section className="page-message not-found container" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title" className="display">
        {NOT_FOUND_TITLE}
      </h1>
      <p>The page you were looking for has moved or never existed. Search our collections, or try one of these.</p>
      {/* A plain GET form: it works before the page's script has loaded, and the listing reads ?query=. */}
      <form className="not-found-search" role="search" action="/jewellery" method="get">
        <label className="visually-hidden" htmlFor="not-found-query">
          Search jewellery
        </label>
        <input
          id="not-found-query"
          name="query"
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={SEARCH_PLACEHOLDER}
          required
        />
        <button className="button" type="submit">
          Search
        </button>
      </form>
      <nav aria-label="Helpful pages">
        <ul className="not-found-links">
          {HELPFUL_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="actions">
        <Link className="button button-quiet" to="/">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
