import { describe, expect, it } from 'vitest';
import { createPrng } from '../random/prng.ts';
import {
  couponDiscount,
  couponLineMask,
  couponRefusal,
  normalizeCouponCode,
  spreadDiscount,
  subtotalLimitText,
  type CouponState,
  type CouponTerms,
} from './discount.ts';

const pct = (value: number, maxDiscount: number | null = null): CouponTerms => ({
  kind: 'PERCENTAGE',
  value,
  maxDiscount,
  minSubtotal: 0,
});
const flat = (value: number, maxDiscount: number | null = null): CouponTerms => ({
  kind: 'FLAT',
  value,
  maxDiscount,
  minSubtotal: 0,
});

describe('couponDiscount', () => {
  it.each([
    ['10% of ₹1,00,000', pct(10), 1_00_000, 10_000],
    ['10% of ₹0', pct(10), 0, 0],
    ['0% of ₹50,000', pct(0), 50_000, 0],
    ['100% of ₹49,001', pct(100), 49_001, 49_001],
    // Half a rupee rounds up, less than half rounds down.
    ['5% of ₹10 (0.5 → 1)', pct(5), 10, 1],
    ['5% of ₹9 (0.45 → 0)', pct(5), 9, 0],
    ['15% of ₹1,99,999 (29,999.85 → 30,000)', pct(15), 1_99_999, 30_000],
    ['7% of ₹1,234 (86.38 → 86)', pct(7), 1_234, 86],
    ['33% of ₹1 (0.33 → 0)', pct(33), 1, 0],
    ['50% of ₹1 (0.5 → 1)', pct(50), 1, 1],
    ['10% capped at ₹5,000', pct(10, 5_000), 2_00_000, 5_000],
    ['10% under its cap', pct(10, 5_000), 40_000, 4_000],
    ['a cap of ₹0', pct(10, 0), 40_000, 0],
    ['flat ₹5,000 off ₹49,000', flat(5_000), 49_000, 5_000],
    ['flat ₹5,000 off ₹4,999 (never below zero)', flat(5_000), 4_999, 4_999],
    ['flat ₹5,000 off ₹0', flat(5_000), 0, 0],
    ['flat ₹5,000 capped at ₹1,000', flat(5_000, 1_000), 10_000, 1_000],
    ['flat ₹0', flat(0), 10_000, 0],
    ['a large order: 12% of ₹9,99,99,999', pct(12), 9_99_99_999, 1_20_00_000],
  ])('%s', (_name, terms, subtotal, expected) => {
    const discount = couponDiscount(terms, subtotal);
    expect(discount).toBe(expected);
    expect(Number.isInteger(discount)).toBe(true);
    expect(subtotal - discount).toBeGreaterThanOrEqual(0);
  });

  it('ignores the minimum subtotal (couponRefusal checks it)', () => {
    expect(couponDiscount({ ...flat(500), minSubtotal: 1_00_000 }, 1_000)).toBe(500);
  });

  it.each([
    ['a negative subtotal', pct(10), -1, /subtotal/],
    ['a fractional subtotal', pct(10), 99.5, /subtotal/],
    ['NaN', pct(10), Number.NaN, /subtotal/],
    ['a negative value', flat(-100), 1_000, /value/],
    ['a fractional percentage', pct(12.5), 1_000, /value/],
    ['a percentage above 100', pct(101), 1_000, /at most 100/],
    ['a negative cap', pct(10, -1), 1_000, /maxDiscount/],
  ])('refuses %s', (_name, terms, subtotal, message) => {
    expect(() => couponDiscount(terms, subtotal)).toThrow(message);
  });
});

