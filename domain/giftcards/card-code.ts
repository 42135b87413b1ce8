// The gift card's code (policy: "16-digit alphanumeric"): 16 characters of Crockford's base32 (digits
// and upper-case letters without I, L, O and U, which read like 1, 1, 0 and V), so 80 random bits. It
// is printed in groups of four; what people type back is forgiven as Crockford says (lower case,
// spaces and dashes, O for 0, I and L for 1). Pure: the random bytes come from the server.
import { GIFT_CARD_CODE_LENGTH } from './limits.ts';

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_SHAPE = new RegExp(`^[${CODE_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`);

/** A code from random bytes (at least 16; each byte's low 5 bits pick a character). */
export function codeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CARD_CODE_LENGTH)
    throw new Error(`a gift card code needs ${GIFT_CARD_CODE_LENGTH} random bytes`);
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += CODE_ALPHABET[bytes[i]! & 31];
  return code;
}

/** The code as typed, made canonical; null when it cannot be a card's code. */
export function normalizeCardCode(input: string): string | null {
  if (input.length > 40) return null;
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE_SHAPE.test(compact) ? compact : null;
}

/** 'ABCD EFGH JKMN PQRS': how a code is printed in the mail and the SMS. */
export const formatCardCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1 ');

/** 'XXXX XXXX XXXX 1A2B': a card as shown anywhere but its own message. */
export const maskCardCode = (last4: string): string => `XXXX XXXX XXXX ${last4}`;
