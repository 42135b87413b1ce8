// The card provider's local test double (docs/api.md): the same order creation and window options as the
// provider, a payment window served by the store itself, replies signed with the configured key
// secret exactly as the provider signs them, and the provider's webhook sent after a payment. Its
// orders, payments and refunds live in the database, so every instance answers for the same double.
// Refunds behave as the provider's: processed at once, one per receipt, never beyond the payment (a
// trigger, db/migrations). Unlike Razorpay it can close an order, whose window then refuses to pay.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { CardProvider, ProviderPayment, ProviderRefund } from './card-provider.ts';
import { paymentSignature } from './signatures.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 'order_' or 'pay_' and 14 random base62 characters, the provider's id shape. */
export const providerId = (prefix: 'order' | 'pay' | 'rfnd') =>
  `${prefix}_${Array.from({ length: 14 }, () => BASE62[randomInt(62)]).join('')}`;

export interface LocalOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid' | 'cancelled';
}

export type PayOutcome =
  | {
      kind: 'paid';
      reply: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
      amount: number;
    }
  | {
      kind: 'failed';
      error: { code: string; description: string; reason: string; metadata: { order_id: string; payment_id: string } };
    }
  | { kind: 'unknown' }
  | { kind: 'already_paid' }
  | { kind: 'closed' };

const refundColumns = sql.raw(`id, payment_id AS "paymentId", amount, 'processed' AS status, receipt`);

export function createLocalProvider(db: Db, keys: { keyId: string; keySecret: string }) {
  const provider: CardProvider = {
    kind: 'local',
    keyId: keys.keyId,
    async createOrder({ amountPaise, receipt }) {
      if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
        throw new RangeError('amount must be whole paise above 0');
      const id = providerId('order');
      await db.execute(
        sql`INSERT INTO local_card_orders (id, amount, receipt) VALUES (${id}, ${amountPaise}, ${receipt})`,
      );
      return { id, amount: amountPaise, currency: 'INR', receipt };
    },
    async paymentsOf(providerOrderId) {
      return queryRows<ProviderPayment>(
        db,
        sql`SELECT id, order_id AS "orderId", status, amount FROM local_card_payments WHERE order_id = ${providerOrderId} ORDER BY created_at`,
      );
    },
    async capture() {
      // The double's payments are captured when made.
    },
    async refund({ paymentId, amountPaise, receipt }) {
      if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
        throw new RangeError('amount must be whole paise above 0');
      try {
        await db.execute(
          sql`INSERT INTO local_card_refunds (id, payment_id, amount, receipt) VALUES (${providerId('rfnd')}, ${paymentId}, ${amountPaise}, ${receipt}) ON CONFLICT (receipt) DO NOTHING`,
        );
      } catch (error) {
        // As the provider answers a refund beyond the payment or of an unknown one: a 400, a bug of ours.
        throw Object.assign(new Error(`local double refused the refund of ${paymentId}`, { cause: error }), {
          statusCode: 400,
        });
      }
      const [row] = await queryRows<ProviderRefund>(
        db,
        sql`SELECT ${refundColumns} FROM local_card_refunds WHERE receipt = ${receipt}`,
      );
      if (row!.paymentId !== paymentId || row!.amount !== amountPaise)
        throw Object.assign(new Error(`receipt ${receipt} names another refund`), { statusCode: 400 });
      return row!;
    },
    async refundsOf(paymentId) {
      return queryRows<ProviderRefund>(
        db,
        sql`SELECT ${refundColumns} FROM local_card_refunds WHERE payment_id = ${paymentId} ORDER BY created_at, id`,
      );
    },
    async closeOrder(providerOrderId) {
      const [row] = await queryRows<{ status: LocalOrder['status'] }>(
        db,
        sql`UPDATE local_card_orders SET status = CASE WHEN status = 'paid' THEN status ELSE 'cancelled' END WHERE id = ${providerOrderId} RETURNING status`,
      );
      return row?.status === 'paid' ? 'paid' : 'closed';
    },
  };

  return {
    provider,

    async findOrder(id: string): Promise<LocalOrder | undefined> {
      const [row] = await queryRows<LocalOrder>(
        db,
        sql`SELECT id, amount, currency, receipt, status FROM local_card_orders WHERE id = ${id}`,
      );
      return row;
    },

    /** The shopper pays (or makes the payment fail) in the local window. One captured payment per order. */
    async pay(orderId: string, outcome: 'success' | 'failure'): Promise<PayOutcome> {
      return db.transaction(async (tx) => {
        const [order] = await queryRows<LocalOrder>(
          tx as unknown as Db,
          sql`SELECT id, amount, currency, receipt, status FROM local_card_orders WHERE id = ${orderId} FOR UPDATE`,
        );
        if (!order) return { kind: 'unknown' };
        if (order.status === 'paid') return { kind: 'already_paid' };
        if (order.status === 'cancelled') return { kind: 'closed' };
        const paymentId = providerId('pay');
        if (outcome === 'failure') {
          await tx.execute(
            sql`INSERT INTO local_card_payments (id, order_id, amount, status) VALUES (${paymentId}, ${orderId}, ${order.amount}, 'failed')`,
          );
          await tx.execute(sql`UPDATE local_card_orders SET status = 'attempted' WHERE id = ${orderId}`);
          return {
            kind: 'failed',
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Your payment could not be completed (test failure).',
              reason: 'payment_failed',
              metadata: { order_id: orderId, payment_id: paymentId },
            },
          };
        }
        await tx.execute(
          sql`INSERT INTO local_card_payments (id, order_id, amount, status) VALUES (${paymentId}, ${orderId}, ${order.amount}, 'captured')`,
        );
        await tx.execute(sql`UPDATE local_card_orders SET status = 'paid' WHERE id = ${orderId}`);
        return {
          kind: 'paid',
          amount: order.amount,
          reply: {
            razorpay_payment_id: paymentId,
            razorpay_order_id: orderId,
            razorpay_signature: paymentSignature(orderId, paymentId, keys.keySecret),
          },
        };
      });
    },
  };
}
export type LocalProvider = ReturnType<typeof createLocalProvider>;
