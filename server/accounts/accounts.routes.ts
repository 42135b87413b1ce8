// The account calls of the first spec (docs/spec.md#first-7) and docs/api.md#identity: validate → one service call → answer.
import type { Context } from 'hono';
import {
  changePasswordBodySchema,
  emailChangeAnswerSchema,
  emailChangeBodySchema,
  emailResendAnswerSchema,
  emailResendBodySchema,
  emailVerifyAnswerSchema,
  emailVerifyBodySchema,
  emptyBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageAnswerSchema,
  profileAnswerSchema,
  profileGet2BodySchema,
  profileGetBodySchema,
  profileUpdateAnswerSchema,
  profileUpdateBodySchema,
  registerAnswerSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionAnswerSchema,
  uniqueAnswerSchema,
  uniqueBodySchema,
} from '../../domain/accounts/api-schemas.ts';
import { ACCOUNT_TEXTS } from '../../domain/accounts/messages.ts';
import { changeLinkSentText, EMAIL_PROOF_TEXTS, linkSentText } from '../../domain/accounts/email-proof.ts';
import { ACCOUNT_REASONS, type AccountReason } from '../../domain/accounts/reasons.ts';
import { OTP_REFUSALS } from '../../domain/accounts/otp-reasons.ts';
import { pick, type ReasonTable } from '../../domain/api/outcome.ts';
import { ApiError } from '../http/api-error.ts';
import { bearerToken, clientIp, createAuthGuard } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { AccountsService } from './accounts.service.ts';

const TAG = 'Accounts';
const BEARER =
  "Needs `Authorization: Bearer <token>`; a `user_id` header or field that is not the token's member answers 403, and `user_type` is ignored.";

/** A call's reasons, the wait explained as it is counted on that call. */
const refusalsOf = <R extends AccountReason>(reasons: readonly R[], waitNote?: string): ReasonTable<R> => {
  const table = pick(ACCOUNT_REASONS, reasons) as Record<string, ReasonTable[string]>;
  if (waitNote !== undefined && table.TOO_MANY_ATTEMPTS)
    table.TOO_MANY_ATTEMPTS = { ...table.TOO_MANY_ATTEMPTS, note: waitNote };
  return table as ReasonTable<R>;
};
/** register2's refusals: the account's, and those of the code to the mobile when the registration carries one. */
const registerRefusals = {
  ...refusalsOf(
    ['EMAIL_TAKEN', 'PHONE_TAKEN', 'TOO_MANY_ATTEMPTS'],
    'more than 30 registrations from this IP in an hour (each one mails the address it names)',
  ),
  NO_OTP_TOKEN: { ...OTP_REFUSALS.NO_OTP_TOKEN, note: '`otp_token` is not a token of request/otpRegister' },
  INVALID_SECRET: { ...OTP_REFUSALS.INVALID_SECRET, note: '`otp` is not 4 to 6 digits' },
  INVALID_REQUEST: { ...OTP_REFUSALS.INVALID_REQUEST, note: 'the code went to another mobile than `phone`' },
  OTP_MISSMATCH: { ...OTP_REFUSALS.OTP_MISSMATCH, note: 'wrong code (5 tries per code); nothing is written' },
  OTP_EXPIRED: { ...OTP_REFUSALS.OTP_EXPIRED, note: 'the code is older than 5 minutes' },
  TOKEN_CANCELED: { ...OTP_REFUSALS.TOKEN_CANCELED, note: 'the code was already used, replaced or out of tries' },
} as const satisfies ReasonTable;

const unauthorized = { status: 401, reason: 'UNAUTHORIZED', description: 'No valid session token.' };
const forbidden = { status: 403, reason: 'FORBIDDEN', description: "The user_id is not the token's member." };

