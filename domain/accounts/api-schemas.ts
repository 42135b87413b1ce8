// Bodies and answers of the account calls (docs/spec.md#first-3 and #first-7, docs/api.md#identity). Unknown fields
// are dropped, so a `user_type` or `role` in a payload never reaches a service.
import { z } from 'zod';
import { freeText } from '../text/text-schemas.ts';
import { decodeBase64Password, MAX_ENCODED_PASSWORD } from './base64-password.ts';
import { passwordProblem } from './password-policy.ts';
import { checkProfileAddress } from './profile-address.ts';
import { normalizeMobile } from './phone.ts';

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 60;

/** A password as it travels: base64 of UTF-8, decoded here; 400 naming the field when it is not. */
export const base64PasswordSchema = z
  .string()
  .max(MAX_ENCODED_PASSWORD)
  .superRefine((encoded, ctx) => {
    const decoded = decodeBase64Password(encoded);
    if (!decoded.ok) ctx.addIssue({ code: 'custom', message: decoded.problem });
  })
  .transform((encoded) => (decodeBase64Password(encoded) as { ok: true; value: string }).value)
  .describe('base64 of the UTF-8 password');

export const emailSchema = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH)
  .pipe(z.email({ message: 'must be a valid email address' }))
  .transform((e) => e.toLowerCase());

/** An email as typed at login or in a lookup: not checked for shape, only bounded. */
const lookupEmailSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_EMAIL_LENGTH)
  .transform((e) => e.toLowerCase());

/** Cleaned as a person's free text (domain/text/free-text.ts) before its length and letters are checked. */
export const personNameSchema = freeText()
  .trim()
  .min(1)
  .max(MAX_NAME_LENGTH)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, 'must contain only letters, spaces, dots, apostrophes and hyphens');

export const mobileSchema = z
  .string()
  .max(20)
  .transform((value, ctx) => {
    const mobile = normalizeMobile(value);
    if (mobile === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a 10-digit Indian mobile number' });
      return z.NEVER;
    }
    return mobile;
  })
  .describe('An Indian mobile: 10 digits starting 6–9, +91 or 0 in front allowed');

const subscriptionSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no']), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes' || v === 1)
  .default(false);

/** Adds the policy and confirmation issues of a new password, under the fields' own names. */
function checkNewPassword(
  ctx: z.RefinementCtx,
  password: string,
  confirmation: string,
  names: [string, string],
  email?: string,
): void {
  const problem = passwordProblem(password, email === undefined ? {} : { email });
  if (problem) ctx.addIssue({ code: 'custom', path: [names[0]], message: problem });
  if (password !== confirmation) ctx.addIssue({ code: 'custom', path: [names[1]], message: `must match ${names[0]}` });
}

