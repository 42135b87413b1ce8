// The gift cards' scheduled pass (run beside the checkout's reconciler):
// - cards past their year are closed: what is left goes by an 'expire' ledger row, the card says
//   expired (the policy: valid 1 year from issue). A card an order gave back to after expiry is closed
//   again on the next pass.
// - purchases whose payment window closed long ago are asked about at the provider: paid → issued
//   (the webhook may have been lost), otherwise lapsed.
// - draft locks that ran out and hold nothing are cleared, so the card shows free.
// Each card and purchase is decided under its own row lock: instances running this together agree.
import type { Logger } from 'pino';
import { CARD_WINDOW_SECONDS } from '../../domain/checkout/constants.ts';
import type { CardProvider } from '../payments/card-provider.ts';
import { runEvery, type RunningJob } from '../jobs/run-every.ts';
import type { BackgroundJob } from '../jobs/background-job.ts';
import type { GiftCardRepo } from './giftcards.repo.ts';
import type { GiftCardService } from './giftcards.service.ts';

/** A purchase is asked about this long after its window opened (the window lasts 300 s). */
export const PURCHASE_LAPSE_AFTER_SECONDS = CARD_WINDOW_SECONDS + 15 * 60;

export interface GiftCardJobDeps {
  repo: GiftCardRepo;
  provider: Pick<CardProvider, 'paymentsOf' | 'capture'>;
  giftcards: Pick<GiftCardService, 'confirmPaid'>;
  logger: Logger;
}

export function createGiftCardJob(deps: GiftCardJobDeps) {
  const { repo, provider, logger } = deps;

  return {
    async pass(
      limit = 100,
    ): Promise<{ expired: number; expiredRupees: number; issued: number; lapsed: number; unlocked: number }> {
      let expired = 0;
      let expiredRupees = 0;
      for (const id of await repo.dueExpiries(limit)) {
        const closed = await repo.inTransaction(async (q) => {
          const card = await q.lockCard(id);
          if (!card || card.status === 'void' || !card.pastExpiry || (card.status === 'expired' && card.balance === 0))
            return null;
          return q.expire(card);
        });
        if (closed !== null) {
          expired++;
          expiredRupees += closed;
        }
      }

      let issued = 0;
      let lapsed = 0;
      for (const purchase of await repo.stalePurchases(PURCHASE_LAPSE_AFTER_SECONDS, limit)) {
        try {
          const payments = await provider.paymentsOf(purchase.providerOrderId);
          const paid = payments.find((p) => p.status === 'captured' || p.status === 'authorized');
          if (paid) {
            if (paid.status === 'authorized') await provider.capture(paid.id, paid.amount);
            if (
              (await deps.giftcards.confirmPaid({
                providerOrderId: purchase.providerOrderId,
                paymentId: paid.id,
                amountPaise: paid.amount,
              })) === 'taken'
            )
              issued++;
            continue;
          }
        } catch (error) {
          // Unknown: asked again next pass rather than lapse a purchase that may have been paid.
          logger.warn({ purchaseId: purchase.id, err: error }, 'gift card job could not reach the card provider');
          continue;
        }
        if (await repo.inTransaction((q) => q.markLapsed(purchase.id))) lapsed++;
      }

      const unlocked = await repo.clearLapsedDraftLocks();
      if (expired + issued + lapsed > 0)
        logger.info({ expired, expiredRupees, issued, lapsed, unlocked }, 'gift card pass');
      return { expired, expiredRupees, issued, lapsed, unlocked };
    },
  };
}
export type GiftCardJob = ReturnType<typeof createGiftCardJob>;

export function startGiftCardJob(job: GiftCardJob, logger: Logger, everyMs: number): RunningJob {
  return runEvery(() => job.pass(), everyMs, logger, 'gift card pass failed');
}

/** Runs with the reconciler (RECONCILER), at its pace. */
export const giftCardPassJob: BackgroundJob = {
  name: 'gift card pass',
  enabled: (env) => env.RECONCILER,
  start: ({ giftcardJob, logger, env }) => startGiftCardJob(giftcardJob, logger, env.RECONCILE_EVERY_SECONDS * 1000),
};
