import { describe, expect, it } from 'vitest';
import { cardStatus, expiryOf, giftCardDraw, ledgerDelta, type LedgerStep } from './ledger.ts';

describe('giftCardDraw (partial redemption)', () => {
  it.each<[number, number, number]>([
    // balance, order total, drawn
    [5_000, 12_000, 5_000],
    [20_000, 12_000, 12_000],
    [12_000, 12_000, 12_000],
    [0, 12_000, 0],
    [5_000, 0, 0],
    [-1, 100, 0],
  ])('a card of %i on an order of %i draws %i', (balance, total, drawn) =>
    expect(giftCardDraw(balance, total)).toBe(drawn),
  );
});

describe('ledgerDelta', () => {
  const card = { amount: 10_000, balance: 4_000 };
  it.each<[string, LedgerStep, ReturnType<typeof ledgerDelta>]>([
    ['an issue brings the amount to a new card', { kind: 'issue' }, { ok: false, reason: 'OVERFILLED' }],
    ['a lock takes what the order holds', { kind: 'lock', amount: 2_500 }, { ok: true, delta: -2_500 }],
    ['a lock of the whole balance leaves 0', { kind: 'lock', amount: 4_000 }, { ok: true, delta: -4_000 }],
    ['a lock past the balance is refused', { kind: 'lock', amount: 4_001 }, { ok: false, reason: 'OVERDRAWN' }],
    ['a lock of nothing is refused', { kind: 'lock', amount: 0 }, { ok: false, reason: 'NOT_POSITIVE' }],
    ['a lock of paise is refused', { kind: 'lock', amount: 10.5 }, { ok: false, reason: 'NOT_POSITIVE' }],
    ['a release gives a hold back', { kind: 'release', amount: 6_000 }, { ok: true, delta: 6_000 }],
    ['a release past the amount is refused', { kind: 'release', amount: 6_001 }, { ok: false, reason: 'OVERFILLED' }],
    ['a redeem moves nothing (the lock did)', { kind: 'redeem' }, { ok: true, delta: 0 }],
    ['an expiry takes what is left', { kind: 'expire' }, { ok: true, delta: -4_000 }],
  ])('%s', (_name, step, expected) => expect(ledgerDelta(card, step)).toEqual(expected));

  it('issues the amount to a card at 0, and expires nothing from an empty card', () => {
    expect(ledgerDelta({ amount: 10_000, balance: 0 }, { kind: 'issue' })).toEqual({ ok: true, delta: 10_000 });
    expect(ledgerDelta({ amount: 10_000, balance: 0 }, { kind: 'expire' })).toEqual({
      ok: false,
      reason: 'NOTHING_TO_EXPIRE',
    });
  });

  it('a card spent across orders, one cancelled, adds up to its balance and never goes below 0', () => {
    let money = { amount: 10_000, balance: 0 };
    const deltas: number[] = [];
    const apply = (step: LedgerStep) => {
      const d = ledgerDelta(money, step);
      if (!d.ok) return d.reason;
      deltas.push(d.delta);
      money = { ...money, balance: money.balance + d.delta };
      expect(money.balance).toBeGreaterThanOrEqual(0);
      return money.balance;
    };
    expect(apply({ kind: 'issue' })).toBe(10_000);
    expect(apply({ kind: 'lock', amount: giftCardDraw(money.balance, 6_000) })).toBe(4_000);
    expect(apply({ kind: 'redeem' })).toBe(4_000);
    expect(apply({ kind: 'lock', amount: giftCardDraw(money.balance, 9_000) })).toBe(0);
    expect(apply({ kind: 'lock', amount: 1 })).toBe('OVERDRAWN');
    expect(apply({ kind: 'release', amount: 4_000 })).toBe(4_000);
    expect(deltas.reduce((a, b) => a + b, 0)).toBe(money.balance);
  });
});

describe('expiryOf', () => {
  it.each<[string, string]>([
    ['2026-11-25T10:00:00.000Z', '2027-11-25T10:00:00.000Z'],
    ['2028-02-29T05:30:00.000Z', '2029-02-28T05:30:00.000Z'],
    ['2026-01-31T00:00:00.000Z', '2027-01-31T00:00:00.000Z'],
    ['2026-12-31T23:59:59.000Z', '2027-12-31T23:59:59.000Z'],
  ])('a card issued %s is valid until %s', (issued, until) =>
    expect(expiryOf(new Date(issued), 12).toISOString()).toBe(until),
  );
});

describe('cardStatus', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const later = new Date('2027-11-25T10:00:00Z');
  it.each<[string, Parameters<typeof cardStatus>[0], string]>([
    ['a card with money', { status: 'active', balance: 500, expiresAt: later, held: 0, blocked: false }, 'ACTIVE'],
    [
      'a card whose money an unpaid order holds',
      { status: 'active', balance: 0, expiresAt: later, held: 500, blocked: false },
      'ACTIVE',
    ],
    ['a card spent', { status: 'active', balance: 0, expiresAt: later, held: 0, blocked: false }, 'REDEEMED'],
    [
      'a card past its date, not yet closed',
      { status: 'active', balance: 500, expiresAt: now, held: 0, blocked: false },
      'EXPIRED',
    ],
    ['a card closed by the job', { status: 'expired', balance: 0, expiresAt: now, held: 0, blocked: false }, 'EXPIRED'],
    ['a card the store voided', { status: 'void', balance: 500, expiresAt: later, held: 0, blocked: false }, 'VOID'],
    [
      'a card blocked by staff',
      { status: 'active', balance: 500, expiresAt: later, held: 0, blocked: true },
      'BLOCKED',
    ],
    [
      'a card blocked, then past its date',
      { status: 'active', balance: 500, expiresAt: now, held: 0, blocked: true },
      'BLOCKED',
    ],
  ])('%s is %s', (_name, card, status) => expect(cardStatus(card, now)).toBe(status));
});
