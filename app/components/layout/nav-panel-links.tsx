// What the server sends inside a closed navigation panel (main-nav.tsx): the top-level category links
// only, not the whole panel. The panels are hidden until a shopper opens one, and their code arrives
// as the pointer or focus first comes to the navigation (before any panel opens), so the full columns,
// quick links and picture were some 270 elements of every page's HTML that the browser parsed, kept
// and counted for nobody (docs/decisions/2026-12-02-leaner-pages.md). What stays is what a crawler
// needs to find the categories from any page (the sitemap lists the sub-categories), and what a
// panel opened before its code arrives shows: its category's own listing, or every category.
import type { NavDropdown, NavLink } from '../../lib/navigation';
import { IslandLink } from './island-link';

/** A category's own listing: /jewellery/{slug}, no sub-category and no filter. */
const TOP_LEVEL = /^\/jewellery\/[^/?#]+$/;

/** The dropdown's links to top-level categories, in its order, each once. */
export function topLevelLinks(item: NavDropdown): NavLink[] {
  const seen = new Set<string>();
  const links: NavLink[] = [];
  for (const column of item.columns) {
    for (const link of column.links) {
      if (!TOP_LEVEL.test(link.href) || seen.has(link.href)) continue;
      seen.add(link.href);
      links.push(link);
    }
  }
  return links;
}

/** Server only: the island markup of a closed panel (its links go through the router all the same). */
export function NavPanelLinks({ item }: { item: NavDropdown }) {
  return (
    <div className="container nav-panel-inner">
      <ul className="nav-panel-top">
        {topLevelLinks(item).map((link) => (
          <li key={link.href}>
            <IslandLink to={link.href} className="nav-panel-link">
              {link.label}
            </IslandLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
