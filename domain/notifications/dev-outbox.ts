// GET /api/dev/outbox (docs/api.md): the query and the answer.
import { z } from 'zod';
import { normalizeMobile } from '../accounts/phone.ts';
import { OUTBOX_CHANNELS } from './message.ts';

/** A mobile is matched in its ten-digit form, an email in lower case, as the outbox stores them. */
export const devOutboxQuerySchema = z.object({
  to: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .transform((to) => (to.includes('@') ? to.toLowerCase() : (normalizeMobile(to) ?? to)))
    .optional()
    .describe('A mobile (10 digits, +91 allowed) or an email address'),
});

export const devOutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  code: z.string().nullable().describe('The one-time, reset or gift card code the message carries, else null'),
  attachment: z
    .string()
    .nullable()
    .describe('The file a mail carries (an invoice PDF, drawn when it is sent), else null'),
  at: z.string().describe('When the message was written (ISO 8601)'),
});

export const devOutboxAnswerSchema = z.object({ messages: z.array(devOutboxMessageSchema) });
