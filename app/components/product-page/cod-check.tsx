// The pincode cash-on-delivery check (docs/spec.md#second-5, #second-8): six digits, looked up only when offer
// price × quantity is at most ₹49,000, the input disabled when the price alone is above it. Which of
// the five messages shows is decided in domain/product/cod-check.ts; this is the form around it.
import { useRef, useState, type FormEvent } from 'react';
import {
  codLookupMessage,
  COD_MESSAGES,
  decideCodCheck,
  isCodInputDisabled,
  PINCODE_LENGTH,
  readPincodeAnswer,
  type CodMessage,
} from '../../../domain/product/cod-check';
import { TruckIcon } from '../ui/icons';

interface Result {
  /** The price × quantity it was given for: a later change of either makes it stale. */
  basis: string;
  message: CodMessage;
  available: boolean;
}

export function CodCheck({ offerprice, quantity }: { offerprice: number; quantity: number }) {
  const [pincode, setPincode] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);
  const disabled = isCodInputDisabled(offerprice);
  const basis = `${offerprice}x${quantity}`;
  const shown = disabled ? { message: COD_MESSAGES.productAboveLimit, available: false } : result?.basis === basis ? result : null;

  async function check(e: FormEvent) {
    e.preventDefault();
    const decision = decideCodCheck({ offerprice, quantity, pincode });
    const ask = ++asked.current;
    if (decision.kind === 'incomplete') return setResult(null);
    if (decision.kind === 'message') return setResult({ basis, message: decision.message, available: false });
    setBusy(true);
    let answer: unknown = null;
    try {
      const res = await fetch(`/api/pincode/${decision.pincode}`, { headers: { accept: 'application/json' } });
      if (res.ok) answer = await res.json();
    } catch {
      // offline or refused: the lookup failed
    }
    if (ask !== asked.current) return; // a newer check is under way
    setBusy(false);
    setResult({ basis, ...codLookupMessage(readPincodeAnswer(answer)) });
  }

  return (
    <form className="pp-cod" onSubmit={check} noValidate={false}>
      <label htmlFor="pp-pincode" className="pp-option-label">
        <TruckIcon size={18} /> Cash on delivery at your pincode
      </label>
      <div className="pp-cod-row">
        <input
          id="pp-pincode"
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
          value={pincode}
          disabled={disabled}
          aria-describedby="pp-cod-message"
          onChange={(e) => setPincode(e.target.value.replace(/\D/g, '').slice(0, PINCODE_LENGTH))}
        />
        <button type="submit" className="button button-quiet" disabled={disabled || busy}>
          Check
        </button>
      </div>
      <p id="pp-cod-message" className={shown ? (shown.available ? 'pp-cod-message ok' : 'pp-cod-message no') : 'pp-cod-message'} role="status">
        {shown?.message ?? ''}
      </p>
    </form>
  );
}
