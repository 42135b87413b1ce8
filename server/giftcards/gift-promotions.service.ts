// Promotion gift cards (scripts/giftcards/issue-promotions.ts and the back office's gift card desk):
// issued in bulk in one transaction, each with its code sent to its recipient (card-issue.ts) and an
// audit entry, so a file is issued whole or not at all.
import type { PromotionRow } from '../../domain/giftcards/promotion-rows.ts';
import { recordAudit } from '../audit/audit.ts';
import type { IssueAndSend } from './card-issue.ts';
import type { GiftCardDeps } from './giftcards.service.ts';

export interface IssuedPromotion {
  id: number;
  last4: string;
  mobile: string;
  amount: number;
}

export function createGiftPromotions(
  deps: Pick<GiftCardDeps, 'repo' | 'storeName' | 'kickOutbox' | 'logger'> & { issueAndSend: IssueAndSend },
) {
  const { repo, logger } = deps;
  return {
    /**
     * Promotion cards in bulk (scripts/giftcards/issue-promotions.ts): all in one transaction, each
     * with its code sent to its recipient, so a file is issued whole or not at all.
     */
    async issuePromotions(
      rows: readonly PromotionRow[],
      note: string,
      /** The member issuing them from the back office; null for the command run on the server. */
      staffId: number | null = null,
    ): Promise<IssuedPromotion[]> {
      const issued = await repo.inTransaction(async (q, tx) => {
        const out: IssuedPromotion[] = [];
        for (const row of rows) {
          const card = await deps.issueAndSend(
            q,
            tx,
            {
              cardType: 'promotion',
              amount: row.amount,
              recipient: { name: row.name, mobile: row.mobile, email: row.email },
              senderName: deps.storeName,
              message: null,
              templateId: null,
            },
            note,
          );
          out.push({ id: card.id, last4: card.last4, mobile: row.mobile, amount: card.amount });
          await recordAudit(tx, {
            staffId,
            action: 'gift_card.issued',
            entity: 'gift_card',
            entityId: card.id,
            after: { amount: card.amount, recipient_mobile: row.mobile, recipient_email: row.email, note },
          });
        }
        return out;
      });
      deps.kickOutbox();
      logger.info(
        { cards: issued.length, rupees: issued.reduce((sum, c) => sum + c.amount, 0) },
        'promotion gift cards issued',
      );
      return issued;
    },
  };
}
