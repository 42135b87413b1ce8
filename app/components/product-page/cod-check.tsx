// The pincode cash-on-delivery check (docs/spec.md#second-5, #second-8): six digits, looked up only when offer
// price × quantity is at most ₹49,000, the input disabled when the price alone is above it. Which of
// the five messages shows is decided in domain/product/cod-check.ts; this is the form around it.
// A pincode India Post knows also gets this piece's delivery date there and the nearest showroom
// for a pick-up (domain/product/delivery-promise.ts, the checkout's own windows). A piece above the
// limit, whose COD input the spec disables, gets a delivery-date form of its own under it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  codLookupMessage,
  COD_MESSAGES,
  decideCodCheck,
  isCodInputDisabled,
  PINCODE_LENGTH,
  readPincodeAnswer,
  type CodMessage,
} from '../../../domain/product/cod-check';
import { deliveryPromise, type DeliveryPromise } from '../../../domain/product/delivery-promise';
import { STORES } from '../../../domain/stores/stores';
import type { PickupStore } from '../../../domain/checkout/api-schemas';
import { TruckIcon } from '../ui/icons';

interface Result {
  /** The price × quantity it was given for: a later change of either makes it stale. */
  basis: string;
  message: CodMessage;
  available: boolean;
  promise: DeliveryPromise<PickupStore> | null;
}

/** India Post's answer for a well-formed pincode ('failed': no usable answer). */
async function lookUp(pincode: string) {
  let answer: unknown = null;
  try {
    const res = await fetch(`/api/pincode/${pincode}`, {
      headers: { accept: 'application/json' },
    });
    if (res.ok) answer = await res.json();
  } catch {
    // offline or refused: the lookup failed
  }
  return readPincodeAnswer(answer);
}

const promiseFor = (pincode: string, madeToOrder: boolean) =>
  deliveryPromise({ now: new Date(), pincode, madeToOrder, showrooms: STORES });

export function CodCheck({
  offerprice,
  quantity,
  madeToOrder,
}: {
  offerprice: number;
  quantity: number;
  madeToOrder: boolean;
}) {
  const [pincode, setPincode] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);
  const disabled = isCodInputDisabled(offerprice);
  const basis = `${offerprice}x${quantity}`;
  const shown: Omit<Result, 'basis'> | null = disabled
    ? {
        message: COD_MESSAGES.productAboveLimit,
        available: false,
        promise: null,
      }
    : result?.basis === basis
      ? result
      : null;

  async function check(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const pincode = typedPincode(e.currentTarget, setPincode);
    const decision = decideCodCheck({ offerprice, quantity, pincode });
    const ask = ++asked.current;
    if (decision.kind === 'incomplete') return setResult(null);
    if (decision.kind === 'message')
      return setResult({
        basis,
        message: decision.message,
        available: false,
        promise: null,
      });
    setBusy(true);
    const lookup = await lookUp(decision.pincode);
    if (ask !== asked.current) return; // a newer check is under way
    setBusy(false);
    setResult({
      basis,
      ...codLookupMessage(lookup),
      promise: lookup === 'Success' ? promiseFor(decision.pincode, madeToOrder) : null,
    });
  }

  return (
    <>
      <form className="pp-cod" onSubmit={check} noValidate={false}>
        <label htmlFor="pp-pincode" className="pp-option-label">
          <TruckIcon size={18} /> Cash on delivery at your pincode
        </label>
        <div className="pp-cod-row">
          <PincodeInput
            id="pp-pincode"
            value={pincode}
            onValue={setPincode}
            describedBy="pp-cod-message"
            disabled={disabled}
          />
          <button type="submit" className="button button-quiet" disabled={disabled || busy}>
            Check
          </button>
        </div>
        <p
          id="pp-cod-message"
          className={shown ? (shown.available ? 'pp-cod-message ok' : 'pp-cod-message no') : 'pp-cod-message'}
          role="status"
        >
          {shown?.message ?? ''}
        </p>
        {shown?.promise && <PromiseLines promise={shown.promise} />}
      </form>
      {disabled && <DeliveryCheck madeToOrder={madeToOrder} />}
    </>
  );
}

