// The cash-on-delivery code popup (docs/spec.md#second-4, #second-5 "OTP", #second-8 "Order confirmation"): the 4-digit
// code sent to the shopper's phone, a counter from the server's step down at its rate, then 'Request
// another OTP'. A wrong code says so; after five the order has to be generated again. Closing the
// popup clears the payment mode.
import { useEffect, useState, type FormEvent } from 'react';
import { cleanOtp, resendRemaining } from '../../../domain/checkout/checkout-flow';
import { OTP_FIELD_MESSAGE } from '../../../domain/checkout/messages';
import { formatINR } from '../../../domain/money/inr';
import { toast } from '../../lib/toast';
import { FormAlert } from '../account/form-field';
import { Modal } from './modal';
import type { CodData, ConfirmRefusal } from './use-place-order';

export const REQUEST_ANOTHER_OTP = 'Request another OTP';

interface CodeDialogProps {
  /** What is paid in cash: the order's amount less any gift card's part. */
  amount: number;
  data: CodData;
  sentAt: number;
  confirm: (code: string) => Promise<ConfirmRefusal | null>;
  resend: () => Promise<boolean>;
  onClose: () => void;
}

export function CodeDialog({ amount, data, sentAt, confirm, resend, onClose }: CodeDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const left = exhausted ? 0 : resendRemaining(data.server_resend_step, data.server_resend_rate, now - sentAt);

  useEffect(() => {
    setExhausted(false);
    setNow(Date.now());
    const tick = window.setInterval(() => setNow(Date.now()), Math.max(1, data.server_resend_rate) * 1000);
    return () => window.clearInterval(tick);
  }, [data, sentAt]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{4}$/.test(code)) return setError(OTP_FIELD_MESSAGE);
    setBusy(true);
    setError('');
    const refused = await confirm(code);
    setBusy(false);
    if (!refused) return;
    setError(refused.text);
    toast(refused.text, { kind: 'error' });
    setCode('');
    if (refused.reason === 'OTP_TRIES_EXCEEDED' || refused.reason === 'ORDER_EXPIRED') setExhausted(true);
  }

  async function again() {
    setBusy(true);
    const sent = await resend();
    setBusy(false);
    if (sent) {
      setError('');
      setCode('');
    }
  }

  return (
    <Modal title="Confirm your cash-on-delivery order" onClose={onClose} className="co-code-modal">
      <p>
        We sent a 4-digit code to <strong>{data.sent_to}</strong>. Enter it to place your order of{' '}
        <span className="price">{formatINR(amount)}</span>, paid in cash on delivery.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="co-code-form">
        <label htmlFor="co-otp">One time password</label>
        <input
          id="co-otp"
          name="otp"
          className="co-otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{4}"
          maxLength={4}
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(cleanOtp(e.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'co-otp-error' : undefined}
        />
        <div id="co-otp-error">
          <FormAlert>{error}</FormAlert>
        </div>
        <button type="submit" className="button" disabled={busy || exhausted}>
          Confirm order
        </button>
      </form>
      <p className="co-resend">
        {left > 0 ? (
          `Request another code in ${left} s`
        ) : (
          <button type="button" className="link-button" onClick={() => void again()} disabled={busy}>
            {REQUEST_ANOTHER_OTP}
          </button>
        )}
      </p>
    </Modal>
  );
}
