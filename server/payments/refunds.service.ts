// Money going back to a shopper, exactly once:
// 1. decided inside the transaction that judged the payment (refundInFull): a `pending` refund row
//    keyed by the payment (one automatic full refund per payment: a unique key), and the shopper's
//    mail and SMS in the outbox, together. The webhook and the browser's confirmation racing each
//    other meet on that key under the order's row lock: the second finds the refund decided.
// 2. settled outside any transaction (settle): the row is claimed with a lease, the provider is asked
//    with our key as the refund's receipt, and its answer recorded. After a lost answer or a restart
//    the row is still pending; the next claim first looks the payment's refunds up at the provider by
//    that receipt, so a refund the provider already made is recorded rather than asked for again.
// 3. retried by the reconciler's pass (retryDue) while the provider cannot be reached or says the
//    refund is still under way, with the lease growing from a minute to an hour.
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import {
  dispositionOf,
  type LearnedPayment,
  type PaymentTarget,
  type RefundWhy,
} from '../../domain/payments/payment-disposition.ts';
import { refundNoticeMail, refundNoticeSms } from '../../domain/notifications/templates/refund-mails.ts';
import { enqueueNotice, type Notice } from '../notifications/enqueue-notice.ts';
import { ProviderUnavailableError, type CardProvider } from './card-provider.ts';
import {
  fullRefundKey,
  paymentRecordQueries,
  type NewPayment,
  type PaymentRecord,
  type Runner,
} from './payment-records.repo.ts';

export interface RefundsDeps {
  db: Db;
  provider: CardProvider;
  kickOutbox(): void;
  publicUrl: string;
  logger: Logger;
}

/** Who paid, and for what: the refund's messages go to them. */
export interface Payer {
  firstName: string;
  email: string;
  phone: string;
  /** The order id (SV…) or the gift card purchase id. */
  reference: string;
  kind: 'order' | 'gift_card_purchase' | 'savings_instalment';
}

export type SettleResult = 'processed' | 'pending' | 'failed' | 'not_due';

