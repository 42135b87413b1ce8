// The checkout's gift card (docs/spec.md#second-4 "Gift card", #second-7, #second-8 "Gift card redeem"; the issue):
// - request: the code names a live card; a 4-digit code goes to the card's own mobile, bound to this
//   card and this draft (transfer_requested). Wrong card numbers are counted per IP (server/giftcards/card-codes.ts).
// - wrong codes count per redemption (this card on this draft) across every code resent for it: the
//   fifth within the hour takes the card off the draft, and no new code is sent for it until the hour
//   has passed.
// - verify: the right code locks the card to this draft (transfer_verified) for 30 minutes; another
//   draft asking meanwhile is answered CARD_LOCKED. The draft then draws min(balance, total) and
//   order_generate holds that much (one held order per card, no overdraft: the database decides).
// - clear: the card leaves the draft; an unpaid order of the draft that holds it is cancelled, which
//   gives the hold back (server/orders/order-stock.ts).
// Each call is one transaction under the draft's lock; the card's row is locked before it is judged.
import type { Logger } from 'pino';
import { maskMobile } from '../../domain/accounts/phone.ts';
import type { InitiateTransferBody, VerifyTransferBody } from '../../domain/giftcards/api-schemas.ts';
import { normalizeCardCode } from '../../domain/giftcards/card-code.ts';
import { cardStanding } from '../../domain/giftcards/card-standing.ts';
import { GIFT_DRAFT_LOCK_SECONDS, GIFT_REDEEM_WRONG_TRIES_PER_HOUR } from '../../domain/giftcards/limits.ts';
import { setOrderStatus } from '../orders/orders.repo.ts';
import {
  checkCardCode,
  lookupWait,
  recordLookupFailure,
  sendCardCode,
  wrongTriesFor,
} from '../giftcards/card-codes.ts';
import { hashCardCode } from '../giftcards/card-secret.ts';
import type { CheckoutQueries, DraftRow } from './checkout.repo.ts';
import { refusal, type Caller, type CheckoutService } from './checkout.service.ts';
import type { Tx } from '../../db/runner.ts';

export interface GiftRedeemDeps {
  checkout: Pick<CheckoutService, 'withDraft'>;
  /** Codes one mobile may be sent in an hour (OTP_RATE_PER_HOUR). */
  codesPerNumberPerHour: number;
  kickOutbox(): void;
  logger: Logger;
}

/** What a redeem code unlocks: this card for this draft. */
const subjectOf = (cardId: number, voId: string) => `card:${cardId}|vo:${voId}`;

/** The redemption has had its wrong codes for the hour, whatever code they were tried against. */
const triesSpent = async (tx: Tx, cardId: number, voId: string) =>
  (await wrongTriesFor(tx, { purpose: 'gift-redeem', subject: subjectOf(cardId, voId), windowSeconds: 3_600 })) >=
  GIFT_REDEEM_WRONG_TRIES_PER_HOUR;

/**
 * Takes the draft's card off it: the unpaid order that holds it is cancelled (its hold comes back), the
 * lock goes. A card order's provider window is closed, and a payment made there refunded, by the
 * reconciler's look at cancelled card orders (the provider is not called inside this transaction).
 */
async function dropCard(q: CheckoutQueries, tx: Tx, draft: DraftRow, note: string): Promise<void> {
  if (draft.giftCardId === null) return;
  const pending = await q.pendingOrderOf(draft.id);
  if (pending && pending.giftCardAmount > 0) {
    await q.clearDeadline(pending.id);
    await setOrderStatus(tx, pending.orderId, 'cancelled', note);
  }
  await q.gift.unlockFromDraft(draft.giftCardId, draft.id);
  await q.updateDraft(draft.id, { giftCardId: null, giftCardStatus: null });
}

