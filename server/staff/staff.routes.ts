// The back office's sign-in and staff calls (/api/admin/...): validate → one service call → answer.
import type { Context } from 'hono';
import {
  acceptInvitationBodySchema,
  doneAnswerSchema,
  emptyStaffBodySchema,
  inviteAnswerSchema,
  inviteBodySchema,
  meAnswerSchema,
  staffIdParamsSchema,
  staffListAnswerSchema,
  staffLoginAnswerSchema,
  staffLoginBodySchema,
  staffSessionAnswerSchema,
  staffUpdateAnswerSchema,
  staffUpdateBodySchema,
  staffVerifyBodySchema,
  totpConfirmBodySchema,
  totpEnrolAnswerSchema,
} from '../../domain/staff/api-schemas.ts';
import { STAFF_TEXTS } from '../../domain/staff/messages.ts';
import { ApiError } from '../http/api-error.ts';
import { clientIp } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { parseOrThrow } from '../http/validation.ts';
import { ADMIN_TAG, type AdminCalls } from './admin-call.ts';
import type { StaffService } from './staff.service.ts';

type Refused = { ok: false; reason: string; message: string; retryAfterSeconds?: number };

/** Turns a refusal into its HTTP answer; a throttled one also says when to come back. */
function refusal(c: Context, outcome: Refused, statusOf: Record<string, number>): never {
  if (outcome.retryAfterSeconds !== undefined) c.header('Retry-After', String(outcome.retryAfterSeconds));
  throw new ApiError(statusOf[outcome.reason] ?? 422, outcome.reason, outcome.message);
}

const throttled = { status: 429, reason: 'TOO_MANY_ATTEMPTS', description: 'From the 5th failure in 15 minutes answers slow down; from the 10th they are refused; Retry-After says when to try again.' };

