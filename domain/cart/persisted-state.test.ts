import { describe, expect, it } from 'vitest';
import { addToCart } from './cart-rules.ts';
import { PERSIST_THRESHOLD, restoreCart, restoreList, serializeState, STATE_COUNTER } from './persisted-state.ts';

const entry = {
  sku: 'SKU1',
  value: 'piece-1',
  name: 'Piece 1',
  made_to_order: 'false',
  stock: 2,
  selectedVariant: {
    id: 1,
    variant_id: 'V1',
    offerprice: 4200,
    color: 'rose-gold',
    size: '12',
    image: '/images/a.png',
    alt: '',
  },
};
const cart = { lines: addToCart([], entry, 2).lines, session: 'abc' };

describe('restoreCart and restoreList', () => {
  it('reads back what was written', () => {
    expect(STATE_COUNTER).toBeGreaterThanOrEqual(PERSIST_THRESHOLD);
    expect(restoreCart(serializeState(cart))).toEqual(cart);
    expect(restoreList(serializeState({ entries: [entry] }))).toEqual({ entries: [entry] });
  });

  it.each([
    ['nothing stored', null],
    ['empty text', ''],
    ['not JSON', '{"counter":2500,'],
    ['JSON null', 'null'],
    ['a bare array', '[1,2]'],
    ['no counter', JSON.stringify({ data: cart })],
    ['counter below 2500', JSON.stringify({ counter: 2499, data: cart })],
    ['counter as text', JSON.stringify({ counter: '2500', data: cart })],
    ['foreign shape', JSON.stringify({ counter: 2500, data: { items: [1] } })],
    [
      'a line with a negative quantity',
      JSON.stringify({ counter: 2500, data: { ...cart, lines: [{ ...cart.lines[0], qty: -1 }] } }),
    ],
    [
      'a line with a fractional price',
      JSON.stringify({ counter: 2500, data: { ...cart, lines: [{ ...cart.lines[0], sum: 1.5 }] } }),
    ],
    ['a deep prototype trick', '{"counter":2500,"data":{"__proto__":{"lines":[]},"session":null}}'],
  ])('drops %s', (_name, raw) => {
    expect(() => restoreCart(raw)).not.toThrow();
    expect(restoreCart(raw)).toBeNull();
    expect(restoreList(raw)).toBeNull();
  });

  it("keeps the unanswered write's id, and drops a cart whose id the server would refuse", () => {
    const withWrite = { ...cart, serverRevision: 3, write: 'AbCdEfGhIjKlMnOpQrSt-_' };
    expect(restoreCart(serializeState(withWrite))).toEqual(withWrite);
    expect(restoreCart(serializeState({ ...cart, write: 'short' }))).toBeNull();
    // Kept before write ids: the flag it held then is left out, not a reason to drop the cart.
    expect(restoreCart(serializeState({ ...cart, unanswered: true }))).toEqual(cart);
  });

  it('keeps the counts and the base that travel between tabs, and drops a cart with unsound ones', () => {
    const counted = { ...cart, serverRevision: 3, base: [{ sku: 'SKU1', variant: 7, qty: 2 }], edits: 4, syncs: 9 };
    expect(restoreCart(serializeState(counted))).toEqual(counted);
    expect(restoreCart(serializeState({ ...cart, edits: -1 }))).toBeNull();
    expect(restoreCart(serializeState({ ...cart, syncs: 1.5 }))).toBeNull();
    expect(restoreCart(serializeState({ ...cart, base: [{ sku: 'SKU1', variant: 7, qty: 0 }] }))).toBeNull();
    expect(restoreCart(serializeState({ ...cart, base: [{ sku: '', variant: 7, qty: 1 }] }))).toBeNull();
  });

  it('restores a later counter too', () => {
    expect(restoreCart(JSON.stringify({ counter: 3000, data: cart }))).toEqual(cart);
  });
});
