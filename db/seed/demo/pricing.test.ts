// The diamond and making tables behave like a jeweller's: better and bigger stones cost more, and
// every price goes through computeBreakup so the breakup adds up.
import { describe, expect, it } from 'vitest';
import { computeBreakup, metalPrice } from '../../../domain/catalog/price-breakup.ts';
import {
  CLARITIES,
  DIAMOND_COLORS,
  diamondPrice,
  gemstonePrice,
  makingCharge,
  priceVariant,
  retailPrice,
} from './pricing.ts';

describe('diamondPrice', () => {
  it('rises with clarity and with colour', () => {
    const byClarity = CLARITIES.map((c) => diamondPrice(0.5, 1, c, 'G-H'));
    expect([...byClarity].sort((a, b) => b - a)).toEqual(byClarity);
    const byColor = DIAMOND_COLORS.map((c) => diamondPrice(0.5, 1, 'VS2', c));
    expect([...byColor].sort((a, b) => b - a)).toEqual(byColor);
  });

  it('charges more per carat for one big stone than for many small ones of the same weight', () => {
    expect(diamondPrice(1, 1, 'VS1', 'F-G')).toBeGreaterThan(5 * diamondPrice(1, 100, 'VS1', 'F-G'));
  });

  it('is whole tens of rupees, and zero without stones', () => {
    expect(diamondPrice(0.337, 13, 'SI1', 'H-I') % 10).toBe(0);
    expect(diamondPrice(0, 0, 'VS1', 'F-G')).toBe(0);
    expect(gemstonePrice(null, 1)).toBe(0);
    expect(gemstonePrice('Ruby', 2)).toBe(60_000);
  });
});

describe('makingCharge', () => {
  it('has a floor for tiny pieces and grows with weight and stones', () => {
    expect(makingCharge(0.3, 1_500, 1)).toBe(750);
    expect(makingCharge(10, 1_000, 0)).toBe(10_000);
    expect(makingCharge(10, 1_000, 20)).toBe(10_700);
    expect(makingCharge(0, 1_000, 5)).toBe(0);
  });
});

describe('priceVariant', () => {
  it.each([
    [3.25, 6_950, 42_130, 0, 4_100, 0.18],
    [0, 6_950, 1_52_000, 0, 0, 0.1],
    [25.5, 7_200, 2_10_000, 18_000, 34_000, 0.25],
  ])('weight %f at ₹%i/g: offerprice is the breakup total', (weight, rate, diamond, gem, making, markup) => {
    const p = priceVariant({
      metalWeight: weight,
      goldRatePerGram: rate,
      diamondPrice: diamond,
      gemstonePrice: gem,
      makingCharge: making,
      markup,
    });
    expect(p.metalPrice).toBe(metalPrice(weight, rate));
    const b = computeBreakup(
      { metal_price: p.metalPrice, diamond_price: diamond, gemstone_price: gem, making_charge: making },
      3,
    );
    expect(p.offerprice).toBe(b.total);
    expect(p.price).toBe(retailPrice(p.offerprice, markup));
    expect(p.price).toBeGreaterThan(p.offerprice);
  });

  it('rounds the retail price up to ₹100, always above the offer', () => {
    expect(retailPrice(10_000, 0.1)).toBe(11_000);
    expect(retailPrice(10_001, 0.1)).toBe(11_100);
    expect(retailPrice(99, 0.1)).toBe(200);
  });
});
