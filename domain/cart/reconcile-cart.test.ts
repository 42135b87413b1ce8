import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from './api-schemas.ts';
import { reconcileCart } from './reconcile-cart.ts';
import { find, line } from './reconcile-cart.fixture.ts';

const kept = (variant: number, variantCode: string, quantity: number, price: number, extra: object = {}) => ({
  variant,
  variant_id: variantCode,
  variantKey: variant,
  quantity,
  price,
  sum: price * quantity,
  deleted: false,
  active: true,
  ...extra,
});

describe('reconcileCart', () => {
  it.each([
    ['an empty cart', [], []],
    ["a line in stock keeps its quantity at today's price", [line('RING', 11, 1)], [kept(11, 'RING-RG', 1, 50_000)]],
    [
      'a variant named by its code',
      [line('RING', 'RING-WG', 2)],
      [{ ...kept(12, 'RING-WG', 2, 52_000), variant: 'RING-WG' }],
    ],
    ['above stock: cut to stock', [line('RING', 11, 5)], [kept(11, 'RING-RG', 2, 50_000, { reason: 'OUT_OF_STOCK' })]],
    ['made to order: never cut by stock', [line('PEND', 21, 7)], [kept(21, 'PEND-YG', 7, 30_000)]],
    [
      'the same variant twice merges into one line',
      [line('PEND', 21, 2), line('PEND', 'PEND-YG', 3)],
      [kept(21, 'PEND-YG', 5, 30_000)],
    ],
    [
      'a merge above the per-line limit is capped',
      [line('PEND', 21, MAX_QUANTITY), line('PEND', 21, 1)],
      [kept(21, 'PEND-YG', MAX_QUANTITY, 30_000, { reason: 'QUANTITY_LIMIT' })],
    ],
    [
      'variants of one product share its stock in request order',
      [line('RING', 11, 1), line('RING', 12, 2)],
      [kept(11, 'RING-RG', 1, 50_000), kept(12, 'RING-WG', 1, 52_000, { reason: 'OUT_OF_STOCK' })],
    ],
    [
      "a line left with no stock is deleted, with today's price and OUT_OF_STOCK",
      [line('RING', 11, 2), line('RING', 12, 1)],
      [
        kept(11, 'RING-RG', 2, 50_000),
        {
          variant: 12,
          variant_id: 'RING-WG',
          variantKey: null,
          quantity: 0,
          price: 52_000,
          sum: 0,
          deleted: true,
          active: false,
          reason: 'OUT_OF_STOCK',
        },
      ],
    ],
    [
      'a sold-out piece is deleted',
      [line('GONE', 31, 1)],
      [
        {
          variant: 31,
          variant_id: 'GONE-YG',
          variantKey: null,
          quantity: 0,
          price: 10_000,
          sum: 0,
          deleted: true,
          active: false,
          reason: 'OUT_OF_STOCK',
        },
      ],
    ],
  ] as const)('%s', (_name, requested, expected) => {
    const got = reconcileCart(requested, find);
    expect(got.map(({ sku: _s, ...rest }) => rest)).toEqual(expected);
  });

  it.each([
    ['an unknown sku', line('NOPE', 11, 1)],
    ['an unknown variant', line('RING', 99, 1)],
    ['a variant of another product', line('PEND', 11, 1)],
    ['an unpriced variant', line('FREE', 41, 1)],
  ])('%s comes back deleted, in its place', (_name, bad) => {
    const got = reconcileCart([line('RING', 11, 1), bad, line('PEND', 21, 1)], find);
    expect(got.map((l) => l.deleted)).toEqual([false, true, false]);
    expect(got[1]).toEqual({
      sku: bad.sku,
      variant: bad.variant,
      variant_id: null,
      variantKey: null,
      quantity: 0,
      price: 0,
      sum: 0,
      deleted: true,
      active: false,
      reason: 'UNAVAILABLE',
    });
  });

  it('keeps every invariant over many carts', () => {
    const skus = ['RING', 'PEND', 'GONE', 'FREE', 'NOPE'];
    const variants = [11, 12, 21, 31, 41, 'RING-RG', 'PEND-YG', 99];
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    for (let round = 0; round < 500; round++) {
      const requested = Array.from({ length: next(6) }, () =>
        line(skus[next(skus.length)]!, variants[next(variants.length)]!, 1 + next(MAX_QUANTITY)),
      );
      const got = reconcileCart(requested, find);
      const keptKeys = got.filter((l) => !l.deleted).map((l) => l.variantKey);
      expect(new Set(keptKeys).size).toBe(keptKeys.length); // one line per variant
      for (const l of got) {
        expect(l.sum).toBe(l.price * l.quantity);
        expect(l.active).toBe(!l.deleted);
        expect(
          l.deleted ? l.quantity === 0 && l.variantKey === null : l.quantity >= 1 && l.quantity <= MAX_QUANTITY,
        ).toBe(true);
      }
      // Never more of a ready piece than its stock, across its variants.
      const ringQty = got
        .filter((l) => !l.deleted && (l.variantKey === 11 || l.variantKey === 12))
        .reduce((s, l) => s + l.quantity, 0);
      expect(ringQty).toBeLessThanOrEqual(2);
      expect(got.filter((l) => l.sku === 'GONE' || l.sku === 'FREE' || l.sku === 'NOPE').every((l) => l.deleted)).toBe(
        true,
      );
    }
  });
});