export function createRefunds(deps: RefundsDeps) {
  const { db, provider, logger } = deps;

  /**
   * Decides the full refund of a payment and tells the payer, in the caller's transaction. Answers
   * the refund to settle once the transaction has committed, or null when it was decided before.
   */
  async function refundInFull(
    tx: Runner,
    payment: PaymentRecord,
    why: RefundWhy,
    payer: Payer,
  ): Promise<number | null> {
    const amountPaise = payment.amount - payment.refunded;
    if (amountPaise <= 0) return null;
    const id = await paymentRecordQueries(tx).requestRefund({
      paymentRef: payment.id,
      amountPaise,
      idempotencyKey: fullRefundKey(payment.providerPaymentId),
      reason: `${why}: ${payer.reference}`,
    });
    if (id === null) return null;
    const notice = {
      firstName: payer.firstName,
      reference: payer.reference,
      kind: payer.kind,
      why,
      amountPaise,
      paymentId: payment.providerPaymentId,
      shopUrl: deps.publicUrl,
    };
    // Told by every address the store has for them; a refund is decided even when it has none.
    const told: Notice = {
      mail: payer.email ? { to: payer.email, ...refundNoticeMail(notice) } : undefined,
      sms: payer.phone ? { to: payer.phone, text: refundNoticeSms(notice) } : undefined,
    };
    if (told.mail || told.sms) await enqueueNotice(tx, told);
    else logger.error({ reference: payer.reference }, 'a refund decided for a payer the store cannot reach');
    logger.warn(
      { paymentId: payment.providerPaymentId, reference: payer.reference, why, amountPaise },
      'payment refunded in full',
    );
    return id;
  }

  return {
    /**
     * Whether the store has already decided on this payment (recorded as having taken money, in the
     * same transaction that placed its order or decided its refund): a later look need not settle it again.
     */
    isDecided(providerPaymentId: string): Promise<boolean> {
      return paymentRecordQueries(db).isDecided(providerPaymentId);
    },

    /**
     * A payment the store has just learned of, for a locked order or gift card purchase: recorded,
     * then judged by the one rule (domain/payments/payment-disposition.ts): taken (`take` places the
     * order or issues the card), or refunded in full once, the payer told. In the caller's
     * transaction; a refund to settle with the provider afterwards is answered.
     */
    async judge(
      tx: Runner,
      input: {
        payment: LearnedPayment;
        paidFor: Pick<NewPayment, 'providerOrderId' | 'orderRef' | 'giftCardPurchaseId'>;
        target: PaymentTarget;
        payer: Payer;
        take(): Promise<void>;
      },
    ): Promise<{ outcome: 'taken' | 'already' | 'refunded' | 'ignored'; refundId: number | null }> {
      const { payment } = input;
      const recorded = await paymentRecordQueries(tx).record({
        provider: provider.kind,
        ...input.paidFor,
        providerPaymentId: payment.id,
        amountPaise: payment.amountPaise,
        status: payment.status,
      });
      const decision = dispositionOf(payment, input.target);
      switch (decision.action) {
        case 'take':
          await input.take();
          return { outcome: 'taken', refundId: null };
        case 'already_taken':
          return { outcome: 'already', refundId: null };
        case 'refund':
          return { outcome: 'refunded', refundId: await refundInFull(tx, recorded, decision.why, input.payer) };
        case 'nothing':
          return { outcome: 'ignored', refundId: null };
      }
    },

    /** Whether the store recorded this payment as having taken money (captured, or refunded already). */
    async knowsPayment(tx: Runner, providerPaymentId: string): Promise<boolean> {
      const payment = await paymentRecordQueries(tx).lockByProviderPaymentId(providerPaymentId);
      return payment !== undefined && (payment.status === 'captured' || payment.status === 'refunded');
    },

    /**
     * A paid card order the shopper cancelled: its payment is refunded in full (what is left of it),
     * decided and announced in the caller's transaction, which holds the order's row lock. The same key
     * as every full refund of the payment, so a second cancel, or a late webhook, never refunds twice.
     * Answers the refund to settle after the commit and its amount in paise, or null when nothing is due.
     */
    async refundCancelledOrder(
      tx: Runner,
      providerPaymentId: string,
      payer: Payer,
      why: Extract<RefundWhy, 'cancelled_by_shopper' | 'cancelled_by_store'> = 'cancelled_by_shopper',
    ): Promise<{ refundId: number; amountPaise: number } | null> {
      const payment = await paymentRecordQueries(tx).lockByProviderPaymentId(providerPaymentId);
      if (!payment || payment.status !== 'captured') return null;
      const amountPaise = payment.amount - payment.refunded;
      const refundId = await refundInFull(tx, payment, why, payer);
      return refundId === null ? null : { refundId, amountPaise };
    },

    /**
     * A part (or the rest) of a captured payment refunded from the orders desk, decided in the caller's
     * transaction under the order's row lock; `idempotencyKey` is the desk request's own, so the same
     * request asked twice is one refund. The payer is told by the desk. Answers the refund to settle
     * after the commit, or null when the payment cannot give `amountPaise` back.
     */
    async refundPart(
      tx: Runner,
      providerPaymentId: string,
      input: { amountPaise: number; idempotencyKey: string; reason: string },
    ): Promise<number | null> {
      const payment = await paymentRecordQueries(tx).lockByProviderPaymentId(providerPaymentId);
      if (!payment || payment.status !== 'captured' || payment.amount - payment.refunded < input.amountPaise)
        return null;
      return paymentRecordQueries(tx).requestRefund({ paymentRef: payment.id, ...input });
    },

    /** The payments recorded for an order, in paise, locked for the caller's transaction (the desk's refunds). */
    async paymentsOfOrder(tx: Runner, orderRef: number): Promise<PaymentRecord[]> {
      return paymentRecordQueries(tx).lockByOrder(orderRef);
    },

    /** An order's payments and their refunds, paise (the orders desk's page). */
    ofOrder(orderRef: number) {
      return paymentRecordQueries(db).ofOrder(orderRef);
    },

    /** Asks the provider for a decided refund (outside any transaction); never throws for the provider's faults. */
    async settle(refundId: number): Promise<SettleResult> {
      const queries = paymentRecordQueries(db);
      const claimed = await queries.claimRefund(refundId);
      if (!claimed) return 'not_due';
      try {
        const known =
          claimed.earlierAttempts > 0
            ? (await provider.refundsOf(claimed.providerPaymentId)).find((r) => r.receipt === claimed.idempotencyKey)
            : undefined;
        const refund =
          known ??
          (await provider.refund({
            paymentId: claimed.providerPaymentId,
            amountPaise: claimed.amount,
            receipt: claimed.idempotencyKey,
          }));
        await queries.settleRefund(refundId, { status: refund.status, providerRefundId: refund.id });
        logger.info(
          { refundId, providerRefundId: refund.id, status: refund.status },
          'refund sent to the card provider',
        );
        return refund.status;
      } catch (error) {
        if (error instanceof ProviderUnavailableError) {
          logger.warn({ refundId, err: error }, 'card provider unavailable: the refund is retried later');
          return 'pending';
        }
        // The provider refused it (a 4xx): retrying will not help; the store's staff must look at it.
        await queries.settleRefund(refundId, { status: 'failed', providerRefundId: null });
        logger.error({ refundId, err: error }, 'the card provider refused a refund: staff must settle it by hand');
        return 'failed';
      }
    },

    /** One pass over the refunds still pending (the reconciler's pass). */
    async retryDue(limit = 20): Promise<Record<SettleResult, number>> {
      const counts: Record<SettleResult, number> = { processed: 0, pending: 0, failed: 0, not_due: 0 };
      for (const id of await paymentRecordQueries(db).dueRefunds(limit)) counts[await this.settle(id)]++;
      return counts;
    },

    /** Payments and their refunds (the local double's dev listing). */
    list(providerOrderId: string | undefined, limit = 100) {
      return paymentRecordQueries(db).list(providerOrderId, limit);
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
