import { describe, expect, it } from 'vitest';
import { computeBreakup } from '../catalog/price-breakup';
import { compareFairPrice, FAIR_PRICE_SAMPLES, RETAIL_MARKUP_PERCENT, withMarkup, type FairPriceSample } from './fair-pricing';

const sample = (over: Partial<FairPriceSample> = {}): FairPriceSample => ({
  id: 's',
  name: 'Sample',
  details: 'd',
  metalWeightGrams: 2,
  ratePerGram: 7_000,
  diamondPrice: 10_000,
  gemstonePrice: 0,
  makingCharge: 2_000,
  ...over,
});

describe('withMarkup', () => {
  it.each([
    [100, 40, 140],
    [0, 40, 0],
    [1, 40, 1], // 1.4 rounds down
    [5, 50, 8], // 7.5 rounds half up
    [1_00_000, 40, 1_40_000],
    [97_135, 40, 1_35_989],
    [12_345, 0, 12_345],
  ])('%i raised by %i%% is %i', (amount, percent, expected) => {
    expect(withMarkup(amount, percent)).toBe(expected);
  });

  it.each([
    [-1, 40],
    [10.5, 40],
    [100, -5],
    [100, 2.5],
  ])('refuses %d and %d', (amount, percent) => {
    expect(() => withMarkup(amount, percent)).toThrow(RangeError);
  });
});

describe('compareFairPrice', () => {
  it('prices a piece with the store breakup: metal at rate × weight, parts, then 3% GST', () => {
    const c = compareFairPrice(sample());
    // 2 g × ₹7,000 = 14,000; + 10,000 + 2,000 = 26,000; GST 780; total 26,780; +40% = 37,492.
    expect(c.breakup).toEqual({ metal_price: 14_000, diamond_price: 10_000, gemstone_price: 0, making_charge: 2_000, gst_percent: 3, gst_amount: 780, subtotal: 26_000, total: 26_780 });
    expect(c.typicalRetail).toBe(37_492);
    expect(c.saving).toBe(10_712);
  });

  it('rounds the metal to the rupee before the tax', () => {
    const c = compareFairPrice(sample({ metalWeightGrams: 3.17, ratePerGram: 6_950, diamondPrice: 0, makingCharge: 0 }));
    expect(c.breakup.metal_price).toBe(22_032); // 22,031.5 rounds up
    expect(c.breakup.gst_amount).toBe(661); // 660.96
  });

  it('uses the markup it is given', () => {
    expect(compareFairPrice(sample(), 0).saving).toBe(0);
    expect(compareFairPrice(sample(), 100).typicalRetail).toBe(53_560);
  });

  it('refuses a sample with a fractional part', () => {
    expect(() => compareFairPrice(sample({ diamondPrice: 10.5 }))).toThrow(RangeError);
  });

  it.each(FAIR_PRICE_SAMPLES.map((s) => [s.id, s] as const))('keeps the page sample %s adding up', (_id, s) => {
    const c = compareFairPrice(s);
    expect(c.breakup).toEqual(computeBreakup({ metal_price: Math.round(s.metalWeightGrams * s.ratePerGram), diamond_price: s.diamondPrice, gemstone_price: s.gemstonePrice, making_charge: s.makingCharge }, 3));
    expect(c.typicalRetail).toBe(Math.round(c.breakup.total * 1.4));
    expect(c.saving).toBeGreaterThan(0);
    expect(RETAIL_MARKUP_PERCENT).toBe(40);
  });
});
