import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, codeFromBytes, formatCardCode, maskCardCode, normalizeCardCode } from './card-code.ts';

describe('card codes', () => {
  it('makes 16 characters of the alphabet from random bytes, each byte’s low 5 bits', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 37 + 5);
    const code = codeFromBytes(bytes);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(code[0]).toBe(CODE_ALPHABET[5 & 31]);
    expect(codeFromBytes(Uint8Array.from({ length: 16 }, () => 255))).toBe('Z'.repeat(16));
    expect(() => codeFromBytes(new Uint8Array(15))).toThrow();
  });

  it.each<[string, string | null]>([
    ['ABCD EFGH JKMN PQRS', 'ABCDEFGHJKMNPQRS'],
    ['abcd-efgh-jkmn-pqrs', 'ABCDEFGHJKMNPQRS'],
    // Crockford: O reads as 0, I and L as 1.
    ['OOOO IIII LLLL 2345', '0000111111112345'],
    ['ABCDEFGHJKMNPQR', null],
    ['ABCDEFGHJKMNPQRST', null],
    ['ABCD EFGH JKMN PQR!', null],
    ['UUUUUUUUUUUUUUUU', null],
    ['', null],
    ['A'.repeat(41), null],
  ])('reads %j as %j', (typed, canonical) => expect(normalizeCardCode(typed)).toBe(canonical));

  it('prints a code in fours, and masks it but the last four', () => {
    expect(formatCardCode('ABCDEFGHJKMNPQRS')).toBe('ABCD EFGH JKMN PQRS');
    expect(maskCardCode('PQRS')).toBe('XXXX XXXX XXXX PQRS');
  });
});
