// The account calls' refusals (docs/spec.md#first-7, docs/api.md#identity), with the status each is answered
// with. A wait's text names the minutes left (tooManyAttemptsText); the table shows one example.
import type { ReasonTable } from '../api/outcome.ts';
import { EMAIL_PROOF_TEXTS } from './email-proof.ts';
import { ACCOUNT_TEXTS, tooManyAttemptsText } from './messages.ts';

export const ACCOUNT_REASONS = {
  EMAIL_TAKEN: { status: 409, text: ACCOUNT_TEXTS.emailTaken },
  PHONE_TAKEN: { status: 409, text: ACCOUNT_TEXTS.phoneTaken },
  LOGIN_FAILED: {
    status: 401,
    text: ACCOUNT_TEXTS.loginFailed,
    note: 'a wrong email and a wrong password answer alike',
  },
  CAPTCHA_REQUIRED: {
    status: 401,
    text: ACCOUNT_TEXTS.captchaRequired,
    note: '3 or more failed logins to this account in 15 minutes, and no valid `captcha`. Nothing is counted.',
  },
  PROFILE_UPDATE_FAILED: { status: 400, text: ACCOUNT_TEXTS.profileUpdateFailed },
  WRONG_PASSWORD: { status: 422, text: ACCOUNT_TEXTS.wrongPassword },
  USER_NOT_FOUND: { status: 404, text: ACCOUNT_TEXTS.userNotFound },
  RESET_LINK_INVALID: { status: 422, text: ACCOUNT_TEXTS.resetLinkInvalid, note: 'unknown, used or expired token' },
  EMAIL_LINK_UNKNOWN: { status: 404, text: EMAIL_PROOF_TEXTS.linkUnknown, note: 'no link was mailed with this token' },
  EMAIL_LINK_EXPIRED: {
    status: 410,
    text: EMAIL_PROOF_TEXTS.linkExpired,
    note: 'older than 24 hours, or replaced by a newer link',
  },
  EMAIL_LINK_USED: { status: 409, text: EMAIL_PROOF_TEXTS.linkUsed, note: 'the link already proved the email once' },
  EMAIL_ALREADY_VERIFIED: { status: 409, text: EMAIL_PROOF_TEXTS.alreadyVerified },
  EMAIL_UNCHANGED: { status: 409, text: EMAIL_PROOF_TEXTS.unchanged },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    text: tooManyAttemptsText(15 * 60),
    note: 'too many failed attempts from this account or IP; Retry-After says when to try again',
  },
} as const satisfies ReasonTable;
export type AccountReason = keyof typeof ACCOUNT_REASONS;
