// The old gold exchange's rules, choices and texts, apart from the booking schema (old-gold.ts) so the
// page and its form carry no zod.

export const OLD_GOLD_POLICY = {
  advanceValidYears: 1,
  handOverBusinessDays: 3,
  maxDifferenceRefund: 2000,
} as const;

/** The rules a booking receipt and the page state, in the store's words. */
export const OLD_GOLD_RULES = [
  `An advance against your old gold stays valid for ${OLD_GOLD_POLICY.advanceValidYears} year from the day you receive it.`,
  `Hand over the gold within ${OLD_GOLD_POLICY.handOverBusinessDays} business days of the store's valuation.`,
  `If the new piece costs less than your gold's value, the difference refunded is at most ₹2,000; the rest is kept as an advance.`,
  'Once the store confirms your booking it can no longer be cancelled.',
] as const;

export const WHAT_TO_BRING = [
  'The gold you wish to exchange or sell (jewellery, coins or bars).',
  'A government photo ID (Aadhaar, PAN card, passport, voter ID or driving licence).',
  'Any purchase bill or hallmark certificate you have (helpful, not required).',
] as const;

export const KARAT_CHOICES = ['24K', '22K', '18K', '14K', 'unknown'] as const;
export const HALLMARK_CHOICES = ['yes', 'no', 'unknown'] as const;
export const OLD_GOLD_LIMITS = { items: 500, weightMin: 0.1, weightMax: 5000 } as const;

export const OLD_GOLD_TEXTS = {
  store: 'Please choose one of our three stores.',
  items: 'Please describe the gold you are bringing.',
  weight: `Please give the approximate weight in grams, from ${OLD_GOLD_LIMITS.weightMin} to ${OLD_GOLD_LIMITS.weightMax}.`,
  karat: 'Please choose the purity, or "Not sure".',
  hallmark: 'Please say whether the gold is hallmarked, or "Not sure".',
  booked: 'Your old gold exchange appointment is booked. The receipt is on its way to your email.',
} as const;
