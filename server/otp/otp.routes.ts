// The one-time-code calls (docs/api.md): the three that send a code (`request/otpLogin`, `request/otpRegister`,
// `verify/cod/number`) and `verify/otp`. Refusals carry the spec's reason codes and texts
// (domain/accounts/otp-reasons.ts), a malformed body included.
import type { Outcome, ReasonTable } from '../../domain/api/outcome.ts';
import { OTP_MESSAGES, OTP_REFUSALS, type OtpRefusal } from '../../domain/accounts/otp-reasons.ts';
import {
  otpRequestAnswerSchema,
  otpRequestBodySchema,
  otpVerifyAnswerSchema,
  otpVerifyBodySchema,
} from '../../domain/accounts/otp-schemas.ts';
import { clientIp } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { OtpSent, OtpService } from './otp.service.ts';

const TAG = 'One-time-code login';

/** The call's part of the reason table, each reason with what it means on this call. */
function refusalsOf<R extends OtpRefusal>(notes: Record<R, string | undefined>): ReasonTable<R> {
  const reasons = Object.keys(notes) as R[];
  return Object.fromEntries(
    reasons.map((reason) => [reason, { ...OTP_REFUSALS[reason], ...(notes[reason] ? { note: notes[reason] } : {}) }]),
  ) as unknown as ReasonTable<R>;
}

const sendRefusals = refusalsOf({
  INVALID_REQUEST: 'no valid Indian mobile',
  WAIT_TIMEOUT: 'too soon or too many codes; Retry-After says when',
});
const loginSendRefusals = refusalsOf({
  INVALID_REQUEST: 'no valid Indian mobile',
  OTP_UNVERIFIED: 'no account has this mobile',
  WAIT_TIMEOUT: 'too soon or too many codes; Retry-After says when',
});
const verifyRefusals = refusalsOf({
  INVALID_REQUEST: 'a malformed body, or a mobile that is not the one the code went to',
  NO_OTP_TOKEN: 'unknown token',
  INVALID_SECRET: 'the code is not 4 to 6 digits',
  OTP_MISSMATCH: 'wrong code (5 tries per code)',
  OTP_EXPIRED: 'older than 5 minutes',
  TOKEN_CANCELED: 'already used, replaced by a newer code, or out of tries',
  OTP_UNVERIFIED: undefined,
});

/** A call that sends a code by SMS to a mobile: they differ only in what the code is for. */
function sendCodeCall<R extends OtpRefusal>(call: {
  path: string;
  summary: string;
  description: string;
  refusals: ReasonTable<R>;
  send: (mobile: string, ip: string) => Promise<Outcome<OtpSent, R>>;
  trustProxy: boolean;
}): ApiCall {
  return defineCall({
    path: call.path,
    method: 'POST',
    tag: TAG,
    summary: call.summary,
    description: call.description,
    input: otpRequestBodySchema,
    answer: otpRequestAnswerSchema,
    invalidReason: 'INVALID_REQUEST',
    invalidMessage: OTP_MESSAGES.INVALID_REQUEST,
    refusals: call.refusals,
    handle: async (body, c) => {
      const sent = unwrap(await call.send(body.mobile, clientIp(c, call.trustProxy)), call.refusals);
      return {
        reason: 'OTP_SENT' as const,
        message: 'OTP sent',
        token: sent.token,
        timer_rate: sent.timer_rate,
        server_resend_rate: sent.server_resend_rate,
      };
    },
  });
}

export function otpCalls(otp: OtpService, options: { trustProxy: boolean }): ApiCall[] {
  return [
    sendCodeCall({
      path: 'request/otpLogin',
      summary: "Send a login code by SMS to a member's mobile",
      description:
        'A 6-digit code goes to the mobile by SMS (the dev outbox shows it). It works once, for `timer_rate` seconds (300), for at most 5 tries; ' +
        'a new code replaces the previous one. A number gets at most OTP_RATE_PER_HOUR codes an hour and one per `server_resend_rate` seconds (60); ' +
        'an IP makes at most OTP_IP_RATE_PER_HOUR requests an hour. A mobile with no account is refused with OTP_UNVERIFIED.',
      refusals: loginSendRefusals,
      trustProxy: options.trustProxy,
      send: otp.requestLogin,
    }),
    sendCodeCall({
      path: 'request/otpRegister',
      summary: 'Send a code by SMS to the mobile a registration will name',
      description:
        "Beyond the spec: a 6-digit code to any Indian mobile (no account needed), for register2 to carry as `otp_token` (this answer's `token`) and `otp`: " +
        "the new account's mobile is then proved at once and its guest orders join the account. Optional: register2 without it is as the spec has it. " +
        'The same limits as the login code: OTP_RATE_PER_HOUR codes a number an hour, one a minute, OTP_IP_RATE_PER_HOUR requests an IP an hour; 5 minutes, 5 tries.',
      refusals: sendRefusals,
      trustProxy: options.trustProxy,
      send: otp.requestRegister,
    }),
    sendCodeCall({
      path: 'verify/cod/number',
      summary: 'Send a 4-digit code to verify a mobile for cash on delivery',
      description:
        "The first spec's cash-on-delivery number check: a 4-digit code by SMS to any Indian mobile (no account needed), verified by verify/otp with the answer's `token`. " +
        'The same limits as the login code: OTP_RATE_PER_HOUR codes a number an hour, one a minute, OTP_IP_RATE_PER_HOUR requests an IP an hour.',
      refusals: sendRefusals,
      trustProxy: options.trustProxy,
      send: otp.requestCodNumber,
    }),
    defineCall({
      path: 'verify/otp',
      method: 'POST',
      tag: TAG,
      summary: 'Verify a login code and log in',
      description:
        'Takes the `token` of request/otpLogin or verify/cod/number, the same `mobile` and the code as `otp`. A login code answers the session data as `result`; ' +
        "a cash-on-delivery code answers success only (the mobile is verified). A login code proves the member's mobile: their guest orders placed with it (placed by a code to it, or naming their email too) become theirs in the same transaction, and `found_orders` says how many when there were any.",
      input: otpVerifyBodySchema,
      answer: otpVerifyAnswerSchema,
      invalidReason: 'INVALID_REQUEST',
      invalidMessage: OTP_MESSAGES.INVALID_REQUEST,
      refusals: verifyRefusals,
      handle: async (body) => {
        const { session, foundOrders } = unwrap(await otp.verifyLogin(body), verifyRefusals);
        return {
          reason: 'success' as const,
          message: OTP_MESSAGES.success,
          ...(session ? { result: session } : {}),
          ...(foundOrders ? { found_orders: foundOrders } : {}),
        };
      },
    }),
  ];
}
