import { describe, expect, it } from 'vitest';
import { computeBreakup } from './price-breakup.ts';
import {
  changedFields,
  duplicateVariants,
  metalProblem,
  priceFromParts,
  productValueOf,
  touchesPrice,
  variantIdOf,
  variantProblems,
} from './product-edit.ts';

describe('changedFields', () => {
  const before = { name: 'Aria Ring', stock: 3, hidden: false, weight: 2.5, occasion: null as string | null };
  it.each([
    ['nothing sent', {}, {}, {}],
    ['the same values', { name: 'Aria Ring', stock: 3, weight: 2.5 }, {}, {}],
    ['a new name', { name: 'Aria Band' }, { name: 'Aria Ring' }, { name: 'Aria Band' }],
    ['stock to 0', { stock: 0 }, { stock: 3 }, { stock: 0 }],
    ['hidden', { hidden: true, name: 'Aria Ring' }, { hidden: false }, { hidden: true }],
    ['an occasion cleared', { occasion: null }, {}, {}],
    ['a float within a nanogram', { weight: 2.5000000001 }, {}, {}],
    ['undefined is not sent', { name: undefined }, {}, {}],
  ])('%s', (_label, change, was, now) => {
    expect(changedFields(before, change as Partial<typeof before>)).toEqual({ before: was, after: now });
  });
});

describe('touchesPrice', () => {
  it.each([
    [{ making_charge: 1 }, true],
    [{ metal_weight: 2 }, true],
    [{ metal_purity: '22K' }, true],
    [{ short_description: 'x' }, false],
    [{ diamond_count: 3 }, false],
    [{}, false],
  ])('%j → %s', (after, expected) => expect(touchesPrice(after)).toBe(expected));
});

describe('metalProblem', () => {
  it.each([
    ['Gold', '18K', 2, null],
    ['Gold', '24K', 2, null],
    ['Platinum', '950', 2, null],
    ['Silver', '925', 20, null],
    ['None', 'None', 0, null],
    ['Gold', '925', 2, /Gold is not sold in 925/],
    ['Gold', '9K', 2, /not sold in 9K/],
    ['None', '18K', 0, /metal None and purity None/],
    ['Gold', 'None', 0, /metal None and purity None/],
    ['None', 'None', 1.2, /weighs 0 g/],
  ])('%s %s %s g', (metal_type, metal_purity, metal_weight, expected) => {
    const found = metalProblem({ metal_type, metal_purity, metal_weight });
    if (expected === null) expect(found).toBeNull();
    else expect(found).toMatch(expected);
  });
});

describe('variantProblems', () => {
  const ok = {
    metal_type: 'Gold',
    metal_purity: '18K',
    metal_weight: 3,
    gross_weight: 3.2,
    diamond_count: 4,
    diamond_carat: 0.2,
    gemstone_count: 0,
    gemstone_type: null,
  };
  it.each([
    ['a sound variant', {}, []],
    ['gross 0 (not weighed)', { gross_weight: 0 }, []],
    ['gross below the metal', { gross_weight: 2.9 }, ['gross_weight']],
    ['carats without a count', { diamond_count: 0 }, ['diamond_count']],
    ['gemstones without a name', { gemstone_count: 2 }, ['gemstone_type']],
    ['an unsold purity', { metal_purity: '9K' }, ['metal_purity']],
  ])('%s', (_label, change, fields) => {
    expect(Object.keys(variantProblems({ ...ok, ...change })).sort()).toEqual(fields);
  });
});

describe('priceFromParts', () => {
  const parts = {
    metal_type: 'Gold',
    metal_purity: '18K',
    metal_weight: 3.456,
    diamond_price: 48_230,
    gemstone_price: 0,
    making_charge: 2_750,
    gst: 3,
  };
  it.each([
    ['18K with diamonds', parts, 5_700],
    ['no making', { ...parts, making_charge: 0 }, 5_700],
    ['22K plain gold', { ...parts, metal_purity: '22K', diamond_price: 0 }, 6_970],
    ['silver', { ...parts, metal_type: 'Silver', metal_purity: '925', metal_weight: 25 }, 92],
    ['a loose stone ignores the rate', { ...parts, metal_type: 'None', metal_purity: 'None', metal_weight: 0 }, 5_700],
    ['zero GST', { ...parts, gst: 0 }, 5_700],
  ])('%s: the parts plus GST are the offer price', (_label, p, rate) => {
    const out = priceFromParts(p, rate);
    const b = computeBreakup(
      {
        metal_price: out.metal_price,
        diamond_price: p.diamond_price,
        gemstone_price: p.gemstone_price,
        making_charge: p.making_charge,
      },
      p.gst,
    );
    expect(out.offerprice).toBe(b.total);
    expect(out.metal_price).toBe(p.metal_type === 'None' ? 0 : Math.round(p.metal_weight * rate));
    expect(out.price).toBe(out.offerprice); // a new variant has no markup
    expect(out.offerprice).toBeGreaterThanOrEqual(0);
  });

  it('keeps an existing markup over the new offer price, rounded up to ₹100', () => {
    const out = priceFromParts(parts, 5_700, { offerprice: 70_000, price: 84_000 });
    expect(out.price).toBe(Math.ceil((out.offerprice * 1.2) / 100) * 100);
  });

  it('refuses a negative part (never a negative price)', () => {
    expect(() => priceFromParts({ ...parts, making_charge: -1 }, 5_700)).toThrow(RangeError);
  });
});

describe('names of a new piece', () => {
  it.each([
    ['Aria Solitaire Ring', 'R1024', 'aria-solitaire-ring-r1024'],
    ['  Māla  Chain ', 'CH-9', 'mala-chain-ch-9'],
  ])('%s %s → %s', (name, sku, value) => expect(productValueOf(name, sku)).toBe(value));

  it.each([
    ['R1024', 'rose-gold', null, 'R1024-RG'],
    ['R1024', 'yellow-gold', '12', 'R1024-YG-12'],
    ['B7', 'white-gold', '2.4', 'B7-WG-24'],
  ] as const)('%s %s %s → %s', (sku, color, size, id) => expect(variantIdOf(sku, color, size)).toBe(id));

  it('finds variants that repeat a colour and size', () => {
    expect(
      duplicateVariants([
        { color: 'rose-gold', size: '12' },
        { color: 'rose-gold', size: '13' },
        { color: 'rose-gold', size: '12' },
        { color: 'white-gold', size: null },
      ]),
    ).toEqual([2]);
  });
});