export function staffCalls(staff: StaffService, admin: AdminCalls, options: { trustProxy: boolean }): ApiCall[] {
  const ip = (c: Context) => clientIp(c, options.trustProxy);
  const { defineAdminCall } = admin;

  return [
    defineCall({
      path: 'admin/login',
      method: 'POST',
      tag: ADMIN_TAG,
      summary: 'Staff sign-in, step one: email and password',
      description:
        'The password as typed (not base64). Right: a challenge whose 6-digit code went to the member’s mail through the outbox (`channel: "email"`), ' +
        'or, once they enrolled an authenticator app, is read from it (`channel: "totp"`); the code is valid 10 minutes and for 5 tries. ' +
        'A wrong email, a wrong password, a deactivated member or an invitation not taken up answer alike. Failures are counted per account and per IP (an IPv6 /64).',
      input: staffLoginBodySchema,
      answer: staffLoginAnswerSchema,
      errors: [{ status: 401, reason: 'LOGIN_FAILED', description: `'${STAFF_TEXTS.loginFailed}'` }, throttled],
      handle: async (body, c) => {
        const outcome = await staff.login(body, ip(c));
        if (!outcome.ok) refusal(c, outcome, { LOGIN_FAILED: 401, TOO_MANY_ATTEMPTS: 429 });
        return { challenge: outcome.value };
      },
    }),
    defineCall({
      path: 'admin/login/verify',
      method: 'POST',
      tag: ADMIN_TAG,
      summary: 'Staff sign-in, step two: the 6-digit code',
      description:
        'Answers a staff session token: 8 hours at most, ended sooner by 30 minutes without a call, by signing out, or by the member’s deactivation. ' +
        'An authenticator code is accepted one 30-second step early or late, and never twice. The sign-in is written to the audit.',
      input: staffVerifyBodySchema,
      answer: staffSessionAnswerSchema,
      errors: [
        { status: 401, reason: 'CODE_WRONG', description: `'${STAFF_TEXTS.codeWrong}' (the 5th wrong code ends the challenge)` },
        { status: 401, reason: 'CHALLENGE_INVALID', description: `'${STAFF_TEXTS.challengeOver}'` },
        { ...throttled, description: 'Too many wrong codes from this IP in 15 minutes.' },
      ],
      handle: async (body, c) => {
        const outcome = await staff.verify(body, ip(c));
        if (!outcome.ok) refusal(c, outcome, { CODE_WRONG: 401, CHALLENGE_INVALID: 401, TOO_MANY_ATTEMPTS: 429 });
        return { session: outcome.value };
      },
    }),
    defineCall({
      path: 'admin/invitation/accept',
      method: 'POST',
      tag: ADMIN_TAG,
      summary: 'Set the password of an invited staff member',
      description: 'The token of the invitation mail’s link (valid 72 hours, once) and a new password of 10 characters at least, not a common one. Then sign in as usual.',
      input: acceptInvitationBodySchema,
      answer: doneAnswerSchema,
      errors: [{ status: 410, reason: 'INVITATION_INVALID', description: `'${STAFF_TEXTS.invitationInvalid}'` }],
      handle: async (body, c) => {
        const outcome = await staff.acceptInvitation(body.token, body.password);
        if (!outcome.ok) refusal(c, outcome, { INVITATION_INVALID: 410 });
        return { message: STAFF_TEXTS.passwordSet };
      },
    }),
    defineAdminCall({
      path: 'admin/me',
      method: 'GET',
      roles: ['orders', 'catalogue', 'support'],
      summary: 'The signed-in staff member and when their session ends',
      input: emptyStaffBodySchema,
      answer: meAnswerSchema,
      handle: (_q, _c, me) => ({
        staff: { id: me.id, name: me.name, email: me.email, role: me.role, totp_enrolled: me.totpEnrolled },
        session: { expires_at: me.sessionEndsAt.toISOString() },
      }),
    }),
    defineAdminCall({
      path: 'admin/logout',
      method: 'POST',
      roles: ['orders', 'catalogue', 'support'],
      summary: 'Sign out this session',
      input: emptyStaffBodySchema,
      answer: doneAnswerSchema,
      emptyBodyAllowed: true,
      handle: async (_b, _c, me) => {
        await staff.signOut(me);
        return { message: STAFF_TEXTS.signedOut };
      },
    }),
    defineAdminCall({
      path: 'admin/logout/everywhere',
      method: 'POST',
      roles: ['orders', 'catalogue', 'support'],
      summary: 'Sign out every session of the signed-in member, this one included',
      description: 'Written to the audit.',
      input: emptyStaffBodySchema,
      answer: doneAnswerSchema,
      emptyBodyAllowed: true,
      handle: async (_b, _c, me) => {
        await staff.signOutEverywhere(me);
        return { message: STAFF_TEXTS.signedOutEverywhere };
      },
    }),
    defineAdminCall({
      path: 'admin/me/totp',
      method: 'POST',
      roles: ['orders', 'catalogue', 'support'],
      summary: 'Start enrolling an authenticator app',
      description:
        'Answers a new secret (base32), its otpauth:// URI and that URI as an SVG QR code. Nothing changes until POST /api/admin/me/totp/confirm ' +
        'takes a code from the app; asking again replaces the waiting secret. The secret is stored sealed (AES-256-GCM) and never answered again.',
      input: emptyStaffBodySchema,
      answer: totpEnrolAnswerSchema,
      emptyBodyAllowed: true,
      handle: (_b, _c, me) => staff.startTotp(me),
    }),
    defineAdminCall({
      path: 'admin/me/totp/confirm',
      method: 'POST',
      roles: ['orders', 'catalogue', 'support'],
      summary: 'Confirm the authenticator app with one of its codes',
      description: 'From then on the sign-in’s code comes from the app, no longer by mail. Written to the audit.',
      input: totpConfirmBodySchema,
      answer: doneAnswerSchema,
      errors: [
        { status: 409, reason: 'TOTP_NOT_STARTED', description: `'${STAFF_TEXTS.totpNotStarted}'` },
        { status: 422, reason: 'CODE_WRONG', description: `'${STAFF_TEXTS.codeWrong}'` },
      ],
      handle: async (body, c, me) => {
        const outcome = await staff.confirmTotp(me, body.code);
        if (!outcome.ok) refusal(c, outcome, { TOTP_NOT_STARTED: 409, CODE_WRONG: 422 });
        return { message: STAFF_TEXTS.totpEnrolled };
      },
    }),
    defineAdminCall({
      path: 'admin/staff',
      method: 'GET',
      roles: [],
      summary: 'The staff list',
      description: 'Every member, active, invited (no password yet) or deactivated, by name.',
      input: emptyStaffBodySchema,
      answer: staffListAnswerSchema,
      handle: async () => ({ staff: await staff.list() }),
    }),
    defineAdminCall({
      path: 'admin/staff',
      method: 'POST',
      roles: [],
      summary: 'Invite a staff member',
      description: 'Adds the member with their role and mails them a link to set their password (valid 72 hours, once). Written to the audit.',
      input: inviteBodySchema,
      answer: inviteAnswerSchema,
      successStatus: 201,
      errors: [{ status: 409, reason: 'EMAIL_TAKEN', description: `'${STAFF_TEXTS.emailTaken}'` }],
      handle: async (body, c, me) => {
        const outcome = await staff.invite(me, body);
        if (!outcome.ok) refusal(c, outcome, { EMAIL_TAKEN: 409 });
        return { staff: outcome.value };
      },
    }),
    defineAdminCall({
      path: 'admin/staff/{id}',
      method: 'POST',
      roles: [],
      summary: 'Change a staff member’s role, or deactivate or reactivate them',
      description:
        '`{ role?, active? }`, one at least. Not one’s own; never the last active owner. A deactivated member’s sessions end at once and they cannot sign in; ' +
        'a new role applies from their next call. Written to the audit with the values before and after.',
      input: staffUpdateBodySchema,
      answer: staffUpdateAnswerSchema,
      errors: [
        { status: 404, reason: 'STAFF_NOT_FOUND', description: `'${STAFF_TEXTS.staffNotFound}'` },
        { status: 409, reason: 'NOT_YOURSELF', description: `'${STAFF_TEXTS.notYourself}'` },
        { status: 409, reason: 'LAST_OWNER', description: `'${STAFF_TEXTS.lastOwner}'` },
      ],
      handle: async (body, c, me) => {
        const { id } = parseOrThrow(staffIdParamsSchema, { id: c.req.param('id') });
        const outcome = await staff.update(me, id, body);
        if (!outcome.ok) refusal(c, outcome, { STAFF_NOT_FOUND: 404, NOT_YOURSELF: 409, LAST_OWNER: 409 });
        return { staff: outcome.value };
      },
    }),
  ];
}
