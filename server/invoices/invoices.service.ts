// Tax invoices: issued by the desk's ship action inside its transaction (`issueInvoice`), fetched as
// a PDF by the member who ordered (their token), by the email of a guest's order, or by staff. Every
// refusal of a download is the same 404, whether the order is unknown, someone else's, or not yet
// shipped: an answer never tells which. Email attempts are counted like order tracking's (per IP and
// per order id, an hour, withdrawn on success): an order id is not guessable, but an email may be tried.
import type { Logger } from 'pino';
import type { MailAttachment } from '../../domain/notifications/message.ts';
import { ipRateKey } from '../../domain/api/ip-rate-key.ts';
import { ok, refuse, type Outcome } from '../../domain/api/outcome.ts';
import type { InvoiceSeller } from '../../domain/invoices/invoice-figures.ts';
import { invoiceFileName } from '../../domain/invoices/invoice-number.ts';
import { INVOICE_NOT_FOUND, INVOICE_TEXTS, type InvoiceReason } from '../../domain/invoices/messages.ts';
import { TOO_MANY_ATTEMPTS, tooManyTrackingAttemptsText } from '../../domain/orders/messages.ts';
import { TRACK_WINDOW_SECONDS, trackGate } from '../../domain/orders/tracking-rate.ts';
import type { RateEventsRepo } from '../common/rate-events.repo.ts';
import type { Runner } from '../orders/orders.repo.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import {
  issueInvoice,
  type InvoicesRepo,
  type IssuedInvoice,
  type IssueRefusal,
  type StoredInvoice,
} from './invoices.repo.ts';

export interface InvoicesDeps {
  repo: InvoicesRepo;
  rates: RateEventsRepo;
  seller: InvoiceSeller;
  logger: Logger;
}

export interface InvoicePdf {
  bytes: Uint8Array;
  filename: string;
  number: string;
}

const scopes = { ip: 'invoice-ip', order: 'invoice-order' } as const;

export function createInvoicesService({ repo, rates, seller, logger }: InvoicesDeps) {
  const pdf = async (invoice: StoredInvoice): Promise<InvoicePdf> => ({
    bytes: await renderInvoicePdf(invoice.figures),
    filename: invoiceFileName(invoice.number),
    number: invoice.number,
  });
  const notFound = () => refuse(INVOICE_NOT_FOUND, INVOICE_TEXTS.notFound);

  return {
    /** The seller the invoices of this process name (the settings STORE_LEGAL_NAME, STORE_ADDRESS, STORE_STATE, STORE_GSTIN). */
    seller,

    /**
     * Issues the order's invoice inside the ship action's transaction (`tx`), after the order moved to
     * shipped; once per order (a second call answers the first invoice, `created: false`).
     */
    async issueInvoice(tx: Runner, orderId: string): Promise<IssuedInvoice | { refused: IssueRefusal }> {
      const issued = await issueInvoice(tx, orderId, seller);
      if ('number' in issued && issued.created) logger.info({ orderId, invoice: issued.number }, 'invoice issued');
      return issued;
    },

    /** The PDF for the member who placed the order. */
    async pdfForMember(orderId: string, userId: number): Promise<Outcome<InvoicePdf, InvoiceReason>> {
      const invoice = await repo.findByOrderId(orderId);
      return invoice && invoice.userId === userId ? ok(await pdf(invoice)) : notFound();
    },

    /** The PDF of a guest's order, by its email (case-insensitive); attempts counted per IP and per order id. */
    async pdfByEmail(orderId: string, email: string, ip: string): Promise<Outcome<InvoicePdf, InvoiceReason>> {
      const { decision, eventIds } = await rates.admit(
        [
          { scope: scopes.ip, key: ipRateKey(ip) },
          { scope: scopes.order, key: orderId },
        ],
        TRACK_WINDOW_SECONDS,
        ([byIp, byOrder]) => trackGate(byIp!, byOrder!, new Date()),
        (gate) => gate.action === 'allow',
      );
      if (decision.action === 'refuse') {
        logger.info({ orderId, reason: TOO_MANY_ATTEMPTS }, 'invoice download throttled');
        return refuse(TOO_MANY_ATTEMPTS, tooManyTrackingAttemptsText(decision.retryAfterSeconds), {
          retryAfterSeconds: decision.retryAfterSeconds,
        });
      }
      const invoice = await repo.findByOrderId(orderId);
      if (!invoice || invoice.userId !== null || invoice.email.toLowerCase() !== email.toLowerCase()) return notFound();
      await rates.withdraw(eventIds);
      return ok(await pdf(invoice));
    },

    /** The PDF a mail carries (the shipping mail), by the invoice's row id; throws when there is none. */
    async attachmentOf(invoiceId: number): Promise<MailAttachment> {
      const invoice = await repo.findById(invoiceId);
      if (!invoice) throw new Error(`invoice ${invoiceId} not found for a mail attachment`);
      const file = await pdf(invoice);
      return { filename: file.filename, contentType: 'application/pdf', content: file.bytes };
    },

    /** The PDF for the store's staff (the desk's GET /api/admin/orders/{order_id}/invoice.pdf). */
    async pdfForStaff(orderId: string): Promise<Outcome<InvoicePdf, InvoiceReason>> {
      const invoice = await repo.findByOrderId(orderId);
      return invoice ? ok(await pdf(invoice)) : notFound();
    },
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
