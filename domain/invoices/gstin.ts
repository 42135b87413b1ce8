// A GSTIN (Goods and Services Tax Identification Number): 15 characters, the state's two-digit code,
// the holder's PAN (5 letters, 4 digits, 1 letter), the registration's number within that PAN
// (1-9, then A-Z), 'Z', and a check character. The check is the GST Network's mod-36 scheme: each of
// the first 14 characters' value (0-9, then A-Z as 10-35) times 1 or 2 alternately, the quotient and
// the remainder of each product by 36 summed, and the check the amount that makes the sum a multiple of 36.
import { gstStateCode } from './gst-states.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/**
 * Why this is not the GSTIN of a business registered in `state`, or null when it is well formed:
 * its shape, its check character, and its state code against the state's.
 */
export function gstinProblem(gstin: string, state: string): string | null {
  if (!SHAPE.test(gstin))
    return 'a GSTIN is 15 characters: 2 digits of the state, the PAN (5 letters, 4 digits, 1 letter), 1 character, Z, 1 check character, in capitals';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return `the check character ${gstin[14]} does not match the first 14 characters (it should be ${gstinCheckCharacter(gstin.slice(0, 14))})`;
  const code = gstStateCode(state);
  if (code === null) return `"${state}" is not an Indian state or union territory`;
  if (gstin.slice(0, 2) !== code) return `a GSTIN of ${state} starts with ${code}, this one with ${gstin.slice(0, 2)}`;
  return null;
}
