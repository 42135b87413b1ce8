// Coupon Code (docs/spec.md#second-2, #second-4 "Coupon: none -> applied -> removed via the trash icon", #second-8 "Coupon"):
// the code is shown in upper case; the server's refusal shows as a red alert; 'View coupons' lists
// the draft's offers (options.discount_coupons), each applied with one press.
import { Suspense, useState, type FormEvent } from 'react';
import { CHECKOUT_TOASTS } from '../../../domain/checkout/messages';
import { formatINR } from '../../../domain/money/inr';
import { toast } from '../../lib/toast';
import { FormAlert } from '../account/form-field';
import { useCheckout } from './checkout-state';
import { CouponList } from './lazy-parts';
import { Panel } from './panel';

const TrashIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
  >
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
  </svg>
);

export function CouponPanel() {
  const { draft, save } = useCheckout();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const applied = draft.applied_payment_discount;

  async function apply(value: string) {
    setBusy(true);
    setError('');
    const answer = await save('virtual_order_set_discount_code', { code: value });
    setBusy(false);
    if (answer.ok) {
      setCode('');
      setListOpen(false);
      toast(answer.data.message.text ?? CHECKOUT_TOASTS.couponApplied);
      return;
    }
    setError(answer.fields.virtual_order_discount_code ?? answer.message ?? CHECKOUT_TOASTS.runtime);
  }
  async function remove() {
    setBusy(true);
    await save('virtual_order_clear_discount_code');
    setBusy(false);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void apply(code.trim());
  };

  return (
    <Panel id="co-coupon" title="Coupon Code" step={3} saving={busy}>
      {applied ? (
        <div className="co-applied">
          <p>
            <strong className="co-code">{applied.virtual_order_discount_name}</strong> applied: you save{' '}
            <span className="price">{formatINR(applied.amount)}</span>
          </p>
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove coupon ${applied.virtual_order_discount_name}`}
            onClick={() => void remove()}
            disabled={busy}
          >
            <TrashIcon />
          </button>
        </div>
      ) : (
        <form className="co-coupon-form" onSubmit={submit} noValidate>
          <label htmlFor="co-coupon-code" className="visually-hidden">
            Coupon code
          </label>
          <input
            id="co-coupon-code"
            name="code"
            className="co-code-input"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            placeholder="Code"
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            aria-invalid={error ? true : undefined}
          />
          <button type="submit" className="button" disabled={busy || code.trim() === ''}>
            Apply
          </button>
        </form>
      )}
      <FormAlert>{error}</FormAlert>
      {draft.options.discount_coupons.length > 0 ? (
        <button
          type="button"
          className="link-button co-view-coupons"
          aria-haspopup="dialog"
          onClick={() => setListOpen(true)}
        >
          View coupons
        </button>
      ) : null}
      {listOpen ? (
        <Suspense fallback={null}>
          <CouponList
            coupons={draft.options.discount_coupons}
            applied={applied?.virtual_order_discount_name ?? null}
            busy={busy}
            error={error}
            onApply={(c) => void apply(c)}
            onClose={() => setListOpen(false)}
          />
        </Suspense>
      ) : null}
    </Panel>
  );
}
