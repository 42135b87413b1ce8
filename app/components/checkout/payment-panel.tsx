// Payment Method (docs/spec.md#second-2, #second-4 "selecting a radio sets it immediately", #second-8 'Unable to set selected
// payment method.' under the method): the draft's methods, each with why it cannot be chosen now
// (cash on delivery above ₹49,000, at ₹2,00,000 or more, or to a pincode it does not reach). Orders
// of ₹2,00,000 or more also ask for the PAN (Income-tax rules), shown masked once saved. When a
// verified gift card pays everything the server sets the mode 'gift_card' itself: nothing to choose.
import { Suspense, useState } from 'react';
import { formatINR } from '../../../domain/money/inr';
import { PAYMENT_MODE_LABELS, type PaymentMode } from '../../../domain/orders/order-status';
import { useCheckout, usePanelMark } from './checkout-state';
import { PanField } from './lazy-parts';
import { Panel } from './panel';

const METHOD_NOTES: Record<PaymentMode, string> = {
  payment_on_delivery: 'Pay in cash when your order arrives. We text a 4-digit code to confirm it.',
  online_payment_razorpay: 'Cards, UPI, net banking and wallets through Razorpay.',
};

export function PaymentPanel() {
  const { draft, save } = useCheckout();
  const [refused, setRefused] = useState<{ id: PaymentMode; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The pressed radio shows at once; the draft's answer confirms it or puts the old one back.
  const [pressed, setPressed] = useState<PaymentMode | null>(null);
  const chosen = pressed ?? draft.applied_payment_method?.virtual_order_payment_mode ?? null;
  const ref = usePanelMark('payment', () => undefined);

  async function choose(id: PaymentMode) {
    setBusy(true);
    setRefused(null);
    setPressed(id);
    const answer = await save('virtual_order_set_payment_method', { apply_method: id });
    setPressed(null);
    setBusy(false);
    if (!answer.ok) setRefused({ id, text: answer.message || 'Unable to set selected payment method.' });
  }

  const paidByCard = draft.applied_payment_method?.virtual_order_payment_mode === 'gift_card';

  return (
    <Panel ref={ref} id="co-payment" title="Payment Method" step={3} saving={busy}>
      {paidByCard ? (
        <p className="co-paid-by-card" role="status">
          <strong>{PAYMENT_MODE_LABELS.gift_card}</strong>
          <small>Your gift card pays the whole {formatINR(draft.summery.redeems)}: there is nothing left to pay.</small>
        </p>
      ) : (
        <fieldset className="co-choices">
          <legend className="visually-hidden">Payment method</legend>
          {draft.options.payment_methods.map((m) => (
            <div key={m.id} className={m.available ? 'co-choice-wrap' : 'co-choice-wrap is-off'}>
              <label className="co-choice">
                <input
                  type="radio"
                  name="payment_method"
                  value={m.id}
                  checked={chosen === m.id}
                  disabled={!m.available || busy}
                  onChange={() => void choose(m.id)}
                  aria-describedby={`co-pay-${m.id}-note`}
                />
                <span>
                  <strong>{m.method}</strong>
                  <small id={`co-pay-${m.id}-note`}>{m.available ? METHOD_NOTES[m.id] : m.note}</small>
                </span>
              </label>
              {refused?.id === m.id ? (
                <p className="field-error" role="alert">
                  {refused.text}
                </p>
              ) : null}
            </div>
          ))}
        </fieldset>
      )}
      {draft.pan.required ? (
        <Suspense fallback={null}>
          <PanField />
        </Suspense>
      ) : null}
    </Panel>
  );
}
