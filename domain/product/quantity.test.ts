import { describe, expect, it } from 'vitest';
import { clampQuantity, isSoldOut, MAX_QUANTITY, stepQuantity, stockStatus, STOCK_TEXTS } from './quantity.ts';

const ready = (stock: number) => ({ made_to_order: 'false', stock });
const madeToOrder = { made_to_order: 'true', stock: 0 };

describe('stockStatus', () => {
  it.each([
    [ready(3), STOCK_TEXTS.inStock, false],
    [ready(1), 'In Stock', false],
    [ready(0), 'Out of Stock !', true],
    [ready(-2), 'Out of Stock !', true],
    [madeToOrder, 'Made to order', false],
    [{ made_to_order: 'true', stock: 4 }, 'Made to order', false],
  ])('%o → %s', (facts, status, soldOut) => {
    expect(stockStatus(facts)).toBe(status);
    expect(isSoldOut(facts)).toBe(soldOut);
  });
});

describe('stepQuantity', () => {
  it.each([
    // quantity, direction, facts, expected
    [1, 1, ready(3), { quantity: 2, outOfStock: false }],
    [2, 1, ready(3), { quantity: 3, outOfStock: false }],
    [3, 1, ready(3), { quantity: 3, outOfStock: true }], // beyond stock: stays, says Out of Stock !
    [1, 1, ready(1), { quantity: 1, outOfStock: true }],
    [1, 1, ready(0), { quantity: 1, outOfStock: true }],
    [3, -1, ready(3), { quantity: 2, outOfStock: false }],
    [1, -1, ready(3), { quantity: 1, outOfStock: false }], // minimum 1
    [1, 1, madeToOrder, { quantity: 2, outOfStock: false }], // made to order: no stock cap
    [40, 1, madeToOrder, { quantity: 41, outOfStock: false }],
    [MAX_QUANTITY, 1, madeToOrder, { quantity: MAX_QUANTITY, outOfStock: false }],
    [9, 1, ready(3), { quantity: 3, outOfStock: true }], // a stale quantity is clamped first
  ] as const)('%i %i on %o → %o', (quantity, direction, facts, expected) => {
    expect(stepQuantity(quantity, direction, facts)).toEqual(expected);
  });
});

describe('clampQuantity', () => {
  it.each([
    [0, ready(5), 1],
    [-4, ready(5), 1],
    [2.7, ready(5), 2],
    [Number.NaN, ready(5), 1],
    [Number.POSITIVE_INFINITY, ready(5), 1],
    [8, ready(5), 5],
    [8, ready(0), 1],
    [500, madeToOrder, MAX_QUANTITY],
  ])('%d on %o → %i', (quantity, facts, expected) => {
    expect(clampQuantity(quantity, facts)).toBe(expected);
  });
});
