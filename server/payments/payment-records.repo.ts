// The only place that queries `payments` and `payment_refunds` (db/schema/payments.ts). Each function
// takes the runner it works on: a payment is recorded, and its refund decided and announced, in the
// transaction that judged the order or purchase it paid for, so the decision, the refund row and the
// shopper's messages exist together or not at all. Calling the provider happens elsewhere, outside
// any transaction (refunds.service.ts).
import { sql } from 'drizzle-orm';
import type { PaymentStatus } from '../../domain/payments/payment-disposition.ts';
import { type Runner, rows } from '../../db/runner.ts';

export type { Runner } from '../../db/runner.ts';

const asIso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

export interface PaymentRecord {
  id: number;
  providerPaymentId: string;
  amount: number;
  status: PaymentStatus;
  refunded: number;
}

export interface NewPayment {
  provider: 'razorpay' | 'local';
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
  status: PaymentStatus;
  orderRef?: number;
  giftCardPurchaseId?: string;
}

export interface ClaimedRefund {
  id: number;
  providerPaymentId: string;
  amount: number;
  idempotencyKey: string;
  /** Provider calls made before this one: when above 0, the provider may already hold the refund. */
  earlierAttempts: number;
}

/** The key of the one full refund a payment can get automatically (Razorpay's receipt: at most 40 characters). */
export const fullRefundKey = (providerPaymentId: string): string => `refund_full_${providerPaymentId}`.slice(0, 40);

