import { describe, expect, it } from 'vitest';
import {
  offerVoucherFor,
  voucherCode,
  voucherEndsAt,
  WELCOME_VOUCHER_AMOUNT,
  type PurchaseLine,
} from './offer-vouchers.ts';

const diamond = (total: number, discount = 0): PurchaseLine => ({ total, discount, diamond: true });
const gold = (total: number, discount = 0): PurchaseLine => ({ total, discount, diamond: false });

describe('offerVoucherFor', () => {
  it.each([
    ['diamond at ₹15,000 exactly: not above', [diamond(15_000)], false, null],
    ['diamond at ₹15,001', [diamond(15_001)], false, { offer: 'DIAMOND_15K', amount: 2_000 }],
    ['diamond at ₹20,000 exactly: still the ₹2,000', [diamond(20_000)], false, { offer: 'DIAMOND_15K', amount: 2_000 }],
    ['diamond above ₹20,000', [diamond(20_001)], false, { offer: 'DIAMOND_20K', amount: 4_000 }],
    ['two diamond pieces add up', [diamond(9_000), diamond(9_000)], false, { offer: 'DIAMOND_15K', amount: 2_000 }],
    ['gold does not count towards the diamond offer', [diamond(10_000), gold(50_000)], false, null],
    ['the coupon share is taken off first', [diamond(16_000, 1_500)], false, null],
    ['a first purchase above ₹10,000', [gold(10_001)], true, { offer: 'WELCOME', amount: WELCOME_VOUCHER_AMOUNT }],
    ['a first purchase of ₹10,000 exactly', [gold(10_000)], true, null],
    ['a later purchase earns no welcome', [gold(50_000)], false, null],
    ['first and diamond: one voucher, the larger', [diamond(25_000)], true, { offer: 'DIAMOND_20K', amount: 4_000 }],
    ['first and diamond above ₹15,000', [diamond(16_000)], true, { offer: 'DIAMOND_15K', amount: 2_000 }],
    ['nothing bought', [], true, null],
  ] as const)('%s', (_name, lines, firstPurchase, expected) => {
    expect(offerVoucherFor({ lines, firstPurchase })).toEqual(expected);
  });
});

describe('voucherEndsAt', () => {
  it.each([
    ['2026-11-27T10:00:00.000Z', '2027-05-27T10:00:00.000Z'],
    ['2026-08-31T23:59:00.000Z', '2027-02-28T23:59:00.000Z'],
    ['2027-08-31T00:00:00.000Z', '2028-02-29T00:00:00.000Z'],
    ['2026-12-15T05:30:00.000Z', '2027-06-15T05:30:00.000Z'],
  ])('issued %s ends %s', (issued, ends) => {
    expect(voucherEndsAt(new Date(issued)).toISOString()).toBe(ends);
  });
});

describe('voucherCode', () => {
  it('is V and 9 characters a coupon code allows, without look-alikes', () => {
    const code = voucherCode(new Uint8Array([0, 1, 2, 31, 32, 255, 100, 7, 8]));
    expect(code).toMatch(/^V[A-HJ-NP-Z2-9]{9}$/);
    expect(code).toHaveLength(10);
  });
  it('refuses too few bytes', () => {
    expect(() => voucherCode(new Uint8Array(3))).toThrow(RangeError);
  });
});
