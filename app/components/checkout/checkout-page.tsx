// The /checkout page's body (second spec §2, §4): on entry the device cart is synced and the draft
// fetched (an empty cart goes back to /cart with the spec's toast); then three columns from 960 px
// (user and shipping | billing, coupon and payment | review and pay) and a 3-step wizard below it;
// then the code popup or the payment window; then the thank-you screen.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DraftAnswer, VirtualOrder } from '../../../domain/checkout/api-schemas';
import { blockerNotice, stepBlocker, WIZARD_STEPS, type CheckoutPanel, type WizardStep } from '../../../domain/checkout/checkout-flow';
import { CHECKOUT_TOASTS } from '../../../domain/checkout/messages';
import { apiPost } from '../../lib/authed-fetch';
import { toast } from '../../lib/toast';
import { cartStore, useCartLoaded } from '../../state/cart';
import { BillingPanel } from './billing-panel';
import { CardWindow } from './card-window';
import { CheckoutProvider, useCheckout } from './checkout-state';
import { CodeDialog } from './code-dialog';
import { CouponPanel } from './coupon-panel';
import { OrderReview } from './order-review';
import { PaymentPanel } from './payment-panel';
import { ShippingPanel } from './shipping-panel';
import { ThankYou } from './thank-you';
import { usePlaceOrder } from './use-place-order';
import { UserDetailsPanel } from './user-details-panel';

const STEP_NAMES: Record<WizardStep, string> = { 1: 'Your details', 2: 'Delivery', 3: 'Review and pay' };
const STEP_OF: Record<CheckoutPanel, WizardStep> = { user: 1, shipping: 2, payment: 3, pan: 3, cart: 3 };

function CheckoutBody() {
  const { latest, flushAll, markPanel, mark, busy } = useCheckout();
  const { placing, stage, place, confirm, resend, abandon } = usePlaceOrder();
  const [step, setStep] = useState<WizardStep>(1);
  const top = useRef<HTMLDivElement>(null);

  // A panel pointed at on another step: the wizard goes there.
  useEffect(() => {
    if (mark) setStep(STEP_OF[mark.panel]);
  }, [mark]);

  const go = (to: WizardStep) => {
    setStep(to);
    top.current?.scrollIntoView({ block: 'start' });
  };

  const next = useCallback(async () => {
    await flushAll();
    const blocker = stepBlocker(step, latest());
    if (blocker) {
      const notice = blockerNotice(blocker, { wizard: true });
      toast(notice.text, { kind: 'error', duration: notice.duration });
      markPanel(blocker);
      return;
    }
    if (step < 3) go((step + 1) as WizardStep);
  }, [flushAll, latest, markPanel, step]);

  if (stage.kind === 'done') return <ThankYou confirmed={stage.confirmed} />;

  return (
    <div ref={top} className="co-wrap">
      <ol className="co-steps" aria-label="Checkout steps">
        {WIZARD_STEPS.map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className={s < step ? 'is-done' : undefined}>
            <span className="co-step-number">{s}</span> {STEP_NAMES[s]}
          </li>
        ))}
      </ol>
      <div className="co-layout" data-step={step} aria-busy={busy ? true : undefined}>
        <div className="co-col">
          <UserDetailsPanel />
          <ShippingPanel />
        </div>
        <div className="co-col">
          <BillingPanel />
          <CouponPanel />
          <PaymentPanel />
        </div>
        <div className="co-col">
          <OrderReview placing={placing} onPlace={() => void place()} />
        </div>
      </div>
      <div className="co-wizard-nav">
        {step > 1 ? (
          <button type="button" className="button button-quiet" onClick={() => go((step - 1) as WizardStep)}>
            Previous
          </button>
        ) : (
          <span />
        )}
        {step < 3 ? (
          <button type="button" className="button" onClick={() => void next()} disabled={placing}>
            Next
          </button>
        ) : null}
      </div>
      {stage.kind === 'code' ? (
        <CodeDialog amount={stage.order.amount} data={stage.data} sentAt={stage.sentAt} confirm={confirm} resend={resend} onClose={() => void abandon()} />
      ) : null}
      {stage.kind === 'card' ? <CardWindow data={stage.data} confirm={confirm} onClose={() => void abandon()} /> : null}
    </div>
  );
}

type Entry = { kind: 'loading' } | { kind: 'ready'; draft: VirtualOrder; session: string } | { kind: 'failed' };

/** Syncs the device cart, then fetches its draft; an empty or broken cart goes back to /cart. */
function useCheckoutEntry(): [Entry, () => void] {
  const loaded = useCartLoaded();
  const navigate = useNavigate();
  const [entry, setEntry] = useState<Entry>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (!loaded || started.current === attempt) return;
    started.current = attempt;
    const back = (text: string) => {
      toast(text, { kind: 'error' });
      void navigate('/cart', { replace: true });
    };
    void (async () => {
      if (cartStore.get().lines.length === 0) return back(CHECKOUT_TOASTS.emptyCart);
      await (await import('../../state/cart-actions')).syncCartNow();
      const cart = cartStore.get();
      if (cart.error === 'CLIENT_ERROR') return back(CHECKOUT_TOASTS.cartClientError);
      if (cart.error || !cart.session) return back(CHECKOUT_TOASTS.cartUpdateFailed);
      if (cart.lines.length === 0) return back(CHECKOUT_TOASTS.emptyCart);
      const answer = await apiPost<DraftAnswer>('virtual_order', { session: cart.session }, { auth: true });
      if (!answer.ok) {
        if (answer.reason === 'INCOMPLETE_ORDER_CART') return back(CHECKOUT_TOASTS.emptyCart);
        toast(CHECKOUT_TOASTS.runtime, { kind: 'error' });
        return setEntry({ kind: 'failed' });
      }
      const draft = answer.data.message.order;
      if (draft.cart.length === 0) return back(CHECKOUT_TOASTS.emptyCart);
      setEntry({ kind: 'ready', draft, session: cart.session });
    })();
  }, [loaded, attempt, navigate]);

  return [entry, () => setAttempt((a) => a + 1)];
}

export function CheckoutPage() {
  const [entry, retry] = useCheckoutEntry();
  if (entry.kind === 'loading') {
    return (
      <p className="co-status" aria-busy="true">
        <span className="co-spinner" aria-hidden="true" /> Preparing your checkout…
      </p>
    );
  }
  if (entry.kind === 'failed') {
    return (
      <div className="co-status">
        <p>We could not reach the store just now.</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <CheckoutProvider initial={entry.draft} session={entry.session}>
      <CheckoutBody />
    </CheckoutProvider>
  );
}
