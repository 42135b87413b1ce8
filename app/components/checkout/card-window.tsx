// The card payment window (docs/spec.md#second-7: amount in paise, currency, order id, prefilled name,
// email and phone, 300 s timeout). Closing it tells the page how it ended (closed, a failed try, a
// payment refused), which says so and keeps the chosen method (docs/decisions/2026-11-26-failed-card-payment.md). With
// Razorpay keys it is Razorpay's own checkout.js; without them, the store's test double (docs/api.md) in a
// frame: a page of this store that posts the same signed reply Razorpay's handler receives. The
// checkout's orders and the gift card purchase (/gifts-purchase) both pay through it: `confirm` is
// whatever checks the reply with the server, answering null when paid or the refusal's text.
import { useEffect, useRef, useState } from 'react';
import type { CardPaymentData, RazorpayReply } from '../../../domain/checkout/api-schemas';
import { CHECKOUT_TOASTS } from '../../../domain/checkout/messages';
import { toast } from '../../lib/toast';
import { FormAlert } from '../account/form-field';
import { Modal } from './modal';

interface CardWindowProps {
  data: CardPaymentData;
  /** Sends the provider's signed reply to the server: null once paid, else what to show. */
  confirm: (reply: RazorpayReply) => Promise<{ text: string } | null>;
  /**
   * The window closed without a payment the server accepted: 'closed' before any try, 'failed' after
   * the provider refused a try (no money taken), 'refused' when a payment was made and the server
   * could not take it (`refusal` says why; the server refunds such a payment by itself).
   */
  onClose: (how: 'closed' | 'failed' | 'refused', refusal?: string) => void;
}

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', handler: (e: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

function loadRazorpay(): Promise<RazorpayConstructor | null> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.onload = () => resolve((window as { Razorpay?: RazorpayConstructor }).Razorpay ?? null);
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
}

const isReply = (v: unknown): v is RazorpayReply =>
  typeof v === 'object' &&
  v !== null &&
  ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'].every(
    (k) => typeof (v as Record<string, unknown>)[k] === 'string',
  );

/** Razorpay's checkout.js: it draws its own modal; this only wires its handler and dismissal. */
function RazorpayWindow({ data, confirm, onClose }: CardWindowProps) {
  const started = useRef(false);
  const failed = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void loadRazorpay().then((Razorpay) => {
      if (!Razorpay) {
        toast(CHECKOUT_TOASTS.runtime, { kind: 'error' });
        onClose('closed');
        return;
      }
      const rzp = new Razorpay({
        key: data.key,
        amount: data.amount,
        currency: data.currency,
        order_id: data.order_id,
        name: data.name,
        description: data.description,
        prefill: data.prefill,
        timeout: data.timeout,
        handler: (reply: unknown) => {
          if (!isReply(reply)) return;
          void confirm(reply).then((refused) => {
            if (refused) {
              toast(refused.text, { kind: 'error' });
              onClose('refused', refused.text);
            }
          });
        },
        modal: { ondismiss: () => onClose(failed.current ? 'failed' : 'closed'), escape: true },
      });
      // Razorpay shows the failure and lets the shopper retry; if they close it then, the page says so.
      rzp.on('payment.failed', () => {
        failed.current = true;
      });
      rzp.open();
    });
  }, [confirm, data, onClose]);
  return null;
}

/** The test double: its page in a frame, its outcome by postMessage from this store's own origin. */
function LocalWindow({ data, confirm, onClose }: CardWindowProps) {
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const latest = useRef({ confirm, onClose });
  latest.current = { confirm, onClose };
  // What the window saw before it closed: a failed try, or a payment the server refused (and why).
  const seen = useRef<{ failed: boolean; refusal: string | null }>({ failed: false, refusal: null });
  const close = useRef(() => {
    const { failed, refusal } = seen.current;
    latest.current.onClose(refusal !== null ? 'refused' : failed ? 'failed' : 'closed', refusal ?? undefined);
  });

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const m = e.data as { source?: string; type?: string; reply?: unknown; error?: { description?: string } };
      if (m?.source !== 'suvarna-local-pay') return;
      if (m.type === 'dismiss') return close.current();
      if (m.type === 'failure') {
        seen.current.failed = true;
        return setError(m.error?.description || 'The payment failed. You can try again.');
      }
      if (m.type === 'success' && isReply(m.reply)) {
        setConfirming(true);
        void latest.current.confirm(m.reply).then((refused) => {
          setConfirming(false);
          if (refused) {
            seen.current.refusal = refused.text;
            toast(refused.text, { kind: 'error' });
            setError(refused.text);
          }
        });
      }
    };
    window.addEventListener('message', onMessage);
    // The window closes after its timeout (300 s) like the provider's does.
    const timer = window.setTimeout(() => close.current(), data.timeout * 1000);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [data.timeout]);

  return (
    <Modal title="Pay by card" onClose={() => close.current()} className="co-card-modal" closeLabel="Cancel payment">
      <iframe className="co-card-frame" src={data.window_url ?? ''} title="Card payment (test mode)" />
      {confirming ? (
        <p className="co-note" role="status">
          Confirming your payment…
        </p>
      ) : null}
      <FormAlert>{error}</FormAlert>
    </Modal>
  );
}

export function CardWindow(props: CardWindowProps) {
  return props.data.provider === 'razorpay' ? <RazorpayWindow {...props} /> : <LocalWindow {...props} />;
}
