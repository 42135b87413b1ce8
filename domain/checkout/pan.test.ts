import { describe, expect, it } from 'vitest';
import { CHECKOUT_REASONS } from './messages.ts';
import { PAN_THRESHOLD, isPanRequired, maskPan, normalizePan } from './pan.ts';

describe('isPanRequired', () => {
  it.each([
    [0, false],
    [49_000, false],
    [1_99_999, false],
    [2_00_000, true],
    [2_00_001, true],
    [1_00_00_000, true],
  ])('₹%d → %s', (payable, required) => {
    expect(PAN_THRESHOLD).toBe(2_00_000);
    expect(isPanRequired(payable)).toBe(required);
  });
});

describe('normalizePan', () => {
  it.each([
    ['ABCPE1234F', 'ABCPE1234F'],
    ['abcpe1234f', 'ABCPE1234F'],
    ['  ABCPE 1234 F ', 'ABCPE1234F'],
    ['ABCPE\t1234F', 'ABCPE1234F'],
    // Every holder type the fourth letter may name.
    ...'ABCFGHJLPT'.split('').map((t) => [`AAA${t}Z9999Z`, `AAA${t}Z9999Z`] as [string, string]),
  ])('%j → %j', (input, expected) => {
    expect(normalizePan(input)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['a fourth letter that names no holder type (the textbook ABCDE1234F)', 'ABCDE1234F'],
    ['a fourth letter K', 'ABCKE1234F'],
    ['nine characters', 'ABCPE1234'],
    ['eleven characters', 'ABCPE1234FF'],
    ['a digit among the first five', 'AB1PE1234F'],
    ['a letter among the digits', 'ABCPE12O4F'],
    ['a digit at the end', 'ABCPE12345'],
    ['punctuation', 'ABCPE-1234F'],
    ['a full-width letter', 'ＡBCPE1234F'],
    ['an Aadhaar number', '1234 5678 9012'],
  ])('refuses %s', (_name, input) => {
    expect(normalizePan(input)).toBeNull();
  });
});

describe('the PAN_INVALID message', () => {
  it('gives an example that the rule accepts', () => {
    const example = /like ([A-Z0-9]{10})\./.exec(CHECKOUT_REASONS.PAN_INVALID.text)?.[1];
    expect(example).toBeDefined();
    expect(normalizePan(example!)).toBe(example);
  });
});

describe('maskPan', () => {
  it.each([
    ['ABCPE1234F', 'XXXXXX234F'],
    ['ABCD', 'ABCD'],
    ['ABC', 'ABC'],
    ['', ''],
  ])('%j → %j', (pan, masked) => {
    expect(maskPan(pan)).toBe(masked);
  });

  it('shows only the last four characters of a PAN', () => {
    const masked = maskPan('AAAPZ9876Q');
    expect(masked).toHaveLength(10);
    expect(masked.slice(0, 6)).toBe('XXXXXX');
    expect(masked.slice(-4)).toBe('876Q');
  });
});