describe('spreadDiscount', () => {
  it.each([
    ['one line takes it all', [45_999], 4_600, [4_600]],
    ['equal lines, even split', [1_000, 1_000], 500, [250, 250]],
    ['a 1-rupee remainder goes to the earlier line on a tie', [1_000, 1_000], 501, [251, 250]],
    ['two 1-rupee remainders over three equal lines', [1, 1, 1], 2, [1, 1, 0]],
    ['largest remainder wins, not the earliest', [100, 200, 300], 100, [17, 33, 50]],
    ['largest remainder beats an earlier line', [10, 19], 10, [3, 7]],
    ['the whole of every line', [12_500, 1_00_000, 1], 1_12_501, [12_500, 1_00_000, 1]],
    ['no discount', [12_500, 1_00_000], 0, [0, 0]],
    ['a zero line among others gets nothing', [0, 3_000, 0, 1_000], 400, [0, 300, 0, 100]],
    ['all lines zero', [0, 0], 0, [0, 0]],
    ['no lines', [], 0, []],
    ['₹1 over a ₹1 and a ₹2 line', [1, 2], 1, [0, 1]],
    ['₹2 over a ₹1 and a ₹2 line', [1, 2], 2, [1, 1]],
  ])('%s', (_name, lines, discount, expected) => {
    expect(spreadDiscount(lines, discount)).toEqual(expected);
  });

  it('stays exact when total × discount passes 2^53', () => {
    const lines = [9_99_99_999, 9_99_99_998, 7];
    const discount = 9_99_99_997;
    const shares = spreadDiscount(lines, discount);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
    shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(lines[i]!));
  });

  it('spreads over 100 lines', () => {
    const lines = Array.from({ length: 100 }, (_, i) => (i + 1) * 101);
    const discount = 12_345;
    const shares = spreadDiscount(lines, discount);
    expect(shares).toHaveLength(100);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
  });

  it.each([
    ['a discount above the lines', [100, 100], 201, /larger than the lines/],
    ['a discount with no lines', [], 1, /larger than the lines/],
    ['a negative discount', [100], -1, /discount/],
    ['a fractional discount', [100], 0.5, /discount/],
    ['a negative line', [100, -1], 0, /line 1 total/],
    ['a fractional line', [99.5], 0, /line 0 total/],
  ])('refuses %s', (_name, lines, discount, message) => {
    expect(() => spreadDiscount(lines, discount)).toThrow(message);
  });

  // Property: for any line set and any coupon, the parts are whole, none negative, none above its
  // line, they add up to the rupee, and each is within a rupee of its exact proportional share.
  it('keeps its invariants over 3,000 random line sets', () => {
    const rng = createPrng(20_251_130);
    for (let run = 0; run < 3_000; run++) {
      const n = rng.chance(0.1) ? 100 : rng.int(1, 12);
      const lines = Array.from({ length: n }, () => {
        const qty = rng.int(1, 5);
        const unit = rng.chance(0.05) ? 0 : rng.chance(0.3) ? rng.int(1, 50) : rng.int(500, 5_00_000);
        return qty * unit;
      });
      const subtotal = lines.reduce((a, b) => a + b, 0);
      const terms = rng.chance(0.5)
        ? pct(rng.int(0, 100), rng.chance(0.3) ? rng.int(0, 20_000) : null)
        : flat(rng.int(0, 3_00_000), rng.chance(0.2) ? rng.int(0, 20_000) : null);
      const discount = couponDiscount(terms, subtotal);
      expect(discount).toBeGreaterThanOrEqual(0);
      expect(discount).toBeLessThanOrEqual(subtotal);
      const shares = spreadDiscount(lines, discount);
      // One expect per run (thousands of expects per run would make this slow); the case is in the message.
      const broken =
        shares.length !== n ||
        shares.reduce((a, b) => a + b, 0) !== discount ||
        shares.some((share, i) => {
          const exact = subtotal > 0 ? (lines[i]! * discount) / subtotal : 0;
          return !Number.isInteger(share) || share < 0 || share > lines[i]! || Math.abs(share - exact) >= 1;
        });
      expect(broken, JSON.stringify({ lines, terms, discount, shares })).toBe(false);
    }
  });
});

describe('subtotalLimitText', () => {
  it.each([
    [1_00_000, 'This promocode can only be applied on orders above ₹1 Lakh.'],
    [50_000, 'This promocode can only be applied on orders above ₹50,000.'],
    [2_00_000, 'This promocode can only be applied on orders above ₹2,00,000.'],
    [0, 'This promocode can only be applied on orders above ₹0.'],
  ])('₹%d', (min, text) => {
    expect(subtotalLimitText(min)).toBe(text);
  });
});

