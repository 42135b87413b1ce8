// A page's trail from Home (listings: Home > Jewellery > category, docs/spec.md#first-2; content pages,
// the locator, the size guides); the last crumb is the current page.
import { Link } from '../../lib/link';
import type { Crumb } from '../../../domain/listing/category-path';

export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={c.path}>
              <span aria-current="page">{c.name}</span>
            </li>
          ) : (
            <li key={c.path}>
              <Link to={c.path}>{c.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
