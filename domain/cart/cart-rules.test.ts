import { describe, expect, it } from 'vitest';
import {
  addToCart,
  buyNowLine,
  adoptServerCart,
  CART_TEXTS,
  cartSubtotal,
  clearCart,
  decrementLine,
  incrementLine,
  lineCap,
  newestFirst,
  priceChanged,
  removeLine,
  type CartItem,
  type CartLine,
} from './cart-rules.ts';
import { MAX_QUANTITY } from '../product/quantity.ts';

const item = (id: number, { stock = 3, made = 'false', price = 10_000, sku = `SKU${id}` } = {}): CartItem => ({
  sku,
  value: `piece-${id}`,
  name: `Piece ${id}`,
  made_to_order: made,
  stock,
  selectedVariant: {
    id,
    variant_id: `V${id}`,
    offerprice: price,
    color: 'rose-gold',
    size: null,
    image: '/images/p.png',
    alt: 'a piece',
  },
});

/** Every line's sum is its offerprice × qty, whatever the steps. */
const sumsHold = (lines: CartLine[]) => lines.every((l) => l.sum === l.selectedVariant.offerprice * l.qty);

const cartOf = (...adds: [CartItem, number][]) =>
  adds.reduce<CartLine[]>((lines, [i, q]) => addToCart(lines, i, q).lines, []);

describe('addToCart', () => {
  it.each([
    // what is in the cart, what is added, how many, → lines, qty of the added variant, message
    ['empty cart', [], item(1), 1, 1, 1, CART_TEXTS.added],
    ['same variant again increases its line', [[item(1), 1]], item(1), 1, 1, 2, CART_TEXTS.added],
    ['another variant makes a second line', [[item(1), 1]], item(2), 1, 2, 1, CART_TEXTS.added],
    ['up to the stock', [[item(1), 2]], item(1), 1, 1, 3, CART_TEXTS.added],
    ['beyond the stock stays at the cap', [[item(1), 3]], item(1), 1, 1, 3, CART_TEXTS.outOfStock],
    ['a quantity over the stock is cut, and says so', [], item(1), 5, 1, 3, CART_TEXTS.outOfStock],
    ['a ready piece with no stock is not added', [], item(1, { stock: 0 }), 1, 0, 0, CART_TEXTS.outOfStock],
    [
      'made to order ignores stock',
      [[item(1, { stock: 0, made: 'true' }), 4]],
      item(1, { stock: 0, made: 'true' }),
      1,
      1,
      5,
      CART_TEXTS.added,
    ],
    [
      'made to order stops at the sanity bound',
      [[item(1, { made: 'true' }), MAX_QUANTITY]],
      item(1, { made: 'true' }),
      1,
      1,
      MAX_QUANTITY,
      CART_TEXTS.outOfStock,
    ],
    ['a fractional or bad quantity counts as one', [], item(1), Number.NaN, 1, 1, CART_TEXTS.added],
  ] as const)('%s', (_name, before, added, quantity, lineCount, qty, message) => {
    const start = cartOf(...(before as unknown as [CartItem, number][]));
    const out = addToCart(start, added, quantity);
    expect(out.lines).toHaveLength(lineCount);
    expect(out.lines.find((l) => l.variant === added.selectedVariant.id)?.qty ?? 0).toBe(qty);
    expect(out.message).toBe(message);
    expect(sumsHold(out.lines)).toBe(true);
    expect(out.lines.every((l) => l.qty <= lineCap(l))).toBe(true);
  });

  it('carries the product fields plus qty, variant, selectedVariant, sum and active', () => {
    const [line] = addToCart([], item(7, { price: 25_500 }), 2).lines;
    expect(line).toMatchObject({
      sku: 'SKU7',
      value: 'piece-7',
      name: 'Piece 7',
      made_to_order: 'false',
      stock: 3,
      qty: 2,
      variant: 7,
      sum: 51_000,
      active: false,
    });
    expect(line!.selectedVariant.offerprice).toBe(25_500);
  });

  it('does not change the cart it was given', () => {
    const start = cartOf([item(1), 1]);
    const copy = structuredClone(start);
    addToCart(start, item(1), 1);
    expect(start).toEqual(copy);
  });
});

