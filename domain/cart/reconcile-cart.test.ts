import { describe, expect, it } from 'vitest';
import type { Product } from '../catalog/product.ts';
import { MAX_QUANTITY, cartRequestLineSchema, cartUpdateBodySchema, type CartRequestLine } from './api-schemas.ts';
import { reconcileCart } from './reconcile-cart.ts';
import { validatePrices } from './validate-prices.ts';
import { variantFactsOf, type FindVariant, type VariantFacts } from './variant-facts.ts';

// A small catalogue: RING has stock 2 and two variants, PEND is made to order with none in stock,
// GONE is sold out, FREE has an unpriced variant (the mirror would not hold it; the rule checks anyway).
const facts: VariantFacts[] = [
  { id: 11, variant_id: 'RING-RG', productId: 1, sku: 'RING', offerprice: 50_000, stock: 2, madeToOrder: false },
  { id: 12, variant_id: 'RING-WG', productId: 1, sku: 'RING', offerprice: 52_000, stock: 2, madeToOrder: false },
  { id: 21, variant_id: 'PEND-YG', productId: 2, sku: 'PEND', offerprice: 30_000, stock: 0, madeToOrder: true },
  { id: 31, variant_id: 'GONE-YG', productId: 3, sku: 'GONE', offerprice: 10_000, stock: 0, madeToOrder: false },
  { id: 41, variant_id: 'FREE-YG', productId: 4, sku: 'FREE', offerprice: 0, stock: 5, madeToOrder: false },
];
const find: FindVariant = (sku, variant) => facts.find((f) => f.sku === sku && (f.id === variant || f.variant_id === variant));
const line = (sku: string, variant: number | string, quantity: number): CartRequestLine => ({ sku, variant, quantity });

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
    ['a line in stock keeps its quantity at today\'s price', [line('RING', 11, 1)], [kept(11, 'RING-RG', 1, 50_000)]],
    ['a variant named by its code', [line('RING', 'RING-WG', 2)], [{ ...kept(12, 'RING-WG', 2, 52_000), variant: 'RING-WG' }]],
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
      'a line left with no stock is deleted, with today\'s price and OUT_OF_STOCK',
      [line('RING', 11, 2), line('RING', 12, 1)],
      [
        kept(11, 'RING-RG', 2, 50_000),
        { variant: 12, variant_id: 'RING-WG', variantKey: null, quantity: 0, price: 52_000, sum: 0, deleted: true, active: false, reason: 'OUT_OF_STOCK' },
      ],
    ],
    [
      'a sold-out piece is deleted',
      [line('GONE', 31, 1)],
      [{ variant: 31, variant_id: 'GONE-YG', variantKey: null, quantity: 0, price: 10_000, sum: 0, deleted: true, active: false, reason: 'OUT_OF_STOCK' }],
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
    expect(got[1]).toEqual({ sku: bad.sku, variant: bad.variant, variant_id: null, variantKey: null, quantity: 0, price: 0, sum: 0, deleted: true, active: false, reason: 'UNAVAILABLE' });
  });

  it('keeps every invariant over many carts', () => {
    const skus = ['RING', 'PEND', 'GONE', 'FREE', 'NOPE'];
    const variants = [11, 12, 21, 31, 41, 'RING-RG', 'PEND-YG', 99];
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    for (let round = 0; round < 500; round++) {
      const requested = Array.from({ length: next(6) }, () => line(skus[next(skus.length)]!, variants[next(variants.length)]!, 1 + next(MAX_QUANTITY)));
      const got = reconcileCart(requested, find);
      const keptKeys = got.filter((l) => !l.deleted).map((l) => l.variantKey);
      expect(new Set(keptKeys).size).toBe(keptKeys.length); // one line per variant
      for (const l of got) {
        expect(l.sum).toBe(l.price * l.quantity);
        expect(l.active).toBe(!l.deleted);
        expect(l.deleted ? l.quantity === 0 && l.variantKey === null : l.quantity >= 1 && l.quantity <= MAX_QUANTITY).toBe(true);
      }
      // Never more of a ready piece than its stock, across its variants.
      const ringQty = got.filter((l) => !l.deleted && (l.variantKey === 11 || l.variantKey === 12)).reduce((s, l) => s + l.quantity, 0);
      expect(ringQty).toBeLessThanOrEqual(2);
      expect(got.filter((l) => l.sku === 'GONE' || l.sku === 'FREE' || l.sku === 'NOPE').every((l) => l.deleted)).toBe(true);
    }
  });
});

