// Passwords travel base64-encoded (docs/api.md#transport). Decoding is strict: standard alphabet, correct
// padding, and the bytes must be UTF-8 text, so a garbled field is refused rather than hashed.
export const MAX_ENCODED_PASSWORD = 1_024;
export const MAX_PASSWORD_LENGTH = 128;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export type DecodeResult = { ok: true; value: string } | { ok: false; problem: string };

export function decodeBase64Password(encoded: string): DecodeResult {
  if (encoded.length === 0) return { ok: false, problem: 'must not be empty' };
  if (encoded.length > MAX_ENCODED_PASSWORD)
    return { ok: false, problem: `must have at most ${MAX_ENCODED_PASSWORD} characters` };
  if (!BASE64.test(encoded)) return { ok: false, problem: 'must be base64-encoded' };
  let value: string;
  try {
    value = utf8.decode(Buffer.from(encoded, 'base64'));
  } catch {
    return { ok: false, problem: 'must be base64 of UTF-8 text' };
  }
  if (value.length === 0) return { ok: false, problem: 'must not be empty' };
  if ([...value].length > MAX_PASSWORD_LENGTH)
    return { ok: false, problem: `must have at most ${MAX_PASSWORD_LENGTH} characters` };
  return { ok: true, value };
}