/** The delivery date and the pick-up showroom for a pincode that India Post knows. */
function PromiseLines({ promise }: { promise: DeliveryPromise<PickupStore> }) {
  return (
    <ul className="pp-delivery" id="pp-delivery" aria-live="polite">
      <li>
        <strong>{promise.delivery.label}</strong>{' '}
        <span className="muted">({promise.madeToOrder ? 'made to order for you' : 'in stock'}; free shipping)</span>
      </li>
      {promise.pickup && (
        <li>
          Or pick it up at{' '}
          <a href={`/locations/${encodeURIComponent(promise.pickup.store.id)}`}>{promise.pickup.store.name}</a>, nearest
          to you: {promise.pickup.window.label.replace('Ready for pick-up by', 'ready by')}
        </li>
      )}
    </ul>
  );
}

/** For a piece above the cash-on-delivery limit: the delivery date and pick-up alone. */
function DeliveryCheck({ madeToOrder }: { madeToOrder: boolean }) {
  const [pincode, setPincode] = useState('');
  const [answer, setAnswer] = useState<{
    pincode: string;
    promise: DeliveryPromise<PickupStore> | null;
    message: string;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);

  async function check(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const pincode = typedPincode(e.currentTarget, setPincode);
    const ask = ++asked.current;
    if (!/^[1-9][0-9]{5}$/.test(pincode))
      return setAnswer({
        pincode,
        promise: null,
        message: COD_MESSAGES.notServiceable,
      });
    setBusy(true);
    const lookup = await lookUp(pincode);
    if (ask !== asked.current) return;
    setBusy(false);
    if (lookup === 'Success')
      setAnswer({
        pincode,
        promise: promiseFor(pincode, madeToOrder),
        message: '',
      });
    else
      setAnswer({
        pincode,
        promise: null,
        message: lookup === 'Error' ? COD_MESSAGES.notServiceable : COD_MESSAGES.lookupFailed,
      });
  }

  const shown = answer?.pincode === pincode ? answer : null;
  return (
    <form className="pp-cod" onSubmit={check}>
      <label htmlFor="pp-delivery-pincode" className="pp-option-label">
        <TruckIcon size={18} /> Delivery date at your pincode
      </label>
      <div className="pp-cod-row">
        <PincodeInput id="pp-delivery-pincode" value={pincode} onValue={setPincode} describedBy="pp-delivery-message" />
        <button type="submit" className="button button-quiet" disabled={busy}>
          Check
        </button>
      </div>
      <p id="pp-delivery-message" className={shown?.message ? 'pp-cod-message no' : 'pp-cod-message'} role="status">
        {shown?.message ?? ''}
      </p>
      {shown?.promise && <PromiseLines promise={shown.promise} />}
    </form>
  );
}

/**
 * What the field shows when the form is sent, which is what the shopper typed even when it was typed
 * into the server's HTML before this code arrived (React keeps the typed text but its state is empty).
 */
function typedPincode(form: HTMLFormElement, setPincode: (pincode: string) => void): string {
  const typed = cleanPincode(String(new FormData(form).get('pincode') ?? ''));
  setPincode(typed);
  return typed;
}

const cleanPincode = (text: string) => text.replace(/\D/g, '').slice(0, PINCODE_LENGTH);

/** The six-digit pincode field of both checks: digits only, kept to six as the shopper types. */
function PincodeInput({
  id,
  value,
  onValue,
  describedBy,
  disabled,
}: {
  id: string;
  value: string;
  onValue: (pincode: string) => void;
  describedBy: string;
  disabled?: boolean;
}) {
  const field = useRef<HTMLInputElement>(null);
  // Digits typed into the server's field before this code arrived become the state once it is live:
  // React keeps the typed text but not in its state, and would write the empty state over it at the
  // next render of this field (a check sent before is read from the form itself: typedPincode).
  const adopt = useRef(onValue);
  useEffect(() => {
    const typed = cleanPincode(field.current?.value ?? '');
    if (typed) adopt.current(typed);
  }, []);
  return (
    <input
      ref={field}
      id={id}
      name="pincode"
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder="6-digit pincode"
      required
      pattern={`[0-9]{${PINCODE_LENGTH}}`}
      minLength={PINCODE_LENGTH}
      maxLength={PINCODE_LENGTH}
      title="Six digits"
      value={value}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(e) => onValue(cleanPincode(e.target.value))}
    />
  );
}
