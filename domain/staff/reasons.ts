// The back office's refusals, with the status each is answered with (server/http/unwrap.ts). Three
// tables, because the same code answers with another status in another place: a wrong CODE_WRONG at
// sign-in is a 401 (no session yet), a wrong one while enrolling the authenticator is a 422.
// A wait's text names the minutes left (tooManyAttemptsText); the table shows one example.
import { tooManyAttemptsText } from '../accounts/messages.ts';
import type { ReasonTable } from '../api/outcome.ts';
import { STAFF_TEXTS } from './messages.ts';

/** Before any session: the password, the code, the invitation's link. */
export const STAFF_SIGN_IN_REASONS = {
  LOGIN_FAILED: {
    status: 401,
    text: STAFF_TEXTS.loginFailed,
    note: 'a wrong email, a wrong password, a deactivated member or an invitation not taken up answer alike',
  },
  CODE_WRONG: {
    status: 401,
    text: STAFF_TEXTS.codeWrong,
    note: `the 5th wrong code ends the challenge and answers '${STAFF_TEXTS.challengeOver}'`,
  },
  CHALLENGE_INVALID: { status: 401, text: STAFF_TEXTS.challengeOver },
  INVITATION_INVALID: { status: 410, text: STAFF_TEXTS.invitationInvalid },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    text: tooManyAttemptsText(15 * 60),
    note: 'from the 5th failure in 15 minutes answers slow down; from the 10th they are refused; Retry-After says when to try again',
  },
} as const satisfies ReasonTable;
export type StaffSignInReason = keyof typeof STAFF_SIGN_IN_REASONS;

/** Every admin call's guard (server/staff/admin-call.ts), before its body is read. */
export const STAFF_SESSION_REASONS = {
  UNAUTHORIZED: {
    status: 401,
    text: STAFF_TEXTS.staffOnly,
    note: 'no staff session: no token, or one unknown, signed out, idle 30 minutes or older than 8 hours',
  },
  FORBIDDEN: {
    status: 403,
    text: STAFF_TEXTS.roleRefused,
    note: `a staff member whose role this call does not allow; a customer's token answers '${STAFF_TEXTS.customerToken}'`,
  },
} as const satisfies ReasonTable;
export type StaffSessionReason = keyof typeof STAFF_SESSION_REASONS;

/** A signed-in member's own set-up and the owner's management of staff. */
export const STAFF_REASONS = {
  TOTP_NOT_STARTED: { status: 409, text: STAFF_TEXTS.totpNotStarted },
  CODE_WRONG: { status: 422, text: STAFF_TEXTS.codeWrong },
  EMAIL_TAKEN: { status: 409, text: STAFF_TEXTS.emailTaken },
  STAFF_NOT_FOUND: { status: 404, text: STAFF_TEXTS.staffNotFound },
  NOT_YOURSELF: { status: 409, text: STAFF_TEXTS.notYourself },
  LAST_OWNER: { status: 409, text: STAFF_TEXTS.lastOwner },
} as const satisfies ReasonTable;
export type StaffReason = keyof typeof STAFF_REASONS;
