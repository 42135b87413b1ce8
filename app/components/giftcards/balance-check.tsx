// "Check your balance" on /gifts (docs/spec.md#first-7 giftcards/access/generate and giftcards/balance, #first-8
// gift access texts): the card's mobile and code → a 4-digit code to that mobile, with the server's
// resend counter → the code verified for a short-lived access token → the card's balance. As the
// spec's one-time-code form: WAIT_TIMEOUT and OTP_EXPIRED go back to the details, other refusals stay
// on the code. Refusals are toasts with the server's words; a failed balance call has its own text.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { normalizeMobile } from '../../../domain/accounts/phone';
import type { BalanceAnswer } from '../../../domain/giftcards/api-schemas';
import { normalizeCardCode } from '../../../domain/giftcards/card-code';
import { GIFT_ACCESS_REASONS, GIFT_PURCHASE_TEXTS } from '../../../domain/giftcards/messages';
import { PURCHASE_FIELD_TEXTS } from '../../../domain/giftcards/purchase-rules';
import { apiPost, type ApiAnswer } from '../../lib/authed-fetch';
import { toast } from '../../lib/toast';
import { FormField } from '../account/form-field';
import { BalanceCard } from './balance-card';
import { ACCESS_CODE_FIELD_TEXT, CARD_CODE_FIELD_TEXT } from './gift-texts';
import { useCountdown } from './use-countdown';

/** docs/spec.md#first-9: one-time code requests give up after 20 s. */
const CODE_TIMEOUT_MS = 20_000;
/** Refusals after which a new code must be asked for from the details form. */
const BACK_TO_DETAILS = new Set([
  'WAIT_TIMEOUT',
  'OTP_EXPIRED',
  'TOKEN_CANCELED',
  'NO_OTP_TOKEN',
  'MAX_RETRIES',
  'NO_CARD_FOUND',
]);

type Step =
  | { kind: 'details' }
  | { kind: 'code'; token: string; mobile: string; card: string }
  | { kind: 'card'; card: BalanceAnswer['card'] };

interface CodeSent {
  token: string;
  timer_rate: number;
  server_resend_rate: number;
}
interface Access {
  access: { access_token: string; expires_in: number };
}

const failureText = (answer: ApiAnswer<unknown>) =>
  answer.message ||
  (GIFT_ACCESS_REASONS as Record<string, { text: string }>)[answer.reason]?.text ||
  GIFT_ACCESS_REASONS.SOMETHING_WRONG.text;

/** The details as the form holds them: typed before this code arrived, React's state does not have them. */
function detailsOf(form: HTMLFormElement) {
  const data = new FormData(form);
  return { mobile: String(data.get('mobile_number') ?? ''), card: String(data.get('card_number') ?? '') };
}

