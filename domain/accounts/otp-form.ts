// The one-time-code login form as a pure reducer (docs/spec.md#first-4 "One-time code form"): the forms are
// number, otp, loader and verified; a countdown ticks every second and stops at zero; WAIT_TIMEOUT
// and OTP_EXPIRED go back to the number form, other reasons stay on the otp form; verified clears
// the counter. Messages are the reason table's texts (otp-reasons.ts), letter for letter.
import { OTP_MESSAGES, type OtpReason } from './otp-reasons.ts';

export type OtpFormName = 'number' | 'otp' | 'loader' | 'verified';

export interface OtpMessage {
  kind: 'error' | 'success';
  reason: OtpReason | 'OTP_SENT';
  text: string;
}

export interface OtpFormState {
  form: OtpFormName;
  /** The form to go back to when the loader's call fails. */
  back: 'number' | 'otp';
  /** The ten-digit mobile the code went (or goes) to. */
  mobile: string;
  /** The request's token, sent back with the code. */
  token: string | null;
  /** Seconds before another code may be asked for (server_resend_rate, or a WAIT_TIMEOUT's Retry-After). */
  resendIn: number;
  /** Seconds the code stays valid (timer_rate). */
  validFor: number;
  message: OtpMessage | null;
}

export type OtpFormEvent =
  | { type: 'REQUEST'; mobile: string }
  | { type: 'REQUEST_OK'; token: string; timer_rate: number; server_resend_rate: number }
  | { type: 'VERIFY' }
  | { type: 'VERIFY_OK' }
  | { type: 'FAILED'; reason: string; retryAfter?: number | null }
  | { type: 'TICK' }
  | { type: 'CHANGE_NUMBER' };

export const initialOtpForm: OtpFormState = {
  form: 'number',
  back: 'number',
  mobile: '',
  token: null,
  resendIn: 0,
  validFor: 0,
  message: null,
};

/** Reasons that end the code: a new one must be asked for from the number form. */
const BACK_TO_NUMBER = new Set<string>(['WAIT_TIMEOUT', 'OTP_EXPIRED']);

const knownReason = (reason: string): OtpReason => (reason in OTP_MESSAGES ? (reason as OtpReason) : 'INVALID_REQUEST');
const error = (reason: string): OtpMessage => {
  const known = knownReason(reason);
  return { kind: 'error', reason: known, text: OTP_MESSAGES[known] };
};
const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.ceil(n) : 0);

export function otpFormReducer(state: OtpFormState, event: OtpFormEvent): OtpFormState {
  switch (event.type) {
    case 'REQUEST':
      // A first code from the number form, or another one from the otp form once the wait is over.
      if (state.form === 'loader' || state.form === 'verified' || state.resendIn > 0) return state;
      return { ...state, form: 'loader', back: state.form, mobile: event.mobile, message: null };
    case 'REQUEST_OK':
      if (state.form !== 'loader') return state;
      return {
        ...state,
        form: 'otp',
        token: event.token,
        validFor: whole(event.timer_rate),
        resendIn: whole(event.server_resend_rate),
        message: { kind: 'success', reason: 'OTP_SENT', text: `We have sent a code to ${state.mobile}` },
      };
    case 'VERIFY':
      if (state.form !== 'otp' || state.token === null) return state;
      return { ...state, form: 'loader', back: 'otp', message: null };
    case 'VERIFY_OK':
      if (state.form !== 'loader') return state;
      return {
        ...state,
        form: 'verified',
        resendIn: 0,
        validFor: 0,
        message: { kind: 'success', reason: 'success', text: OTP_MESSAGES.success },
      };
    case 'FAILED': {
      if (state.form !== 'loader') return state;
      const message = error(event.reason);
      if (BACK_TO_NUMBER.has(message.reason)) {
        // WAIT_TIMEOUT says how long to wait (Retry-After): the number form counts it down.
        const resendIn = message.reason === 'WAIT_TIMEOUT' ? whole(event.retryAfter ?? 0) : 0;
        return { ...state, form: 'number', back: 'number', token: null, validFor: 0, resendIn, message };
      }
      return { ...state, form: state.back, message };
    }
    case 'TICK': {
      if (state.form === 'verified' || (state.resendIn === 0 && state.validFor === 0)) return state;
      const next = { ...state, resendIn: Math.max(0, state.resendIn - 1), validFor: Math.max(0, state.validFor - 1) };
      // The code ran out while the form waited for it: a new one is needed.
      if (state.form === 'otp' && state.validFor > 0 && next.validFor === 0)
        return { ...next, form: 'number', back: 'number', token: null, message: error('OTP_EXPIRED') };
      return next;
    }
    case 'CHANGE_NUMBER':
      if (state.form !== 'otp') return state;
      return { ...state, form: 'number', back: 'number', token: null, validFor: 0, message: null };
  }
}

/** Whether the countdown still runs (the component ticks only then). */
export const otpCountdownRunning = (s: OtpFormState): boolean =>
  s.form !== 'verified' && (s.resendIn > 0 || s.validFor > 0);

/** m:ss of a number of seconds, for the countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
