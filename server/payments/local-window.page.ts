// The local test double's payment window (docs/api.md: "a local payment window instead of the provider's
// script"): a small page of its own, shown by the checkout in a dialog's frame. Every value that comes
// from the query or the database is escaped; its script is a separate file, so the page keeps the
// store's strict script policy.
import { escapeHtml } from '../../domain/notifications/escape-html.ts';
import { formatINR } from '../../domain/money/inr.ts';

const STYLE = `
:root{color-scheme:light dark;--ground:#fbf8f3;--card:#fff;--ink:#1d1b18;--muted:#5c564d;--line:#e4dccf;--accent:#0e5a47;--accent-ink:#fff;--danger:#9b2c2c}
@media (prefers-color-scheme:dark){:root{--ground:#1b1a18;--card:#25231f;--ink:#f3eee6;--muted:#c2b9aa;--line:#3a362f;--accent:#7fcfb3;--accent-ink:#10201a;--danger:#f2a7a7}}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--ground);color:var(--ink)}
main{max-width:420px;margin:0 auto;padding:24px 20px}
.card{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:20px}
h1{font:400 22px/1.3 Georgia,"Times New Roman",serif;margin:0 0 4px;letter-spacing:.04em}
.badge{display:inline-block;font-size:12px;letter-spacing:.08em;text-transform:uppercase;border:1px solid var(--accent);color:var(--accent);border-radius:3px;padding:1px 6px;margin-bottom:12px}
.amount{font-size:28px;font-weight:600;margin:8px 0 4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:12px 0;color:var(--muted);font-size:14px}dd{margin:0;color:var(--ink);overflow-wrap:anywhere}
.note{color:var(--muted);font-size:13px}
button{font:inherit;width:100%;min-height:44px;border-radius:4px;cursor:pointer;margin-top:10px}
.pay{background:var(--accent);color:var(--accent-ink);border:1px solid var(--accent);font-weight:600}
.fail{background:transparent;color:var(--danger);border:1px solid var(--danger)}
.cancel{background:transparent;color:var(--ink);border:1px solid var(--line)}
button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
button:disabled{opacity:.6;cursor:progress}
#status{min-height:1.5em;margin-top:12px;font-weight:600}
`;

export function localWindowPage(input: {
  orderId: string;
  amountPaise: number;
  receipt: string;
  prefill: { name: string; email: string; contact: string };
}): string {
  const amount = formatINR(Math.round(input.amountPaise / 100));
  const row = (label: string, value: string) =>
    value ? `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>` : '';
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Pay ${escapeHtml(amount)} · Suvarna (test mode)</title><style>${STYLE}</style></head>
<body><main><div class="card" data-order="${escapeHtml(input.orderId)}">
<span class="badge">Test mode</span>
<h1>Suvarna</h1>
<p class="amount">${escapeHtml(amount)}</p>
<dl>${row('Order', input.receipt)}${row('Name', input.prefill.name)}${row('Email', input.prefill.email)}${row('Phone', input.prefill.contact)}</dl>
<p class="note">This is the store's own test payment window: no card is charged. Choose what the payment should do.</p>
<button type="button" class="pay" data-outcome="success">Pay ${escapeHtml(amount)}</button>
<button type="button" class="fail" data-outcome="failure">Make the payment fail</button>
<button type="button" class="cancel" data-outcome="dismiss">Cancel</button>
<p id="status" role="status" aria-live="polite"></p>
</div></main><script src="/payments/local/window.js" defer></script></body></html>`;
}

export function localWindowMessagePage(title: string, text: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Suvarna</title><style>${STYLE}</style></head><body><main><div class="card"><span class="badge">Test mode</span><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></div></main></body></html>`;
}

/** The window's script: posts the outcome to the checkout that opened it, as the provider's handler would get it. */
export const LOCAL_WINDOW_SCRIPT = `(() => {
  const card = document.querySelector('[data-order]');
  const status = document.getElementById('status');
  const buttons = [...document.querySelectorAll('button[data-outcome]')];
  const target = window.parent !== window ? window.parent : window.opener;
  const tell = (message) => { if (target) target.postMessage({ source: 'suvarna-local-pay', ...message }, location.origin); };
  buttons.forEach((button) => button.addEventListener('click', async () => {
    const outcome = button.dataset.outcome;
    if (outcome === 'dismiss') { tell({ type: 'dismiss' }); status.textContent = 'Payment cancelled.'; return; }
    buttons.forEach((b) => { b.disabled = true; });
    status.textContent = outcome === 'success' ? 'Paying…' : 'Failing the payment…';
    try {
      const res = await fetch(location.pathname + '/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome }) });
      const body = await res.json();
      if (res.ok && body.razorpay_signature) { status.textContent = 'Payment successful.'; tell({ type: 'success', reply: body }); return; }
      status.textContent = body.error ? 'The payment failed.' : (body.message || 'The payment could not be made.');
      tell({ type: 'failure', error: body.error || { code: body.reason, description: body.message } });
      if (body.error) buttons.forEach((b) => { b.disabled = false; });
    } catch {
      status.textContent = 'The payment could not be made. Please try again.';
      buttons.forEach((b) => { b.disabled = false; });
    }
  }));
  if (card) buttons[0].focus();
})();
`;
