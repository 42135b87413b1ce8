// The gift card's arithmetic, pure: what an order draws, what each ledger row moves (the repository
// writes every row through ledgerDelta), a card's expiry, and what a card is as the balance check
// shows it. The database repeats the rules (db/schema/giftcards.ts: the signs by kind, the balance
// CHECK, the trigger that applies each row), so a mistake here is still refused there.

export type LedgerKind = 'issue' | 'lock' | 'redeem' | 'release' | 'expire';

export interface CardMoney {
  amount: number;
  balance: number;
}

/** Partial redemption: an order draws what the card has, up to what the order costs. */
export const giftCardDraw = (balance: number, payable: number): number => Math.max(0, Math.min(balance, payable));

export type LedgerStep =
  | { kind: 'issue' }
  | { kind: 'lock'; amount: number }
  | { kind: 'redeem' }
  | { kind: 'release'; amount: number }
  | { kind: 'expire' };

/** The delta a step writes to the ledger, or the reason the card cannot take it. */
export function ledgerDelta(
  card: CardMoney,
  step: LedgerStep,
):
  | { ok: true; delta: number }
  | { ok: false; reason: 'NOT_POSITIVE' | 'OVERDRAWN' | 'OVERFILLED' | 'NOTHING_TO_EXPIRE' } {
  switch (step.kind) {
    case 'issue':
      return card.balance !== 0 ? { ok: false, reason: 'OVERFILLED' } : { ok: true, delta: card.amount };
    case 'lock':
      if (!Number.isInteger(step.amount) || step.amount <= 0) return { ok: false, reason: 'NOT_POSITIVE' };
      return step.amount > card.balance ? { ok: false, reason: 'OVERDRAWN' } : { ok: true, delta: -step.amount };
    case 'release':
      if (!Number.isInteger(step.amount) || step.amount <= 0) return { ok: false, reason: 'NOT_POSITIVE' };
      return card.balance + step.amount > card.amount
        ? { ok: false, reason: 'OVERFILLED' }
        : { ok: true, delta: step.amount };
    case 'redeem':
      return { ok: true, delta: 0 };
    case 'expire':
      return card.balance === 0 ? { ok: false, reason: 'NOTHING_TO_EXPIRE' } : { ok: true, delta: -card.balance };
  }
}

/** A card's expiry: the same day and time a year (12 months) after issue; 29 February falls to 28 February. */
export function expiryOf(issuedAt: Date, months: number): Date {
  const d = new Date(issuedAt.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export type CardStatus = 'ACTIVE' | 'REDEEMED' | 'EXPIRED' | 'VOID' | 'BLOCKED';

/** What a card is called (the back office's list): void, blocked by staff, expired or past its date, spent, or usable. */
export function cardStatus(
  card: { status: string; balance: number; expiresAt: Date; held: number; blocked: boolean },
  now: Date,
): CardStatus {
  if (card.status === 'void') return 'VOID';
  if (card.blocked) return 'BLOCKED';
  if (card.status === 'expired' || card.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  if (card.balance === 0 && card.held === 0) return 'REDEEMED';
  return 'ACTIVE';
}