describe('validatePrices', () => {
  it.each([
    ['every price right', [{ sku: 'RING', variant: 11, qty: 1, price: 50_000 }], true, [{ price: 50_000, active: true, valid: true }]],
    ['a price differs', [{ sku: 'RING', variant: 11, qty: 1, price: 49_000 }], false, [{ price: 50_000, active: true, valid: false }]],
    [
      'one wrong among right ones',
      [
        { sku: 'RING', variant: 'RING-WG', qty: 1, price: 52_000 },
        { sku: 'PEND', variant: 21, qty: 3, price: 30_001 },
      ],
      false,
      [
        { price: 52_000, active: true, valid: true },
        { price: 30_000, active: true, valid: false },
      ],
    ],
    ['an unknown variant', [{ sku: 'RING', variant: 99, qty: 1, price: 50_000 }], false, [{ price: null, active: false, valid: false }]],
    ['an unpriced variant', [{ sku: 'FREE', variant: 41, qty: 1, price: 0 }], false, [{ price: null, active: false, valid: false }]],
    ['nothing to check', [], true, []],
  ] as const)('%s', (_name, items, valid, answers) => {
    const got = validatePrices(items, find);
    expect(got.valid).toBe(valid);
    expect(got.items.map(({ price, active, valid: v }) => ({ price, active, valid: v }))).toEqual(answers);
    expect(got.items.map((i) => [i.sku, i.variant])).toEqual(items.map((i) => [i.sku, i.variant]));
  });
});

describe('variantFactsOf', () => {
  const product = {
    id: 5,
    sku: 'SKU5',
    stock: 3,
    made_to_order: 'false',
    variants: [
      { id: 7, variant_id: 'SKU5-RG', offerprice: 1_000 },
      { id: 8, variant_id: '77', offerprice: 2_000 },
    ],
  } as unknown as Product;
  it.each([
    [7, 7],
    ['SKU5-RG', 7],
    ['7', 7], // a numeric id sent as digits
    ['77', 8], // a code made of digits wins over an id
    [8, 8],
    [9, undefined],
    ['SKU5-WG', undefined],
  ] as const)('%j → variant %s', (ref, id) => {
    expect(variantFactsOf(product, ref)?.id).toBe(id);
  });
  it('carries the product facts', () => {
    expect(variantFactsOf(product, 8)).toEqual({ id: 8, variant_id: '77', productId: 5, sku: 'SKU5', offerprice: 2_000, stock: 3, madeToOrder: false });
  });
});

describe('cart body schemas', () => {
  it.each([
    [{ sku: 'A', variant: 1, quantity: 1 }, true],
    [{ sku: 'A', variant: 'A-RG', quantity: MAX_QUANTITY }, true],
    [{ sku: 'A', variant: 1, quantity: 0 }, false],
    [{ sku: 'A', variant: 1, quantity: -1 }, false],
    [{ sku: 'A', variant: 1, quantity: 1.5 }, false],
    [{ sku: 'A', variant: 1, quantity: 1e9 }, false],
    [{ sku: 'A', variant: 1, quantity: '2' }, false],
    [{ sku: 'A', variant: 1 }, false],
    [{ sku: '', variant: 1, quantity: 1 }, false],
    [{ sku: 'A', variant: -4, quantity: 1 }, false],
    [{ sku: 'A', variant: 1, quantity: 1, price: 5 }, false], // no client price in a cart line
  ])('line %j valid: %s', (input, valid) => {
    expect(cartRequestLineSchema.safeParse(input).success).toBe(valid);
  });

  it('caps the lines of one request', () => {
    const cart = (n: number) => ({ message: { cart: Array.from({ length: n }, (_, i) => ({ sku: 'A', variant: i + 1, quantity: 1 })) } });
    expect(cartUpdateBodySchema.safeParse(cart(100)).success).toBe(true);
    expect(cartUpdateBodySchema.safeParse(cart(101)).success).toBe(false);
  });
});
