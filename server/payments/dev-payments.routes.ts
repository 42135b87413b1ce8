// GET /api/dev/payments: the payments the store recorded and their refunds, newest first. Mounted
// only while the local card double is in use (like the dev outbox under NOTIFY_TRANSPORT=dev); with
// Razorpay's keys the path falls through to the API's JSON 404.
import { devPaymentsAnswerSchema, devPaymentsQuerySchema } from '../../domain/payments/dev-payments.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import type { Refunds } from './refunds.service.ts';

export function devPaymentsCalls(refunds: Pick<Refunds, 'list'>): ApiCall[] {
  return [
    defineCall({
      path: 'dev/payments',
      method: 'GET',
      tag: 'Checkout',
      summary: 'Payments and refunds the store recorded (only with the local card double)',
      description:
        'Every card payment the store learned of (the signed reply of order_confirm or giftcards/purchase/confirm, the webhook, the reconciler), ' +
        'at most 100, newest first, with the order it paid for and its refunds. A payment that arrives for an order that can no longer be ' +
        'placed (lapsed, or replaced by a newer order of the same cart) is refunded in full once, and the shopper told by mail and SMS. ' +
        'Amounts in paise. With Razorpay keys configured this call does not exist (404).',
      input: devPaymentsQuerySchema,
      answer: devPaymentsAnswerSchema,
      handle: async (query) => ({ payments: await refunds.list(query.provider_order_id, 100) }),
    }),
  ];
}