describe('couponRefusal', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const open: CouponState = {
    active: true,
    startsAt: null,
    endsAt: null,
    minSubtotal: 0,
    totalLimit: null,
    usedCount: 0,
    heldCount: 0,
    perCustomerLimit: null,
  };
  const ctx: { subtotal: number; now: Date; usesByCustomer: number; heldHere: boolean; customerKey?: string | null } = {
    subtotal: 50_000,
    now,
    usesByCustomer: 0,
    heldHere: false,
  };

  it.each<[string, Partial<CouponState>, Partial<typeof ctx>, ReturnType<typeof couponRefusal>]>([
    ['an open coupon', {}, {}, null],
    ['an inactive coupon', { active: false }, {}, 'DISCOUNT_COUPON_NOT_FOUND'],
    ['one that starts later', { startsAt: new Date(now.getTime() + 1) }, {}, 'DISCOUNT_COUPON_NOT_FOUND'],
    ['one that starts this very moment', { startsAt: now }, {}, null],
    ['one that ends this very moment', { endsAt: now }, {}, 'DISCOUNT_COUPON_NOT_FOUND'],
    ['one that ends a millisecond later', { endsAt: new Date(now.getTime() + 1) }, {}, null],
    [
      'one that ended',
      { startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2026-02-01T00:00:00Z') },
      {},
      'DISCOUNT_COUPON_NOT_FOUND',
    ],
    [
      'a subtotal a rupee short of the minimum',
      { minSubtotal: 1_00_000 },
      { subtotal: 99_999 },
      'SUBTOTAL_LESS_THAN_AMOUNT_LIMIT',
    ],
    ['a subtotal at the minimum', { minSubtotal: 1_00_000 }, { subtotal: 1_00_000 }, null],
    ['an empty cart against a minimum', { minSubtotal: 1 }, { subtotal: 0 }, 'SUBTOTAL_LESS_THAN_AMOUNT_LIMIT'],
    ['uses left', { totalLimit: 10, usedCount: 8, heldCount: 1 }, {}, null],
    [
      'the last use held by another order',
      { totalLimit: 10, usedCount: 9, heldCount: 1 },
      {},
      'DISCOUNT_COUPON_EXHAUSTED',
    ],
    ['all uses spent', { totalLimit: 10, usedCount: 10 }, {}, 'DISCOUNT_COUPON_EXHAUSTED'],
    ['a limit of 0', { totalLimit: 0 }, {}, 'DISCOUNT_COUPON_EXHAUSTED'],
    // The draft's own unpaid order holds a use: it stays the draft's (a second generate, a second tab).
    [
      'the last use held by this draft itself',
      { totalLimit: 10, usedCount: 9, heldCount: 1 },
      { heldHere: true },
      null,
    ],
    ['a limit of 1 held by this draft itself', { totalLimit: 1, heldCount: 1 }, { heldHere: true }, null],
    [
      'all spent by others, one more held here',
      { totalLimit: 2, usedCount: 1, heldCount: 2 },
      { heldHere: true },
      'DISCOUNT_COUPON_EXHAUSTED',
    ],
    ['a customer under their limit', { perCustomerLimit: 2 }, { usesByCustomer: 1 }, null],
    ['a customer at their limit', { perCustomerLimit: 1 }, { usesByCustomer: 1 }, 'DISCOUNT_COUPON_EXHAUSTED'],
    // A voucher made out to one customer: anyone else is told it is not a valid code.
    ['a voucher for this customer', { customerKey: 'u:7' }, { customerKey: 'u:7' }, null],
    ['a voucher for another customer', { customerKey: 'u:7' }, { customerKey: 'u:8' }, 'DISCOUNT_COUPON_NOT_FOUND'],
    [
      'a voucher, the customer not known yet',
      { customerKey: 'u:7' },
      { customerKey: null },
      'DISCOUNT_COUPON_NOT_FOUND',
    ],
    // Limited to categories: the subtotal is what those lines come to (0: none of them in the bag).
    [
      'categories, none of them in the bag',
      { categories: ['rings'] },
      { subtotal: 0 },
      'DISCOUNT_COUPON_NOT_APPLICABLE',
    ],
    ['categories, some in the bag', { categories: ['rings'] }, { subtotal: 5_000 }, null],
    [
      'categories, below the minimum',
      { categories: ['rings'], minSubtotal: 10_000 },
      { subtotal: 5_000 },
      'SUBTOTAL_LESS_THAN_AMOUNT_LIMIT',
    ],
    // The order of the reasons: not found, then the minimum, then the limits.
    ['inactive and below the minimum', { active: false, minSubtotal: 1_00_000 }, {}, 'DISCOUNT_COUPON_NOT_FOUND'],
    ['ended and exhausted', { endsAt: now, totalLimit: 0 }, {}, 'DISCOUNT_COUPON_NOT_FOUND'],
    [
      'below the minimum and exhausted',
      { minSubtotal: 1_00_000, totalLimit: 0, perCustomerLimit: 0 },
      {},
      'SUBTOTAL_LESS_THAN_AMOUNT_LIMIT',
    ],
  ])('%s', (_name, state, context, expected) => {
    expect(couponRefusal({ ...open, ...state }, { ...ctx, ...context })).toBe(expected);
  });
});

describe('couponLineMask', () => {
  const lines = [{ categories: ['rings', 'engagement-rings'] }, { categories: ['earrings'] }, {}];
  it.each<[string, string[] | undefined, boolean[]]>([
    ['no categories: every line', undefined, [true, true, true]],
    ['an empty list: every line', [], [true, true, true]],
    ['a category', ['earrings'], [false, true, false]],
    ['a sub-category', ['engagement-rings'], [true, false, false]],
    ['several', ['rings', 'earrings'], [true, true, false]],
    ['one not in the bag', ['bangles'], [false, false, false]],
  ])('%s', (_name, categories, expected) => {
    expect(couponLineMask(categories, lines)).toEqual(expected);
  });
});

describe('normalizeCouponCode', () => {
  it.each([
    ['FESTIVE10', 'FESTIVE10'],
    ['  festive10 ', 'FESTIVE10'],
    ['Gold5k', 'GOLD5K'],
    ['ABC', 'ABC'],
    ['A'.repeat(20), 'A'.repeat(20)],
    ['AB', null],
    ['A'.repeat(21), null],
    ['', null],
    ['   ', null],
    ['FESTIVE 10', null],
    ['FESTIVE-10', null],
    ['DIWALI₹', null],
    ['<script>', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCouponCode(input)).toBe(expected);
  });
});
