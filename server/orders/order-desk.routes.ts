// The orders desk's calls under /api/admin/orders (docs/api.md#back-office): the owner and the
// `orders` role act; `support` may read. Each handler validates, calls one service, answers.
import type { Context } from 'hono';
import { pick } from '../../domain/api/outcome.ts';
import { DESK_REASONS } from '../../domain/orders/desk-reasons.ts';
import {
  DESK_PAGE_SIZE,
  deskActAnswerSchema,
  deskCancelBodySchema,
  deskListAnswerSchema,
  deskListQuerySchema,
  deskOrderAnswerSchema,
  deskOrderIdSchema,
  deskOrderParamsSchema,
  deskRefundAnswerSchema,
  deskRefundBodySchema,
  deskTransitionBodySchema,
} from '../../domain/orders/desk-schemas.ts';
import { INVOICE_NOT_FOUND, INVOICE_REASONS } from '../../domain/invoices/messages.ts';
import { ApiError } from '../http/api-error.ts';
import { fileAnswerSchema, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import { refundIdempotencyKey } from './refund-idempotency-key.ts';
import type { OrderDeskService } from './order-desk.service.ts';

const READERS = ['orders', 'support'] as const;
const ACTORS = ['orders'] as const;

/** The order id of a POST's path (its body is the act's): 400 naming the field when it is not one. */
function pathOrderId(c: Context): string {
  const parsed = deskOrderIdSchema.safeParse(c.req.param('order_id') ?? '');
  if (!parsed.success)
    throw ApiError.of('INVALID_INPUT', undefined, { order_id: 'must be an order id like SV7K2M9Q4R8T1XW' });
  return parsed.data;
}

export function orderDeskCalls(
  desk: OrderDeskService,
  invoices: Pick<InvoicesService, 'pdfForStaff'>,
  { defineAdminCall }: AdminCalls,
): ApiCall[] {
  return [
    defineAdminCall({
      path: 'admin/orders',
      method: 'GET',
      roles: READERS,
      summary: 'Orders, filtered and paged',
      description:
        `Newest first, ${DESK_PAGE_SIZE} a page. Filters: \`status\`, \`payment_mode\`, \`from\`/\`to\` (India days, inclusive), ` +
        '`min_amount`/`max_amount` (rupees), `overdue=true` (cash on delivery still unconfirmed 48 hours after placing), and `q`: an order id, ' +
        'an email, a phone number or the start of a name. Without `status`, orders still awaiting their code or payment are left out. ' +
        '`counts` gives the orders per status under the other filters, with `all` and `overdue`.',
      input: deskListQuerySchema,
      answer: deskListAnswerSchema,
      handle: (query) => desk.list(query),
    }),
    defineAdminCall({
      path: 'admin/orders/{order_id}',
      method: 'GET',
      roles: READERS,
      summary: "An order's page",
      description:
        'Lines with their breakups, payments and refunds, gift cards, coupon, addresses, PAN where given, delivery or pick-up, the shipment, ' +
        'the invoice, the history (who moved it, when, with what note), the moves the status table allows from here, and what is left to refund.',
      input: deskOrderParamsSchema,
      answer: deskOrderAnswerSchema,
      refusals: pick(DESK_REASONS, ['ORDER_NOT_FOUND']),
      handle: async ({ order_id }) => unwrap(await desk.get(order_id), DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/orders/{order_id}/transition',
      method: 'POST',
      roles: ACTORS,
      summary: 'Move an order along the status table',
      description:
        '`to`: confirmed (a cash-on-delivery order after the call; say so in `note`), in_production (made-to-order pieces only), packed, ' +
        'shipped (`shipment: { carrier, awb }` required; the GST invoice is issued in the same transaction and attached to the shipping mail), ' +
        'delivered. Under the order’s row lock: of two staff making the same move at once, one succeeds and the other gets 409. ' +
        'The customer is told by mail and SMS; the act is audited.',
      input: deskTransitionBodySchema,
      answer: deskActAnswerSchema,
      refusals: pick(DESK_REASONS, ['ORDER_NOT_FOUND', 'INVALID_TRANSITION']),
      handle: async (body, c, staff) => unwrap(await desk.transition(pathOrderId(c), body, staff.id), DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/orders/{order_id}/cancel',
      method: 'POST',
      roles: ACTORS,
      summary: 'Cancel an order, with the reason',
      description:
        "The shopper's cancel, made by the store: stock, coupon use and gift card draw given back, a card payment refunded in full through the provider, the offer's voucher the order earned withdrawn (recorded, not taken back, if used already; audited). " +
        'Allowed where the status table allows it (placed, confirmed, packed). The reason goes into the history, the audit and the customer’s mail.',
      input: deskCancelBodySchema,
      answer: deskActAnswerSchema,
      refusals: pick(DESK_REASONS, ['ORDER_NOT_FOUND', 'INVALID_TRANSITION', 'PAYMENT_NOT_FOUND']),
      handle: async (body, c, staff) => unwrap(await desk.cancel(pathOrderId(c), body, staff.id), DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/orders/{order_id}/refund',
      method: 'POST',
      roles: ACTORS,
      summary: 'Refund part or all of an order',
      description:
        'Needs an `Idempotency-Key` header (8-64 letters, digits, - or _): the same key with the same body answers the first refund again ' +
        '(`replayed: true`) and moves no money. Never more than was paid less every refund so far. A card payment is refunded through the provider; ' +
        'a cash-on-delivery order (once delivered) is recorded as paid back by staff, with the `reference` of the transfer or receipt. ' +
        'While a return of the order is under way (requested to approved) the refund is its own step (admin/returns/{return_id}/refund): RETURN_OPEN.',
      input: deskRefundBodySchema,
      answer: deskRefundAnswerSchema,
      errors: [
        {
          status: 400,
          reason: 'INVALID_INPUT',
          description: 'No Idempotency-Key header, or not 8-64 letters, digits, - or _.',
        },
      ],
      refusals: pick(DESK_REASONS, [
        'ORDER_NOT_FOUND',
        'REFUND_TOO_LARGE',
        'REFERENCE_REQUIRED',
        'IDEMPOTENCY_KEY_REUSED',
        'PAYMENT_NOT_FOUND',
        'RETURN_OPEN',
      ]),
      handle: async (body, c, staff) =>
        unwrap(await desk.refund(pathOrderId(c), body, refundIdempotencyKey(c), staff.id), DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/orders/{order_id}/invoice.pdf',
      method: 'GET',
      roles: READERS,
      summary: "An order's GST tax invoice (PDF), for staff",
      description:
        'The invoice issued when the order shipped, as the customer gets it. `application/pdf`, never cached.',
      input: deskOrderParamsSchema,
      answer: fileAnswerSchema,
      file: { mediaType: 'application/pdf' },
      refusals: pick(INVOICE_REASONS, [INVOICE_NOT_FOUND]),
      handle: async ({ order_id }) => {
        const { bytes, filename } = unwrap(await invoices.pdfForStaff(order_id), INVOICE_REASONS);
        return { bytes, filename };
      },
    }),
  ];
}
