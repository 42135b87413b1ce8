// GET /api/orders/{order_id}/invoice.pdf: the order's GST tax invoice for the member who placed it
// (their token) or, for a guest's order, whoever gives its email. Validate → one service call → the PDF.
import type { Context } from 'hono';
import { invoiceDownloadQuerySchema } from '../../domain/invoices/api-schemas.ts';
import { INVOICE_REASONS } from '../../domain/invoices/messages.ts';
import type { Member } from '../accounts/accounts.service.ts';
import { clientIp, createAuthGuard, type Authenticator } from '../http/auth-guard.ts';
import { defineCall, fileAnswerSchema, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { InvoicesService } from './invoices.service.ts';

export function invoiceCalls(
  invoices: InvoicesService,
  accounts: Authenticator<Member>,
  options: { trustProxy: boolean },
): ApiCall[] {
  const guard = createAuthGuard(accounts);
  return [
    defineCall({
      path: 'orders/{order_id}/invoice.pdf',
      method: 'GET',
      tag: 'Orders',
      summary: "An order's GST tax invoice (PDF)",
      description:
        "The A4 tax invoice issued when the order shipped: the store's legal name, address and GSTIN, the invoice number (a gap-free series per financial year, " +
        "'SUV/26-27/000123'), the customer and the place of supply, each line with HSN 7113, its breakup, taxable value and CGST + SGST (1.5% each, inside Kerala) " +
        'or IGST (3%), the totals in figures and in words. A coupon lowers the taxable value; a gift card is listed as a payment. ' +
        "A member's order: `Authorization: Bearer <token>` of that member. A guest's order: `?email=` with the order's email; failed attempts are limited per IP and per order id " +
        '(20 and 10 an hour, as order tracking), then 429 with Retry-After. `application/pdf` as an attachment, never cached (`no-store`).',
      input: invoiceDownloadQuerySchema,
      answer: fileAnswerSchema,
      file: { mediaType: 'application/pdf' },
      refusals: INVOICE_REASONS,
      errors: [{ status: 401, reason: 'UNAUTHORIZED', description: 'No `email` and no valid session token.' }],
      handle: async (query, c: Context) => {
        const outcome =
          query.email !== undefined
            ? await invoices.pdfByEmail(query.order_id, query.email, clientIp(c, options.trustProxy))
            : await invoices.pdfForMember(query.order_id, (await guard.requireSession(c)).id);
        const { bytes, filename } = unwrap(outcome, INVOICE_REASONS);
        return { bytes, filename };
      },
    }),
  ];
}
