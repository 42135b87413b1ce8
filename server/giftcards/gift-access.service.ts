// A gift card's balance (docs/spec.md#first-7, #first-8; docs/api.md): a code to the card's mobile,
// traded for a 10-minute access token that reads that card. A wrong card number and a wrong mobile
// answer alike (NO_CARD_FOUND) and both count as failures against the IP and the mobile.
import { ok, refusalOf, type Outcome, type Refusal } from '../../domain/api/outcome.ts';
import { normalizeMobile } from '../../domain/accounts/phone.ts';
import type {
  AccessGenerateAnswer,
  AccessGenerateBody,
  BalanceAnswer,
  BalanceBody,
} from '../../domain/giftcards/api-schemas.ts';
import { maskCardCode, normalizeCardCode } from '../../domain/giftcards/card-code.ts';
import { cardStatus } from '../../domain/giftcards/ledger.ts';
import { GIFT_ACCESS_TOKEN_SECONDS } from '../../domain/giftcards/limits.ts';
import { GIFT_ACCESS_REASONS, type GiftAccessReason } from '../../domain/giftcards/messages.ts';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from '../common/secret-token.ts';
import { checkCardCode, lookupWait, recordLookupFailure, sendCardCode } from './card-codes.ts';
import { hashCardCode } from './card-secret.ts';
import type { GiftCardDeps } from './giftcards.service.ts';
import type { CardRow, GiftCardQueries, GiftTx } from './giftcards.repo.ts';

const accessRefusal = (reason: GiftAccessReason, retryAfterSeconds?: number): Refusal<GiftAccessReason> =>
  refusalOf(GIFT_ACCESS_REASONS, reason, { retryAfterSeconds });

export function createGiftAccess(deps: Pick<GiftCardDeps, 'repo' | 'codesPerNumberPerHour' | 'kickOutbox' | 'logger'>) {
  const { repo, logger } = deps;

  /** Finds the card a typed code names, with the guessing guard; null answers for "no such card" and "not this mobile" alike. */
  async function lookUp(
    q: GiftCardQueries,
    tx: GiftTx,
    cardNumber: string,
    mobile: string,
    ip: string,
  ): Promise<CardRow | Refusal<GiftAccessReason>> {
    const wait = await lookupWait(tx, { ip, mobile });
    if (wait !== null) return accessRefusal('MAX_RETRIES', wait);
    const code = normalizeCardCode(cardNumber);
    const card = code === null ? undefined : await q.lockCardByHash(hashCardCode(code));
    if (!card || card.recipientMobile !== mobile || card.status === 'void') {
      await recordLookupFailure(tx, { ip, mobile });
      return accessRefusal('NO_CARD_FOUND');
    }
    return card;
  }

  return {
    /** giftcards/access/generate: a code to the card's mobile; then, with the code and its token, an access token. */
    async generateAccess(
      body: AccessGenerateBody,
      ip: string,
    ): Promise<Outcome<AccessGenerateAnswer, GiftAccessReason>> {
      const mobile = normalizeMobile(body.mobile_number ?? '');
      const cardNumber = body.card_number ?? '';
      if (mobile === null || normalizeCardCode(cardNumber) === null) return accessRefusal('VALIDATION_FAILED');
      const secondStep = body.otp != null || body.token != null;
      const outcome = await repo.inTransaction(
        async (q, tx): Promise<Outcome<AccessGenerateAnswer, GiftAccessReason>> => {
          const card = await lookUp(q, tx, cardNumber, mobile, ip);
          if ('ok' in card) return card;
          // The card's holder (its code and mobile match) is told why, before a code is sent.
          if (card.blocked) return accessRefusal('CARD_BLOCKED');
          const subject = `card:${card.id}`;
          if (!secondStep) {
            const sent = await sendCardCode(tx, {
              purpose: 'gift-access',
              mobile,
              last4: card.last4,
              subject,
              perNumberPerHour: deps.codesPerNumberPerHour,
            });
            if (!sent.ok) return accessRefusal('WAIT_TIMEOUT', sent.retryAfterSeconds);
            return ok({
              success: true,
              reason: 'OTP_SENT',
              token: sent.token,
              timer_rate: sent.timerRate,
              server_resend_rate: sent.resendRate,
            });
          }
          const check = await checkCardCode(tx, { purpose: 'gift-access', token: body.token, code: body.otp, subject });
          if (check === 'NO_TOKEN' || check === 'NOT_THIS') return accessRefusal('NO_OTP_TOKEN');
          if (check === 'SPENT') return accessRefusal('TOKEN_CANCELED');
          if (check === 'EXPIRED') return accessRefusal('OTP_EXPIRED');
          if (check === 'MISMATCH') return accessRefusal('OTP_MISSMATCH');
          const accessToken = newSecretToken();
          await q.insertAccessToken(hashSecretToken(accessToken), card.id, GIFT_ACCESS_TOKEN_SECONDS);
          return ok({ success: true, access: { access_token: accessToken, expires_in: GIFT_ACCESS_TOKEN_SECONDS } });
        },
      );
      if (outcome.ok && !secondStep) deps.kickOutbox();
      logger.info(
        { step: secondStep ? 'code' : 'send', reason: outcome.ok ? 'OK' : outcome.reason },
        'gift card balance access',
      );
      return outcome;
    },

    /** giftcards/balance: the card an access token opens, masked, with its balance and what unpaid orders hold. */
    async balance(body: BalanceBody): Promise<Outcome<BalanceAnswer, GiftAccessReason>> {
      const code = normalizeCardCode(body.card_number ?? '');
      if (code === null || !isSecretTokenShaped(body.access_token)) return accessRefusal('BALANCE_CHECK_FAILED');
      const cardId = await repo.cardOfAccessToken(hashSecretToken(body.access_token));
      const card = cardId === undefined ? undefined : await repo.card(cardId);
      if (!card || hashCardCode(code) !== (await repo.codeHashOf(card.id)))
        return accessRefusal('BALANCE_CHECK_FAILED');
      if (card.blocked) return accessRefusal('CARD_BLOCKED');
      const held = await repo.heldOf(card.id);
      return ok({
        success: true,
        card: {
          card_number: maskCardCode(card.last4),
          balance: card.balance,
          amount: card.amount,
          expiry: card.expiresAt.toISOString(),
          status: cardStatus(
            { status: card.status, balance: card.balance, expiresAt: card.expiresAt, held, blocked: card.blocked },
            new Date(),
          ),
          held,
        },
      });
    },
  };
}