export function BalanceCheck({ onLive }: { onLive?: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const [mobile, setMobile] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const resendWait = useCountdown();
  const box = useRef<HTMLDivElement>(null);

  // Text typed into the server's form before this code arrived becomes the state (React would write
  // its empty state over it at the next render), then a Send code pressed before is sent again.
  useEffect(() => {
    const form = box.current?.querySelector('form');
    if (form) {
      const typed = detailsOf(form);
      setMobile(typed.mobile);
      setCardNumber(typed.card.toUpperCase());
    }
    onLive?.();
  }, [onLive]);

  // Each step takes the focus as it appears, so a keyboard or screen-reader user follows along.
  useEffect(() => {
    if (step.kind === 'code') box.current?.querySelector<HTMLInputElement>('#gift-balance-otp')?.focus();
    if (step.kind === 'card') box.current?.querySelector<HTMLElement>('.gift-balance-result')?.focus();
  }, [step.kind]);

  async function sendCode(mobileNumber: string, card: string) {
    setBusy(true);
    const answer = await apiPost<CodeSent>(
      'giftcards/access/generate',
      { mobile_number: mobileNumber, card_number: card },
      { timeoutMs: CODE_TIMEOUT_MS },
    );
    setBusy(false);
    if (!answer.ok) {
      toast(failureText(answer), { kind: 'error' });
      if (answer.reason === 'WAIT_TIMEOUT') resendWait.start(answer.retryAfter ?? 60);
      setErrors(answer.fields);
      return setStep({ kind: 'details' });
    }
    setOtp('');
    setErrors({});
    resendWait.start(answer.data.server_resend_rate);
    setStep({ kind: 'code', token: answer.data.token, mobile: mobileNumber, card });
  }

  function submitDetails(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const typed = detailsOf(e.currentTarget);
    const mobileNumber = normalizeMobile(typed.mobile);
    const card = normalizeCardCode(typed.card);
    const problems: Record<string, string> = {};
    if (!mobileNumber) problems.mobile_number = PURCHASE_FIELD_TEXTS.mobile;
    if (!card) problems.card_number = CARD_CODE_FIELD_TEXT;
    setErrors(problems);
    if (!mobileNumber || !card) return box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    void sendCode(mobileNumber, card);
  }

  async function submitCode(e: FormEvent) {
    e.preventDefault();
    if (step.kind !== 'code') return;
    if (!/^\d{4}$/.test(otp)) return setErrors({ otp: ACCESS_CODE_FIELD_TEXT });
    setErrors({});
    setBusy(true);
    const access = await apiPost<Access>(
      'giftcards/access/generate',
      { mobile_number: step.mobile, card_number: step.card, otp, token: step.token },
      { timeoutMs: CODE_TIMEOUT_MS },
    );
    if (!access.ok) {
      setBusy(false);
      setOtp('');
      toast(failureText(access), { kind: 'error' });
      if (BACK_TO_DETAILS.has(access.reason)) setStep({ kind: 'details' });
      return;
    }
    const balance = await apiPost<BalanceAnswer>('giftcards/balance', {
      card_number: step.card,
      access_token: access.data.access.access_token,
    });
    setBusy(false);
    if (!balance.ok) {
      toast(GIFT_PURCHASE_TEXTS.balanceError, { kind: 'error' });
      return setStep({ kind: 'details' });
    }
    resendWait.stop();
    setStep({ kind: 'card', card: balance.data.card });
  }

  function startOver() {
    setStep({ kind: 'details' });
    setCardNumber('');
    setOtp('');
    setErrors({});
  }

  return (
    <div ref={box} className="gift-balance" aria-busy={busy ? true : undefined}>
      {step.kind === 'details' ? (
        <form className="gift-balance-form" onSubmit={submitDetails} noValidate>
          <FormField
            idPrefix="gift-balance"
            name="mobile_number"
            label="Mobile number the card was sent to"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            error={errors.mobile_number}
          />
          <FormField
            idPrefix="gift-balance"
            name="card_number"
            label="Gift card code"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={24}
            placeholder="XXXX XXXX XXXX XXXX"
            value={cardNumber}
            onChange={(e) => setCardNumber(e.target.value.toUpperCase())}
            error={errors.card_number}
          />
          <button type="submit" className="button" disabled={busy || resendWait.left > 0}>
            {resendWait.left > 0 ? `Send code (wait ${resendWait.left} s)` : 'Send code'}
          </button>
        </form>
      ) : null}

      {step.kind === 'code' ? (
        <form className="gift-balance-form" onSubmit={(e) => void submitCode(e)} noValidate>
          <p className="form-alert form-alert-success" role="status">
            We have sent a 4-digit code to {step.mobile.replace(/^\d{6}/, 'XXXXXX')}.
          </p>
          <FormField
            idPrefix="gift-balance"
            name="otp"
            label="One-time code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            className="gift-otp"
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 4))}
            error={errors.otp}
          />
          <button type="submit" className="button" disabled={busy}>
            Check balance
          </button>
          <p className="gift-resend">
            {resendWait.left > 0 ? (
              <span>Resend code in {resendWait.left} s</span>
            ) : (
              <button
                type="button"
                className="text-button"
                onClick={() => void sendCode(step.mobile, step.card)}
                disabled={busy}
              >
                Resend code
              </button>
            )}
            <button type="button" className="text-button" onClick={() => setStep({ kind: 'details' })}>
              Change details
            </button>
          </p>
        </form>
      ) : null}

      {step.kind === 'card' ? (
        <div className="gift-balance-result" tabIndex={-1}>
          <BalanceCard card={step.card} />
          <button type="button" className="button button-quiet" onClick={startOver}>
            Check another card
          </button>
        </div>
      ) : null}
    </div>
  );
}
