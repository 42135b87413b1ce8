import { describe, expect, it } from 'vitest';
import { computeBreakup, metalPrice } from './price-breakup.ts';

describe('computeBreakup', () => {
  it.each([
    // metal, diamond, gemstone, making, gst%, expected gst, expected total
    [40_000, 20_000, 0, 5_000, 3, 1_950, 66_950],
    [1, 0, 0, 0, 3, 0, 1], // 0.03 rounds down
    [17, 0, 0, 0, 3, 1, 18], // 0.51 rounds up
    [50, 0, 0, 0, 3, 2, 52], // 1.5 rounds half up
    [0, 0, 0, 0, 3, 0, 0],
    [100_000, 0, 0, 0, 1.5, 1_500, 101_500],
    [333, 333, 333, 1, 0.25, 3, 1_003],
  ])('metal %i diamond %i gemstone %i making %i at %f%%', (metal, diamond, gemstone, making, gst, gstAmount, total) => {
    const b = computeBreakup(
      { metal_price: metal, diamond_price: diamond, gemstone_price: gemstone, making_charge: making },
      gst,
    );
    expect(b.gst_amount).toBe(gstAmount);
    expect(b.total).toBe(total);
  });

  it('always adds up to the total, to the rupee', () => {
    let seed = 7;
    const rnd = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    for (let i = 0; i < 5_000; i++) {
      const parts = {
        metal_price: rnd(400_000),
        diamond_price: rnd(900_000),
        gemstone_price: rnd(50_000),
        making_charge: rnd(60_000),
      };
      const b = computeBreakup(parts, 3);
      expect(b.metal_price + b.diamond_price + b.gemstone_price + b.making_charge + b.gst_amount).toBe(b.total);
      expect(Math.abs(b.gst_amount - b.subtotal * 0.03)).toBeLessThanOrEqual(0.5);
    }
  });

  it.each([
    [{ metal_price: -1, diamond_price: 0, gemstone_price: 0, making_charge: 0 }, 3],
    [{ metal_price: 1.5, diamond_price: 0, gemstone_price: 0, making_charge: 0 }, 3],
    [{ metal_price: 1, diamond_price: 0, gemstone_price: 0, making_charge: 0 }, -3],
    [{ metal_price: 1, diamond_price: 0, gemstone_price: 0, making_charge: 0 }, Number.NaN],
  ])('refuses bad parts %o at %f', (parts, gst) => {
    expect(() => computeBreakup(parts, gst)).toThrow(RangeError);
  });
});

describe('metalPrice', () => {
  it('rounds weight times rate to the rupee', () => {
    expect(metalPrice(3.215, 6_120)).toBe(19_676);
    expect(metalPrice(0, 6_120)).toBe(0);
    expect(() => metalPrice(-1, 10)).toThrow(RangeError);
  });
});
