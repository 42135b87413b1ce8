// The Diamond for Everyone plan (docs/api.md "Savings plan"; docs/decisions/2026-11-27-savings-plan.md):
// a member enrols (the plan is pending) and pays the first instalment in the card window, which
// makes it active; each later instalment opens a window of its own. A payment is settled like every
// card payment (server/payments/card-payment-settlement.ts): recorded, then taken (the instalment
// written with its receipt, under the plan's row lock) or refunded in full once. The shopper's signed reply and the
// provider's webhook may both arrive: the second finds the instalment paid by that very payment.
// The provider is never called inside a transaction (docs/design.md#rule-3).
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { uniqueViolation } from '../../db/errors.ts';
import { ok, refuse, refusalOf, type Outcome, type RefusalExtra } from '../../domain/api/outcome.ts';
import { formatIndiaDay } from '../../domain/dates/india-day.ts';
import { DFE_PAID_INSTALMENTS } from '../../domain/engagement/dfe-plan.ts';
import { toPaise } from '../../domain/money/inr.ts';
import { instalmentReceiptMail } from '../../domain/notifications/templates/savings-mails.ts';
import type {
  InstalmentConfirmAnswer,
  InstalmentPayAnswer,
  PlanAnswer,
  PlanEnrolAnswer,
  PlanEnrolBody,
} from '../../domain/savings/api-schemas.ts';
import { SAVINGS_REASONS, type SavingsReason } from '../../domain/savings/messages.ts';
import { PLAN_ID_RANDOM_BYTES, planIdFromBytes, receiptNumber } from '../../domain/savings/plan-id.ts';
import { ageProblems, monthlyAmountProblem, passbookOn, planStatusOn } from '../../domain/savings/plan-rules.ts';
import type { RazorpayReply } from '../../domain/checkout/api-schemas.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import { ProviderUnavailableError, type CardProvider } from '../payments/card-provider.ts';
import { cardWindowData } from '../payments/card-window-data.ts';
import type { CardSettlement, PaidNotice, PaidResult, PaymentClaim } from '../payments/card-payment-settlement.ts';
import { verifyPaymentReply } from '../payments/signatures.ts';
import type { Tx } from '../../db/runner.ts';
import type { PlanRow, SavingsQueries, SavingsRepo, WindowRow } from './savings.repo.ts';

export interface Contact {
  firstName: string;
  email: string;
  mobile: string;
}

export interface SavingsDeps {
  repo: SavingsRepo;
  provider: CardProvider;
  keySecret: string;
  /** Card payments recorded and taken, or refunded when they cannot be. */
  settlement: CardSettlement;
  contactOf(userId: number): Promise<Contact | undefined>;
  kickOutbox(): void;
  publicUrl: string;
  storeName: string;
  logger: Logger;
}

const refusal = (reason: SavingsReason, extra: RefusalExtra = {}) => refusalOf(SAVINGS_REASONS, reason, extra);