describe('buyNowLine', () => {
  it.each([
    // what is in the cart, bought now, quantity shown, → lines, qty of the bought variant, message
    ['empty cart: the piece at the quantity shown', [], item(1), 2, 1, 2, null],
    ['after Add to cart of the same quantity: not doubled', [[item(1), 1]], item(1), 1, 1, 1, null],
    ['the cart held more: set to the quantity shown', [[item(1), 3]], item(1), 1, 1, 1, null],
    ['other pieces stay as they were', [[item(2), 2]], item(1), 1, 2, 1, null],
    ['beyond the stock is cut, and says so', [], item(1), 5, 1, 3, CART_TEXTS.outOfStock],
    ['a ready piece with no stock is not added', [], item(1, { stock: 0 }), 1, 0, 0, CART_TEXTS.outOfStock],
  ] as const)('%s', (_name, before, bought, quantity, lineCount, qty, message) => {
    const start = cartOf(...(before as unknown as [CartItem, number][]));
    const out = buyNowLine(start, bought, quantity);
    expect(out.lines).toHaveLength(lineCount);
    expect(out.lines.find((l) => l.variant === bought.selectedVariant.id)?.qty ?? 0).toBe(qty);
    expect(out.message).toBe(message);
    expect(sumsHold(out.lines)).toBe(true);
  });

  it('keeps the line in its place and the price it was first added at', () => {
    const start = cartOf([item(1, { price: 100 }), 1], [item(2), 1]);
    const out = buyNowLine(start, item(1, { price: 120 }), 2);
    expect(out.lines.map((l) => l.variant)).toEqual([1, 2]);
    expect(out.lines[0]).toMatchObject({ qty: 2, addedPrice: 100, sum: 240 });
  });
});

describe('increment, decrement, remove, clear', () => {
  const two = () => cartOf([item(1), 2], [item(2, { stock: 2 }), 2]);
  it.each([
    ['increment below the cap', (l: CartLine[]) => incrementLine(l, 1), [3, 2], null],
    ['increment at the cap says Out of stock', (l: CartLine[]) => incrementLine(l, 2), [2, 2], CART_TEXTS.outOfStock],
    ['decrement above 1', (l: CartLine[]) => decrementLine(l, 1), [1, 2], null],
    [
      'decrement at 1 removes the line',
      (l: CartLine[]) => decrementLine(decrementLine(l, 1).lines, 1),
      [2],
      CART_TEXTS.removed,
    ],
    ['remove a line', (l: CartLine[]) => removeLine(l, 2), [2], CART_TEXTS.removed],
    ['remove an unknown line changes nothing', (l: CartLine[]) => removeLine(l, 99), [2, 2], null],
    ['increment an unknown line changes nothing', (l: CartLine[]) => incrementLine(l, 99), [2, 2], null],
    ['clear', () => clearCart(), [], null],
  ] as const)('%s', (_name, step, quantities, message) => {
    const out = step(two());
    expect(out.lines.map((l) => l.qty)).toEqual(quantities);
    expect(out.message).toBe(message);
    expect(sumsHold(out.lines)).toBe(true);
  });
});

