// The one place a gift card's code is made and written: a new card with a fresh code, its code sent to
// the recipient by SMS (and mail when there is an address), in the caller's transaction. Bought cards
// (gift-purchase.service.ts) and promotion cards (gift-promotions.service.ts) are both issued here.
import { GIFT_CARD_VALID_MONTHS } from '../../domain/giftcards/limits.ts';
import { giftCardMail, giftCardSms } from '../../domain/notifications/templates/giftcard-mails.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import { hashCardCode, newCardCode } from './card-secret.ts';
import type { CardRow, GiftCardQueries, GiftTx, NewCard } from './giftcards.repo.ts';

export type IssueAndSend = (
  q: GiftCardQueries,
  tx: GiftTx,
  card: Omit<NewCard, 'codeHash' | 'last4' | 'validMonths'>,
  note: string,
) => Promise<CardRow>;

export function createCardIssuer(deps: { publicUrl: string }): IssueAndSend {
  /**
   * A new card with a fresh code, and the code sent to its recipient by SMS (and mail when there is an
   * address): the only place the code is ever written. In the caller's transaction.
   */
  return async function issueAndSend(q, tx, card, note) {
    const code = newCardCode();
    const issued = await q.issueCard(
      { ...card, codeHash: hashCardCode(code), last4: code.slice(-4), validMonths: GIFT_CARD_VALID_MONTHS },
      note,
    );
    const sms = giftCardSms({ senderName: card.senderName, code, amount: issued.amount, expiresAt: issued.expiresAt });
    const mail = card.recipient.email
      ? {
          to: card.recipient.email,
          ...giftCardMail({
            recipientName: card.recipient.name,
            senderName: card.senderName,
            message: card.message,
            code,
            amount: issued.amount,
            expiresAt: issued.expiresAt,
            shopUrl: deps.publicUrl,
            giftsUrl: `${deps.publicUrl}/gifts`,
          }),
          code,
        }
      : undefined;
    await enqueueNotice(tx, { mail, sms: { to: card.recipient.mobile, text: sms, code } });
    return issued;
  };
}
