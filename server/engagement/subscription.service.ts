// The newsletter (docs/spec.md#first-7 subscription, #first-8 toasts): subscribe an address (footer form or the
// registration's tick box) with a confirmation mail written in the same transaction, carrying an
// unsubscribe link whose random token is stored only as a hash; following it unsubscribes, once or
// many times alike.
import type { Logger } from 'pino';
import type { SubscriptionBody } from '../../domain/engagement/form-schemas.ts';
import { subscriptionMail } from '../../domain/notifications/templates/engagement-mails.ts';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from '../common/secret-token.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import type { FormGuard, FormOutcome } from '../forms/form-guard.ts';
import { subscribeAddress, type SubscribeSource, type SubscribersRepo, type Tx } from './subscribers.repo.ts';

export interface SubscriptionDeps {
  repo: SubscribersRepo;
  guard: FormGuard;
  kickOutbox: () => void;
  publicUrl: string;
  logger: Logger;
  /** In the unsubscribe's transaction: a member with this address loses the consent they gave at sign-up. */
  onUnsubscribedIn?: (tx: Tx, email: string) => Promise<unknown>;
}

/** Where the link in the confirmation mail points (app route newsletter/unsubscribe/:token). */
export const unsubscribePath = (token: string): string => `/newsletter/unsubscribe/${token}`;

export function createSubscriptionService(deps: SubscriptionDeps) {
  const { repo, logger } = deps;

  /** Inside the caller's transaction: subscribes and writes the confirmation mail when it is new. */
  async function subscribeIn(tx: Tx, email: string, source: SubscribeSource): Promise<{ alreadySubscribed: boolean }> {
    const token = newSecretToken();
    const result = await subscribeAddress(tx, { email, source, tokenHash: hashSecretToken(token) });
    if (!result.alreadySubscribed) {
      const mail = subscriptionMail({
        unsubscribeUrl: `${deps.publicUrl}${unsubscribePath(token)}`,
        shopUrl: `${deps.publicUrl}/`,
      });
      await enqueueNotice(tx, { mail: { to: email, ...mail } });
    }
    return result;
  }

  return {
    subscribeIn,

    async subscribe(body: SubscriptionBody, ip: string): Promise<FormOutcome<{ user_exists: boolean }>> {
      const admitted = await deps.guard.admit('subscription', ip, body.captcha);
      if (!admitted.ok) return admitted;
      let result: { alreadySubscribed: boolean };
      try {
        result = await repo.inTransaction((tx) => subscribeIn(tx, body.email, 'footer'));
      } catch (error) {
        // Our write failed: the attempt the gate counted is given back.
        await deps.guard.withdraw(admitted.eventIds).catch(() => undefined);
        throw error;
      }
      if (!result.alreadySubscribed) {
        deps.kickOutbox();
        logger.info('newsletter subscription');
      }
      return { ok: true, value: { user_exists: result.alreadySubscribed } };
    },

    /** True when the token is one of ours (now unsubscribed, or already), false for anything else. */
    async unsubscribe(token: string): Promise<boolean> {
      if (!isSecretTokenShaped(token)) return false;
      return repo.inTransaction(async (tx) => {
        const email = await repo.unsubscribe(tx, hashSecretToken(token));
        if (email === undefined) return false;
        await deps.onUnsubscribedIn?.(tx, email);
        return true;
      });
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
