// The frame of the account pages: a calm card on the page's background with an eyebrow, a title in
// the display face, a line of introduction, the form, and quiet links beneath.
import type { ReactNode } from 'react';
import '../../styles/account.css';

export function AccountPage({
  eyebrow,
  title,
  intro,
  children,
  footer,
  wide = false,
}: {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="container account-page">
      <section className={wide ? 'account-card account-card-wide' : 'account-card'} aria-labelledby="account-title">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id="account-title" className="display account-heading">
          {title}
        </h1>
        {intro ? <p className="account-intro">{intro}</p> : null}
        {children}
        {footer ? <div className="account-footer">{footer}</div> : null}
      </section>
    </div>
  );
}
