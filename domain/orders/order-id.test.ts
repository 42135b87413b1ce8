import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  normalizeOrderId,
  ORDER_ID_PATTERN,
  ORDER_ID_RANDOM_BITS,
  ORDER_ID_RANDOM_BYTES,
  orderIdFromBytes,
} from './order-id.ts';

describe('orderIdFromBytes', () => {
  it.each([
    [new Uint8Array(9).fill(0), 'SV0000000000000'],
    [new Uint8Array(9).fill(255), 'SVZZZZZZZZZZZZZ'],
    [Uint8Array.from([0b10000100, 0b00100001, 0, 0, 0, 0, 0, 0, 0]), 'SVGGGG000000000'],
    [Uint8Array.from([0xff, 0, 0, 0, 0, 0, 0, 0, 0]), 'SVZW00000000000'],
  ])('encodes %s as %s', (bytes, id) => {
    expect(orderIdFromBytes(bytes)).toBe(id);
  });

  it('carries at least 60 random bits and always has the stored shape', () => {
    expect(ORDER_ID_RANDOM_BITS).toBeGreaterThanOrEqual(60);
    const ids = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const id = orderIdFromBytes(randomBytes(ORDER_ID_RANDOM_BYTES));
      expect(id).toMatch(ORDER_ID_PATTERN);
      ids.add(id);
    }
    expect(ids.size).toBe(2000);
  });

  it('uses every bit of the first 65: flipping any one changes the id', () => {
    const base = new Uint8Array(ORDER_ID_RANDOM_BYTES);
    const seen = new Set([orderIdFromBytes(base)]);
    for (let bit = 0; bit < ORDER_ID_RANDOM_BITS; bit++) {
      const flipped = new Uint8Array(base);
      flipped[bit >> 3]! ^= 0x80 >> (bit & 7);
      seen.add(orderIdFromBytes(flipped));
    }
    expect(seen.size).toBe(ORDER_ID_RANDOM_BITS + 1);
  });

  it('refuses too few bytes', () => {
    expect(() => orderIdFromBytes(new Uint8Array(8))).toThrow(RangeError);
  });
});

describe('normalizeOrderId', () => {
  it.each([
    ['SV0123456789ABC', 'SV0123456789ABC'],
    ['  sv0123456789abc  ', 'SV0123456789ABC'],
    ['SV-0123-4567-89ABC', 'SV0123456789ABC'],
    ['sv o123 4567 89abc', 'SV0123456789ABC'],
    ['SVOI23456789ABL', 'SV0123456789AB1'],
    ['SV0123456789AB', null],
    ['SV0123456789ABCD', null],
    ['SX0123456789ABC', null],
    ['0123456789ABCDE', null],
    ['SV0123456789ABU', null],
    ['SV0123456789AB!', null],
    ['', null],
    ['1; DROP TABLE orders', null],
  ])('%j → %j', (typed, id) => {
    expect(normalizeOrderId(typed)).toBe(id);
  });
});
