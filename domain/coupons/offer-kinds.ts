// The offers that issue a voucher after a qualifying purchase (docs/spec.md#second-9, policy
// constants): kept apart from their rules so the schema can name them without importing the rules.
export const OFFER_KINDS = ['DIAMOND_20K', 'DIAMOND_15K', 'WELCOME'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
