// Bodies and answers of the one-time-code login (docs/api.md: `request/otpLogin`, `verify/otp`).
import { z } from 'zod';
import { mobileSchema, sessionDataSchema } from './api-schemas.ts';

export const otpRequestBodySchema = z.object({ mobile: mobileSchema });

export const otpVerifyBodySchema = z.object({
  token: z.string().max(200),
  mobile: mobileSchema,
  /** Checked for shape by the service, which answers INVALID_SECRET rather than a generic 400. */
  otp: z.union([z.string().max(20), z.number().int().nonnegative()]).transform(String),
});
export type OtpVerifyBody = z.infer<typeof otpVerifyBodySchema>;

export const otpRequestAnswerSchema = z.object({
  reason: z.literal('OTP_SENT'),
  message: z.string(),
  token: z.string().describe('Send it back with the code to verify/otp'),
  timer_rate: z.number().int().describe('Seconds the code stays valid'),
  server_resend_rate: z.number().int().describe('Seconds before another code may be requested for this number'),
});

export const otpVerifyAnswerSchema = z.object({
  reason: z.literal('success'),
  message: z.string(),
  /** The session data, for a login code; a cash-on-delivery number's code verifies the number only. */
  result: sessionDataSchema.optional(),
  found_orders: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("A login code's guest orders with this mobile now the member's: how many, when any"),
});

/** A code as a person types it: only digits, of the lengths codes are sent in (4 to 6). */
export const isCodeShaped = (otp: string): boolean => /^\d{4,6}$/.test(otp);
