// The gift card purchase (docs/spec.md#first-5 amount rule, #first-7 giftcards/purchase/lock, #first-8 "Gift card"
// toasts): amount, buyer, recipient and message checked with checkPurchase (the server's own rules)
// before anything is sent; then the purchase is locked, paid in the card window, and confirmed, and
// the issued card is shown. The card's code itself goes only to the recipient.
import { lazy, Suspense, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { CardPaymentData, RazorpayReply } from '../../../domain/checkout/api-schemas';
import type { PurchaseConfirmAnswer, PurchaseLockAnswer, TemplatesAnswer } from '../../../domain/giftcards/api-schemas';
import { GIFT_MESSAGE_MAX } from '../../../domain/giftcards/limits';
import { GIFT_PURCHASE_REASONS, GIFT_PURCHASE_TEXTS } from '../../../domain/giftcards/messages';
import { checkPurchase } from '../../../domain/giftcards/purchase-rules';
import { apiPost } from '../../lib/authed-fetch';
import { toast } from '../../lib/toast';
import { focusFirstError } from '../account/form-field';
import { TextareaField } from '../forms/form-controls';
import { AmountField } from './amount-field';
import { EMPTY_PARTY, PartyFields, type Party } from './party-fields';
import { PurchaseDone } from './purchase-done';

// The window arrives when it is needed (as on the checkout), not with the page.
const CardWindow = lazy(() => import('../checkout/card-window').then((m) => ({ default: m.CardWindow })));

/** A reason's toast: the spec's text for the reasons it names, else 'Failed to purchase'. */
const reasonText = (reason: string): string =>
  (GIFT_PURCHASE_REASONS as Record<string, { text: string }>)[reason]?.text ?? GIFT_PURCHASE_TEXTS.failed;

interface PurchaseFormProps {
  templateId: string;
  amounts: TemplatesAnswer['amounts'];
}

export function PurchaseForm({ templateId, amounts }: PurchaseFormProps) {
  const [amount, setAmount] = useState('');
  const [sender, setSender] = useState<Party>(EMPTY_PARTY);
  const [recipient, setRecipient] = useState<Party>(EMPTY_PARTY);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState<{ purchaseId: string; data: CardPaymentData } | null>(null);
  // A payment made in the window whose confirmation failed here: the provider's own word (its webhook,
  // the store's pass) still issues the card, so the form must not invite a second payment.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [issued, setIssued] = useState<PurchaseConfirmAnswer['card'] | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // A second click before React re-renders the button must not lock a second purchase.
  const sending = useRef(false);

  // The form's code comes on the first touch (app/lib/touch-lazy.tsx): what was typed into the
  // server's fields before it came is taken into the state (once, on mount).
  useLayoutEffect(() => {
    const typed = (id: string) =>
      form.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)?.value ?? '';
    const party = (who: string): Party => ({
      name: typed(`gift-${who}-name`),
      email: typed(`gift-${who}-email`),
      mobile: typed(`gift-${who}-mobile`),
    });
    if (typed('gift-amount')) setAmount(typed('gift-amount'));
    if (Object.values(party('sender')).some(Boolean)) setSender(party('sender'));
    if (Object.values(party('recipient')).some(Boolean)) setRecipient(party('recipient'));
    if (typed('gift-message')) setMessage(typed('gift-message'));
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    const checked = checkPurchase({ template_id: templateId, amount, sender, recipient, message });
    if (!checked.ok) {
      setErrors(checked.fields);
      toast(reasonText(checked.reason), { kind: 'error' });
      // After React has drawn the marks.
      return void setTimeout(() => focusFirstError(form.current), 0);
    }
    setErrors({});
    sending.current = true;
    setBusy(true);
    const v = checked.value;
    const answer = await apiPost<PurchaseLockAnswer>('giftcards/purchase/lock', {
      template_id: v.templateId,
      amount: v.amount,
      sender: v.sender,
      recipient: v.recipient,
      message: v.message,
    });
    sending.current = false;
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.fields);
      toast(answer.message || reasonText(answer.reason), { kind: 'error' });
      return;
    }
    setPaying({ purchaseId: answer.data.purchase_id, data: answer.data.payment_data });
  }

  async function confirm(reply: RazorpayReply): Promise<{ text: string } | null> {
    if (!paying) return null;
    const answer = await apiPost<PurchaseConfirmAnswer>(
      'giftcards/purchase/confirm',
      { purchase_id: paying.purchaseId, confirmation: reply },
      { timeoutMs: 30_000 },
    );
    if (!answer.ok) {
      setUnconfirmed(paying.purchaseId);
      return { text: answer.message || GIFT_PURCHASE_TEXTS.failed };
    }
    setPaying(null);
    // The done screen's heading takes the focus, which brings it into view.
    setIssued(answer.data.card);
    return null;
  }

  if (issued) return <PurchaseDone card={issued} />;

  return (
    <>
      <form ref={form} className="gift-purchase-form" onSubmit={(e) => void submit(e)} noValidate>
        <AmountField
          value={amount}
          onChange={setAmount}
          suggested={amounts.suggested}
          min={amounts.min}
          max={amounts.max}
          error={errors.amount}
        />
        <PartyFields
          who="recipient"
          legend="To"
          hint="The gift card's code is sent by SMS to this mobile, and by mail."
          value={recipient}
          onChange={setRecipient}
          errors={errors}
        />
        <PartyFields who="sender" legend="From" value={sender} onChange={setSender} errors={errors} />
        <TextareaField
          idPrefix="gift"
          name="message"
          label="Your message (optional)"
          rows={4}
          maxLength={GIFT_MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={errors.message}
          hint={`${message.length}/${GIFT_MESSAGE_MAX} characters`}
        />
        {unconfirmed && !paying ? (
          <p className="form-alert" role="status">
            We could not confirm your payment here. If you were charged, the gift card goes to its recipient as soon as
            the payment provider confirms it; please do not pay again. Purchase reference: {unconfirmed}.
          </p>
        ) : null}
        <button type="submit" className="button gift-buy" disabled={busy || paying !== null || unconfirmed !== null}>
          {busy ? 'Preparing your payment…' : 'Buy gift card'}
        </button>
        <p className="field-hint">
          You pay by card, UPI or net banking. The card is sent the moment the payment is confirmed.
        </p>
      </form>
      {paying ? (
        <Suspense fallback={null}>
          <CardWindow data={paying.data} confirm={confirm} onClose={() => setPaying(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
