import { describe, expect, it } from 'vitest';
import { lineBreakupRows, type LineBreakup } from './line-breakup.ts';

const ring: LineBreakup = {
  metal_price: 20_000,
  diamond_price: 7_155,
  gemstone_price: 0,
  making_charge: 999,
  gst_percent: 3,
  gst_amount: 845,
};

describe('lineBreakupRows', () => {
  it.each([
    ['a diamond ring: no gemstone line', ring, ['Metal 20000', 'Diamond 7155', 'Making charge 999', 'GST (3%) 845']],
    [
      'a plain gold chain: no diamond, no gemstone',
      { ...ring, diamond_price: 0 },
      ['Metal 20000', 'Making charge 999', 'GST (3%) 845'],
    ],
    [
      'a ruby and diamond pendant: every part',
      { ...ring, gemstone_price: 12_500 },
      ['Metal 20000', 'Diamond 7155', 'Gemstone 12500', 'Making charge 999', 'GST (3%) 845'],
    ],
    [
      'a gemstone without diamonds',
      { ...ring, diamond_price: 0, gemstone_price: 4_000 },
      ['Metal 20000', 'Gemstone 4000', 'Making charge 999', 'GST (3%) 845'],
    ],
    [
      'a fractional GST percent',
      { ...ring, gst_percent: 1.5 },
      ['Metal 20000', 'Diamond 7155', 'Making charge 999', 'GST (1.5%) 845'],
    ],
    [
      'a zero making charge still shown',
      { ...ring, making_charge: 0 },
      ['Metal 20000', 'Diamond 7155', 'Making charge 0', 'GST (3%) 845'],
    ],
  ])('%s', (_name, breakup, rows) => {
    expect(lineBreakupRows(breakup).map((r) => `${r.label} ${r.amount}`)).toEqual(rows);
  });

  it.for([
    [
      'a discounted making charge: the list making, then the discount as its own row',
      { ...ring, making_discount: 250 },
      ['Metal 20000', 'Diamond 7155', 'Making charge 1249', 'Discount on making charge -250', 'GST (3%) 845'],
    ],
    [
      'a discount of 0 (or an order from before it was recorded): no discount row',
      { ...ring, making_discount: 0 },
      ['Metal 20000', 'Diamond 7155', 'Making charge 999', 'GST (3%) 845'],
    ],
  ] as const)('%s', ([, breakup, rows]) => {
    const got = lineBreakupRows(breakup);
    expect(got.map((r) => `${r.label} ${r.amount}`)).toEqual(rows);
    // The rows still add up to the unit price as sold.
    const unit =
      breakup.metal_price + breakup.diamond_price + breakup.gemstone_price + breakup.making_charge + breakup.gst_amount;
    expect(got.reduce((sum, r) => sum + r.amount, 0)).toBe(unit);
  });
});
