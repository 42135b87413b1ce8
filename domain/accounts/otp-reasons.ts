// The one-time-code reason table of the first spec (docs/spec.md#first-8), letter for letter, leading spaces and the
// spec's spellings ("MISSMATCH", "Successfull") included, with the HTTP status the server answers.
// NETWORK_ERROR and OFFLINE are the client's own and never come from the server.
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

/** Reasons the server answers, with their HTTP status (docs/api.md#answers). */
export const OTP_REFUSAL_STATUS = {
  INVALID_REQUEST: 400,
  NO_OTP_TOKEN: 400,
  INVALID_SECRET: 400,
  OTP_MISSMATCH: 422,
  OTP_EXPIRED: 422,
  TOKEN_CANCELED: 422,
  OTP_UNVERIFIED: 404,
  WAIT_TIMEOUT: 429,
} as const satisfies Partial<Record<OtpReason, number>>;
export type OtpRefusal = keyof typeof OTP_REFUSAL_STATUS;

/** Code lifetime, tries, resend wait and length of the login code. */
export const OTP_LOGIN = {
  digits: 6,
  validSeconds: 5 * 60,
  maxTries: 5,
  resendSeconds: 60,
} as const;

/** The first spec's `verify/cod/number`: a 4-digit code (the checkout's length) to a mobile, no account needed. */
export const OTP_COD_NUMBER = { ...OTP_LOGIN, digits: 4 } as const;
