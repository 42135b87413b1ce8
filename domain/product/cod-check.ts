// The cash-on-delivery check of the product page (docs/spec.md#second-5 "Pincode on product page", #second-8
// "Pincode check messages", docs/spec.md#second-9): which of the five messages a shopper sees, and whether the pincode
// is looked up at all. zod-free on purpose: this module ships to the browser.

import { COD_LIMIT } from './cod-limit.ts';

export { COD_LIMIT };
export const PINCODE_LENGTH = 6;

/** The spec's texts, letter for letter (the last one does begin with a space). */
export const COD_MESSAGES = {
  productAboveLimit: 'COD available only for products below ₹49k',
  orderAboveLimit: 'COD not available for this product',
  available: 'Cash on delivery available in your pincode',
  notServiceable: 'Oops, Only available in selected pincodes',
  lookupFailed: ' Error cannot find. Please try again',
} as const;
export type CodMessage = (typeof COD_MESSAGES)[keyof typeof COD_MESSAGES];

/** Six digits, the first not 0: no Indian PIN zone starts with 0 (same rule as domain/pincode). */
const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** What a pincode lookup came back with: India Post's first item Status, or no usable answer. */
export type PincodeLookup = 'Success' | 'Error' | 'failed';

/** The input is disabled for a piece priced above the limit: no quantity can make it eligible. */
export function isCodInputDisabled(offerprice: number): boolean {
  return offerprice > COD_LIMIT;
}

export type CodDecision =
  /** Say this and do not look anything up. */
  | { kind: 'message'; message: CodMessage; available: false }
  /** Well-formed and within the limit: ask the pincode service. */
  | { kind: 'lookup'; pincode: string }
  /** Not six digits yet: nothing to check, nothing to say. */
  | { kind: 'incomplete' };

/**
 * Before the lookup: the price rule first (it holds whatever the pincode), then the pincode's form.
 * A six-digit code starting with 0 exists nowhere, so it is answered as an unserved pincode rather
 * than sent to a service that would refuse it.
 */
export function decideCodCheck(input: { offerprice: number; quantity: number; pincode: string }): CodDecision {
  if (isCodInputDisabled(input.offerprice))
    return { kind: 'message', message: COD_MESSAGES.productAboveLimit, available: false };
  if (input.offerprice * input.quantity > COD_LIMIT)
    return { kind: 'message', message: COD_MESSAGES.orderAboveLimit, available: false };
  const pincode = input.pincode.trim();
  if (!/^\d{6}$/.test(pincode)) return { kind: 'incomplete' };
  if (!PINCODE_PATTERN.test(pincode))
    return { kind: 'message', message: COD_MESSAGES.notServiceable, available: false };
  return { kind: 'lookup', pincode };
}

/** After the lookup: India Post's 'Success' means COD is available there (docs/spec.md#second-7). */
export function codLookupMessage(lookup: PincodeLookup): { message: CodMessage; available: boolean } {
  if (lookup === 'Success') return { message: COD_MESSAGES.available, available: true };
  if (lookup === 'Error') return { message: COD_MESSAGES.notServiceable, available: false };
  return { message: COD_MESSAGES.lookupFailed, available: false };
}

/** Reads the first item's Status of an India Post answer; anything else is a failed lookup. */
export function readPincodeAnswer(answer: unknown): PincodeLookup {
  const first: unknown = Array.isArray(answer) ? answer[0] : undefined;
  const status = first && typeof first === 'object' ? (first as { Status?: unknown }).Status : undefined;
  return status === 'Success' || status === 'Error' ? status : 'failed';
}
