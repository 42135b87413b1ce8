// Public order ids: 'SV' + 13 Crockford base32 characters = 65 random bits. Nobody can walk from one
// order to the next (ids carry no sequence or date) and guessing one that exists is hopeless
// (2^65 ≈ 3.7 × 10^19 ids). Crockford's alphabet has no I, L, O or U, so a customer reading the id
// aloud or retyping it from a mail cannot confuse 0/O or 1/I/L; what they type is read leniently.

export const ORDER_ID_PREFIX = 'SV';
export const ORDER_ID_RANDOM_CHARS = 13;
/** Bits of randomness in an id: 13 characters × 5 bits. */
export const ORDER_ID_RANDOM_BITS = ORDER_ID_RANDOM_CHARS * 5;
/** Random bytes the generator needs (65 bits → 9 bytes; the 7 left-over bits are dropped). */
export const ORDER_ID_RANDOM_BYTES = Math.ceil(ORDER_ID_RANDOM_BITS / 8);

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_ID_PATTERN = /^SV[0-9A-HJKMNP-TV-Z]{13}$/;
/** The same shape for the database's CHECK (POSIX regex). */
export const ORDER_ID_SQL_PATTERN = '^SV[0-9A-HJKMNP-TV-Z]{13}$';

/** An order id from `ORDER_ID_RANDOM_BYTES` random bytes (the server passes crypto.randomBytes). */
export function orderIdFromBytes(bytes: Uint8Array): string {
  if (bytes.length < ORDER_ID_RANDOM_BYTES)
    throw new RangeError(`an order id needs ${ORDER_ID_RANDOM_BYTES} random bytes, got ${bytes.length}`);
  let out = ORDER_ID_PREFIX;
  let buffer = 0;
  let bits = 0;
  let i = 0;
  while (out.length < ORDER_ID_PREFIX.length + ORDER_ID_RANDOM_CHARS) {
    if (bits < 5) {
      buffer = (buffer << 8) | bytes[i++]!;
      bits += 8;
    }
    bits -= 5;
    out += CROCKFORD[(buffer >> bits) & 31];
    buffer &= (1 << bits) - 1;
  }
  return out;
}

/**
 * What a customer typed, as the stored id: trimmed, upper case, spaces and hyphens dropped, and the
 * letters Crockford reads as digits (O → 0, I and L → 1) mapped. Null when it cannot be an order id,
 * so the lookup is not even tried.
 */
export function normalizeOrderId(typed: string): string | null {
  const compact = typed.trim().toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith(ORDER_ID_PREFIX)) return null;
  const tail = compact.slice(ORDER_ID_PREFIX.length).replace(/O/g, '0').replace(/[IL]/g, '1');
  const id = ORDER_ID_PREFIX + tail;
  return ORDER_ID_PATTERN.test(id) ? id : null;
}
