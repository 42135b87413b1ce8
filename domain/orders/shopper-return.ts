// What a shopper's order says about returning it (My orders and tracking: order/list, order/track),
// filled by server/orders/order-returns.service.ts `shopperReturnViews`.
import { z } from 'zod';
import { RETURN_STATES } from './return-states.ts';

/** What a shopper's order says about returning it (My orders and tracking). */
export const shopperReturnSchema = z
  .object({
    can_request: z.boolean().describe('Whether a return may be asked for now'),
    last_day: z.string().nullable().describe('The last India day of the window, once delivered'),
    refusal: z
      .string()
      .nullable()
      .describe('Why not, in the shopper’s words, for a delivered order that cannot be returned'),
    needs_bank_details: z.boolean().describe('Cash on delivery: the refund is paid to a bank account they give'),
    request: z
      .object({
        return_no: z.string(),
        state: z.enum(RETURN_STATES),
        state_label: z.string(),
        requested_at: z.string(),
      })
      .nullable()
      .describe('The latest return of the order'),
  })
  .describe('Returns (15 days from delivery)');
export type ShopperReturn = z.infer<typeof shopperReturnSchema>;
