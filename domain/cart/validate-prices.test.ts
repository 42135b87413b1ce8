import { describe, expect, it } from 'vitest';
import { find } from './reconcile-cart.fixture.ts';
import { validatePrices } from './validate-prices.ts';

describe('validatePrices', () => {
  it.each([
    [
      'every price right',
      [{ sku: 'RING', variant: 11, qty: 1, price: 50_000 }],
      true,
      [{ price: 50_000, active: true, valid: true }],
    ],
    [
      'a price differs',
      [{ sku: 'RING', variant: 11, qty: 1, price: 49_000 }],
      false,
      [{ price: 50_000, active: true, valid: false }],
    ],
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
    [
      'an unknown variant',
      [{ sku: 'RING', variant: 99, qty: 1, price: 50_000 }],
      false,
      [{ price: null, active: false, valid: false }],
    ],
    [
      'an unpriced variant',
      [{ sku: 'FREE', variant: 41, qty: 1, price: 0 }],
      false,
      [{ price: null, active: false, valid: false }],
    ],
    ['nothing to check', [], true, []],
  ] as const)('%s', (_name, items, valid, answers) => {
    const got = validatePrices(items, find);
    expect(got.valid).toBe(valid);
    expect(got.items.map(({ price, active, valid: v }) => ({ price, active, valid: v }))).toEqual(answers);
    expect(got.items.map((i) => [i.sku, i.variant])).toEqual(items.map((i) => [i.sku, i.variant]));
  });
});
