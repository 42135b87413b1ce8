// Breadcrumb and heading of a content-backed page with a module of its own (education, fair pricing,
// news, collections), in the same markup and classes as routes/content-page.tsx so they look alike.
import { Link } from 'react-router';
import type { ContentPage } from '../../../domain/content/page';

export interface Crumb {
  name: string;
  path: string;
}

export function PageHead({ page, trail = [] }: { page: Pick<ContentPage, 'heading' | 'eyebrow' | 'summary'>; trail?: readonly Crumb[] }) {
  return (
    <>
      <nav className="content-breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {trail.map((c) => (
            <li key={c.path}>
              <Link to={c.path}>{c.name}</Link>
            </li>
          ))}
          <li>
            <span aria-current="page">{page.heading}</span>
          </li>
        </ol>
      </nav>
      <header className="content-head">
        {page.eyebrow ? <p className="eyebrow">{page.eyebrow}</p> : null}
        <h1 className="display">{page.heading}</h1>
        {page.summary ? <p className="content-summary">{page.summary}</p> : null}
      </header>
    </>
  );
}

export function PageLinks({ links }: { links: ContentPage['links'] }) {
  if (links.length === 0) return null;
  return (
    <ul className="content-links">
      {links.map((l) => (
        <li key={l.to}>
          <Link className="button button-quiet" to={l.to}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
