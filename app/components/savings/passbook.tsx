// The savings plan's passbook (docs/api.md "Savings plan"): what is saved, the gift, what the plan buys
// and when it matures, then every instalment with its due and paid days and receipt; "Pay instalment n"
// opens the card window when the next one can be paid. Phone first: the instalments are a list whose
// rows wrap, not a wide table.
import { lazy, Suspense, useState } from 'react';
import type { CardPaymentData, RazorpayReply } from '../../../domain/checkout/api-schemas';
import { formatINR } from '../../../domain/money/inr';
import type { InstalmentConfirmAnswer, InstalmentPayAnswer, PlanAnswer } from '../../../domain/savings/api-schemas';
import { apiPost } from '../../lib/authed-fetch';
import { toast } from '../../lib/toast';
import { failureText } from '../account/failure-text';
import { FormAlert } from '../account/form-field';
import { PLAN_STATUS_TEXT, planDay as day } from './plan-texts';

const CardWindow = lazy(() => import('../checkout/card-window').then((m) => ({ default: m.CardWindow })));

export function Passbook({ plan, onChanged }: { plan: PlanAnswer; onChanged: (plan: PlanAnswer) => void }) {
  const [paying, setPaying] = useState<{ n: number; data: CardPaymentData } | null>(null);
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const next = plan.next_instalment;
  const payN = plan.status === 'pending' ? 1 : next?.payable ? next.n : null;

  async function open() {
    setBusy(true);
    setAlert('');
    const answer = await apiPost<InstalmentPayAnswer>(`dfe/plans/${plan.plan_id}/instalments`, {}, { auth: true });
    setBusy(false);
    if (!answer.ok) return setAlert(failureText(answer, 'We could not open the payment. Please try again.'));
    setPaying({ n: answer.data.n, data: answer.data.payment_data });
  }

  async function confirm(reply: RazorpayReply): Promise<{ text: string } | null> {
    const answer = await apiPost<InstalmentConfirmAnswer>(
      `dfe/plans/${plan.plan_id}/instalments/confirm`,
      { confirmation: reply },
      { auth: true },
    );
    if (!answer.ok) return { text: failureText(answer, 'We could not confirm your payment.') };
    toast(`Instalment ${answer.data.n} is paid. Receipt ${answer.data.receipt_no}.`);
    setPaying(null);
    onChanged(answer.data.plan);
    return null;
  }

  return (
    <section className="savings-passbook" aria-labelledby="passbook-title">
      <div className="savings-passbook-head">
        <h2 id="passbook-title" className="savings-passbook-title">
          Plan <span className="savings-id">{plan.plan_id}</span>
        </h2>
        <p className={`savings-status savings-status-${plan.status}`}>{PLAN_STATUS_TEXT[plan.status]}</p>
      </div>
      <dl className="savings-figures">
        <div>
          <dt>Monthly instalment</dt>
          <dd>{formatINR(plan.monthly_amount)}</dd>
        </div>
        <div>
          <dt>Saved so far</dt>
          <dd>{formatINR(plan.saved)}</dd>
        </div>
        <div>
          <dt>Gift earned</dt>
          <dd>{plan.gift_lost ? 'Lost (paid late)' : formatINR(plan.gift_earned)}</dd>
        </div>
        <div>
          <dt>Redemption value</dt>
          <dd className="savings-value">{formatINR(plan.redemption_value)}</dd>
        </div>
        <div>
          <dt>Matures on</dt>
          <dd>{plan.matures_on ? day(plan.matures_on) : 'After the first instalment'}</dd>
        </div>
        <div>
          <dt>Nominee</dt>
          <dd>
            {plan.nominee.name} ({plan.nominee.relation})
          </dd>
        </div>
      </dl>
      <FormAlert>{alert}</FormAlert>
      {payN !== null ? (
        <button
          type="button"
          className="button savings-pay"
          onClick={() => void open()}
          disabled={busy || paying !== null}
        >
          {busy ? 'Opening the payment…' : `Pay instalment ${payN} (${formatINR(plan.monthly_amount)})`}
        </button>
      ) : next ? (
        <p className="savings-next">
          Instalment {next.n} is due on {day(next.due_on)}; you can pay it from {day(next.payable_from)}.
        </p>
      ) : null}
      {next && next.days_late > 0 ? (
        <p className="savings-late" role="note">
          Instalment {next.n} is {next.days_late} days late. The gift is lost when an instalment is more than 60 days
          late.
        </p>
      ) : null}
      <h3 className="savings-list-title">Instalments</h3>
      <ol className="savings-instalments">
        {plan.instalments.map((line) => (
          <li key={line.n} className={line.paid_on ? 'savings-line is-paid' : 'savings-line'}>
            <span className="savings-line-n">{line.n}</span>
            <span className="savings-line-due">
              {line.due_on ? `Due ${day(line.due_on)}` : 'Due 30 days after the last'}
            </span>
            <span className="savings-line-paid">
              {line.paid_on ? (
                <>
                  Paid {day(line.paid_on)} · <span className="savings-receipt">Receipt {line.receipt_no}</span>
                </>
              ) : (
                'Not paid yet'
              )}
            </span>
            <span className="savings-line-amount">{formatINR(line.amount)}</span>
          </li>
        ))}
      </ol>
      {paying ? (
        <Suspense fallback={null}>
          <CardWindow data={paying.data} confirm={confirm} onClose={() => setPaying(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
