import { describe, expect, it } from 'vitest';
import type { PurchaseLine } from './offer-vouchers.ts';
import { voucherStandsAfterReturn, withdrawalLabel, withdrawalOutcome } from './voucher-withdrawal.ts';

const diamond = (total: number, discount = 0): PurchaseLine => ({ total, discount, diamond: true });
const gold = (total: number, discount = 0): PurchaseLine => ({ total, discount, diamond: false });

describe('voucherStandsAfterReturn: which returns withdraw the voucher', () => {
  it.each([
    ['the whole order back', [diamond(25_000)], false, 'all', false],
    ['every line back, by position', [diamond(12_000), diamond(12_000)], false, [0, 1], false],
    ['nothing back', [diamond(25_000)], false, [], true],
    ['a gold line back, the diamonds kept above ₹20,000', [diamond(21_000), gold(30_000)], false, [1], true],
    [
      'a diamond back, ₹16,000 kept: a smaller offer still earned, it stands',
      [diamond(16_000), diamond(9_000)],
      false,
      [1],
      true,
    ],
    [
      'a diamond back, ₹15,000 kept exactly: not above, withdrawn',
      [diamond(15_000), diamond(9_000)],
      false,
      [1],
      false,
    ],
    [
      'the coupon share counts: ₹16,000 less ₹1,500 kept, withdrawn',
      [diamond(16_000, 1_500), diamond(9_000)],
      false,
      [1],
      false,
    ],
    [
      'a first purchase keeps ₹10,001 of gold: the welcome still earned',
      [gold(10_001), diamond(20_000)],
      true,
      [1],
      true,
    ],
    ['a later purchase keeps gold only: withdrawn', [gold(50_000), diamond(20_001)], false, [1], false],
  ] as const)('%s', (_name, lines, firstPurchase, returned, stands) => {
    expect(
      voucherStandsAfterReturn({ lines, firstPurchase }, returned === 'all' ? 'all' : new Set<number>(returned)),
    ).toBe(stands);
  });
});

describe('withdrawalOutcome', () => {
  it.each([
    ['unused: withdrawn', { withdrawnAt: null, usedCount: 0 }, 'withdrawn'],
    ['used on another order: recorded, not taken back', { withdrawnAt: null, usedCount: 1 }, 'used_before'],
    ['withdrawn already: nothing twice', { withdrawnAt: new Date('2026-11-27T10:00:00Z'), usedCount: 0 }, null],
    ['recorded already: nothing twice', { withdrawnAt: new Date('2026-11-27T10:00:00Z'), usedCount: 1 }, null],
  ] as const)('%s', (_name, voucher, outcome) => {
    expect(withdrawalOutcome(voucher)).toBe(outcome);
  });
});

describe('withdrawalLabel', () => {
  it.each([
    ['order_cancelled', 'withdrawn', 'Withdrawn: order cancelled'],
    ['order_returned', 'withdrawn', 'Withdrawn: order returned'],
    ['order_cancelled', 'used_before', 'Used before its order was cancelled'],
    ['order_returned', 'used_before', 'Used before its order was returned'],
  ] as const)('%s, %s', (cause, outcome, label) => {
    expect(withdrawalLabel(cause, outcome)).toBe(label);
  });
});
