// The one-time-code login (docs/spec.md#first-4 "One-time code form"): the forms number → loader → otp →
// loader → verified, driven by the pure reducer of domain/accounts/otp-form.ts. A countdown ticks
// each second from the server's timer_rate and server_resend_rate and stops at zero; calls give up
// after 20 s (NETWORK_ERROR). Verified: the session is kept and the shopper moves on.
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_TEXTS } from '../../../domain/accounts/messages';
import {
  formatCountdown,
  initialOtpForm,
  otpCountdownRunning,
  otpFormReducer,
} from '../../../domain/accounts/otp-form';
import { isCodeShaped } from '../../../domain/accounts/otp-code-shape';
import { normalizeMobile } from '../../../domain/accounts/phone';
import type { StoredSession } from '../../../domain/accounts/stored-session';
import { mobileProblem } from '../../../domain/accounts/account-form-rules';
import { apiPost } from '../../lib/authed-fetch';
import { TOAST_AUTH_MS } from '../../lib/site';
import { toast } from '../../lib/toast';
import { keepSession } from '../../state/session-actions';
import { rememberFoundOrders } from '../orders/found-orders-notice';
import { FormField } from './form-field';

/** docs/spec.md#first-9: "One-time code request timeout: 20 s". */
const OTP_TIMEOUT_MS = 20_000;

interface OtpSent {
  token: string;
  timer_rate: number;
  server_resend_rate: number;
}

export function OtpLogin({ target }: { target: string }) {
  const [state, dispatch] = useReducer(otpFormReducer, initialOtpForm);
  const [mobileInput, setMobileInput] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const navigate = useNavigate();
  const mobileRef = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLDivElement>(null);
  const running = otpCountdownRunning(state);

  // One tick a second while a countdown runs; none once it reaches zero or the code is verified.
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => dispatch({ type: 'TICK' }), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  // Each form takes the focus when it appears, so a keyboard or screen-reader user follows along.
  useEffect(() => {
    if (state.form === 'otp') codeRef.current?.querySelector('input')?.focus();
    if (state.form === 'number' && state.message) mobileRef.current?.querySelector('input')?.focus();
  }, [state.form, state.message]);

  const request = async (mobile: string) => {
    dispatch({ type: 'REQUEST', mobile });
    setCode('');
    const answer = await apiPost<OtpSent>('request/otpLogin', { mobile }, { timeoutMs: OTP_TIMEOUT_MS });
    if (answer.ok)
      dispatch({
        type: 'REQUEST_OK',
        token: answer.data.token,
        timer_rate: answer.data.timer_rate,
        server_resend_rate: answer.data.server_resend_rate,
      });
    else dispatch({ type: 'FAILED', reason: answer.reason, retryAfter: answer.retryAfter });
  };

  const onNumber = (event: FormEvent) => {
    event.preventDefault();
    const problem = mobileProblem(mobileInput);
    setFieldError(problem);
    const mobile = normalizeMobile(mobileInput);
    if (problem || !mobile) return mobileRef.current?.querySelector('input')?.focus();
    void request(mobile);
  };

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    const otp = code.trim();
    if (!isCodeShaped(otp)) {
      setFieldError('Please enter the code from the SMS (6 digits).');
      return codeRef.current?.querySelector('input')?.focus();
    }
    setFieldError(null);
    dispatch({ type: 'VERIFY' });
    const answer = await apiPost<{ result: StoredSession; found_orders?: number }>(
      'verify/otp',
      { token: state.token, mobile: state.mobile, otp },
      { timeoutMs: OTP_TIMEOUT_MS },
    );
    if (!answer.ok) return dispatch({ type: 'FAILED', reason: answer.reason, retryAfter: answer.retryAfter });
    dispatch({ type: 'VERIFY_OK' });
    keepSession(answer.data.result);
    // Guest orders placed with this mobile joined the account: the next account page says so once.
    rememberFoundOrders(answer.data.found_orders);
    toast(ACCOUNT_TEXTS.loggedIn, { duration: TOAST_AUTH_MS });
    void navigate(target, { replace: true });
  };

  const message = state.message ? (
    <p
      className={`form-alert form-alert-${state.message.kind}`}
      role={state.message.kind === 'error' ? 'alert' : 'status'}
    >
      {state.message.text}
      {state.message.reason === 'WAIT_TIMEOUT' && state.resendIn > 0 ? ` ${state.resendIn} seconds` : null}
    </p>
  ) : null;

  if (state.form === 'loader') {
    return (
      <div className="otp-loader" role="status">
        <span className="spinner" aria-hidden="true" />
        {state.back === 'otp' && state.token && code ? 'Checking your code…' : 'Sending your code…'}
      </div>
    );
  }
  if (state.form === 'verified') {
    return (
      <p className="form-alert form-alert-success" role="status">
        {state.message?.text} Taking you on…
      </p>
    );
  }
  if (state.form === 'otp') {
    return (
      <form className="account-form" noValidate onSubmit={(e) => void onCode(e)}>
        {message}
        <div ref={codeRef}>
          <FormField
            idPrefix="otp"
            name="otp"
            label="One-time code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            required
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            error={fieldError}
            hint={`6 digits, valid for ${formatCountdown(state.validFor)}.`}
          />
        </div>
        <button type="submit" className="button account-submit">
          Verify and log in
        </button>
        <div className="otp-resend">
          {state.resendIn > 0 ? (
            <p className="otp-countdown">
              Resend code in <span className="otp-timer">{formatCountdown(state.resendIn)}</span>
            </p>
          ) : (
            <button type="button" className="text-button" onClick={() => void request(state.mobile)}>
              Resend code
            </button>
          )}
          <button type="button" className="text-button" onClick={() => dispatch({ type: 'CHANGE_NUMBER' })}>
            Change number
          </button>
        </div>
      </form>
    );
  }
  return (
    <form className="account-form" noValidate onSubmit={onNumber}>
      {message}
      <div ref={mobileRef}>
        <FormField
          idPrefix="otp"
          name="mobile"
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          required
          value={mobileInput}
          onChange={(e) => setMobileInput(e.target.value)}
          error={fieldError}
          hint="The number of your account. We send a 6-digit code by SMS."
        />
      </div>
      <button type="submit" className="button account-submit" disabled={state.resendIn > 0}>
        {state.resendIn > 0 ? `Send code (wait ${formatCountdown(state.resendIn)})` : 'Send code'}
      </button>
    </form>
  );
}