describe('subtotal and order', () => {
  it('the subtotal is the sum of offerprice × qty, newest line first in the mini-cart', () => {
    const lines = cartOf(
      [item(1, { price: 1_23_456 }), 2],
      [item(2, { price: 999 }), 1],
      [item(1, { price: 1_23_456 }), 1],
    );
    expect(cartSubtotal(lines)).toBe(1_23_456 * 3 + 999);
    expect(newestFirst(lines).map((l) => l.variant)).toEqual([2, 1]);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe('adoptServerCart', () => {
  const start = () =>
    cartOf([item(1, { price: 1000 }), 2], [item(2, { price: 2000 }), 3], [item(3, { price: 3000 }), 1]);
  const server = (variant: number, quantity: number, price: number, extra: Record<string, unknown> = {}) => ({
    id: variant,
    sku: `SKU${variant}`,
    variant,
    quantity,
    price,
    sum: price * quantity,
    deleted: false,
    active: true,
    ...extra,
  });

  it('refreshes prices, marks lines active, drops deleted lines and cuts quantities to the server', () => {
    const out = adoptServerCart(start(), [
      server(1, 2, 1100),
      server(2, 1, 2000, { reason: 'OUT_OF_STOCK' }),
      server(3, 1, 0, { deleted: true, active: false }),
    ]);
    expect(out.lines.map((l) => [l.variant, l.qty, l.selectedVariant.offerprice, l.sum, l.active])).toEqual([
      [1, 2, 1100, 2200, true],
      [2, 1, 2000, 2000, true],
    ]);
    expect(out.removed.map((l) => l.variant)).toEqual([3]);
    expect(out.cut.map((l) => l.variant)).toEqual([2]);
    // The cut line's stock follows the server, so adding again stops there.
    expect(addToCart(out.lines, item(2, { stock: 1 })).message).toBe(CART_TEXTS.outOfStock);
    expect(out.lines[1]!.stock).toBe(1);
  });

  it.each([
    [
      'a line the server does not hold leaves (another device removed it), not reported',
      [server(1, 2, 1000)],
      [[1, 2]],
      [],
      [],
    ],
    ['an empty server cart empties the device cart', [], [], [], []],
    ['variant ids as strings match too', [{ ...server(1, 2, 1000), variant: '1' }], [[1, 2]], [], []],
    ['a quantity of 0 removes the line, reported', [server(3, 0, 3000)], [], [3], []],
    ['a higher server quantity is taken (merged from another device)', [server(1, 9, 1000)], [[1, 9]], [], []],
    ["a lower quantity without a reason is another device's choice, not a cut", [server(2, 1, 2000)], [[2, 1]], [], []],
    ['a lower quantity with a reason is a cut', [server(2, 1, 2000, { reason: 'QUANTITY_LIMIT' })], [[2, 1]], [], [2]],
    [
      "the server's order is kept",
      [server(3, 1, 3000), server(1, 2, 1000)],
      [
        [3, 1],
        [1, 2],
      ],
      [],
      [],
    ],
    ['a line twice in an answer counts once', [server(1, 2, 1000), server(1, 5, 1000)], [[1, 2]], [], []],
    ['a new line without its piece cannot be shown and is left out', [server(7, 1, 7000)], [], [], []],
  ] as const)('%s', (_name, answer, lines, removed, cut) => {
    const out = adoptServerCart(start(), answer as never);
    expect(out.lines.map((l) => [l.variant, l.qty])).toEqual(lines);
    expect(out.removed.map((l) => l.variant)).toEqual(removed);
    expect(out.cut.map((l) => l.variant)).toEqual(cut);
    expect(sumsHold(out.lines)).toBe(true);
  });

  it("builds a line another device added from the answer's piece, at today's price", () => {
    const piece = item(7, { price: 7000, stock: 4 });
    const out = adoptServerCart(start(), [server(1, 2, 1000), server(7, 2, 7100, { item: piece })]);
    expect(out.lines[1]).toEqual({
      ...piece,
      selectedVariant: { ...piece.selectedVariant, offerprice: 7100 },
      qty: 2,
      variant: 7,
      sum: 14_200,
      active: true,
      addedPrice: 7100,
    });
    expect(priceChanged(out.lines[1]!)).toBe(false);
    // A piece that names another sku than its line is not trusted.
    expect(adoptServerCart([], [server(7, 1, 7000, { item: item(7, { sku: 'OTHER' }) })]).lines).toEqual([]);
  });

  it('keeps the price the line was added at, so a change shows', () => {
    const out = adoptServerCart(start(), [server(1, 2, 1500), server(2, 3, 2000)]);
    expect(priceChanged(out.lines[0]!)).toBe(true);
    expect(priceChanged(out.lines[1]!)).toBe(false);
  });
});
