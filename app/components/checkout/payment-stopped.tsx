// The card window closed without a placed order (docs/decisions/2026-11-26-failed-card-payment.md): said plainly where the shopper
// pays, with what happened to the money, and the ways on in one tap: the payment again (another card,
// UPI or net banking are chosen in the window), or cash on delivery when the draft allows it.
import { useEffect, useRef } from 'react';
import { cardStopNotice, type CardStop } from '../../../domain/checkout/card-stop';
import { useCheckout } from './checkout-state';

interface Props {
  how: CardStop;
  refusal: string | null;
  placing: boolean;
  onRetry: () => void;
  onPayOnDelivery: () => void;
}

export function PaymentStopped({ how, refusal, placing, onRetry, onPayOnDelivery }: Props) {
  const { draft } = useCheckout();
  const ref = useRef<HTMLDivElement>(null);
  const notice = cardStopNotice(how, refusal);
  const cod = draft.options.payment_methods.find((m) => m.id === 'payment_on_delivery');

  // Focus moves here from the closed window, so a screen reader and the eye land on it.
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'center' });
  }, []);

  return (
    <div ref={ref} className="co-stopped" role="alert" tabIndex={-1}>
      <p className="co-stopped-title">{notice.title}</p>
      <p>{notice.text}</p>
      <div className="co-stopped-actions">
        <button type="button" className="button" onClick={onRetry} disabled={placing}>
          Try the payment again
        </button>
        {cod?.available ? (
          <button type="button" className="button button-quiet" onClick={onPayOnDelivery} disabled={placing}>
            Pay on delivery instead
          </button>
        ) : null}
      </div>
      <p className="co-stopped-hint">In the payment window you can also choose another card, UPI or net banking.</p>
    </div>
  );
}
