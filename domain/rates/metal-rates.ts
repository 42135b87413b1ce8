// Today's metal rates (issue 24 part 2): the metals and purities the store prices by the gram, and the
// limits a new rate is judged against. Rates are whole rupees per gram, as the store keeps money
// (docs/design.md#data-rules).

/** Every rate the back office sets, in the order the form shows them. `purity` is as variants store it. */
export const RATE_KEYS = [
  { metal: 'Gold', purity: '24K', label: '24K gold' },
  { metal: 'Gold', purity: '22K', label: '22K gold' },
  { metal: 'Gold', purity: '18K', label: '18K gold' },
  { metal: 'Gold', purity: '14K', label: '14K gold' },
  { metal: 'Platinum', purity: '950', label: 'Platinum 950' },
  { metal: 'Silver', purity: '925', label: 'Silver 925' },
] as const;
export type RateKey = (typeof RATE_KEYS)[number];
export type Metal = RateKey['metal'];

/** The key a rate is known by in maps, answers and failing fields: `Gold 18K`. */
export const rateKeyOf = (r: { metal: string; purity: string }): string => `${r.metal} ${r.purity}`;

export const isRateKey = (r: { metal: string; purity: string }): boolean =>
  RATE_KEYS.some((k) => k.metal === r.metal && k.purity === r.purity);

/** A new rate further than this from the last one (either way) needs a second confirmation. */
export const RATE_JUMP_LIMIT = 0.2;

/** The highest rate accepted at all: ₹10,00,000 a gram is far beyond any metal the store sells. */
export const RATE_MAX = 10_00_000;

/** How long a shopper at checkout keeps the prices they saw when a rate changes under them. */
export const PRICE_HOLD_SECONDS = 15 * 60;

/** Days of history the back office's chart draws. */
export const RATE_CHART_DAYS = 90;

/** Variants a preview page lists. */
export const PREVIEW_PAGE_SIZE = 50;