export function paymentRecordQueries(q: Runner) {
  return {
    /**
     * Records a payment, or brings what we know of it up to date: the provider's newer word wins,
     * except that a payment that took money never goes back to having taken none, and one the store
     * refunded in full stays refunded (a late webhook or reply still says 'captured').
     */
    async record(p: NewPayment): Promise<PaymentRecord> {
      const [row] = await rows<PaymentRecord>(
        q,
        sql`INSERT INTO payments (provider, provider_order_id, provider_payment_id, amount, status, order_ref, gift_card_purchase_id)
            VALUES (${p.provider}, ${p.providerOrderId}, ${p.providerPaymentId}, ${p.amountPaise}, ${p.status}, ${p.orderRef ?? null}, ${p.giftCardPurchaseId ?? null})
            ON CONFLICT (provider_payment_id) DO UPDATE SET
              status = CASE
                WHEN payments.status = 'refunded' THEN payments.status
                WHEN payments.status = 'captured' AND EXCLUDED.status IN ('authorized', 'failed') THEN payments.status
                ELSE EXCLUDED.status END,
              updated_at = now()
            RETURNING id, provider_payment_id AS "providerPaymentId", amount, status, refunded`,
      );
      return row!;
    },

    /** The payment recorded under the provider's id, locked for the caller's transaction; undefined when none is. */
    async lockByProviderPaymentId(providerPaymentId: string): Promise<PaymentRecord | undefined> {
      const [row] = await rows<PaymentRecord>(
        q,
        sql`SELECT id, provider_payment_id AS "providerPaymentId", amount, status, refunded FROM payments WHERE provider_payment_id = ${providerPaymentId} FOR UPDATE`,
      );
      return row;
    },

    /** An order's payments, locked for the caller's transaction, oldest first. */
    async lockByOrder(orderRef: number): Promise<PaymentRecord[]> {
      return rows<PaymentRecord>(
        q,
        sql`SELECT id, provider_payment_id AS "providerPaymentId", amount, status, refunded FROM payments WHERE order_ref = ${orderRef} ORDER BY id FOR UPDATE`,
      );
    },

    /** An order's payments and every refund of them (the orders desk's page), oldest first; paise. */
    async ofOrder(orderRef: number) {
      const payments = await rows<{
        ref: number;
        provider: string;
        paymentId: string;
        amount: number;
        refunded: number;
        status: PaymentStatus;
        at: unknown;
      }>(
        q,
        sql`SELECT id AS ref, provider, provider_payment_id AS "paymentId", amount, refunded, status, created_at AS at
              FROM payments WHERE order_ref = ${orderRef} ORDER BY id`,
      );
      const refunds =
        payments.length === 0
          ? []
          : await rows<{ id: number; amount: number; status: string; reason: string; at: unknown }>(
              q,
              sql`SELECT id, amount, status, reason, at FROM payment_refunds WHERE payment_id IN (${sql.join(
                payments.map((p) => sql`${p.ref}`),
                sql`, `,
              )}) ORDER BY id`,
            );
      return {
        payments: payments.map(({ ref: _ref, ...p }) => ({ ...p, at: asIso(p.at) })),
        refunds: refunds.map((r) => ({ ...r, at: asIso(r.at) })),
      };
    },

    /** Whether this payment is recorded as having taken money: the store has decided on it (taken, or refunded). */
    async isDecided(providerPaymentId: string): Promise<boolean> {
      const found = await rows<{ id: number }>(
        q,
        sql`SELECT id FROM payments WHERE provider_payment_id = ${providerPaymentId} AND status IN ('captured', 'refunded')`,
      );
      return found.length > 0;
    },

    /** A refund decided: written pending, before the provider is asked. Null when this key was decided already. */
    async requestRefund(input: {
      paymentRef: number;
      amountPaise: number;
      idempotencyKey: string;
      reason: string;
    }): Promise<number | null> {
      const [row] = await rows<{ id: number }>(
        q,
        sql`INSERT INTO payment_refunds (payment_id, idempotency_key, amount, reason) VALUES (${input.paymentRef}, ${input.idempotencyKey}, ${input.amountPaise}, ${input.reason})
            ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      );
      return row?.id ?? null;
    },

    /**
     * Takes a pending refund for one provider call: the next attempt is pushed out first (a lease), so
     * another instance or the job does not call the provider for it at the same time.
     */
    async claimRefund(id: number): Promise<ClaimedRefund | undefined> {
      // The lease doubles with each attempt: one minute, two, four … at most an hour.
      const [row] = await rows<ClaimedRefund>(
        q,
        sql`UPDATE payment_refunds r SET attempts = r.attempts + 1, next_attempt_at = now() + least(3600, 60 * power(2, least(r.attempts, 6))::int) * interval '1 second', updated_at = now()
              FROM payments p
             WHERE r.id = ${id} AND p.id = r.payment_id AND r.status = 'pending' AND r.next_attempt_at <= now()
            RETURNING r.id, p.provider_payment_id AS "providerPaymentId", r.amount, r.idempotency_key AS "idempotencyKey", r.attempts - 1 AS "earlierAttempts"`,
      );
      return row;
    },

    /** What the provider answered; a pending refund stays claimable for the job's next look. */
    async settleRefund(
      id: number,
      outcome: { status: 'pending' | 'processed' | 'failed'; providerRefundId: string | null },
    ): Promise<void> {
      await q.execute(
        sql`UPDATE payment_refunds SET status = ${outcome.status}, provider_refund_id = coalesce(${outcome.providerRefundId}, provider_refund_id), updated_at = now()
             WHERE id = ${id} AND status = 'pending'`,
      );
      if (outcome.status === 'processed') {
        await q.execute(
          sql`UPDATE payments p SET status = 'refunded', updated_at = now() FROM payment_refunds r WHERE r.id = ${id} AND p.id = r.payment_id AND p.refunded = p.amount`,
        );
      }
    },

    /** Pending refunds whose next attempt is due, oldest first. */
    async dueRefunds(limit: number): Promise<number[]> {
      const due = await rows<{ id: number }>(
        q,
        sql`SELECT id FROM payment_refunds WHERE status = 'pending' AND next_attempt_at <= now() ORDER BY next_attempt_at, id LIMIT ${limit}`,
      );
      return due.map((d) => d.id);
    },

    /** Payments with their order and refunds, newest first (the local double's dev listing). */
    async list(providerOrderId: string | undefined, limit: number) {
      const payments = await rows<{
        ref: number;
        id: string;
        provider_order_id: string;
        order_id: string | null;
        amount: number;
        status: PaymentStatus;
      }>(
        q,
        sql`SELECT p.id AS ref, p.provider_payment_id AS id, p.provider_order_id, o.order_id, p.amount, p.status
              FROM payments p LEFT JOIN orders o ON o.id = p.order_ref
             ${providerOrderId === undefined ? sql`` : sql`WHERE p.provider_order_id = ${providerOrderId}`}
             ORDER BY p.id DESC LIMIT ${limit}`,
      );
      const refs = payments.map((p) => p.ref);
      const refunds =
        refs.length === 0
          ? []
          : await rows<{
              payment_id: number;
              id: number;
              provider_refund_id: string | null;
              amount: number;
              status: 'pending' | 'processed' | 'failed';
              at: unknown;
            }>(
              q,
              sql`SELECT payment_id, id, provider_refund_id, amount, status, at FROM payment_refunds WHERE payment_id IN (${sql.join(
                refs.map((r) => sql`${r}`),
                sql`, `,
              )}) ORDER BY id`,
            );
      return payments.map(({ ref, ...p }) => ({
        ...p,
        refunds: refunds
          .filter((r) => r.payment_id === ref)
          .map((r) => ({
            id: r.provider_refund_id ?? `pending_${r.id}`,
            amount: r.amount,
            status: r.status,
            at: asIso(r.at),
          })),
      }));
    },
  };
}
export type PaymentRecordQueries = ReturnType<typeof paymentRecordQueries>;
