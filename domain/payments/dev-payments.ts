// GET /api/dev/payments (only with the card provider's local double): the query and the answer, so a
// newcomer and the tests can see what happened to money: each payment the store recorded, the order
// it paid for, and what went back.
import { z } from 'zod';

export const devPaymentsQuerySchema = z.object({
  provider_order_id: z
    .string()
    .trim()
    .regex(/^order_[0-9A-Za-z]{1,40}$/, 'A provider order id, like order_AbC123')
    .optional()
    .describe("The provider's order id (payment_data.order_id of order_generate); without it, the newest 100 payments"),
});

export const devPaymentRefundSchema = z.object({
  id: z.string().describe("The provider's refund id (rfnd_…), or pending_<n> while the provider has not answered yet"),
  amount: z.number().int().describe('Paise'),
  status: z.enum(['pending', 'processed', 'failed']),
  at: z.string().describe('When the refund was decided (ISO 8601)'),
});

export const devPaymentSchema = z.object({
  id: z.string().describe("The provider's payment id (pay_…)"),
  provider_order_id: z.string(),
  order_id: z.string().nullable().describe('The order it paid for (SV…), or null for a gift card purchase'),
  amount: z.number().int().describe('Paise, as the provider counts'),
  status: z
    .enum(['authorized', 'captured', 'failed', 'refunded'])
    .describe('refunded once refunds processed by the provider add up to the amount'),
  refunds: z.array(devPaymentRefundSchema),
});

export const devPaymentsAnswerSchema = z.object({ payments: z.array(devPaymentSchema) });
