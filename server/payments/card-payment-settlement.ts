// One shape for a card payment the store has just learned of, whatever it pays for (an order, a gift
// card purchase, a savings plan instalment) and however it was learned of (the shopper's signed
// reply, the webhook, a pass asking the provider):
// 1. in one transaction, the area locks the row the payment is for and says what it knows of it
//    (a `PaymentClaim`: what it is, who paid, how to take the payment);
// 2. the payment is recorded and judged by the one rule (refunds.judge,
//    domain/payments/payment-disposition.ts): taken, already taken, refunded in full once, or ignored;
// 3. after the commit, the messages written with the decision go, and a decided refund is asked of
//    the provider (never inside the transaction: docs/design.md#rule-3).
// The guarantees stay the area's and the database's: the row lock the area takes, the unique payment
// id and refund key (server/payments/payment-records.repo.ts), and the conditional moves of `take`.
import type { Logger } from 'pino';
import type { Tx } from '../../db/runner.ts';
import type { LearnedPayment, PaymentStatus } from '../../domain/payments/payment-disposition.ts';
import type { Refunds } from './refunds.service.ts';

type Judge = Refunds['judge'];
type JudgeInput = Parameters<Judge>[1];

/** What an area knows of the (locked) thing a payment is for. */
export interface PaymentClaim {
  paidFor: JudgeInput['paidFor'];
  /** What the payment is judged against: the thing's status, what is due, the payment that paid it. */
  target: JudgeInput['target'];
  /** Who is told when the payment is refunded. */
  payer: JudgeInput['payer'];
  /** Takes the payment: places the order, issues the card, records the instalment. In the same transaction. */
  take(paymentId: string): Promise<void>;
}

/** What came of a payment: `unknown` when no area has the provider order it was made in. */
export type PaidResult = 'taken' | 'already' | 'refunded' | 'ignored' | 'unknown';

/** The provider's word that one of its orders was paid. */
export interface PaidNotice {
  providerOrderId: string;
  paymentId: string;
  amountPaise: number;
  status?: PaymentStatus;
}

/** Judges a learned payment against a claim, in the caller's transaction. */
export type JudgePayment = (tx: Tx, payment: LearnedPayment, claim: PaymentClaim) => Promise<PaidResult>;

/** An area's repository: its queries `Q` in one transaction. */
export interface AreaRepo<Q> {
  inTransaction<T>(work: (q: Q, tx: Tx) => Promise<T>): Promise<T>;
}

export interface CardSettlementDeps {
  refunds: Pick<Refunds, 'judge' | 'settle'>;
  kickOutbox(): void;
  logger: Logger;
}

export function createCardSettlement(deps: CardSettlementDeps) {
  /**
   * Runs `decide` (the caller's one transaction, in which it locks what the payment is for and hands
   * it to `judge`), then, after the commit, sends what the decision wrote and settles its refund.
   * Answers what `decide` answered and what came of the payment (`unknown` when it judged none).
   */
  async function settle<T>(decide: (judge: JudgePayment) => Promise<T>): Promise<{ answer: T; result: PaidResult }> {
    let decided: { result: PaidResult; refundId: number | null } = { result: 'unknown', refundId: null };
    const answer = await decide(async (tx, payment, claim) => {
      const judged = await deps.refunds.judge(tx, { ...claim, payment, take: () => claim.take(payment.id) });
      decided = { result: judged.outcome === 'taken' ? 'taken' : judged.outcome, refundId: judged.refundId };
      return decided.result;
    });
    if (decided.result === 'taken' || decided.refundId !== null) deps.kickOutbox();
    if (decided.refundId !== null) await deps.refunds.settle(decided.refundId);
    return { answer, result: decided.result };
  }

  /**
   * A payment the provider told of (its webhook, a pass asking it, or a signed reply checked by the
   * caller): in one transaction of the area's repository, `lock` locks the thing paid for and answers
   * its claim, or undefined when the provider order is not the area's.
   */
  async function settleNotice<Q>(
    notice: PaidNotice,
    repo: AreaRepo<Q>,
    lock: (q: Q, tx: Tx) => Promise<PaymentClaim | undefined>,
  ): Promise<PaidResult> {
    const payment = { id: notice.paymentId, status: notice.status ?? 'captured', amountPaise: notice.amountPaise };
    let kind: string | undefined;
    const { result } = await settle((judge) =>
      repo.inTransaction(async (q, tx) => {
        const claim = await lock(q, tx);
        if (!claim) return 'unknown';
        kind = claim.payer.kind;
        return judge(tx, payment, claim);
      }),
    );
    if (kind !== undefined)
      deps.logger.info({ providerOrderId: notice.providerOrderId, kind, result }, 'card payment settled');
    return result;
  }

  return { settle, settleNotice };
}
export type CardSettlement = ReturnType<typeof createCardSettlement>;
