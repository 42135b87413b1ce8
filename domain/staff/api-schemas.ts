// Bodies and answers of the back office's staff and audit calls (/api/admin/*). Unknown fields are
// dropped, so a `user_type` or `role` sent beside a sign-in never reaches a service.
import { z } from 'zod';
import { emailSchema, personNameSchema } from '../accounts/api-schemas.ts';
import { passwordProblem } from '../accounts/password-policy.ts';
import { STAFF_ROLES } from './roles.ts';

/** A random token of ours (server/accounts/secret-token.ts): 43 base64url characters. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token the previous step answered');
export const sixDigitCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'must be the 6-digit code');
export const staffRoleSchema = z.enum(STAFF_ROLES);

/** A new password (set from an invitation or by staff:create): the shop's rules, 10 characters at least for staff. */
export const MIN_STAFF_PASSWORD_LENGTH = 10;
export function staffPasswordProblem(password: string, email?: string): string | null {
  if ([...password].length < MIN_STAFF_PASSWORD_LENGTH)
    return `must have at least ${MIN_STAFF_PASSWORD_LENGTH} characters`;
  return passwordProblem(password, { email });
}
const newStaffPasswordSchema = z
  .string()
  .max(200)
  .superRefine((p, ctx) => {
    const problem = staffPasswordProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const staffLoginBodySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: z.string().min(1).max(200),
});
export const staffLoginAnswerSchema = z.object({
  challenge: z.object({
    token: z.string().describe('Send it back with the code to /api/admin/login/verify'),
    channel: z
      .enum(['email', 'totp'])
      .describe('`email`: a code was mailed; `totp`: read it from the authenticator app'),
  }),
});

export const staffVerifyBodySchema = z.object({ token: tokenSchema, code: sixDigitCodeSchema });
export const staffPublicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
});
export const staffSessionAnswerSchema = z.object({
  session: z.object({
    token: z.string().describe('Send as `Authorization: Bearer <token>`'),
    staff: staffPublicSchema,
  }),
});

export const emptyStaffBodySchema = z.object({}).describe('No fields');
export const meAnswerSchema = z.object({
  staff: staffPublicSchema.extend({ totp_enrolled: z.boolean() }),
  session: z.object({
    expires_at: z.string().describe('When the 8 hours end (ISO 8601); 30 minutes idle end it sooner'),
  }),
});
export const doneAnswerSchema = z.object({ message: z.string() });

export const totpEnrolAnswerSchema = z.object({
  secret: z.string().describe('Base32, for typing into the app by hand'),
  uri: z.string().describe('The otpauth:// URI the QR code holds'),
  qr_svg: z.string().describe('The URI as a QR code, an SVG document'),
});
export const totpConfirmBodySchema = z.object({ code: sixDigitCodeSchema });

export const staffRowSchema = staffPublicSchema.extend({
  active: z.boolean(),
  totp_enrolled: z.boolean(),
  status: z.enum(['active', 'invited', 'inactive']).describe('`invited`: no password set yet'),
  created_at: z.string(),
});
export const staffListAnswerSchema = z.object({ staff: z.array(staffRowSchema) });

export const inviteBodySchema = z.object({ email: emailSchema, name: personNameSchema, role: staffRoleSchema });
export const inviteAnswerSchema = z.object({ staff: staffRowSchema });

export const staffIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const staffUpdateBodySchema = z
  .object({ role: staffRoleSchema.optional(), active: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.active !== undefined, { message: 'give role or active (or both)' });
export const staffUpdateAnswerSchema = z.object({ staff: staffRowSchema });

export const acceptInvitationBodySchema = z.object({ token: tokenSchema, password: newStaffPasswordSchema });

export const auditQuerySchema = z
  .object({
    entity: z
      .string()
      .trim()
      .regex(/^[a-z_]{1,40}$/, 'must be a record kind such as staff or order')
      .optional(),
    id: z.string().trim().min(1).max(100).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => q.id === undefined || q.entity !== undefined, { message: 'id needs entity', path: ['id'] });
export const auditEntrySchema = z.object({
  at: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditAnswerSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number().int() });

export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;
export type StaffPublic = z.infer<typeof staffPublicSchema>;
export type StaffRow = z.infer<typeof staffRowSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
