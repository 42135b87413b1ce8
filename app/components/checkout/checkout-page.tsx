// The /checkout page's body (docs/spec.md#second-4 "Checkout entry"): the device cart is synced and the
// draft fetched (an empty cart goes back to /cart with the spec's toast), while the form's code
// (checkout-form.tsx) loads beside them; then the form.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DraftAnswer, VirtualOrder } from '../../../domain/checkout/api-schemas';
import { CHECKOUT_TOASTS } from '../../../domain/checkout/messages';
import { apiPost } from '../../lib/authed-fetch';
import { toast } from '../../lib/toast';
import { cartStore, useCartLoaded } from '../../state/cart';

const loadForm = () => import('./checkout-form');
const CheckoutForm = lazy(loadForm);

function Preparing() {
  return (
    <p className="co-status" aria-busy="true">
      <span className="co-spinner" aria-hidden="true" /> Preparing your checkout…
    </p>
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
      loadForm().catch(() => undefined); // the form's code, while the cart syncs and the draft comes
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
  if (entry.kind === 'loading') return <Preparing />;
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
    <Suspense fallback={<Preparing />}>
      <CheckoutForm draft={entry.draft} session={entry.session} />
    </Suspense>
  );
}
