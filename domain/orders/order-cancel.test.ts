import { describe, expect, it } from 'vitest';
import { cancelRefusalText, canShopperCancel, CANCEL_REASON_KEYS, CANCEL_REASONS } from './order-cancel.ts';
import { ORDER_STATUSES, canMoveTo, type OrderStatus } from './order-status.ts';

describe('canShopperCancel', () => {
  it.each([
    ['pending_payment', false],
    ['placed', true],
    ['confirmed', true],
    ['in_production', false],
    ['packed', false],
    ['shipped', false],
    ['delivered', false],
    ['cancelled', false],
    ['returned', false],
  ] as [OrderStatus, boolean][])('%s → %s', (status, allowed) => {
    expect(canShopperCancel(status)).toBe(allowed);
  });

  it('never allows what the status table refuses', () => {
    for (const s of ORDER_STATUSES) if (canShopperCancel(s)) expect(canMoveTo(s, 'cancelled')).toBe(true);
  });
});

describe('cancelRefusalText', () => {
  it.each([
    ['placed', false, null],
    ['confirmed', true, null],
    ['in_production', true, 'workshop'],
    ['packed', false, 'packed or on its way'],
    ['shipped', false, 'packed or on its way'],
    ['delivered', false, 'delivered'],
    ['cancelled', false, 'already cancelled'],
  ] as [OrderStatus, boolean, string | null][])('%s (made to order: %s)', (status, made, words) => {
    const text = cancelRefusalText(status, made);
    if (words === null) expect(text).toBeNull();
    else expect(text).toContain(words);
  });
});

it('offers each reason with its words, "Another reason" last', () => {
  expect(CANCEL_REASON_KEYS.at(-1)).toBe('other');
  for (const key of CANCEL_REASON_KEYS) expect(CANCEL_REASONS[key].length).toBeGreaterThan(5);
});
