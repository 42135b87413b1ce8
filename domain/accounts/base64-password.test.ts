import { describe, expect, it } from 'vitest';
import { decodeBase64Password } from './base64-password.ts';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('decodeBase64Password', () => {
  it.each(['Correct-Horse-7', 'पासवर्ड-सुरक्षित', 'a', 'ab', 'abc', ' spaced out '])('round-trips %s', (plain) => {
    expect(decodeBase64Password(b64(plain))).toEqual({ ok: true, value: plain });
  });

  it.each([
    ['', 'must not be empty'],
    ['not base64!', 'must be base64-encoded'],
    ['YWJj=', 'must be base64-encoded'],
    ['YWJjZA', 'must be base64-encoded'],
    ['YW Jj', 'must be base64-encoded'],
    ['YWJjZA-_', 'must be base64-encoded'],
    [Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'), 'must be base64 of UTF-8 text'],
    [b64('x'.repeat(129)), 'must have at most 128 characters'],
    ['A'.repeat(2_000), 'must have at most 1024 characters'],
  ])('refuses %j: %s', (encoded, problem) => {
    expect(decodeBase64Password(encoded)).toEqual({ ok: false, problem });
  });
});
