// The checkout form once the draft is here (docs/spec.md#second-2, #second-4): three columns from 960 px (user and
// shipping | billing, coupon and payment | review and pay) and a 3-step wizard below it; then the
// code popup or the payment window; then the thank-you screen. Its code loads while the cart syncs
// and the draft is fetched (checkout-page.tsx), which it cannot be shown without anyway.
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { VirtualOrder } from '../../../domain/checkout/api-schemas';
import {
  blockerNotice,
  stepBlocker,
  WIZARD_STEPS,
  type CheckoutPanel,
  type WizardStep,
} from '../../../domain/checkout/checkout-flow';
import { formatINR } from '../../../domain/money/inr';
import { toast } from '../../lib/toast';
import { BillingPanel } from './billing-panel';
import { CheckoutProvider, useCheckout } from './checkout-state';
import { CouponPanel } from './coupon-panel';
import { GiftCardPanel } from './gift-card-panel';
import { SavingsPlanPanel } from './savings-plan-panel';
import { CardWindow, CodeDialog, ThankYou } from './lazy-parts';
import { OrderReview } from './order-review';
import { PaymentPanel } from './payment-panel';
import { PaymentStopped } from './payment-stopped';
import { ReviewDetails } from './review-details';
import { ShippingPanel } from './shipping-panel';
import { usePlaceOrder } from './use-place-order';
import { UserDetailsPanel } from './user-details-panel';

const STEP_NAMES: Record<WizardStep, string> = { 1: 'Your details', 2: 'Delivery', 3: 'Review and pay' };
const STEP_OF: Record<CheckoutPanel, WizardStep> = { user: 1, shipping: 2, payment: 3, pan: 3, cart: 3 };

function CheckoutBody() {
  const { draft, latest, flushAll, markPanel, mark, busy } = useCheckout();
  const { placing, stage, place, confirm, resend, abandon, cardStopped, payOnDelivery } = usePlaceOrder();
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

  if (stage.kind === 'done') {
    return (
      <Suspense fallback={<p className="co-status">Your order is placed.</p>}>
        <ThankYou confirmed={stage.confirmed} />
      </Suspense>
    );
  }

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
          <GiftCardPanel />
          <SavingsPlanPanel />
          <PaymentPanel />
        </div>
        <div className="co-col">
          {stage.kind === 'card-stopped' ? (
            <PaymentStopped
              how={stage.how}
              refusal={stage.refusal}
              placing={placing}
              onRetry={() => void place()}
              onPayOnDelivery={() => void payOnDelivery()}
            />
          ) : null}
          <ReviewDetails onEdit={go} />
          <OrderReview placing={placing} onPlace={() => void place()} />
        </div>
      </div>
      {/* Under 960 px: a bar kept at the bottom of the screen with the total payable on every step. */}
      <div className="co-wizard-nav">
        {step > 1 ? (
          <button type="button" className="button button-quiet" onClick={() => go((step - 1) as WizardStep)}>
            Previous
          </button>
        ) : (
          <span />
        )}
        <p className="co-wizard-total">
          <span>Total</span> <span className="price">{formatINR(draft.summery.payable_amount)}</span>
        </p>
        {step < 3 ? (
          <button type="button" className="button" onClick={() => void next()} disabled={placing}>
            Next
          </button>
        ) : (
          <span />
        )}
      </div>
      <Suspense fallback={null}>
        {stage.kind === 'code' ? (
          <CodeDialog
            amount={stage.order.amount - stage.order.gift_card_amount - stage.order.savings_plan_amount}
            data={stage.data}
            sentAt={stage.sentAt}
            confirm={confirm}
            resend={resend}
            onClose={() => void abandon()}
          />
        ) : null}
        {stage.kind === 'card' ? <CardWindow data={stage.data} confirm={confirm} onClose={cardStopped} /> : null}
      </Suspense>
    </div>
  );
}

export default function CheckoutForm({ draft, session }: { draft: VirtualOrder; session: string }) {
  return (
    <CheckoutProvider initial={draft} session={session}>
      <CheckoutBody />
    </CheckoutProvider>
  );
}
