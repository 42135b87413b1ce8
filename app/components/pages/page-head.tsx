// Breadcrumb and heading of a page whose words are a content file: routes/content-page.tsx and the
// modules of their own (education, fair pricing, news, collections), so they look alike.
import type { ReactNode } from 'react';
import { Link } from '../../lib/link';
import type { ContentPage } from '../../../domain/content/page';
import type { Crumb } from '../../../domain/listing/category-path';
import { Breadcrumb } from '../ui/breadcrumb';

/** `children` are further lines of the header (a policy's last update). */
export function PageHead({
  page,
  trail = [],
  children,
}: {
  page: Pick<ContentPage, 'heading' | 'eyebrow' | 'summary' | 'path'>;
  trail?: readonly Crumb[];
  children?: ReactNode;
}) {
  return (
    <>
      <Breadcrumb crumbs={[{ name: 'Home', path: '/' }, ...trail, { name: page.heading, path: page.path }]} />
      <header className="content-head">
        {page.eyebrow ? <p className="eyebrow">{page.eyebrow}</p> : null}
        <h1 className="display">{page.heading}</h1>
        {page.summary ? <p className="content-summary">{page.summary}</p> : null}
        {children}
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
