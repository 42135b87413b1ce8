import { describe, expect, it } from 'vitest';
import { decodeBase64Password } from './base64-password.ts';
import { encodePassword } from './encode-password.ts';

describe('encodePassword', () => {
  it.each([
    ['kesar-kulfi-92', 'a2VzYXIta3VsZmktOTI='],
    ['a', 'YQ=='],
    ['ab', 'YWI='],
    ['abc', 'YWJj'],
    ['₹1000 gold', '4oK5MTAwMCBnb2xk'],
    ['नमस्ते-2026', Buffer.from('नमस्ते-2026', 'utf8').toString('base64')],
    ['emoji 💍 ring', Buffer.from('emoji 💍 ring', 'utf8').toString('base64')],
  ])('%s → %s', (password, encoded) => {
    expect(encodePassword(password)).toBe(encoded);
  });

  it("is what the server's strict decoder reads back", () => {
    for (const password of ['kesar-kulfi-92', '  spaces kept  ', 'ünïcödé-pässwörd', '💍💍💍💍-ring']) {
      expect(decodeBase64Password(encodePassword(password))).toEqual({ ok: true, value: password });
    }
  });
});
