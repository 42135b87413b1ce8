// Newsletter sign-up (docs/spec.md#first-8 toasts 'Already Subscribed', 'Successfully Subscribed',
// 'Subscription Failed'): the form's markup, rendered on the server inside the footer's static
// island. Its submit is delegated by the footer to newsletter-submit.ts, which the browser loads on
// the first submit.
import { useId } from 'react';
import { NEWSLETTER_MAX_LENGTH } from '../../lib/site';

export const NEWSLETTER_FORM_CLASS = 'newsletter';

export function NewsletterForm() {
  const id = useId();
  return (
    <form className={NEWSLETTER_FORM_CLASS} aria-busy="false">
      <label htmlFor={id} className="footer-title">
        Newsletter
      </label>
      <p className="muted">New collections and offers, once in a while.</p>
      <div className="newsletter-row">
        <input
          id={id}
          type="email"
          name="email"
          required
          maxLength={NEWSLETTER_MAX_LENGTH}
          autoComplete="email"
          placeholder="Your email address"
        />
        <button type="submit" className="button">
          Subscribe
        </button>
      </div>
    </form>
  );
}
