// A navigation dropdown's columns and picture (main-nav.tsx): rendered in the browser once the pointer
// or focus first comes to the navigation (the server's closed panels hold only nav-panel-links.tsx).
import { Link as RouterLink } from '../../lib/link';
import type { NavDropdown } from '../../lib/navigation';
import { IslandLink } from './island-link';

// Rendered alone on the server (tests), it is island markup; the browser's links prefetch on hover.
const Link = import.meta.env.SSR ? IslandLink : RouterLink;

/** The columns and the picture; the side menu shows the same columns inside its accordions. */
export function DropdownPanel({ item }: { item: NavDropdown }) {
  let headingId = '';
  return (
    <div className="container nav-panel-inner">
      <div className="nav-columns" style={{ '--nav-columns': item.columns.length } as React.CSSProperties}>
        {item.columns.map((column, i) => {
          // A column split from a long one has no heading of its own: it belongs to the one before.
          if (column.heading) headingId = `${item.id}-col-${i}`;
          return (
            <div key={i} className="nav-column">
              {column.heading ? (
                <p id={headingId} className="nav-heading">
                  {column.heading}
                </p>
              ) : (
                <p className="nav-heading" aria-hidden="true">
                  {'\u00a0'}
                </p>
              )}
              <ul aria-labelledby={headingId || undefined}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="nav-panel-link" prefetch="intent">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      {item.image && (
        <Link to={item.image.href} className="nav-feature">
          <img
            src={item.image.src}
            alt={item.image.alt}
            width={item.image.width}
            height={item.image.height}
            loading="lazy"
            decoding="async"
          />
          <span>{item.image.caption}</span>
        </Link>
      )}
    </div>
  );
}
