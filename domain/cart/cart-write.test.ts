import { describe, expect, it } from 'vitest';
import { CART_WRITE_PATTERN, isCurrentWrite, newCartWriteId, type CartAsStored, type SentSync } from './cart-write.ts';

const cart = (revision: number, lastWrite: string | null, member: boolean): CartAsStored => ({
  revision,
  lastWrite,
  member,
});
const sent = (revision: number | null, write: string | null): SentSync => ({ revision, write });
const W = 'AAAAAAAAAAAAAAAAAAAAAA';
const OTHER = 'BBBBBBBBBBBBBBBBBBBBBB';

describe('isCurrentWrite', () => {
  it.each<[string, SentSync, CartAsStored, boolean]>([
    ['the current revision', sent(4, W), cart(4, OTHER, true), true],
    ['the current revision, no write id (an older client)', sent(4, null), cart(4, null, true), true],
    ['an older revision: another device wrote since', sent(3, W), cart(4, OTHER, true), false],
    ['a higher revision (a different cart)', sent(9, W), cart(4, OTHER, true), false],
    [
      "an older revision, but the cart's last write is this device's unanswered one",
      sent(3, W),
      cart(4, W, true),
      true,
    ],
    ['... however many revisions behind (each of its answers lost)', sent(3, W), cart(7, W, true), true],
    ['... a guest too', sent(3, W), cart(4, W, false), true],
    ['an older revision after an order or a merge (no last write)', sent(3, W), cart(4, null, true), false],
    ['no write id never matches a cart without one', sent(3, null), cart(4, null, false), false],
    ["a member's sync without a revision: not seen the cart", sent(null, W), cart(4, OTHER, true), false],
    [
      "a guest's sync without a revision: written (older clients send none)",
      sent(null, null),
      cart(4, null, false),
      true,
    ],
    ['without a revision, but its own last write', sent(null, W), cart(4, W, true), true],
  ])('%s', (_, s, c, expected) => {
    expect(isCurrentWrite(s, c)).toBe(expected);
  });
});

describe('newCartWriteId', () => {
  it('is 22 base64url characters, and new each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newCartWriteId()));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(CART_WRITE_PATTERN);
      expect(id).toHaveLength(22);
    }
  });
});