export function createGiftRedeemService(deps: GiftRedeemDeps) {
  const { checkout, logger } = deps;

  return {
    /** virtual_order_request_initate_transfer: a code to the card's mobile. */
    async requestTransfer(caller: Caller, body: InitiateTransferBody, ip: string) {
      const result = await checkout.withDraft(caller, async (q, draft, tx) => {
        // A savings plan and a gift card never pay one order together (a CHECK on the draft too).
        if (draft.savingsPlanRef !== null) return refusal('DFE_WITH_GIFT_CARD');
        const seeker = { ip };
        const wait = await lookupWait(tx, seeker);
        if (wait !== null) return refusal('WAIT_TIMEOUT', { retryAfterSeconds: wait });
        // An empty field is not a guess: refused without counting.
        if ((body.code ?? '').trim() === '') return refusal('CARD_NOT_FOUND');
        const code = normalizeCardCode(body.code ?? '');
        const card = code === null ? undefined : await q.gift.lockCardByHash(hashCardCode(code));
        const standing = card ? cardStanding(card, draft.id, await q.gift.holdsFor(card.id, draft.id)) : undefined;
        if (!card || !standing || standing.problem === 'CARD_NOT_FOUND') {
          await recordLookupFailure(tx, seeker);
          return refusal('CARD_NOT_FOUND');
        }
        if (standing.problem !== null) return refusal(standing.problem);
        if (await triesSpent(tx, card.id, draft.id)) return refusal('GIFT_CARD_TRIES_EXCEEDED');
        const sent = await sendCardCode(tx, {
          purpose: 'gift-redeem',
          mobile: card.recipientMobile,
          last4: card.last4,
          subject: subjectOf(card.id, draft.id),
          perNumberPerHour: deps.codesPerNumberPerHour,
        });
        if (!sent.ok) return refusal('WAIT_TIMEOUT', { retryAfterSeconds: sent.retryAfterSeconds });
        // Only once this card's code is on its way does the draft's earlier card give way to it.
        if (draft.giftCardId !== null && draft.giftCardId !== card.id)
          await dropCard(q, tx, draft, 'another gift card was applied at checkout');
        await q.updateDraft(draft.id, { giftCardId: card.id, giftCardStatus: 'transfer_requested' });
        return {
          reason: 'OTP_SENT',
          text: null,
          transfer: {
            token: sent.token,
            timer_rate: sent.timerRate,
            server_resend_rate: sent.resendRate,
            sent_to: maskMobile(card.recipientMobile),
          },
        };
      });
      if (result.ok) {
        deps.kickOutbox();
        logger.info('gift card code sent for checkout');
      } else {
        logger.info({ reason: result.reason }, 'gift card refused at checkout');
      }
      return result;
    },

    /** virtual_order_verify_transfer_gift_card: the right code locks the card to the draft. */
    verifyTransfer(caller: Caller, body: VerifyTransferBody) {
      return checkout.withDraft(caller, async (q, draft, tx) => {
        if (draft.giftCardId === null) return refusal('INITATE_REDEEM_FAILED');
        // A second press of 'Verify' after the first went through: the draft as it is.
        if (draft.giftCardStatus === 'transfer_verified') return { reason: 'GIFT_CARD_VERIFIED', text: null };
        const check = await checkCardCode(tx, {
          purpose: 'gift-redeem',
          token: body.token,
          code: body.otp,
          subject: subjectOf(draft.giftCardId, draft.id),
        });
        if (check === 'NO_TOKEN' || check === 'NOT_THIS') return refusal('VERIFY_PROCESS_ERROR');
        if (check === 'SPENT' || check === 'EXPIRED') return refusal('OTP_VERIFICATION_FAILED');
        if (check === 'MISMATCH') {
          if (!(await triesSpent(tx, draft.giftCardId, draft.id))) return refusal('OTP_MISSMATCH');
          await dropCard(q, tx, draft, 'too many wrong gift card codes');
          return refusal('GIFT_CARD_TRIES_EXCEEDED');
        }
        const card = await q.gift.lockCard(draft.giftCardId);
        if (!card) return refusal('CARD_NOT_FOUND');
        const problem = cardStanding(card, draft.id, await q.gift.holdsFor(card.id, draft.id)).problem;
        if (problem !== null) return refusal(problem);
        if (!(await q.gift.lockToDraft(card.id, draft.id, GIFT_DRAFT_LOCK_SECONDS))) return refusal('CARD_LOCKED');
        await q.updateDraft(draft.id, { giftCardStatus: 'transfer_verified' });
        logger.info('gift card verified for checkout');
        return { reason: 'GIFT_CARD_VERIFIED', text: null };
      });
    },

    /** virtual_order_clear_gift_card: the card leaves the draft, and whatever the draft held of it comes back. */
    clearGiftCard(caller: Caller) {
      return checkout.withDraft(caller, async (q, draft, tx) => {
        await dropCard(q, tx, draft, 'the gift card was removed at checkout');
      });
    },
  };
}
export type GiftRedeemService = ReturnType<typeof createGiftRedeemService>;
