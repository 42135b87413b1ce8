// One return as staff work it, the same on /admin/returns and on the order's page: its state, reason
// and note, the photos, the bank account behind its button, the quality check, the decision, the
// refund, the history, and a form per step the state table allows (receive, quality check, approve
// or reject with a note, refund with an Idempotency-Key per attempt). Each step is the same call
// (POST /api/admin/returns/{id}/{step}); the server's refusal shows under the panel's heading.
import { useRef, useState } from 'react';
import { Link } from '../../lib/link';
import { formatINR } from '../../../domain/money/inr';
import type { ReturnView } from '../../../domain/orders/return-schemas';
import { RETURN_STATE_LABELS, type ReturnAct } from '../../../domain/orders/return-states';
import { adminCall, problemOf } from '../../lib/admin-api';
import { ReturnBankDetails } from './return-bank-details';
import { ReturnPhotos } from './return-photos';
import { AdminError } from './admin-error';

const ACT_LABELS: Record<ReturnAct, string> = {
  receive: 'Record receipt',
  check: 'Record quality check',
  approve: 'Approve',
  reject: 'Reject',
  refund: 'Refund',
};
const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The body of a step's call from its form. */
function bodyOf(what: ReturnAct, form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const text = (k: string) => String(data.get(k) ?? '').trim();
  if (what === 'check') return { passed: data.get('passed') === 'yes', note: text('note') };
  if (what === 'refund') return text('reference') ? { reference: text('reference') } : {};
  return text('note') ? { note: text('note') } : {};
}

export function ReturnPanel({
  ret,
  mayAct,
  onChange,
  orderLink = true,
}: {
  ret: ReturnView;
  mayAct: boolean;
  /** The return as the server answered a step (or as it is now, after a 409). */
  onChange(next: ReturnView): void;
  orderLink?: boolean;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per refund attempt: a double press or a retry after a lost answer refunds once.
  const refundKey = useRef(newKey());
  const headingId = `return-${ret.return_id}`;

  async function act(what: ReturnAct, form: HTMLFormElement) {
    setBusy(true);
    setError('');
    const answer = await adminCall<{ return: ReturnView }>(
      'POST',
      `admin/returns/${ret.return_id}/${what}`,
      bodyOf(what, form),
      what === 'refund' ? { 'idempotency-key': refundKey.current } : {},
    );
    setBusy(false);
    if (!answer.ok) {
      setError(problemOf(answer));
      // Another member may have made the step meanwhile: show the return as it is now.
      if (answer.status === 409) {
        const now = await adminCall<{ return: ReturnView }>('GET', `admin/returns/${ret.return_id}`);
        if (now.ok) onChange(now.data.return);
      }
      return;
    }
    if (what === 'refund') refundKey.current = newKey();
    onChange(answer.data.return);
  }

  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        Return {ret.return_no} <span className="admin-pill">{ret.state_label}</span>
      </h2>
      <AdminError>{error}</AdminError>
      <dl className="admin-facts">
        {orderLink ? (
          <>
            <dt>Order</dt>
            <dd>
              <Link to={`/admin/orders/${ret.order_id}`}>{ret.order_id}</Link> · {formatINR(ret.amount)}
            </dd>
          </>
        ) : null}
        <dt>Customer</dt>
        <dd>{ret.customer.name}</dd>
        <dt>Reason</dt>
        <dd>{ret.reason_label}</dd>
        {ret.note ? (
          <>
            <dt>Their words</dt>
            <dd className="admin-message">{ret.note}</dd>
          </>
        ) : null}
        {ret.quality ? (
          <>
            <dt>Quality check</dt>
            <dd>
              {ret.quality.passed ? 'passed' : 'failed'} ({ret.quality.note})
            </dd>
          </>
        ) : null}
        {ret.decision_note ? (
          <>
            <dt>Decision</dt>
            <dd className="admin-message">{ret.decision_note}</dd>
          </>
        ) : null}
        {ret.refund ? (
          <>
            <dt>Refund</dt>
            <dd>
              Refunded {formatINR(ret.refund.amount)}
              {ret.refund.reference ? ` (${ret.refund.reference})` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <h3>Photos</h3>
      <ReturnPhotos returnNo={ret.return_no} paths={ret.photos} />
      {ret.bank ? (
        <>
          <h3>Refund to</h3>
          <ReturnBankDetails ret={ret} mayAct={mayAct} />
        </>
      ) : null}
      <h3>History</h3>
      <ol className="admin-notes">
        {ret.history.map((h, i) => (
          <li key={`${h.state}-${i}`}>
            {RETURN_STATE_LABELS[h.state]}{' '}
            <small>
              <time dateTime={h.at}>{when(h.at)}</time>
              {h.by ? ` · ${h.by}` : ''}
            </small>
          </li>
        ))}
      </ol>
      {mayAct
        ? ret.acts.map((a) => (
            <form
              key={a}
              className="admin-form"
              aria-label={`${ACT_LABELS[a]}: return ${ret.return_no}`}
              onSubmit={(e) => {
                e.preventDefault();
                void act(a, e.currentTarget);
              }}
            >
              {a === 'check' ? (
                <label>
                  Result
                  <select name="passed" defaultValue="yes">
                    <option value="yes">Passed</option>
                    <option value="no">Failed</option>
                  </select>
                </label>
              ) : null}
              {a === 'refund' ? (
                ret.payment_mode === 'payment_on_delivery' ? (
                  <label>
                    Reference of the bank transfer
                    <input name="reference" required minLength={3} maxLength={100} />
                  </label>
                ) : null
              ) : (
                <label>
                  Note{a === 'receive' ? ' (optional)' : a === 'reject' ? ' (the customer reads it)' : ''}
                  <input name="note" required={a !== 'receive'} minLength={a === 'receive' ? 0 : 3} maxLength={500} />
                </label>
              )}
              <button type="submit" className="button" disabled={busy}>
                {ACT_LABELS[a]}
              </button>
            </form>
          ))
        : null}
    </section>
  );
}