export function createSavingsService(deps: SavingsDeps) {
  const { repo, provider, logger, settlement } = deps;

  async function planAnswer(q: SavingsQueries, plan: PlanRow, today: string): Promise<PlanAnswer> {
    const paid = await q.instalmentsOf(plan.id);
    const book = passbookOn(
      {
        status: plan.status,
        monthlyAmount: plan.monthlyAmount,
        startedOn: plan.startedOn,
        paid: paid.map((p) => ({ n: p.n, paidOn: p.paidOn, amount: p.amount, receiptNo: p.receiptNo })),
      },
      today,
    );
    const { next, ...rest } = book;
    return {
      plan_id: plan.planId,
      monthly_amount: plan.monthlyAmount,
      nominee: { name: plan.nomineeName, relation: plan.nomineeRelation, age: plan.nomineeAge },
      ...rest,
      next_instalment: next,
    };
  }

  /** A provider order for one instalment (outside any transaction), or null when the provider is down. */
  async function openProviderOrder(plan: { planId: string; monthlyAmount: number }, n: number): Promise<string | null> {
    try {
      const created = await provider.createOrder({
        amountPaise: toPaise(plan.monthlyAmount),
        // Razorpay's receipt is at most 40 characters.
        receipt: `dfe_${plan.planId}_${n}_${randomBytes(3).toString('hex')}`,
        notes: { plan_id: plan.planId, instalment: String(n), kind: 'savings_instalment' },
      });
      return created.id;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      logger.warn({ err: error }, 'card provider unavailable: savings instalment window not opened');
      return null;
    }
  }

  async function windowData(
    userId: number,
    plan: { planId: string; monthlyAmount: number },
    n: number,
    orderId: string,
  ) {
    const contact = await deps.contactOf(userId);
    return cardWindowData(provider, {
      providerOrderId: orderId,
      amountPaise: toPaise(plan.monthlyAmount),
      storeName: deps.storeName,
      description: `Savings plan ${plan.planId}: instalment ${n} of ${DFE_PAID_INSTALMENTS}`,
      prefill: { name: contact?.firstName ?? '', email: contact?.email ?? '', mobile: contact?.mobile ?? '' },
    });
  }

  /**
   * A payment for a window of this plan, judged under the plan's row lock. Taken when the instalment is
   * still open (the plan pending for the first, active and not matured for the next), refunded in full
   * when it cannot be (the instalment paid by another payment, the plan replaced or ended). The window
   * and the contact are read before the transaction: with the embedded database a read outside it
   * would wait for it.
   */
  function settleWindowPayment(
    notice: PaidNotice,
    window: WindowRow,
    contact: Contact | undefined,
  ): Promise<PaidResult> {
    return settlement.settleNotice(notice, repo, (q, tx) => claimOf(q, tx, window, contact));
  }

  async function claimOf(
    q: SavingsQueries,
    tx: Tx,
    window: WindowRow,
    contact: Contact | undefined,
  ): Promise<PaymentClaim> {
    const plan = (await q.lockPlan(window.planRef))!;
    const today = await q.today();
    const paid = await q.instalmentsOf(plan.id);
    const already = paid.find((p) => p.n === window.n);
    const open =
      (plan.status === 'pending' && window.n === 1) ||
      (plan.status === 'active' && planStatusOn(plan, today) === 'active' && window.n === paid.length + 1);
    return {
      paidFor: { providerOrderId: window.providerOrderId },
      target: {
        kind: 'savings_instalment',
        status: already || open ? 'open' : 'closed',
        duePaise: toPaise(window.amount),
        paidBy: already?.providerPaymentId ?? null,
      },
      payer: {
        firstName: contact?.firstName ?? 'member',
        email: contact?.email ?? '',
        phone: contact?.mobile ?? '',
        reference: plan.planId,
        kind: 'savings_instalment',
      },
      take: async (paymentId) => {
        const receiptNo = receiptNumber(plan.planId, window.n);
        await q.insertInstalment({
          planRef: plan.id,
          n: window.n,
          amount: window.amount,
          providerOrderId: window.providerOrderId,
          providerPaymentId: paymentId,
          receiptNo,
          paidOn: today,
        });
        if (window.n === 1 && !(await q.activate(plan.id, today)))
          throw new Error(`plan ${plan.planId} was not pending`);
        const startedOn = window.n === 1 ? today : plan.startedOn!;
        const book = passbookOn(
          {
            status: 'active',
            monthlyAmount: plan.monthlyAmount,
            startedOn,
            paid: [...paid, { n: window.n, paidOn: today, amount: window.amount, receiptNo }],
          },
          today,
        );
        if (contact?.email) {
          const mail = instalmentReceiptMail({
            firstName: contact.firstName,
            planId: plan.planId,
            n: window.n,
            of: DFE_PAID_INSTALMENTS,
            amount: window.amount,
            receiptNo,
            paidOn: formatIndiaDay(`${today}T12:00:00+05:30`),
            nextDueOn: book.next ? formatIndiaDay(`${book.next.due_on}T12:00:00+05:30`) : null,
            passbookUrl: `${deps.publicUrl}/my-savings-plan`,
          });
          await enqueueNotice(tx, { mail: { to: contact.email, ...mail } });
        }
      },
    };
  }

  return {
    /** POST dfe/plans: a checked enrolment, pending, with the card window of its first instalment. */
    async enrol(userId: number, body: PlanEnrolBody): Promise<Outcome<PlanEnrolAnswer, SavingsReason>> {
      const amountProblem = monthlyAmountProblem(body.monthly_amount);
      if (amountProblem)
        return refuse('DFE_AMOUNT_INVALID', amountProblem, { fields: { monthly_amount: amountProblem } });
      const today = await repo.today();
      const ages = ageProblems({ dateOfBirth: body.date_of_birth, nomineeAge: body.nominee.age }, today);
      if (ages) return refusal('DFE_AGE_INVALID', { fields: ages });
      // A plan past the end of its month 12 is closed now, so that it no longer blocks a new one.
      for (const live of await repo.lockLivePlans(userId)) {
        if (live.status === 'active' && planStatusOn(live, today) === 'closed')
          await repo.moveStatus(live.id, 'active', 'closed');
        else if (live.status === 'active') return refusal('DFE_PLAN_EXISTS');
      }
      const planId = planIdFromBytes(randomBytes(PLAN_ID_RANDOM_BYTES));
      const providerOrderId = await openProviderOrder({ planId, monthlyAmount: body.monthly_amount }, 1);
      if (providerOrderId === null) return refusal('PROVIDER_UNAVAILABLE');
      let plan: PlanRow;
      try {
        const made = await repo.inTransaction(async (q) => {
          for (const live of await q.lockLivePlans(userId)) {
            if (live.status === 'active') return null;
            // An enrolment whose first instalment was never paid is replaced by this one.
            await q.moveStatus(live.id, 'pending', 'abandoned');
          }
          const inserted = await q.insertPlan({
            planId,
            userId,
            monthlyAmount: body.monthly_amount,
            dateOfBirth: body.date_of_birth,
            nomineeName: body.nominee.name,
            nomineeRelation: body.nominee.relation,
            nomineeAge: body.nominee.age,
            pan: body.pan ?? null,
          });
          await q.insertWindow({ planRef: inserted.id, n: 1, amount: body.monthly_amount, providerOrderId });
          return inserted;
        });
        if (!made) return refusal('DFE_PLAN_EXISTS');
        plan = made;
      } catch (error) {
        // Two enrolments at once: the index of one live plan per member lets one in.
        if (uniqueViolation(error) === 'savings_plans_one_live_per_user') return refusal('DFE_PLAN_EXISTS');
        throw error;
      }
      logger.info({ planId, monthly: body.monthly_amount }, 'savings plan enrolled');
      return ok({
        plan: await planAnswer(repo, plan, today),
        payment_data: await windowData(userId, plan, 1, providerOrderId),
      });
    },

    /** GET dfe/plans: the member's plans, newest first, and the live one (pending, active or matured) or null. */
    async list(userId: number) {
      const today = await repo.today();
      const plans = await Promise.all((await repo.plansOf(userId)).map((p) => planAnswer(repo, p, today)));
      const live = plans.find((p) => p.status === 'pending' || p.status === 'active' || p.status === 'matured');
      return { plans, plan: live ?? null };
    },

    /** GET dfe/plans/{plan_id}: one of the member's plans, its passbook on today. */
    async passbook(userId: number, planId: string): Promise<Outcome<{ plan: PlanAnswer }, SavingsReason>> {
      const plan = await repo.planOf(userId, planId);
      if (!plan) return refusal('DFE_PLAN_NOT_FOUND');
      return ok({ plan: await planAnswer(repo, plan, await repo.today()) });
    },

    /** POST dfe/plans/{plan_id}/instalments: the card window of the next instalment, when it can be paid. */
    async payNext(userId: number, planId: string): Promise<Outcome<InstalmentPayAnswer, SavingsReason>> {
      const plan = await repo.planOf(userId, planId);
      if (!plan) return refusal('DFE_PLAN_NOT_FOUND');
      const today = await repo.today();
      let n = 1;
      if (plan.status !== 'pending') {
        const answer = await planAnswer(repo, plan, today);
        const next = answer.next_instalment;
        if (!next) return refusal('DFE_NOTHING_DUE');
        if (!next.payable)
          return refuse(
            'DFE_NOT_DUE',
            `Instalment ${next.n} is due on ${formatIndiaDay(`${next.due_on}T12:00:00+05:30`)}; you can pay it from ${formatIndiaDay(`${next.payable_from}T12:00:00+05:30`)}.`,
          );
        n = next.n;
      }
      const providerOrderId = await openProviderOrder(plan, n);
      if (providerOrderId === null) return refusal('PROVIDER_UNAVAILABLE');
      await repo.insertWindow({ planRef: plan.id, n, amount: plan.monthlyAmount, providerOrderId });
      logger.info({ planId, n }, 'savings instalment window opened');
      return ok({ plan_id: plan.planId, n, payment_data: await windowData(userId, plan, n, providerOrderId) });
    },

    /** POST dfe/plans/{plan_id}/instalments/confirm: the provider's signed reply for one of this plan's windows. */
    async confirm(
      userId: number,
      planId: string,
      reply: RazorpayReply,
    ): Promise<Outcome<InstalmentConfirmAnswer, SavingsReason>> {
      const plan = await repo.planOf(userId, planId);
      if (!plan) return refusal('DFE_PLAN_NOT_FOUND');
      const window = await repo.windowByProviderOrder(reply.razorpay_order_id);
      if (!window || window.planRef !== plan.id || !verifyPaymentReply(reply, deps.keySecret))
        return refusal('DFE_PAYMENT_FAILED');
      const contact = await deps.contactOf(userId);
      const result = await settleWindowPayment(
        {
          providerOrderId: window.providerOrderId,
          paymentId: reply.razorpay_payment_id,
          amountPaise: toPaise(window.amount),
        },
        window,
        contact,
      );
      logger.info({ planId, n: window.n, result }, 'savings instalment confirmation');
      if (result !== 'taken' && result !== 'already')
        return refuse(
          'DFE_PAYMENT_FAILED',
          'This payment could not be taken for the plan (the instalment was already paid, or the plan no longer takes instalments). It is refunded in full.',
        );
      const answer = await planAnswer(repo, (await repo.planOf(userId, planId))!, await repo.today());
      return ok({ plan: answer, n: window.n, receipt_no: receiptNumber(plan.planId, window.n) });
    },

    /** The provider says a provider order was paid (the webhook): its instalment is recorded, once. */
    async confirmPaid(notice: PaidNotice): Promise<PaidResult> {
      const window = await repo.windowByProviderOrder(notice.providerOrderId);
      if (!window) return 'unknown';
      const contact = await deps.contactOf((await repo.planByRef(window.planRef))!.userId);
      return settleWindowPayment(notice, window, contact);
    },
  };
}
export type SavingsService = ReturnType<typeof createSavingsService>;
