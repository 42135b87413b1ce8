import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  initialOtpForm,
  otpCountdownRunning,
  otpFormReducer,
  type OtpFormEvent,
  type OtpFormState,
} from './otp-form.ts';

const run = (events: OtpFormEvent[], from: OtpFormState = initialOtpForm) => events.reduce(otpFormReducer, from);
const MOBILE = '9876543210';
const sent: OtpFormEvent[] = [
  { type: 'REQUEST', mobile: MOBILE },
  { type: 'REQUEST_OK', token: 't1', timer_rate: 300, server_resend_rate: 60 },
];
const onOtp = run(sent);
const verifying = run([{ type: 'VERIFY' }], onOtp);
const ticks = (n: number): OtpFormEvent[] => Array.from({ length: n }, () => ({ type: 'TICK' }) as const);

describe('otpFormReducer: the forms', () => {
  it('number → loader → otp with the server timers and the token', () => {
    const loading = run([sent[0]!]);
    expect(loading).toMatchObject({ form: 'loader', back: 'number', mobile: MOBILE, message: null });
    expect(onOtp).toMatchObject({
      form: 'otp',
      token: 't1',
      validFor: 300,
      resendIn: 60,
      message: { kind: 'success', reason: 'OTP_SENT' },
    });
  });

  it('otp → loader → verified clears the counters with " Verification Successfull"', () => {
    expect(verifying.form).toBe('loader');
    const done = run([{ type: 'VERIFY_OK' }], verifying);
    expect(done).toMatchObject({
      form: 'verified',
      resendIn: 0,
      validFor: 0,
      message: { kind: 'success', text: ' Verification Successfull' },
    });
    expect(otpCountdownRunning(done)).toBe(false);
    expect(run(ticks(3), done)).toBe(done);
  });

  it.each([
    // reason, form after a failed verify, message text
    ['OTP_MISSMATCH', 'otp', ' Enter valid OTP'],
    ['INVALID_SECRET', 'otp', ' Invalid OTP'],
    ['TOKEN_CANCELED', 'otp', ' Your OTP token has been expired'],
    ['NO_OTP_TOKEN', 'otp', ' Invalid request'],
    ['INVALID_REQUEST', 'otp', ' Invalid request'],
    ['NETWORK_ERROR', 'otp', ' Network Error'],
    ['OFFLINE', 'otp', 'Please check your connection'],
    ['SOMETHING_UNKNOWN', 'otp', ' Invalid request'],
    ['OTP_EXPIRED', 'number', ' Your OTP has been expired'],
    ['WAIT_TIMEOUT', 'number', 'Please try again after'],
  ])('verify refused with %s → %s form, %j', (reason, form, text) => {
    const after = run([{ type: 'FAILED', reason }], verifying);
    expect(after.form).toBe(form);
    expect(after.message).toMatchObject({ kind: 'error', text });
    if (form === 'number') expect(after.token).toBeNull();
    else expect(after.token).toBe('t1');
  });

  it.each([
    ['OTP_UNVERIFIED', 'number', 'Please verify your mobile number', 0],
    ['INVALID_REQUEST', 'number', ' Invalid request', 0],
    ['NETWORK_ERROR', 'number', ' Network Error', 0],
    ['WAIT_TIMEOUT', 'number', 'Please try again after', 42],
  ])('a first request refused with %s → %s form, %j, wait %i s', (reason, form, text, resendIn) => {
    const after = run([sent[0]!, { type: 'FAILED', reason, retryAfter: 42 }]);
    expect(after).toMatchObject({ form, resendIn, message: { text } });
  });

  it('a resend refused with a reason other than WAIT_TIMEOUT stays on the otp form', () => {
    const waited = run(ticks(60), onOtp);
    const resending = run([{ type: 'REQUEST', mobile: MOBILE }], waited);
    expect(resending).toMatchObject({ form: 'loader', back: 'otp' });
    expect(run([{ type: 'FAILED', reason: 'NETWORK_ERROR' }], resending)).toMatchObject({ form: 'otp', token: 't1' });
    expect(run([{ type: 'FAILED', reason: 'WAIT_TIMEOUT', retryAfter: 30 }], resending)).toMatchObject({
      form: 'number',
      resendIn: 30,
      token: null,
    });
  });

  it('change number goes back to the number form', () => {
    expect(run([{ type: 'CHANGE_NUMBER' }], onOtp)).toMatchObject({ form: 'number', token: null, validFor: 0 });
  });
});

describe('otpFormReducer: the countdown', () => {
  it('ticks each second and stops at zero', () => {
    expect(run(ticks(1), onOtp)).toMatchObject({ resendIn: 59, validFor: 299 });
    const waited = run(ticks(60), onOtp);
    expect(waited).toMatchObject({ resendIn: 0, validFor: 240, form: 'otp' });
    expect(run(ticks(5), waited).resendIn).toBe(0);
  });

  it('a code that runs out sends the form back to the number with " Your OTP has been expired"', () => {
    const after = run(ticks(300), onOtp);
    expect(after).toMatchObject({
      form: 'number',
      token: null,
      resendIn: 0,
      validFor: 0,
      message: { text: ' Your OTP has been expired' },
    });
    expect(otpCountdownRunning(after)).toBe(false);
    expect(run(ticks(1), after)).toBe(after);
  });

  it('a WAIT_TIMEOUT wait counts down on the number form and holds the request until zero', () => {
    const waiting = run([sent[0]!, { type: 'FAILED', reason: 'WAIT_TIMEOUT', retryAfter: 2 }]);
    expect(run([{ type: 'REQUEST', mobile: MOBILE }], waiting)).toBe(waiting);
    const free = run(ticks(2), waiting);
    expect(free).toMatchObject({ form: 'number', resendIn: 0 });
    expect(run([{ type: 'REQUEST', mobile: MOBILE }], free).form).toBe('loader');
  });

  it('no resend before server_resend_rate has passed', () => {
    expect(run([{ type: 'REQUEST', mobile: MOBILE }], onOtp)).toBe(onOtp);
  });
});

describe('otpFormReducer: events out of place change nothing', () => {
  it.each<[string, OtpFormState, OtpFormEvent]>([
    ['verify on the number form', initialOtpForm, { type: 'VERIFY' }],
    [
      'an answer without a request',
      initialOtpForm,
      { type: 'REQUEST_OK', token: 't', timer_rate: 1, server_resend_rate: 1 },
    ],
    ['a failure without a call', onOtp, { type: 'FAILED', reason: 'OTP_MISSMATCH' }],
    ['verified without a call', onOtp, { type: 'VERIFY_OK' }],
    ['a second request while loading', run([sent[0]!]), { type: 'REQUEST', mobile: MOBILE }],
    ['change number while loading', verifying, { type: 'CHANGE_NUMBER' }],
    ['a tick with nothing to count', initialOtpForm, { type: 'TICK' }],
  ])('%s', (_name, state, event) => {
    expect(otpFormReducer(state, event)).toBe(state);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [60, '1:00'],
    [299, '4:59'],
    [-3, '0:00'],
  ])('%i → %s', (s, text) => expect(formatCountdown(s)).toBe(text));
});

describe('isCodeShaped in the browser', () => {
  it("agrees with the server's rule", async () => {
    const server = await import('./otp-schemas.ts');
    const browser = await import('./otp-code-shape.ts');
    for (const otp of ['', '123', '1234', '123456', '1234567', '12a456', ' 123456', '١٢٣٤٥٦'])
      expect(browser.isCodeShaped(otp)).toBe(server.isCodeShaped(otp));
  });
});
