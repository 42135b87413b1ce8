// Newsletter sign-up (spec: storefront §8 toasts 'Already Subscribed', 'Successfully Subscribed',
// 'Subscription Failed'). Posts JSON to /api/subscription; until that endpoint exists every attempt
// honestly ends in 'Subscription Failed'.
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { NEWSLETTER_MAX_LENGTH } from '../../lib/site';

async function subscribe(email: string): Promise<'subscribed' | 'exists' | 'failed'> {
  try {
    const res = await fetch('/api/subscription', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (!res.ok) return 'failed';
    const body = (await res.json()) as { result?: { user_exists?: boolean } } | null;
    return body?.result?.user_exists ? 'exists' : 'subscribed';
  } catch {
    return 'failed';
  }
}

export function NewsletterForm() {
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setBusy(true);
    const outcome = await subscribe(email);
    setBusy(false);
    if (outcome === 'subscribed') {
      toast('Successfully Subscribed');
      form.reset();
    } else if (outcome === 'exists') {
      toast('Already Subscribed');
    } else {
      toast('Subscription Failed', { kind: 'error' });
    }
  }

  return (
    <form className="newsletter" onSubmit={onSubmit} aria-busy={busy}>
      <label htmlFor={id} className="footer-title">
        Newsletter
      </label>
      <p className="muted">New collections and offers, once in a while.</p>
      <div className="newsletter-row">
        <input id={id} type="email" name="email" required maxLength={NEWSLETTER_MAX_LENGTH} autoComplete="email" placeholder="Your email address" />
        <button type="submit" className="button">
          Subscribe
        </button>
      </div>
    </form>
  );
}
