// A stale answer's cart with the device's own changes since its last kept answer laid over it.
import { describe, expect, it } from 'vitest';
import { baseOf, rebaseOnServerCart, type BaseLine } from './cart-rebase.ts';
import type { CartLine, ServerCartLine } from './cart-rules.ts';

const line = (variant: number, qty: number, price = 1000 * variant): CartLine => ({
  sku: `SKU${variant}`,
  value: `piece-${variant}`,
  name: `Piece ${variant}`,
  made_to_order: 'false',
  stock: 5,
  selectedVariant: {
    id: variant,
    variant_id: `V${variant}`,
    offerprice: price,
    color: 'gold',
    size: null,
    image: '',
    alt: '',
  },
  qty,
  variant,
  sum: price * qty,
  active: true,
  addedPrice: price,
});
/** `[variant, qty]` pairs as cart lines, base lines or the adopted answer. */
const cart = (...pairs: [number, number][]) => pairs.map(([v, q]) => line(v, q));
const base = (...pairs: [number, number][]): BaseLine[] =>
  pairs.map(([v, q]) => ({ sku: `SKU${v}`, variant: v, qty: q }));
const pairs = (lines: CartLine[] | null) => lines?.map((l) => [l.variant, l.qty]) ?? null;

describe('rebaseOnServerCart', () => {
  it.each<[string, BaseLine[] | null, CartLine[], CartLine[], [number, number][] | null]>([
    ['no base kept: the answer as it is', null, cart([1, 1], [3, 1]), cart([1, 1], [9, 1]), null],
    ['nothing changed here: the answer as it is', base([1, 1]), cart([1, 1]), cart([1, 1], [9, 1]), null],
    [
      'a piece added here and one added elsewhere: both',
      base([1, 1]),
      cart([1, 1], [3, 1]),
      cart([1, 1], [9, 1]),
      [
        [1, 1],
        [9, 1],
        [3, 1],
      ],
    ],
    [
      'a piece removed here: gone, what elsewhere added stays',
      base([1, 1], [2, 1]),
      cart([1, 1]),
      cart([1, 1], [2, 1], [9, 1]),
      [
        [1, 1],
        [9, 1],
      ],
    ],
    ['a quantity changed here: this device’s quantity', base([1, 1]), cart([1, 3]), cart([1, 2]), [[1, 3]]],
    [
      'a piece removed elsewhere, untouched here: gone',
      base([1, 1], [2, 1]),
      cart([1, 1], [2, 1], [3, 1]),
      cart([1, 1]),
      [
        [1, 1],
        [3, 1],
      ],
    ],
    [
      'a piece changed here that left the server’s cart (removed or bought elsewhere): it stays gone',
      base([1, 1], [2, 1]),
      cart([1, 1], [2, 2]),
      cart([1, 1]),
      [[1, 1]],
    ],
    [
      'an order emptied the cart, a piece added here after: that piece only',
      base([1, 1], [2, 1]),
      cart([1, 1], [2, 1], [3, 1]),
      [],
      [[3, 1]],
    ],
  ])('%s', (_, kept, mine, adopted, expected) => {
    expect(pairs(rebaseOnServerCart(kept, mine, adopted))).toEqual(expected);
  });

  it("keeps the server's price for a line it holds, with this device's quantity", () => {
    const [rebased] = rebaseOnServerCart(base([1, 1]), [line(1, 2, 900)], [line(1, 1, 1100)])!;
    expect(rebased).toMatchObject({ qty: 2, sum: 2200, selectedVariant: { offerprice: 1100 } });
  });
});

describe('baseOf', () => {
  it('keeps the live lines of an answer, quantities whole', () => {
    const server: ServerCartLine[] = [
      { sku: 'SKU1', variant: 1, quantity: 2, price: 1000, deleted: false },
      { sku: 'SKU2', variant: '2', quantity: 1, price: 1000, deleted: true },
      { sku: 'SKU3', variant: 3, quantity: 0, price: 1000, deleted: false },
    ];
    expect(baseOf(server)).toEqual([{ sku: 'SKU1', variant: 1, qty: 2 }]);
  });
});
