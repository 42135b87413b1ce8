// Sends the footer's newsletter form (spec: storefront §8 toasts). Posts JSON to /api/subscription;
// until that endpoint exists every attempt honestly ends in 'Subscription Failed'. Loaded on the
// first submit: the form itself is static markup (see site-footer.tsx).
import { toast } from '../../lib/toast';

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

export async function submitNewsletter(form: HTMLFormElement): Promise<void> {
  // aria-busy doubles as the guard against a second submit while the first is on its way.
  if (form.getAttribute('aria-busy') === 'true') return;
  const email = String(new FormData(form).get('email') ?? '').trim();
  form.setAttribute('aria-busy', 'true');
  const outcome = await subscribe(email);
  form.setAttribute('aria-busy', 'false');
  if (outcome === 'subscribed') {
    toast('Successfully Subscribed');
    form.reset();
  } else if (outcome === 'exists') {
    toast('Already Subscribed');
  } else {
    toast('Subscription Failed', { kind: 'error' });
  }
}
