// GET /api/orders/{order_id}/invoice.pdf: the order's GST tax invoice for the member who placed it
// (their token) or, for a guest's order, whoever gives its email. Validate → one service call → the PDF.
import type { Context } from 'hono';
import { invoiceDownloadQuerySchema } from '../../domain/invoices/api-schemas.ts';
import { INVOICE_NOT_FOUND } from '../../domain/invoices/messages.ts';
import { TOO_MANY_ATTEMPTS } from '../../domain/orders/messages.ts';
import type { Member } from '../accounts/accounts.service.ts';
import { ApiError } from '../http/api-error.ts';
import { clientIp, createAuthGuard, type Authenticator } from '../http/auth-guard.ts';
import { defineCall, fileAnswerSchema, type ApiCall } from '../http/define-call.ts';
import type { InvoicesService } from './invoices.service.ts';

export function invoiceCalls(invoices: InvoicesService, accounts: Authenticator<Member>, options: { trustProxy: boolean }): ApiCall[] {
  const guard = createAuthGuard(accounts);
  return [
    defineCall({
      path: 'orders/{order_id}/invoice.pdf',
      method: 'GET',
      tag: 'Orders',
      summary: "An order's GST tax invoice (PDF)",
      description:
        'The A4 tax invoice issued when the order shipped: the store\'s legal name, address and GSTIN, the invoice number (a gap-free series per financial year, ' +
        "'SUV/26-27/000123'), the customer and the place of supply, each line with HSN 7113, its breakup, taxable value and CGST + SGST (1.5% each, inside Kerala) " +
        'or IGST (3%), the totals in figures and in words. A coupon lowers the taxable value; a gift card is listed as a payment. ' +
        "A member's order: `Authorization: Bearer <token>` of that member. A guest's order: `?email=` with the order's email; failed attempts are limited per IP and per order id " +
        '(20 and 10 an hour, as order tracking), then 429 with Retry-After. `application/pdf` as an attachment, never cached (`no-store`).',
      input: invoiceDownloadQuerySchema,
      answer: fileAnswerSchema,
      file: { mediaType: 'application/pdf' },
      errors: [
        { status: 401, reason: 'UNAUTHORIZED', description: 'No `email` and no valid session token.' },
        { status: 404, reason: INVOICE_NOT_FOUND, description: "No invoice yet (the order has not shipped), no such order, another member's order, or a wrong email: the same answer for each." },
        { status: 429, reason: TOO_MANY_ATTEMPTS, description: 'Too many failed attempts with an email from this IP or for this order id in an hour.' },
      ],
      handle: async (query, c: Context) => {
        const outcome = query.email !== undefined ? await invoices.pdfByEmail(query.order_id, query.email, clientIp(c, options.trustProxy)) : await invoices.pdfForMember(query.order_id, (await guard.requireSession(c)).id);
        if (outcome.ok) return { bytes: outcome.value.bytes, filename: outcome.value.filename };
        if ('retryAfterSeconds' in outcome) {
          c.header('Retry-After', String(outcome.retryAfterSeconds));
          throw new ApiError(429, outcome.reason, outcome.message);
        }
        throw new ApiError(404, outcome.reason, outcome.message);
      },
    }),
  ];
}
