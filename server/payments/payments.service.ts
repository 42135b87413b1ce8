// The card payments of the store (docs/api.md): the provider (Razorpay when real keys are configured, the
// local double otherwise), the key secret that signs replies, and the provider's webhook: its
// signature is checked over the raw body, each event is handled once (payment_webhook_events), and a
// payment.captured or order.paid event tells the checkout that an order was paid (the checkout, or
// the gift cards, then record the payment and take or refund it: refunds.service.ts).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Db } from '../../db/client.ts';
import type { Env } from '../env.ts';
import type { CardProvider } from './card-provider.ts';
import { createLocalProvider, type LocalProvider } from './local-provider.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';
import { verifyWebhookSignature, webhookSignature } from './signatures.ts';

import { LOCAL_KEY_ID } from './local-keys.ts';

/** The key id of the local double (server/env.ts's default): any other means real keys. */
export { LOCAL_KEY_ID };

export interface PaidNotice {
  providerOrderId: string;
  paymentId: string;
  amountPaise: number;
}

export type WebhookResult = 'handled' | 'duplicate' | 'ignored' | 'bad_signature';

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string | null; amount?: number; status?: string } };
    order?: { entity?: { id?: string; amount_paid?: number } };
  };
}

export interface PaymentsOptions {
  env: Pick<Env, 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>;
  db: Db;
  logger: Logger;
  /** How long the local double waits before sending its webhook, like the provider (ms); null: never. */
  localWebhookDelayMs?: number | null;
}

export function createPayments({ env, db, logger, localWebhookDelayMs = 3_000 }: PaymentsOptions) {
  const keys = { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET };
  const local: LocalProvider | null = env.RAZORPAY_KEY_ID === LOCAL_KEY_ID ? createLocalProvider(db, keys) : null;
  const provider: CardProvider = local?.provider ?? createRazorpayProvider(keys);
  let paidHandler: (notice: PaidNotice) => Promise<void> = async () => {};

  /** The notice a captured payment or a paid order carries, or null for any other event. */
  function noticeOf(event: WebhookEvent): PaidNotice | null {
    const payment = event.payload?.payment?.entity;
    if (
      (event.event === 'payment.captured' || event.event === 'order.paid') &&
      payment?.id &&
      payment.order_id &&
      typeof payment.amount === 'number'
    ) {
      return { providerOrderId: payment.order_id, paymentId: payment.id, amountPaise: payment.amount };
    }
    return null;
  }

  async function handleWebhook(
    rawBody: string,
    signature: string | undefined,
    eventIdHeader: string | undefined,
  ): Promise<WebhookResult> {
    if (!verifyWebhookSignature(rawBody, signature, env.RAZORPAY_WEBHOOK_SECRET)) return 'bad_signature';
    let event: WebhookEvent;
    try {
      event = JSON.parse(rawBody) as WebhookEvent;
    } catch {
      return 'ignored';
    }
    const eventId = eventIdHeader?.trim() || createHash('sha256').update(rawBody).digest('hex');
    const recorded = await queryRows<{ event_id: string }>(
      db,
      sql`INSERT INTO payment_webhook_events (event_id, event) VALUES (${eventId.slice(0, 200)}, ${String(event.event ?? 'unknown').slice(0, 100)}) ON CONFLICT DO NOTHING RETURNING event_id`,
    );
    if (recorded.length === 0) return 'duplicate';
    const notice = noticeOf(event);
    if (!notice) return 'ignored';
    try {
      await paidHandler(notice);
    } catch (error) {
      // Not handled after all: forget the event so the provider's retry is handled.
      await db.execute(sql`DELETE FROM payment_webhook_events WHERE event_id = ${eventId.slice(0, 200)}`);
      throw error;
    }
    return 'handled';
  }

  /** The double's webhook after a payment, signed as the provider signs it, handled in process. */
  function sendLocalWebhook(notice: PaidNotice): void {
    if (localWebhookDelayMs === null) return;
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: notice.paymentId,
            order_id: notice.providerOrderId,
            amount: notice.amountPaise,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const timer = setTimeout(() => {
      handleWebhook(body, webhookSignature(body, env.RAZORPAY_WEBHOOK_SECRET), `evt_local_${notice.paymentId}`).catch(
        (err: unknown) => logger.warn({ err }, 'local card double: webhook failed'),
      );
    }, localWebhookDelayMs);
    timer.unref();
  }

  return {
    provider,
    keySecret: keys.keySecret,
    /** The local double's window and payments, when the double is in use. */
    local,
    onPaid(handler: (notice: PaidNotice) => Promise<void>): void {
      paidHandler = handler;
    },
    handleWebhook,
    sendLocalWebhook,
  };
}
export type Payments = ReturnType<typeof createPayments>;
