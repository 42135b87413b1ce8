// Where a card stands for one checkout draft, pure: what it can give the draft, whether this draft's
// code verification still holds, and why it cannot be used. Every gift card step at checkout asks this
// one function (request, verify, the draft's view, order generation), under the card's row lock.
//
// A verification holds while the card is locked to this draft (30 minutes from the code, extended by
// its order) or while an unpaid order of this draft holds part of it. After that — the order placed,
// lapsed or cancelled, the lock run out — the card needs a fresh code: a draft verified once long ago
// on a shared device cannot spend it.

export interface CardFacts {
  status: 'active' | 'expired' | 'void';
  balance: number;
  pastExpiry: boolean;
  lockedVoId: string | null;
  /** The lock's time is not over. */
  lockLive: boolean;
  /** Blocked by staff (lost, suspected fraud) until they unblock it. */
  blocked: boolean;
}

export interface Holds {
  /** What unpaid orders of this draft hold of the card. */
  byDraft: number;
  /** What unpaid orders of any other draft hold of it. */
  byOthers: number;
}

export type CardProblem = 'CARD_NOT_FOUND' | 'CARD_BLOCKED' | 'CARD_EXPIRED' | 'CARD_LOCKED' | 'CARD_USED_UP';

export interface CardStanding {
  /** The balance this draft may draw on: the card's, plus what its own unpaid order holds. */
  available: number;
  /** This draft's code verification still holds. */
  verifiedHere: boolean;
  /** Why the card cannot be used by this draft now, first reason first; null when it can. */
  problem: CardProblem | null;
}

export function cardStanding(card: CardFacts, draftId: string, holds: Holds): CardStanding {
  const lockedElsewhere =
    holds.byOthers > 0 || (card.lockedVoId !== null && card.lockedVoId !== draftId && card.lockLive);
  const available = card.balance + holds.byDraft;
  const problem: CardProblem | null =
    card.status === 'void'
      ? 'CARD_NOT_FOUND'
      : card.blocked
        ? 'CARD_BLOCKED'
        : card.status === 'expired' || card.pastExpiry
          ? 'CARD_EXPIRED'
          : lockedElsewhere
            ? 'CARD_LOCKED'
            : available <= 0
              ? 'CARD_USED_UP'
              : null;
  return { available, verifiedHere: holds.byDraft > 0 || (card.lockedVoId === draftId && card.lockLive), problem };
}
