// The invoice download's parameters (GET /api/orders/{order_id}/invoice.pdf).
import { z } from 'zod';
import { orderTrackBodySchema } from '../orders/api-schemas.ts';

export const invoiceDownloadQuerySchema = z.object({
  order_id: orderTrackBodySchema.shape.order_id,
  email: orderTrackBodySchema.shape.email
    .optional()
    .describe(
      "A guest's order: the email it was placed with (case does not matter). Without it, the member's `Authorization: Bearer` token",
    ),
});
export type InvoiceDownloadQuery = z.infer<typeof invoiceDownloadQuerySchema>;
