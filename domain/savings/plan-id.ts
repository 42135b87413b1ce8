// Public plan ids: 'DFE' + 12 Crockford base32 characters (60 random bits), like order ids
// (domain/orders/order-id.ts): nothing to walk from one plan to the next. Receipt numbers are the plan's
// id and the instalment's number, so a receipt names its plan and is unique by construction.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PLAN_ID_PATTERN = /^DFE[0-9A-HJKMNP-TV-Z]{12}$/;
/** The same shape for the database's CHECK (POSIX regex). */
export const PLAN_ID_SQL_PATTERN = '^DFE[0-9A-HJKMNP-TV-Z]{12}$';
export const PLAN_ID_RANDOM_BYTES = 8;

/** A plan id from 8 random bytes (the server passes crypto.randomBytes). */
export function planIdFromBytes(bytes: Uint8Array): string {
  if (bytes.length < PLAN_ID_RANDOM_BYTES) throw new RangeError(`a plan id needs ${PLAN_ID_RANDOM_BYTES} random bytes`);
  let value = 0n;
  for (const b of bytes.subarray(0, PLAN_ID_RANDOM_BYTES)) value = (value << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < 12; i++) {
    out = CROCKFORD[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return `DFE${out}`;
}

/** 'DFE…-03': the receipt of instalment 3. */
export const receiptNumber = (planId: string, n: number): string => `${planId}-${String(n).padStart(2, '0')}`;
