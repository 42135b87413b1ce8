import { describe, expect, it } from 'vitest';
import { orderTotals, orderTotalsRows } from './order-totals.ts';

describe('orderTotals', () => {
  it.each([
    [[{ qty: 1, unitPrice: 45_999 }], 0, 0, { lineTotals: [45_999], subtotal: 45_999, amount: 45_999 }],
    [
      [
        { qty: 2, unitPrice: 12_500 },
        { qty: 1, unitPrice: 1_00_000 },
      ],
      5_000,
      0,
      { lineTotals: [25_000, 1_00_000], subtotal: 1_25_000, amount: 1_20_000 },
    ],
    [[{ qty: 1, unitPrice: 1_000 }], 0, 250, { lineTotals: [1_000], subtotal: 1_000, amount: 1_250 }],
    [[{ qty: 1, unitPrice: 1_000 }], 1_000, 0, { lineTotals: [1_000], subtotal: 1_000, amount: 0 }],
    [[{ qty: 3, unitPrice: 0 }], 0, 0, { lineTotals: [0], subtotal: 0, amount: 0 }],
  ])('%j, discount %d, charges %d', (lines, discount, charges, expected) => {
    expect(orderTotals(lines, discount, charges)).toEqual({ ...expected, discount, charges });
  });

  it.each([
    ['no lines', [], 0, 0, /at least one line/],
    ['a zero quantity', [{ qty: 0, unitPrice: 100 }], 0, 0, /qty/],
    ['a fractional quantity', [{ qty: 1.5, unitPrice: 100 }], 0, 0, /qty/],
    ['a huge quantity', [{ qty: 100, unitPrice: 100 }], 0, 0, /qty/],
    ['paise', [{ qty: 1, unitPrice: 99.5 }], 0, 0, /unit price/],
    ['a negative price', [{ qty: 1, unitPrice: -1 }], 0, 0, /unit price/],
    ['a negative discount', [{ qty: 1, unitPrice: 100 }], -1, 0, /discount/],
    ['negative charges', [{ qty: 1, unitPrice: 100 }], 0, -5, /charges/],
    ['a discount above the order', [{ qty: 1, unitPrice: 100 }], 101, 0, /larger than the order/],
    ['an amount beyond an int4', [{ qty: 99, unitPrice: 50_000_000 }], 0, 0, /too large/],
    ['too many lines', Array.from({ length: 101 }, () => ({ qty: 1, unitPrice: 1 })), 0, 0, /at most 100 lines/],
  ])('refuses %s', (_name, lines, discount, charges, message) => {
    expect(() => orderTotals(lines, discount, charges)).toThrow(message);
  });
});

describe('orderTotalsRows', () => {
  const base = { subtotal: 1_25_000, discount: 0, charges: 0, amount: 1_25_000, coupon_code: null };
  it.each([
    [
      'no discount: no discount row, free shipping',
      base,
      ['Subtotal ₹1,25,000', 'Shipping and charges Free', 'Total ₹1,25,000'],
    ],
    [
      'a coupon: its code and amount',
      { ...base, discount: 5_000, amount: 1_20_000, coupon_code: 'SHAADI5K' },
      ['Subtotal ₹1,25,000', 'Coupon SHAADI5K −₹5,000', 'Shipping and charges Free', 'Total ₹1,20,000'],
    ],
    [
      'a discount without a code (older orders)',
      { ...base, discount: 500, amount: 1_24_500 },
      ['Subtotal ₹1,25,000', 'Discount −₹500', 'Shipping and charges Free', 'Total ₹1,24,500'],
    ],
    [
      'charges',
      { ...base, charges: 250, amount: 1_25_250 },
      ['Subtotal ₹1,25,000', 'Shipping and charges ₹250', 'Total ₹1,25,250'],
    ],
    [
      'shipped abroad: the charge named as international shipping',
      { ...base, charges: 3_000, amount: 1_28_000, international: { country: 'United Kingdom' } },
      ['Subtotal ₹1,25,000', 'International shipping to United Kingdom ₹3,000', 'Total ₹1,28,000'],
    ],
    [
      'Indian grouping past a crore',
      { ...base, subtotal: 1_23_45_678, amount: 1_23_45_678 },
      ['Subtotal ₹1,23,45,678', 'Shipping and charges Free', 'Total ₹1,23,45,678'],
    ],
    [
      'part paid by a gift card: its part and the rest',
      { ...base, gift_card_amount: 25_000 },
      [
        'Subtotal ₹1,25,000',
        'Shipping and charges Free',
        'Total ₹1,25,000',
        'Paid by gift card ₹25,000',
        'Rest ₹1,00,000',
      ],
    ],
    [
      'paid in full by a gift card: no rest',
      { ...base, gift_card_amount: 1_25_000 },
      ['Subtotal ₹1,25,000', 'Shipping and charges Free', 'Total ₹1,25,000', 'Paid by gift card ₹1,25,000'],
    ],
  ])('%s', (_name, order, rows) => {
    expect(orderTotalsRows(order).map((r) => `${r.label} ${r.text}`)).toEqual(rows);
  });
});
