// POST /api/webhooks/razorpay (docs/api.md): the provider's events. A plain route, not a defined call: the
// signature is over the raw bytes, so the body is read as text and never re-serialised.
import { Hono } from 'hono';
import { ApiError } from '../http/api-error.ts';
import { MAX_BODY_BYTES, readTextWithin } from '../http/read-body.ts';
import type { Payments } from './payments.service.ts';

export const WEBHOOK_PATH = '/api/webhooks/razorpay';

export function createWebhookRoutes(payments: Pick<Payments, 'handleWebhook'>): Hono {
  const app = new Hono();
  app.post(WEBHOOK_PATH, async (c) => {
    const raw = await readTextWithin(c, MAX_BODY_BYTES);
    const result = await payments.handleWebhook(
      raw,
      c.req.header('x-razorpay-signature'),
      c.req.header('x-razorpay-event-id'),
    );
    if (result === 'bad_signature')
      throw new ApiError(400, 'INVALID_SIGNATURE', 'The webhook signature does not match its body.');
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, status: result });
  });
  app.all(WEBHOOK_PATH, (c) => {
    c.header('Allow', 'POST');
    throw ApiError.of('METHOD_NOT_ALLOWED', 'Use POST for this call.');
  });
  return app;
}

/** The webhook's entry in the OpenAPI document (it is not a defined call). */
export const webhookOpenApi = {
  [WEBHOOK_PATH]: {
    post: {
      tags: ['Checkout'],
      summary: "The card provider's webhook (Razorpay events)",
      description:
        'Signed with the webhook secret in `X-Razorpay-Signature` (HMAC-SHA256 of the raw body); each `X-Razorpay-Event-Id` is handled once. ' +
        '`payment.captured` and `order.paid` place the paid order if its browser never came back (or issue the gift card bought); every such payment is ' +
        'recorded, and one for an order that can no longer be placed (lapsed, or replaced by a newer order of the same cart), of the wrong amount, ' +
        'or a second one for something already paid is refunded in full once, the shopper told by mail and SMS. Other events are acknowledged and ignored.',
      parameters: [
        { name: 'X-Razorpay-Signature', in: 'header', required: true, schema: { type: 'string' } },
        { name: 'X-Razorpay-Event-Id', in: 'header', required: false, schema: { type: 'string' } },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        '200': { description: '`{ success: true, status: "handled" | "duplicate" | "ignored" }`' },
        '400': { description: 'INVALID_SIGNATURE: the signature does not match the body.' },
      },
    },
  },
} as const;
