// Home > Jewellery > category > name (docs/spec.md#second-2), the last crumb the current page.
import { Link } from '../../lib/link';

export interface Crumb {
  name: string;
  path: string;
}

export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav className="pp-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {trail.map((c, i) => (
          <li key={c.path}>
            {i === trail.length - 1 ? <span aria-current="page">{c.name}</span> : <Link to={c.path}>{c.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
