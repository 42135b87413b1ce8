// The local double's window (mounted only when the double is in use): the page, its script, and the
// payment the shopper makes in it. The page may be framed by the store's own pages only.
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { LocalProvider } from './local-provider.ts';
import { LOCAL_WINDOW_SCRIPT, localWindowMessagePage, localWindowPage } from './local-window.page.ts';
import type { Payments } from './payments.service.ts';

const FRAMEABLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; object-src 'none'; base-uri 'none'; form-action 'self'";
const payBody = z.strictObject({ outcome: z.enum(['success', 'failure']) });
const text = (v: string | undefined, max = 120) => (v ?? '').slice(0, max);

export function createLocalWindowRoutes(local: LocalProvider, payments: Pick<Payments, 'sendLocalWebhook'>): Hono {
  const app = new Hono();
  const frameable = (c: { header(name: string, value: string): void }) => {
    c.header('Content-Security-Policy', FRAMEABLE_CSP);
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Cache-Control', 'no-store');
  };

  app.get('/payments/local/window.js', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.body(LOCAL_WINDOW_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' });
  });

  app.get('/payments/local/:orderId', async (c) => {
    frameable(c);
    const order = await local.findOrder(c.req.param('orderId'));
    if (!order)
      return c.html(
        localWindowMessagePage('No such payment', 'This payment window does not belong to any order.'),
        404,
      );
    if (order.status === 'paid')
      return c.html(
        localWindowMessagePage('Already paid', 'This order has been paid. You can close this window.'),
        409,
      );
    if (order.status === 'cancelled')
      return c.html(
        localWindowMessagePage(
          'Payment closed',
          'This order was closed by the store and takes no payment. You can close this window.',
        ),
        409,
      );
    const q = c.req.query();
    return c.html(
      localWindowPage({
        orderId: order.id,
        amountPaise: order.amount,
        receipt: order.receipt,
        prefill: { name: text(q.name), email: text(q.email), contact: text(q.contact, 20) },
      }),
    );
  });

  app.post('/payments/local/:orderId/pay', async (c) => {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw ApiError.of('INVALID_JSON');
    }
    const { outcome } = parseOrThrow(payBody, raw);
    const result = await local.pay(c.req.param('orderId'), outcome);
    c.header('Cache-Control', 'no-store');
    switch (result.kind) {
      case 'unknown':
        throw new ApiError(404, 'NOT_FOUND', 'No such payment order.');
      case 'already_paid':
        throw new ApiError(409, 'ALREADY_PAID', 'This order has been paid already.');
      case 'closed':
        throw new ApiError(409, 'ORDER_CLOSED', 'This order was closed by the store and takes no payment.');
      case 'failed':
        return c.json({ error: result.error }, 400);
      case 'paid':
        payments.sendLocalWebhook({
          providerOrderId: result.reply.razorpay_order_id,
          paymentId: result.reply.razorpay_payment_id,
          amountPaise: result.amount,
        });
        return c.json(result.reply);
    }
  });
  return app;
}