export const registerBodySchema = z
  .object({
    first_name: personNameSchema,
    last_name: personNameSchema,
    phone: mobileSchema,
    email: emailSchema,
    subscription: subscriptionSchema,
    password: base64PasswordSchema,
    c_password: base64PasswordSchema,
    otp_token: z.string().max(200).optional().meta({
      description:
        'Beyond the spec: the `token` of request/otpRegister, with `otp`, proves the mobile at once (its guest orders join the account). Without both, registration is as the spec has it.',
    }),
    otp: z
      .union([z.string().max(20), z.number().int().nonnegative()])
      .transform(String)
      .optional()
      .meta({ description: 'Beyond the spec: the code sent to `phone` by request/otpRegister.' }),
  })
  .superRefine((b, ctx) => {
    checkNewPassword(ctx, b.password, b.c_password, ['password', 'c_password'], b.email);
    if ((b.otp_token === undefined) !== (b.otp === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [b.otp === undefined ? 'otp' : 'otp_token'],
        message: 'otp_token and otp go together',
      });
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: lookupEmailSchema,
  password: base64PasswordSchema,
  captcha: z.string().max(4_000).optional().meta({
    description:
      'Beyond the spec: a solved ALTCHA challenge (`GET /api/captcha/challenge`), needed once the account has 3 failed logins in 15 minutes (401 CAPTCHA_REQUIRED until then).',
  }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const uniqueBodySchema = z.object({
  table: z.literal('users', { message: 'only "users" can be checked' }),
  field: z.literal('email', { message: 'only "email" can be checked' }),
  email: lookupEmailSchema,
});

export const emptyBodySchema = z.object({});

export const sessionDataSchema = z.object({
  user_name: z.string().describe('The first name, as the account dropdown greets'),
  user_id: z.number().int(),
  user_type: z.enum(['CUSTOMER', 'ADMIN']),
  api_token: z.string().describe('The same value as token (the spec sends both); only Authorization: Bearer counts'),
  token: z.string().describe('The session token: send it as Authorization: Bearer <token>'),
  email: z.string(),
  cart_id: z.string().nullable().describe("The member's server cart, when one is tied to the account"),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export const sessionAnswerSchema = z.object({ result: sessionDataSchema, message: z.string() });
export const registerAnswerSchema = sessionAnswerSchema.extend({
  found_orders: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("Beyond the spec: with a code to the mobile, the guest orders placed with it now the member's, when any"),
});
export const uniqueAnswerSchema = z.object({ result: z.object({ unique: z.boolean() }) });
export const messageAnswerSchema = z.object({ message: z.string() });

// Profile and passwords

const userIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const profileGetBodySchema = z.object({ user_id: userIdSchema.optional() });
export const profileGet2BodySchema = z.object({ token: z.string().min(1).max(200) });
/** An address field as typed (judged whole by domain/accounts/profile-address.ts). */
const addressText = (max: number, description: string) => z.string().max(max).nullish().describe(description);

export const profileUpdateBodySchema = z
  .object({
    user_id: userIdSchema.optional(),
    first_name: personNameSchema,
    last_name: personNameSchema,
    country: addressText(
      60,
      "The shipping address kept on the profile: one of the checkout's countries by name or ISO code (`India`, the default when blank; `United Kingdom`, `GB`), stored by name.",
    ),
    ship_pincode: addressText(
      10,
      "In India six digits that India Post knows; abroad the country's postal code (checked with postcode-validator).",
    ),
    ship_state: addressText(
      60,
      'In India one of its states and union territories; abroad the region, if any (may be blank).',
    ),
    ship_city: addressText(80, 'The city or town.'),
    ship_address: addressText(300, 'House, street and area (line breaks kept).'),
  })
  .superRefine((body, ctx) => {
    const checked = checkProfileAddress(body);
    if (!checked.ok)
      for (const [field, message] of Object.entries(checked.fields))
        ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const profileSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  subscription: z.boolean(),
  user_type: z.enum(['CUSTOMER', 'ADMIN']),
  country: z
    .string()
    .nullable()
    .describe('The shipping address kept on the profile, where the checkout starts; all five null when none'),
  ship_pincode: z.string().nullable(),
  ship_state: z.string().nullable(),
  ship_city: z.string().nullable(),
  ship_address: z.string().nullable(),
  email_verified: z
    .boolean()
    .describe('Beyond the spec: whether the member followed the verification link mailed to `email` (email/verify)'),
  phone_verified: z
    .boolean()
    .describe(
      'Beyond the spec: whether the member typed back a code sent to `phone` (registration with request/otpRegister, or a login code)',
    ),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileAnswerSchema = z.object({ result: profileSchema });
export const profileUpdateAnswerSchema = z.object({ result: profileSchema, message: z.string() });

export const changePasswordBodySchema = z
  .object({
    user_id: userIdSchema.optional(),
    email: lookupEmailSchema.optional(),
    oldPassword: base64PasswordSchema,
    newPassword: base64PasswordSchema,
    confirmPassword: base64PasswordSchema,
    signOutOtherDevices: z.boolean().optional().meta({
      description:
        "Beyond the spec: true or absent signs out the account's other sessions (this one stays); false keeps them. Open reset links are voided either way.",
    }),
  })
  .superRefine((b, ctx) =>
    checkNewPassword(ctx, b.newPassword, b.confirmPassword, ['newPassword', 'confirmPassword'], b.email),
  );
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: lookupEmailSchema });

export const resetPasswordBodySchema = z
  .object({
    token: z.string().min(1).max(200),
    password: base64PasswordSchema,
    c_password: base64PasswordSchema,
  })
  .superRefine((b, ctx) => checkNewPassword(ctx, b.password, b.c_password, ['password', 'c_password']));
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

// The email's verification link (docs/decisions/2026-11-27-email-proofs.md)

export const emailVerifyBodySchema = z.object({
  token: z.string().min(1).max(200).describe('The token of the link `/verify-email?token=…` mailed to the member'),
});
export const emailVerifyAnswerSchema = z.object({
  reason: z.literal('EMAIL_VERIFIED'),
  message: z.string(),
  result: z.object({
    email: z.string(),
    changed: z.boolean().describe('true when the link moved the account to this address (profile/email/change)'),
  }),
  found_orders: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('How many guest orders placed with the email joined the account with this proof; absent when none'),
});
export const emailResendBodySchema = z.object({ user_id: userIdSchema.optional() });

/** Beyond the spec: a member moves their account to another address, proved by a link to it. */
export const emailChangeBodySchema = z.strictObject({
  user_id: userIdSchema.optional(),
  email: emailSchema.describe('The new address: a link goes there, and the email changes only when it is opened'),
  password: base64PasswordSchema.describe("base64 of the member's current password"),
});
export const emailChangeAnswerSchema = z.object({
  message: z.string(),
  result: z.object({ email: z.string().describe('Where the link went'), current: z.string() }),
});
export const emailResendAnswerSchema = z.object({ message: z.string(), result: z.object({ email: z.string() }) });
