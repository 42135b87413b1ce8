// The one-time-code reason table of the first spec (docs/spec.md#first-8), letter for letter, leading spaces and the
// spec's spellings ("MISSMATCH", "Successfull") included, with the HTTP status the server answers.
// NETWORK_ERROR and OFFLINE are the client's own and never come from the server.
import type { ReasonTable } from '../api/outcome.ts';

export const OTP_MESSAGES = {
  INVALID_REQUEST: ' Invalid request',
  OTP_MISSMATCH: ' Enter valid OTP',
  OTP_EXPIRED: ' Your OTP has been expired',
  TOKEN_CANCELED: ' Your OTP token has been expired',
  NO_OTP_TOKEN: ' Invalid request',
  WAIT_TIMEOUT: 'Please try again after',
  OTP_UNVERIFIED: 'Please verify your mobile number',
  INVALID_SECRET: ' Invalid OTP',
  NETWORK_ERROR: ' Network Error',
  OFFLINE: 'Please check your connection',
  success: ' Verification Successfull',
} as const;
export type OtpReason = keyof typeof OTP_MESSAGES;

/** Reasons the server answers, with their HTTP status (docs/api.md#answers) and the spec's text. */
export const OTP_REFUSALS = {
  INVALID_REQUEST: { status: 400, text: OTP_MESSAGES.INVALID_REQUEST },
  NO_OTP_TOKEN: { status: 400, text: OTP_MESSAGES.NO_OTP_TOKEN },
  INVALID_SECRET: { status: 400, text: OTP_MESSAGES.INVALID_SECRET },
  OTP_MISSMATCH: { status: 422, text: OTP_MESSAGES.OTP_MISSMATCH },
  OTP_EXPIRED: { status: 422, text: OTP_MESSAGES.OTP_EXPIRED },
  TOKEN_CANCELED: { status: 422, text: OTP_MESSAGES.TOKEN_CANCELED },
  OTP_UNVERIFIED: { status: 404, text: OTP_MESSAGES.OTP_UNVERIFIED },
  WAIT_TIMEOUT: { status: 429, text: OTP_MESSAGES.WAIT_TIMEOUT },
} as const satisfies ReasonTable<Exclude<OtpReason, 'NETWORK_ERROR' | 'OFFLINE' | 'success'>>;
export type OtpRefusal = keyof typeof OTP_REFUSALS;

/** Code lifetime, tries, resend wait and length of the login code. */
export const OTP_LOGIN = {
  digits: 6,
  validSeconds: 5 * 60,
  maxTries: 5,
  resendSeconds: 60,
} as const;

/** The first spec's `verify/cod/number`: a 4-digit code (the checkout's length) to a mobile, no account needed. */
export const OTP_COD_NUMBER = { ...OTP_LOGIN, digits: 4 } as const;
