// The back office's report calls (docs/api.md#back-office): `reports/sales` is the API contract's
// name; `reports/visits` is ours. A period is India's calendar days, both ends included.
import { z } from 'zod';
import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, readPeriod, type IndiaPeriod } from '../dates/india-period.ts';
import { ORDER_PAYMENT_MODES, ORDER_STATUSES } from '../orders/order-status.ts';

/** Rows the top lists keep. */
export const TOP_PIECES = 10;
export const TOP_CATEGORIES = 10;
export const TOP_CITIES = 20;
export const TOP_NOT_FOUND = 50;

export const reportPeriodQuerySchema = z
  .object({
    from: z
      .string()
      .max(40)
      .optional()
      .describe(`First day, YYYY-MM-DD (India); default ${REPORT_DEFAULT_DAYS} days before to`),
    to: z.string().max(40).optional().describe('Last day, YYYY-MM-DD (India), included; default today'),
  })
  .transform((asked, ctx): IndiaPeriod => {
    const read = readPeriod(asked, new Date());
    if (read.ok) return read.period;
    for (const [field, message] of Object.entries(read.fields))
      ctx.addIssue({ code: 'custom', path: [field], message });
    return z.NEVER;
  })
  .describe(`At most ${REPORT_MAX_DAYS} days; from after to, or a day that is not one, is 400 naming the field`);

const periodSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });
const money = z.number().int().describe('Whole rupees');

export const salesReportAnswerSchema = z.object({
  success: z.literal(true),
  period: periodSchema,
  totals: z.object({ orders: z.number().int(), revenue: money, average_order_value: money }),
  days: z.array(z.object({ day: z.string(), orders: z.number().int(), revenue: money, average_order_value: money })),
  by_status: z
    .array(z.object({ status: z.enum(ORDER_STATUSES), orders: z.number().int(), amount: money }))
    .describe('Every order made in the period, unpaid and cancelled ones included'),
  by_payment_mode: z
    .array(z.object({ payment_mode: z.enum(ORDER_PAYMENT_MODES), orders: z.number().int(), revenue: money }))
    .describe('Sales only'),
  top_pieces: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number().int(), revenue: money })),
  top_categories: z.array(z.object({ slug: z.string(), name: z.string(), qty: z.number().int(), revenue: money })),
  coupons: z.array(z.object({ code: z.string(), orders: z.number().int(), discount: money })),
  gift_cards: z.object({ orders: z.number().int(), amount: money.describe('What gift cards paid of sales') }),
});
export type SalesReport = z.infer<typeof salesReportAnswerSchema>;

export const visitsReportAnswerSchema = z.object({
  success: z.literal(true),
  period: periodSchema,
  visits: z.number().int().describe('Page views logged in the period'),
  cities: z.array(z.object({ city: z.string().nullable().describe('null: no known place'), visits: z.number().int() })),
  not_found: z.array(z.object({ page: z.string(), visits: z.number().int(), last_at: z.string() })),
});
export type VisitsReport = z.infer<typeof visitsReportAnswerSchema>;
