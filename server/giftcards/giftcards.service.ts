// Gift cards outside the checkout (docs/spec.md#first-5, #first-7, #first-8; docs/api.md), in three
// parts that share one set of dependencies:
// - purchase (gift-purchase.service.ts): the designs, lock, confirm by the signed reply or the webhook;
// - access (gift-access.service.ts): a code to the card's mobile for an access token, then the balance;
// - promotions (gift-promotions.service.ts): cards the store gives away, in bulk.
// A card's code is made and sent in one place, card-issue.ts, for bought and promotion cards alike.
import type { Logger } from 'pino';
import type { createRateEventsRepo } from '../common/rate-events.repo.ts';
import type { CardProvider } from '../payments/card-provider.ts';
import type { CardSettlement } from '../payments/card-payment-settlement.ts';
import { createCardIssuer } from './card-issue.ts';
import { createGiftAccess } from './gift-access.service.ts';
import { createGiftPromotions } from './gift-promotions.service.ts';
import { createGiftPurchase } from './gift-purchase.service.ts';
import type { GiftCardRepo } from './giftcards.repo.ts';

export type { IssuedPromotion } from './gift-promotions.service.ts';

export interface GiftCardDeps {
  repo: GiftCardRepo;
  rates: Pick<ReturnType<typeof createRateEventsRepo>, 'admit'>;
  provider: CardProvider;
  keySecret: string;
  /** Card payments recorded and taken, or refunded when they cannot be (server/payments/card-payment-settlement.ts). */
  settlement: CardSettlement;
  /** Codes one mobile may be sent in an hour (OTP_RATE_PER_HOUR). */
  codesPerNumberPerHour: number;
  /** Purchases one IP may start in an hour (GIFT_PURCHASE_RATE_PER_HOUR). */
  purchasesPerIpPerHour: number;
  kickOutbox(): void;
  publicUrl: string;
  storeName: string;
  logger: Logger;
}

export function createGiftCardService(deps: GiftCardDeps) {
  const issueAndSend = createCardIssuer(deps);
  return {
    ...createGiftPurchase({ ...deps, issueAndSend }),
    ...createGiftAccess(deps),
    ...createGiftPromotions({ ...deps, issueAndSend }),
  };
}
export type GiftCardService = ReturnType<typeof createGiftCardService>;
