// The footer: the newsletter sign-up, help, policies and the copyright with the current year. Static
// markup (static-island.tsx): the browser keeps the server's HTML without the code that made it; its
// links go through the router and the newsletter form's submit is delegated here, its code loaded on
// the first submit.
import type { FormEvent } from 'react';
import { FooterContent } from './footer-content';
import { NEWSLETTER_FORM_CLASS } from './newsletter-form';
import { StaticIsland } from './static-island';

function onSubmit(event: FormEvent<HTMLElement>) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.classList.contains(NEWSLETTER_FORM_CLASS)) return;
  event.preventDefault();
  void import('./newsletter-submit').then((m) => m.submitNewsletter(form));
}

export function SiteFooter() {
  return (
    // The same on every page of a year (its copyright line).
    <StaticIsland
      name="footer"
      as="footer"
      className="site-footer"
      onSubmit={onSubmit}
      markupKey={import.meta.env.SSR ? `footer:${new Date().getFullYear()}` : undefined}
    >
      {import.meta.env.SSR && <FooterContent />}
    </StaticIsland>
  );
}
