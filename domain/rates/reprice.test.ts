import { describe, expect, it } from 'vitest';
import { computeBreakup } from '../catalog/price-breakup.ts';
import { repriceVariant, type RepriceInput } from './reprice.ts';

const base: RepriceInput = {
  metalWeight: 3.456,
  ratePerGram: 6_950,
  diamondPrice: 0,
  gemstonePrice: 0,
  makingCharge: 0,
  gstPercent: 3,
  offerprice: 0,
  price: 0,
};

// Purities by their rate (₹/g), weights from a 0.4 g nose pin to a 62 g necklace, with and without
// stones and making: the parts plus GST are the offer price within ₹1, and nothing is negative.
const rates = { '24K': 7_600, '22K': 6_970, '18K': 5_700, '14K': 4_430, Platinum: 3_150, Silver: 92, zero: 0 };
const weights = [0, 0.4, 1.005, 3.456, 12.5, 62.125];
const stones = [
  { diamondPrice: 0, gemstonePrice: 0 },
  { diamondPrice: 48_230, gemstonePrice: 0 },
  { diamondPrice: 12_40_000, gemstonePrice: 18_500 },
];
const makings = [0, 750, 12_340];
const cases = Object.entries(rates).flatMap(([purity, ratePerGram]) =>
  weights.flatMap((metalWeight) =>
    stones.flatMap((s) => makings.map((makingCharge) => ({ purity, ratePerGram, metalWeight, ...s, makingCharge }))),
  ),
);

describe('repriceVariant', () => {
  it.each(cases)(
    '$purity at ₹$ratePerGram/g, $metalWeight g, stones ₹$diamondPrice+₹$gemstonePrice, making ₹$makingCharge',
    (c) => {
      const out = repriceVariant({ ...base, ...c, offerprice: 10_000, price: 11_800 });
      const parts = out.metalPrice + c.diamondPrice + c.gemstonePrice + c.makingCharge;
      expect(Math.abs(parts + out.gstAmount - out.offerprice)).toBeLessThanOrEqual(1);
      expect(Math.abs(out.metalPrice - c.metalWeight * c.ratePerGram)).toBeLessThanOrEqual(0.5);
      for (const v of Object.values(out)) expect(v).toBeGreaterThanOrEqual(0);
      expect(out.price).toBeGreaterThanOrEqual(out.offerprice);
    },
  );

  it('is the breakup the product page shows: the same total as computeBreakup of the new parts', () => {
    const out = repriceVariant({ ...base, diamondPrice: 52_310, makingCharge: 4_280 });
    const b = computeBreakup(
      { metal_price: 24_019, diamond_price: 52_310, gemstone_price: 0, making_charge: 4_280 },
      3,
    );
    expect(out).toMatchObject({ metalPrice: 24_019, gstAmount: b.gst_amount, offerprice: b.total });
  });

  it.each([
    // [old offer, old price, new offer (from the parts), expected price]: the markup kept, up to ₹100.
    [10_000, 11_800, 'keeps an 18% markup, rounded up to ₹100'],
    [10_000, 10_000, 'no markup: the offer price itself'],
    [10_000, 9_000, 'a price below the offer price is not kept: the offer price'],
    [0, 0, 'a piece that had no price: the offer price'],
  ] as const)('retail price from %i/%i: %s', (offerprice, price, _why) => {
    const out = repriceVariant({ ...base, offerprice, price });
    const expected =
      offerprice > 0 && price > offerprice
        ? Math.ceil((out.offerprice * price) / offerprice / 100) * 100
        : out.offerprice;
    expect(out.price).toBe(expected);
    expect(out.price).toBeGreaterThanOrEqual(out.offerprice);
  });

  it('follows the rate: a dearer rate never lowers a price', () => {
    const at = (ratePerGram: number) => repriceVariant({ ...base, ratePerGram, offerprice: 30_000, price: 35_000 });
    expect(at(7_000).offerprice).toBeGreaterThan(at(6_950).offerprice);
    expect(at(7_000).price).toBeGreaterThanOrEqual(at(6_950).price);
  });

  it.each([-1, 1.5, Number.NaN])('refuses a rate of %s', (ratePerGram) => {
    expect(() => repriceVariant({ ...base, ratePerGram })).toThrow(RangeError);
  });
});
