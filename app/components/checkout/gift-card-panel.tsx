// Gift Card Redeem (docs/spec.md#second-2 panel list, #second-4 "Gift card", #second-8 "Gift card redeem"): the card's
// 16-character code asks for a transfer (transfer_requested) and a 4-digit code goes to the card's
// mobile; that code verifies it (transfer_verified, the card locked to this order) and the card pays
// what it has of the order. 'Remove' works at every step; 'Resend OTP' asks for the transfer again
// after the server's wait. Every answer is the whole draft, so the summary and the payment panel
// follow by themselves.
import { useEffect, useState, type FormEvent } from 'react';
import type { InitiateTransferAnswer } from '../../../domain/giftcards/api-schemas';
import { normalizeCardCode } from '../../../domain/giftcards/card-code';
import { cleanOtp, giftRedeemNotice } from '../../../domain/checkout/checkout-flow';
import { OTP_FIELD_MESSAGE } from '../../../domain/checkout/messages';
import { formatINR } from '../../../domain/money/inr';
import type { ApiAnswer } from '../../lib/authed-fetch';
import { toast } from '../../lib/toast';
import { CARD_CODE_FIELD_TEXT } from '../giftcards/gift-texts';
import { useCountdown } from '../giftcards/use-countdown';
import { useCheckout } from './checkout-state';
import { Panel } from './panel';

/** The transfer asked for in this tab: its token (for the verify call), where the code went, and the card's code (for a resend). */
interface Transfer {
  token: string;
  sentTo: string;
  code: string;
}

export function GiftCardPanel() {
  const { draft, save, refresh } = useCheckout();
  const card = draft.applied_gift_card;
  const [code, setCode] = useState('');
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const resendWait = useCountdown();

  // A card removed (here, or by the server: it lapsed or was used elsewhere) ends this tab's transfer.
  useEffect(() => {
    if (!card) setTransfer(null);
  }, [card]);

  /** A refusal's toast, and a fresh start where the spec handles it without words. */
  async function refused(answer: ApiAnswer<unknown>) {
    const notice = giftRedeemNotice(answer.reason, answer.message);
    if (notice.text) toast(notice.text, { kind: 'error' });
    if (notice.restart) {
      setTransfer(null);
      await refresh();
    }
  }

  async function initiate(cardCode: string) {
    setBusy(true);
    const answer = (await save('virtual_order_request_initate_transfer', {
      code: cardCode,
    })) as ApiAnswer<InitiateTransferAnswer>;
    setBusy(false);
    if (!answer.ok) return refused(answer);
    const { token, sent_to, server_resend_rate } = answer.data.message;
    setTransfer({ token, sentTo: sent_to, code: cardCode });
    setOtp('');
    setFieldError('');
    setCode('');
    resendWait.start(server_resend_rate);
  }

  function apply(e: FormEvent) {
    e.preventDefault();
    const normal = normalizeCardCode(code);
    if (!normal) return setFieldError(CARD_CODE_FIELD_TEXT);
    setFieldError('');
    void initiate(normal);
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!transfer) return;
    if (!/^\d{4}$/.test(otp)) return setFieldError(OTP_FIELD_MESSAGE);
    setFieldError('');
    setBusy(true);
    const answer = await save('virtual_order_verify_transfer_gift_card', { token: transfer.token, otp });
    setBusy(false);
    if (!answer.ok) {
      setOtp('');
      return refused(answer);
    }
    setTransfer(null);
    resendWait.stop();
  }

  async function remove() {
    setBusy(true);
    const answer = await save('virtual_order_clear_gift_card');
    setBusy(false);
    if (!answer.ok) return refused(answer);
    setTransfer(null);
    setOtp('');
    setFieldError('');
    resendWait.stop();
  }

  const removeButton = (
    <button type="button" className="link-button co-gift-remove" onClick={() => void remove()} disabled={busy}>
      Remove
    </button>
  );

  let body;
  if (card?.virtual_order_redeem_status === 'transfer_verified') {
    const remaining = Math.max(0, (card.balance ?? 0) - card.virtual_order_redeem_amount);
    body = (
      <div className="co-applied co-gift-applied">
        <div>
          <p className="co-gift-number">{card.virtual_order_redeem_name}</p>
          {card.virtual_order_redeem_amount > 0 ? (
            <>
              <p>
                <span className="price">{formatINR(card.virtual_order_redeem_amount)}</span> applied
              </p>
              <p className="co-gift-left">
                Balance left after this order: <span className="price">{formatINR(remaining)}</span>
              </p>
            </>
          ) : (
            <p>This card cannot pay for this order now.</p>
          )}
        </div>
        {removeButton}
      </div>
    );
  } else if (card && transfer) {
    body = (
      <form className="co-gift-otp" onSubmit={(e) => void verify(e)} noValidate>
        <p className="co-gift-number">{card.virtual_order_redeem_name}</p>
        <label htmlFor="co-gift-otp">
          One time password <small>sent to {transfer.sentTo}</small>
        </label>
        <div className="co-coupon-form">
          <input
            id="co-gift-otp"
            name="otp"
            className="co-code-input co-gift-otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={otp}
            onChange={(e) => setOtp(cleanOtp(e.target.value))}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'co-gift-error' : undefined}
          />
          <button type="submit" className="button" disabled={busy || otp.length === 0}>
            Verify
          </button>
        </div>
        <p className="co-resend co-gift-actions">
          {resendWait.left > 0 ? (
            <span>Resend OTP in {resendWait.left} s</span>
          ) : (
            <button type="button" className="link-button" onClick={() => void initiate(transfer.code)} disabled={busy}>
              Resend OTP
            </button>
          )}
          {removeButton}
        </p>
      </form>
    );
  } else {
    // No card, or one asked for in another tab or before a reload (its token is not here): the code again.
    body = (
      <form onSubmit={apply} noValidate>
        {card ? (
          <p className="co-note">
            {card.virtual_order_redeem_name} is waiting for its one time password. Enter the card&apos;s code again to
            get a new one, or {removeButton}.
          </p>
        ) : null}
        <label htmlFor="co-gift-code" className="visually-hidden">
          Gift card code
        </label>
        <div className="co-coupon-form">
          <input
            id="co-gift-code"
            name="code"
            className="co-code-input"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            placeholder="16-character code"
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'co-gift-error' : 'co-gift-hint'}
          />
          <button type="submit" className="button" disabled={busy || code.trim() === ''}>
            Apply
          </button>
        </div>
        <p id="co-gift-hint" className="field-hint">
          We text a 4-digit code to the mobile the card was sent to.
        </p>
      </form>
    );
  }

  return (
    <Panel id="co-gift-card" title="Gift Card Redeem" step={3} saving={busy}>
      {body}
      {fieldError ? (
        <p id="co-gift-error" className="field-error" role="alert">
          {fieldError}
        </p>
      ) : null}
    </Panel>
  );
}
