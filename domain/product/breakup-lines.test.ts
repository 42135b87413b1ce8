import { describe, expect, it } from 'vitest';
import { computeBreakup } from '../catalog/price-breakup.ts';
import { breakupTable, discountPercent, MAKING_DISCOUNT_LABEL } from './breakup-lines.ts';

const priced = (metal: number, diamond: number, gemstone: number, making: number, gst = 3) => {
  const parts = { metal_price: metal, diamond_price: diamond, gemstone_price: gemstone, making_charge: making };
  return { ...parts, gst, offerprice: computeBreakup(parts, gst).total };
};

describe('breakupTable', () => {
  it.each([
    // a diamond ring with a gemstone: every line
    [priced(40_000, 20_000, 3_000, 5_000), ['Metal', 'Diamond', 'Gemstone', 'Making charge', 'GST (3%)'], 70_040],
    // a plain gold chain: no stone lines
    [priced(52_000, 0, 0, 6_500), ['Metal', 'Making charge', 'GST (3%)'], 60_255],
    // a loose solitaire: only the stone and the tax
    [priced(0, 2_10_000, 0, 0), ['Diamond', 'GST (3%)'], 2_16_300],
    // another GST percent
    [priced(10_000, 0, 0, 1_000, 1.5), ['Metal', 'Making charge', 'GST (1.5%)'], 11_165],
  ])('%o → %j totalling %i', (variant, labels, total) => {
    const table = breakupTable(variant)!;
    expect(table.lines.map((l) => l.label)).toEqual(labels);
    expect(table.total).toBe(total);
    expect(table.total).toBe(variant.offerprice);
  });

  it('adds up to the total, to the rupee, over many prices', () => {
    let seed = 11;
    const rnd = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    for (let i = 0; i < 2_000; i++) {
      const v = priced(rnd(300_000), rnd(500_000), rnd(40_000), rnd(50_000));
      const table = breakupTable(v)!;
      expect(table.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(table.total);
      expect(table.total).toBe(v.offerprice);
    }
  });

  it.each([
    [{ ...priced(40_000, 0, 0, 5_000), offerprice: 12_345 }], // parts that do not reach the price shown
    [{ ...priced(40_000, 0, 0, 5_000), metal_price: -1 }],
    [{ ...priced(40_000, 0, 0, 5_000), gst: Number.NaN }],
  ])('withholds a breakup that would contradict the price: %o', (variant) => {
    expect(breakupTable(variant)).toBeNull();
  });
});

describe('breakupTable details (issue 22: the rates a buyer checks)', () => {
  const ring = {
    ...priced(Math.round(3.214 * 6_950), 28_000, 0, 4_180),
    metal_weight: 3.214,
    metal_purity: '18K',
    diamond_carat: 0.25,
  };
  const table = breakupTable(ring)!;
  const detail = (label: string) => table.lines.find((l) => l.label === label)?.detail;

  it('shows the gold rate per gram and the weight it applies to, when they multiply back to the amount', () => {
    expect(detail('Metal')).toBe('18K gold, 3.214 g × ₹6,950/g');
  });
  it('shows the diamond weight and its average rate per carat', () => {
    expect(detail('Diamond')).toBe('0.25 ct, avg ₹1,12,000/ct');
  });
  it('shows the making charge as a percentage of the gold value', () => {
    expect(detail('Making charge')).toBe(`${Math.round((4_180 / ring.metal_price) * 1000) / 10}% of the gold value`);
  });
  it('still adds up to the price paid, to the rupee', () => {
    expect(table.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(ring.offerprice);
  });
  it('names no rate that would not multiply back', () => {
    expect(breakupTable({ ...priced(10_001, 0, 0, 900), metal_weight: 3 })!.lines[0]!.detail).toBe('3 g');
  });
});

describe('breakupTable with a making discount (issue 22: the discount as its own line)', () => {
  const ring = { ...priced(22_337, 28_000, 0, 4_000), metal_weight: 3.214, metal_purity: '18K', diamond_carat: 0.25 };
  it.for([
    // discount, the lines' labels and amounts, the discount line's detail
    [
      1_000,
      [
        ['Metal', 22_337],
        ['Diamond', 28_000],
        ['Making charge', 5_000],
        [MAKING_DISCOUNT_LABEL, -1_000],
        ['GST (3%)', 1_630],
      ],
      '20% off',
    ],
    [
      360,
      [
        ['Metal', 22_337],
        ['Diamond', 28_000],
        ['Making charge', 4_360],
        [MAKING_DISCOUNT_LABEL, -360],
        ['GST (3%)', 1_630],
      ],
      '8.3% off',
    ],
    [
      0,
      [
        ['Metal', 22_337],
        ['Diamond', 28_000],
        ['Making charge', 4_000],
        ['GST (3%)', 1_630],
      ],
      undefined,
    ],
  ] as const)('₹%i off the making', ([discount, rows, detail]) => {
    const table = breakupTable({ ...ring, making_discount: discount })!;
    expect(table.lines.map((l) => [l.label, l.amount])).toEqual(rows);
    expect(table.lines.find((l) => l.label === MAKING_DISCOUNT_LABEL)?.detail).toBe(detail);
    // The price is what it was: the list making less the discount is what is charged.
    expect(table.total).toBe(ring.offerprice);
    expect(table.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(table.total);
  });

  it('states the making percentage on the list making charge, before the discount', () => {
    const table = breakupTable({ ...ring, making_discount: 1_000 })!;
    expect(table.lines.find((l) => l.label === 'Making charge')?.detail).toBe('22.4% of the gold value');
  });

  it.for([[-1], [1.5], [Number.NaN]] as const)('withholds a breakup with a discount of %f', ([discount]) => {
    expect(breakupTable({ ...ring, making_discount: discount })).toBeNull();
  });
});

describe('discountPercent', () => {
  it.for([
    [1_000, 5_000, '20% off'],
    [250, 1_000, '25% off'],
    [360, 4_360, '8.3% off'],
  ] as const)('₹%i of ₹%i → %s', ([discount, list, text]) => {
    expect(discountPercent(discount, list)).toBe(text);
  });
});
