// Sends the footer's newsletter form (docs/spec.md#first-7 subscription, #first-8 toasts; docs/spec.md#second-5 "Newsletter
// email": a human check runs on submit, then the subscribe call). Loaded on the first submit, like
// the captcha's solver it brings (app/lib/captcha.ts): the form itself is static markup in every
// page's footer (see site-footer.tsx), so no page's first load pays for either.
import { solveCaptcha } from '../../lib/captcha';
import { toast } from '../../lib/toast';
import { SUBSCRIPTION_TOASTS } from '../../../domain/engagement/messages';

async function subscribe(email: string): Promise<'subscribed' | 'exists' | 'failed'> {
  try {
    const captcha = await solveCaptcha();
    if (!captcha) return 'failed';
    const res = await fetch('/api/subscription', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, captcha }),
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
    toast(SUBSCRIPTION_TOASTS.subscribed);
    form.reset();
  } else if (outcome === 'exists') {
    toast(SUBSCRIPTION_TOASTS.already);
  } else {
    toast(SUBSCRIPTION_TOASTS.failed, { kind: 'error' });
  }
}