export function accountCalls(accounts: AccountsService, options: { trustProxy: boolean }): ApiCall[] {
  const guard = createAuthGuard(accounts);
  const ip = (c: Context) => clientIp(c, options.trustProxy);

  return [
    defineCall({
      path: 'register2',
      method: 'POST',
      tag: TAG,
      summary: 'Create an account and log in',
      description:
        'Passwords are base64 of UTF-8; the password needs 8 characters at least and must not be a common one. The mobile is an Indian ' +
        '10-digit number (+91 allowed) and, like the email, belongs to one account only. A welcome mail goes to the outbox with the account, ' +
        "carrying the email's verification link (email/verify). With `otp_token` and `otp` (request/otpRegister) the code proves the mobile at once: " +
        'a wrong code writes nothing, and the guest orders placed with the mobile (by a code to it, or naming this email) join the account; `found_orders` says how many.',
      input: registerBodySchema,
      answer: registerAnswerSchema,
      errors: [
        {
          status: 400,
          reason: 'INVALID_INPUT',
          description:
            'A field is missing, malformed (bad base64), too long, or the confirmation differs; `fields` names it.',
        },
      ],
      refusals: registerRefusals,
      handle: async (body, c) => {
        const { session, foundOrders } = unwrap(await accounts.register(body, ip(c)), registerRefusals);
        return {
          result: session,
          message: ACCOUNT_TEXTS.accountCreated,
          ...(foundOrders > 0 ? { found_orders: foundOrders } : {}),
        };
      },
    }),
    defineCall({
      path: 'email/verify',
      method: 'POST',
      tag: TAG,
      summary: "Prove a member's email by the token of its verification link",
      description:
        'The token of the link `/verify-email?token=…` mailed on registration (or by email/verify/resend). A link works once, for 24 hours, ' +
        'for the address it was mailed to; a newer link replaces it. No session is needed: the link itself is the proof. ' +
        "The member's email becomes verified and the guest orders placed with that email (placed at some point, never an unpaid one, " +
        'never one that already has an account) join the member in the same transaction; `found_orders` says how many, when any.',
      input: emailVerifyBodySchema,
      answer: emailVerifyAnswerSchema,
      refusals: refusalsOf(['EMAIL_LINK_UNKNOWN', 'EMAIL_LINK_EXPIRED', 'EMAIL_LINK_USED', 'EMAIL_TAKEN']),
      handle: async (body) => {
        const { email, changed, foundOrders } = unwrap(await accounts.verifyEmail(body.token), ACCOUNT_REASONS);
        return {
          reason: 'EMAIL_VERIFIED' as const,
          message: changed ? EMAIL_PROOF_TEXTS.changed : EMAIL_PROOF_TEXTS.verified,
          result: { email, changed },
          ...(foundOrders > 0 ? { found_orders: foundOrders } : {}),
        };
      },
    }),
    defineCall({
      path: 'email/verify/resend',
      method: 'POST',
      tag: TAG,
      summary: 'Mail the member a new link to verify their email',
      description: `${BEARER} A new link replaces every earlier one still open. At most 3 links a member an hour (429 with Retry-After).`,
      input: emailResendBodySchema,
      answer: emailResendAnswerSchema,
      emptyBodyAllowed: true,
      errors: [unauthorized, forbidden],
      refusals: refusalsOf(
        ['EMAIL_ALREADY_VERIFIED', 'TOO_MANY_ATTEMPTS'],
        '3 links were mailed to this member in the last hour; Retry-After says when to ask again',
      ),
      handle: async (body, c) => {
        const member = await guard.requireSession(c, body.user_id);
        const { email } = unwrap(await accounts.resendEmailVerification(member), ACCOUNT_REASONS);
        return { message: linkSentText(email), result: { email } };
      },
    }),
    defineCall({
      path: 'profile/email/change',
      method: 'POST',
      tag: TAG,
      summary: "Move the caller's account to another email, proved by a link to it",
      description:
        `${BEARER} Beyond the spec. With the current \`password\` (base64; wrong ones count towards the login throttle), a link goes to the new \`email\` ` +
        'and a notice to the current one; the account keeps its email until the link is opened (email/verify, which answers `changed: true`). ' +
        'The link works once, for 24 hours, and replaces any earlier link. EMAIL_UNCHANGED for the address the account has; EMAIL_TAKEN for one another account has ' +
        '(checked again when the link is opened). At most 3 links a member an hour, verification links included (429 with Retry-After).',
      input: emailChangeBodySchema,
      answer: emailChangeAnswerSchema,
      errors: [unauthorized, forbidden],
      refusals: refusalsOf(['WRONG_PASSWORD', 'EMAIL_UNCHANGED', 'EMAIL_TAKEN', 'TOO_MANY_ATTEMPTS']),
      handle: async (body, c) => {
        const member = await guard.requireSession(c, body.user_id);
        const { email, current } = unwrap(await accounts.requestEmailChange(member, body, ip(c)), ACCOUNT_REASONS);
        return { message: changeLinkSentText(email, current), result: { email, current } };
      },
    }),
    defineCall({
      path: 'unique',
      method: 'POST',
      tag: TAG,
      summary: 'Whether no account uses an email yet',
      description:
        'Only `table: "users"` with `field: "email"` is accepted; anything else is 400. At most 60 checks from an IP (an IPv6 /64) an hour, ' +
        'since the answer tells whether an address has an account.',
      input: uniqueBodySchema,
      answer: uniqueAnswerSchema,
      refusals: refusalsOf(
        ['TOO_MANY_ATTEMPTS'],
        'more than 60 checks from this IP in an hour; Retry-After says when to try again',
      ),
      handle: async (body, c) => {
        const unique = unwrap(await accounts.isEmailUnique(body.email, ip(c)), ACCOUNT_REASONS);
        return { result: { unique } };
      },
    }),
    defineCall({
      path: 'login',
      method: 'POST',
      tag: TAG,
      summary: 'Log in with email and password (base64)',
      description:
        'Wrong email and wrong password answer alike. An account is never locked: from its 3rd failure in 15 minutes each further try needs ' +
        '`captcha`, a solved challenge of `GET /api/captcha/challenge` (401 CAPTCHA_REQUIRED without it; the password is then not checked). ' +
        'From the 5th failure from an IP (an IPv6 /64) answers slow down; from the 10th they are 429 until the oldest failure is 15 minutes old. ' +
        "A successful login clears the account's count.",
      input: loginBodySchema,
      answer: sessionAnswerSchema,
      refusals: refusalsOf(
        ['LOGIN_FAILED', 'CAPTCHA_REQUIRED', 'TOO_MANY_ATTEMPTS'],
        'too many failed logins from this IP in 15 minutes; Retry-After says when to try again',
      ),
      handle: async (body, c) => {
        const session = unwrap(await accounts.login(body, ip(c)), ACCOUNT_REASONS);
        return { result: session, message: ACCOUNT_TEXTS.loggedIn };
      },
    }),
    defineCall({
      path: 'logout',
      method: 'POST',
      tag: TAG,
      summary: 'End the session of the bearer token',
      description: 'Revokes the token sent as `Authorization: Bearer`; answers the same when there is none.',
      input: emptyBodySchema,
      answer: messageAnswerSchema,
      emptyBodyAllowed: true,
      handle: async (_body, c) => {
        await accounts.logout(bearerToken(c));
        return { message: ACCOUNT_TEXTS.loggedOut };
      },
    }),
    defineCall({
      path: 'profile/get',
      method: 'POST',
      tag: TAG,
      summary: "The caller's profile",
      description: BEARER,
      input: profileGetBodySchema,
      answer: profileAnswerSchema,
      errors: [unauthorized, forbidden],
      handle: async (body, c) => {
        const member = await guard.requireSession(c, body.user_id);
        const profile = await accounts.getProfile(member.id);
        if (!profile) throw ApiError.of('UNAUTHORIZED');
        return { result: profile };
      },
    }),
    defineCall({
      path: 'profile/get2',
      method: 'POST',
      tag: TAG,
      summary: 'The profile of the session token in the body',
      description:
        'The body `token` is the session token. With an Authorization header too, both must be the same member (else 403).',
      input: profileGet2BodySchema,
      answer: profileAnswerSchema,
      errors: [unauthorized, forbidden],
      handle: async (body, c) => {
        const member = await accounts.authenticate(body.token);
        if (!member) throw ApiError.of('UNAUTHORIZED');
        const header = bearerToken(c);
        if (header !== undefined && header !== body.token && (await accounts.authenticate(header))?.id !== member.id)
          throw ApiError.of('FORBIDDEN');
        const claimed = c.req.header('user_id');
        if (claimed !== undefined && claimed.trim() !== '' && claimed.trim() !== String(member.id))
          throw ApiError.of('FORBIDDEN');
        const profile = await accounts.getProfile(member.id);
        if (!profile) throw ApiError.of('UNAUTHORIZED');
        return { result: profile };
      },
    }),
    defineCall({
      path: 'profile/update',
      method: 'POST',
      tag: TAG,
      summary: "Change the caller's name and the shipping address kept on the profile",
      description:
        `${BEARER} The address (\`country\`, \`ship_pincode\`, \`ship_state\`, \`ship_city\`, \`ship_address\`) is judged whole by the checkout's rules, ` +
        "its pincode against India Post's data: none of its fields leaves the stored one as it is, all blank clears it. The checkout starts from it. " +
        "A refused update answers 400 PROFILE_UPDATE_FAILED 'Profile Update Failed' with the bad fields in `fields`.",
      input: profileUpdateBodySchema,
      answer: profileUpdateAnswerSchema,
      invalidReason: 'PROFILE_UPDATE_FAILED',
      invalidMessage: ACCOUNT_TEXTS.profileUpdateFailed,
      errors: [unauthorized, forbidden],
      refusals: refusalsOf(['PROFILE_UPDATE_FAILED']),
      handle: async (body, c) => {
        const member = await guard.requireSession(c, body.user_id);
        const profile = unwrap(await accounts.updateProfile(member, body), ACCOUNT_REASONS);
        return { result: profile, message: ACCOUNT_TEXTS.profileUpdated };
      },
    }),
    defineCall({
      path: 'changepassword',
      method: 'POST',
      tag: TAG,
      summary: "Change the caller's password (all base64)",
      description:
        `${BEARER} \`email\`, when sent, must be the member's. Every open reset link of the account is voided. Other sessions of the account are ` +
        'signed out (this one stays) unless `signOutOtherDevices` is false. Wrong current passwords count towards the login throttle.',
      input: changePasswordBodySchema,
      answer: messageAnswerSchema,
      errors: [unauthorized, forbidden],
      refusals: refusalsOf(['WRONG_PASSWORD', 'TOO_MANY_ATTEMPTS']),
      handle: async (body, c) => {
        const member = await guard.requireSession(c, body.user_id);
        if (body.email !== undefined && body.email !== member.email.toLowerCase())
          throw ApiError.of('FORBIDDEN', 'This account is not yours.');
        unwrap(await accounts.changePassword(member, body, ip(c)), ACCOUNT_REASONS);
        return { message: ACCOUNT_TEXTS.passwordChanged };
      },
    }),
    defineCall({
      path: 'forgotpassword',
      method: 'POST',
      tag: TAG,
      summary: 'Mail a password reset link',
      description:
        'Writes a mail with a link to `/reset-password?token=…`, usable once within 30 minutes (the dev outbox shows the token as `code`). ' +
        'At most 5 such mails to an address and 30 requests from an IP per hour.',
      input: forgotPasswordBodySchema,
      answer: messageAnswerSchema,
      refusals: refusalsOf(
        ['USER_NOT_FOUND', 'TOO_MANY_ATTEMPTS'],
        'too many reset mails for this address or IP in an hour',
      ),
      handle: async (body, c) => {
        unwrap(await accounts.forgotPassword(body.email, ip(c)), ACCOUNT_REASONS);
        return { message: ACCOUNT_TEXTS.forgotSent };
      },
    }),
    defineCall({
      path: 'resetpassword',
      method: 'POST',
      tag: TAG,
      summary: 'Set a new password with the token of a reset mail (beyond the spec)',
      description:
        "Not in the spec: the page the reset mail links to calls it. `token` is the link's token; `password` and `c_password` are base64 and follow " +
        'the registration rules. The token works once, for 30 minutes; every session of the account is signed out and its other open links are voided.',
      input: resetPasswordBodySchema,
      answer: messageAnswerSchema,
      refusals: refusalsOf(['RESET_LINK_INVALID']),
      handle: async (body) => {
        unwrap(await accounts.resetPassword(body), ACCOUNT_REASONS);
        return { message: ACCOUNT_TEXTS.passwordReset };
      },
    }),
  ];
}
