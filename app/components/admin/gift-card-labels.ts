// The back office's words for a gift card's ledger rows, and its dates in India's calendar; its
// statuses have the shop's words (CARD_STATUS_LABELS in app/components/giftcards/gift-texts.ts).

export const LEDGER_KIND_LABELS = {
  issue: 'Issued',
  lock: 'Held by an order',
  redeem: 'Spent (order confirmed)',
  release: 'Given back',
  expire: 'Expired',
} as const;

export const giftDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

export const giftMoment = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
