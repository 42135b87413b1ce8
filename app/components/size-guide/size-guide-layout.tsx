// The frame both size guides share: breadcrumb, heading, the shopper's ways to measure, and where
// to have it measured in a store.
import type { ReactNode } from 'react';
import { Link } from '../../lib/link';
import { useStoreContacts, whatsappUrl } from '../../lib/contacts';
import { Breadcrumb } from '../ui/breadcrumb';

/** `path` is the guide's canonical URL, the breadcrumb's last step. */
export function SizeGuideLayout({
  title,
  path,
  intro,
  children,
}: {
  title: string;
  path: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="container sg-page">
      <Breadcrumb
        crumbs={[
          { name: 'Home', path: '/' },
          { name: title, path },
        ]}
      />
      <header className="sg-head">
        <p className="eyebrow">Size guide</p>
        <h1 className="display">{title}</h1>
        <div className="muted sg-intro">{intro}</div>
      </header>
      {children}
    </article>
  );
}

/** Where the shopper can have a size taken by our staff. */
export function BookSizing({ piece }: { piece: string }) {
  const contacts = useStoreContacts();
  return (
    <section className="sg-book" aria-labelledby="sg-book-title">
      <h2 id="sg-book-title" className="sg-title">
        Measured in store, in a minute
      </h2>
      <p>
        Our staff size {piece} with the same gauges as this table, free of charge, at any of our showrooms in Kochi,
        Kozhikode and Thrissur. Tell us when you would like to come and we keep a gauge set ready for you.
      </p>
      <p className="sg-book-actions">
        {contacts ? (
          <a
            className="button"
            href={whatsappUrl(
              contacts.whatsapp,
              `Hello Suvarna, I would like to book an in-store sizing for ${piece}.`,
            )}
            target="_blank"
            rel="noopener noreferrer"
          >
            Book an in-store sizing<span className="visually-hidden"> on WhatsApp (opens in a new tab)</span>
          </a>
        ) : null}
        <Link className="button button-quiet" to="/locations">
          Find a showroom
        </Link>
      </p>
    </section>
  );
}
