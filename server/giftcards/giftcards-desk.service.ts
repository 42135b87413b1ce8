// The back office's gift cards (docs/api.md#back-office): find a card by its last four, its
// recipient's mobile, email or name; read its ledger; block it (a card reported lost, a suspected
// fraud) and unblock it; issue promotion cards one at a time or from a CSV file, under the same rules
// as `npm run giftcards:issue`. Every act is audited with before and after in its own transaction.
//
// A block stops new uses (the balance check, applying it at checkout, placing an order with it); an
// order already paid with it is not undone, and an unpaid order's hold comes back as it would anyway.
import { ok, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import { maskCardCode } from '../../domain/giftcards/card-code.ts';
import {
  fileProblemFields,
  giftDeskActs,
  GIFT_DESK_REASONS,
  type GiftDeskReason,
} from '../../domain/giftcards/desk-reasons.ts';
import {
  GIFT_DESK_PAGE_SIZE,
  type GiftDeskCard,
  type GiftDeskCardAnswer,
  type GiftDeskListAnswer,
  type GiftDeskListQuery,
  type GiftIssueBody,
  type GiftIssuedAnswer,
} from '../../domain/giftcards/desk-schemas.ts';
import { readGiftSearch } from '../../domain/giftcards/desk-search.ts';
import { cardStatus } from '../../domain/giftcards/ledger.ts';
import { parsePromotionFile } from '../../domain/giftcards/promotion-rows.ts';
import { recordAudit } from '../audit/audit.ts';
import type { DeskCardDetail, DeskCardRow, GiftCardRepo } from './giftcards.repo.ts';
import type { GiftCardService, IssuedPromotion } from './giftcards.service.ts';

export interface GiftDeskDeps {
  repo: GiftCardRepo;
  giftcards: Pick<GiftCardService, 'issuePromotions'>;
  now?: () => Date;
}

type Staff = { id: number };

export function createGiftDeskService(deps: GiftDeskDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const refusal = (reason: GiftDeskReason, fields?: Record<string, string>) =>
    refusalOf(GIFT_DESK_REASONS, reason, fields ? { fields } : {});

  const summary = (c: DeskCardRow): GiftDeskCard => ({
    id: c.id,
    card_number: maskCardCode(c.last4),
    card_type: c.cardType,
    amount: c.amount,
    balance: c.balance,
    held: c.held,
    status: cardStatus(c, now()),
    recipient_name: c.recipientName,
    recipient_mobile: c.recipientMobile,
    recipient_email: c.recipientEmail,
    issued_at: c.issuedAt.toISOString(),
    expires_at: c.expiresAt.toISOString(),
  });

  const blockFacts = (c: DeskCardDetail) => ({
    blocked: c.blocked,
    reason: c.blockReason,
    status: cardStatus(c, now()),
  });

  async function view(id: number): Promise<Outcome<GiftDeskCardAnswer, GiftDeskReason>> {
    const card = await repo.deskCard(id);
    if (!card) return refusal('CARD_NOT_FOUND');
    const ledger = await repo.ledgerOf(id);
    return ok({
      success: true,
      card: {
        ...summary(card),
        sender_name: card.senderName,
        message: card.message,
        block:
          card.blockedAt && card.blockReason
            ? { at: card.blockedAt.toISOString(), by: card.blockedByName ?? 'staff', reason: card.blockReason }
            : null,
        acts: giftDeskActs({ ...card, pastExpiry: card.expiresAt.getTime() <= now().getTime() }),
      },
      ledger: ledger.map((l) => ({
        kind: l.kind,
        delta: l.delta,
        order_id: l.orderId,
        note: l.note,
        at: l.at.toISOString(),
      })),
    });
  }

  /** Blocks or unblocks under the card's row lock, with its audit entry in the same transaction. */
  async function setBlock(
    id: number,
    staff: Staff,
    to: { reason: string } | { note: string },
  ): Promise<Outcome<GiftDeskCardAnswer, GiftDeskReason>> {
    const blocking = 'reason' in to;
    const refused = await repo.inTransaction(async (q, tx) => {
      const card = await q.deskCard(id, true);
      if (!card) return refusal('CARD_NOT_FOUND');
      const acts = giftDeskActs({ ...card, pastExpiry: card.expiresAt.getTime() <= now().getTime() });
      if (blocking && !acts.includes('block')) return refusal(card.blocked ? 'ALREADY_BLOCKED' : 'CARD_CLOSED');
      if (!blocking && !acts.includes('unblock')) return refusal('NOT_BLOCKED');
      await q.setBlock(id, blocking ? { staffId: staff.id, reason: to.reason } : null);
      await recordAudit(tx, {
        staffId: staff.id,
        action: blocking ? 'gift_card.blocked' : 'gift_card.unblocked',
        entity: 'gift_card',
        entityId: id,
        before: blockFacts(card),
        after: blocking ? { blocked: true, reason: to.reason } : { blocked: false, note: to.note },
      });
      return null;
    });
    return refused ?? view(id);
  }

  const issuedAnswer = (issued: IssuedPromotion[]): GiftIssuedAnswer => ({
    success: true,
    issued: issued.map((c) => ({ id: c.id, card_number: maskCardCode(c.last4), amount: c.amount, mobile: c.mobile })),
    total: issued.reduce((sum, c) => sum + c.amount, 0),
  });

  return {
    async list(query: GiftDeskListQuery): Promise<GiftDeskListAnswer> {
      const { cards, total } = await repo.deskList({
        search: query.q ? readGiftSearch(query.q) : null,
        status: query.status ?? null,
        limit: GIFT_DESK_PAGE_SIZE,
        offset: (query.page - 1) * GIFT_DESK_PAGE_SIZE,
      });
      return { success: true, cards: cards.map(summary), total, page: query.page, per_page: GIFT_DESK_PAGE_SIZE };
    },

    get: view,
    block: (id: number, reason: string, staff: Staff) => setBlock(id, staff, { reason }),
    unblock: (id: number, note: string, staff: Staff) => setBlock(id, staff, { note }),

    /** One promotion card, its code sent to its recipient (SMS, and mail when there is an email). */
    async issue(body: GiftIssueBody, staff: Staff): Promise<GiftIssuedAnswer> {
      const row = { name: body.name, mobile: body.mobile, email: body.email ?? null, amount: body.amount };
      return issuedAnswer(await deps.giftcards.issuePromotions([row], `promotion: ${body.note}`, staff.id));
    },

    /** A CSV file of promotion cards: every line checked first, then all issued in one transaction or none. */
    async importFile(csv: string, note: string, staff: Staff): Promise<Outcome<GiftIssuedAnswer, GiftDeskReason>> {
      const parsed = parsePromotionFile(csv);
      if (!parsed.ok) return refusal('FILE_REFUSED', fileProblemFields(parsed.problems));
      return ok(issuedAnswer(await deps.giftcards.issuePromotions(parsed.rows, `promotion: ${note}`, staff.id)));
    },
  };
}
export type GiftDeskService = ReturnType<typeof createGiftDeskService>;
