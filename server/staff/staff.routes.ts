// The back office's sign-in and staff calls (/api/admin/...): validate → one service call → answer,
// its refusals from domain/staff/reasons.ts.
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
import { pick } from '../../domain/api/outcome.ts';
import { STAFF_TEXTS } from '../../domain/staff/messages.ts';
import { STAFF_REASONS, STAFF_SIGN_IN_REASONS } from '../../domain/staff/reasons.ts';
import { clientIp } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import { parseOrThrow } from '../http/validation.ts';
import { ADMIN_TAG, type AdminCalls } from './admin-call.ts';
import type { StaffService } from './staff.service.ts';

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
      refusals: pick(STAFF_SIGN_IN_REASONS, ['LOGIN_FAILED', 'TOO_MANY_ATTEMPTS']),
      handle: async (body, c) => ({ challenge: unwrap(await staff.login(body, ip(c)), STAFF_SIGN_IN_REASONS) }),
    }),
    defineCall({
      path: 'admin/login/verify',
      method: 'POST',
      tag: ADMIN_TAG,
      summary: 'Staff sign-in, step two: the 6-digit code',
      description:
        'Answers a staff session token: 8 hours at most, ended sooner by 30 minutes without a call, by signing out, or by the member’s deactivation. ' +
        'An authenticator code is accepted one 30-second step early or late, and never twice. The sign-in is written to the audit. ' +
        'Wrong codes are counted per IP (an IPv6 /64) over 15 minutes.',
      input: staffVerifyBodySchema,
      answer: staffSessionAnswerSchema,
      refusals: pick(STAFF_SIGN_IN_REASONS, ['CODE_WRONG', 'CHALLENGE_INVALID', 'TOO_MANY_ATTEMPTS']),
      handle: async (body, c) => ({ session: unwrap(await staff.verify(body, ip(c)), STAFF_SIGN_IN_REASONS) }),
    }),
    defineCall({
      path: 'admin/invitation/accept',
      method: 'POST',
      tag: ADMIN_TAG,
      summary: 'Set the password of an invited staff member',
      description:
        'The token of the invitation mail’s link (valid 72 hours, once) and a new password of 10 characters at least, not a common one. Then sign in as usual.',
      input: acceptInvitationBodySchema,
      answer: doneAnswerSchema,
      refusals: pick(STAFF_SIGN_IN_REASONS, ['INVITATION_INVALID']),
      handle: async (body) => {
        unwrap(await staff.acceptInvitation(body.token, body.password), STAFF_SIGN_IN_REASONS);
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
      refusals: pick(STAFF_REASONS, ['TOTP_NOT_STARTED', 'CODE_WRONG']),
      handle: async (body, _c, me) => {
        unwrap(await staff.confirmTotp(me, body.code), STAFF_REASONS);
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
      description:
        'Adds the member with their role and mails them a link to set their password (valid 72 hours, once). Written to the audit.',
      input: inviteBodySchema,
      answer: inviteAnswerSchema,
      successStatus: 201,
      refusals: pick(STAFF_REASONS, ['EMAIL_TAKEN']),
      handle: async (body, _c, me) => ({ staff: unwrap(await staff.invite(me, body), STAFF_REASONS) }),
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
      refusals: pick(STAFF_REASONS, ['STAFF_NOT_FOUND', 'NOT_YOURSELF', 'LAST_OWNER']),
      handle: async (body, c, me) => {
        const { id } = parseOrThrow(staffIdParamsSchema, { id: c.req.param('id') });
        return { staff: unwrap(await staff.update(me, id, body), STAFF_REASONS) };
      },
    }),
  ];
}
