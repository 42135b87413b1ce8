// A whole-page message (not found, coming soon, an error): a heading, a line of text and a way back
// home, in the store's quiet display style.
import type { ReactNode } from 'react';
import { Link } from '../../lib/link';

export function PageMessage({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="page-message container">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="display">{title}</h1>
      <p>{children}</p>
      <p className="actions">
        <Link className="button" to="/">
          Back to the home page
        </Link>
        {actions}
      </p>
    </section>
  );
}
