import { describe, expect, it } from 'vitest';
import {
  deskListTotal,
  deskActions,
  deskMayMove,
  indiaDayEnd,
  indiaDayStart,
  isOverdue,
  readDeskSearch,
  refundable,
  type RefundableFacts,
} from './desk-rules.ts';
import { deskListQuerySchema, deskRefundBodySchema, deskTransitionBodySchema } from './desk-schemas.ts';
import { ORDER_STATUSES, canMoveTo } from './order-status.ts';

const placedAt = new Date('2026-11-20T10:00:00Z');
const hours = (h: number) => new Date(placedAt.getTime() + h * 3_600_000);

describe('isOverdue', () => {
  it.each([
    ['COD placed, 47 h 59 min', 'payment_on_delivery', 'placed', 47.99, false],
    ['COD placed, 48 h', 'payment_on_delivery', 'placed', 48, true],
    ['COD placed, 5 days', 'payment_on_delivery', 'placed', 120, true],
    ['COD confirmed, 5 days', 'payment_on_delivery', 'confirmed', 120, false],
    ['COD cancelled, 5 days', 'payment_on_delivery', 'cancelled', 120, false],
    ['card placed, 5 days', 'online_payment_razorpay', 'placed', 120, false],
    ['gift card placed, 5 days', 'gift_card', 'placed', 120, false],
  ] as const)('%s → %s', (_name, paymentMode, status, after, expected) => {
    expect(isOverdue({ paymentMode, status, placedAt }, hours(after))).toBe(expected);
  });
});

describe('deskMayMove', () => {
  it('never allows what the status table forbids', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        for (const made of [true, false]) if (deskMayMove(from, to, made)) expect(canMoveTo(from, to)).toBe(true);
  });
  it.each([
    ['confirmed', 'in_production', true, true],
    ['confirmed', 'in_production', false, false],
    ['confirmed', 'packed', false, true],
    ['confirmed', 'packed', true, false],
    ['in_production', 'packed', true, true],
    ['placed', 'shipped', false, false],
    ['packed', 'shipped', false, true],
    ['shipped', 'delivered', false, true],
    ['delivered', 'shipped', false, false],
    ['placed', 'confirmed', false, true],
    ['confirmed', 'confirmed', false, false],
  ] as const)('%s → %s (made to order: %s) = %s', (from, to, made, expected) => {
    expect(deskMayMove(from, to, made)).toBe(expected);
  });
  it('offers cancel where the table allows it, never on an unpaid checkout', () => {
    expect(deskActions('placed', false)).toEqual(['confirmed', 'cancelled']);
    expect(deskActions('packed', false)).toEqual(['shipped', 'cancelled']);
    expect(deskActions('in_production', true)).toEqual(['packed']);
    expect(deskActions('pending_payment', false)).toEqual([]);
    expect(deskActions('delivered', false)).toEqual([]);
  });
});

describe('refundable', () => {
  const base: RefundableFacts = {
    paymentMode: 'online_payment_razorpay',
    status: 'delivered',
    amount: 50_000,
    giftCardAmount: 0,
    card: { capturedPaise: 5_000_000, refundedPaise: 0 },
    paidByStaff: 0,
  };
  it.each([
    ['card, nothing refunded', base, 50_000, 'card'],
    ['card, part refunded', { ...base, card: { capturedPaise: 5_000_000, refundedPaise: 1_000_050 } }, 39_999, 'card'],
    ['card, all refunded', { ...base, card: { capturedPaise: 5_000_000, refundedPaise: 5_000_000 } }, 0, 'card'],
    ['card without a payment record', { ...base, card: null }, 0, 'card'],
    [
      'card with a gift card part: only the card',
      { ...base, giftCardAmount: 10_000, card: { capturedPaise: 4_000_000, refundedPaise: 0 } },
      40_000,
      'card',
    ],
    [
      'COD before delivery: nothing collected',
      { ...base, paymentMode: 'payment_on_delivery', status: 'shipped', card: null },
      0,
      'paid_by_staff',
    ],
    ['COD delivered', { ...base, paymentMode: 'payment_on_delivery', card: null }, 50_000, 'paid_by_staff'],
    [
      'COD delivered, gift card part',
      { ...base, paymentMode: 'payment_on_delivery', card: null, giftCardAmount: 5_000 },
      45_000,
      'paid_by_staff',
    ],
    [
      'COD delivered, part paid back',
      { ...base, paymentMode: 'payment_on_delivery', card: null, paidByStaff: 20_000 },
      30_000,
      'paid_by_staff',
    ],
    [
      'COD returned, all paid back',
      { ...base, paymentMode: 'payment_on_delivery', status: 'returned', card: null, paidByStaff: 50_000 },
      0,
      'paid_by_staff',
    ],
    ['gift card in full', { ...base, paymentMode: 'gift_card', card: null, giftCardAmount: 50_000 }, 0, null],
  ] as const)('%s → %i', (_name, facts, max, method) => {
    expect(refundable(facts as RefundableFacts)).toEqual({ max, method });
  });
});

describe('readDeskSearch', () => {
  it.each([
    ['SV7K2M9Q4R8T1XW', { kind: 'order_id', orderId: 'SV7K2M9Q4R8T1XW' }],
    [' sv7k-2m9q-4r8t-1xw ', { kind: 'order_id', orderId: 'SV7K2M9Q4R8T1XW' }],
    ['Meera.Nair@Example.com', { kind: 'email', email: 'meera.nair@example.com' }],
    ['98470 12345', { kind: 'phone', digits: '9847012345' }],
    ['+91 98470-12345', { kind: 'phone', digits: '9847012345' }],
    ['Meera  Nair', { kind: 'name', prefix: 'meera nair' }],
    ['12345', { kind: 'name', prefix: '12345' }],
  ] as const)('%s', (q, expected) => {
    expect(readDeskSearch(q)).toEqual(expected);
  });
});

describe('India days', () => {
  it('starts at midnight in India and ends at the next', () => {
    expect(indiaDayStart('2026-11-27').toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(indiaDayEnd('2026-11-27').toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });
});

describe('the desk list query', () => {
  it.each([
    [{}, true],
    [{ status: 'placed', payment_mode: 'payment_on_delivery', page: '2' }, true],
    [{ from: '2026-11-01', to: '2026-11-30', min_amount: '1000', max_amount: '5000' }, true],
    [{ overdue: 'true' }, true],
    [{ status: 'lost' }, false],
    [{ payment_mode: 'cheque' }, false],
    [{ from: '2026-02-30' }, false],
    [{ from: '27/11/2026' }, false],
    [{ from: '2026-11-30', to: '2026-11-01' }, false],
    [{ min_amount: '5000', max_amount: '1000' }, false],
    [{ min_amount: '-1' }, false],
    [{ min_amount: '10.5' }, false],
    [{ q: 'a' }, false],
    [{ page: '0' }, false],
    [{ overdue: 'yes' }, false],
  ])('%o valid: %s', (query, valid) => {
    expect(deskListQuerySchema.safeParse(query).success).toBe(valid);
  });
  it('names the field that failed', () => {
    const parsed = deskListQuerySchema.safeParse({ from: '2026-11-30', to: '2026-11-01' });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'))).toEqual(['to']);
  });
});

describe('the act bodies', () => {
  it.each([
    [{ to: 'confirmed', note: 'Called the customer' }, true],
    [{ to: 'shipped', shipment: { carrier: 'BlueDart', awb: 'bd1234567' } }, true],
    [{ to: 'shipped' }, false],
    [{ to: 'shipped', shipment: { carrier: 'BlueDart', awb: '12' } }, false],
    [{ to: 'packed', shipment: { carrier: 'BlueDart', awb: 'BD1234567' } }, false],
    [{ to: 'cancelled' }, false],
    [{ to: 'returned' }, false],
  ])('%o valid: %s', (body, valid) => {
    expect(deskTransitionBodySchema.safeParse(body).success).toBe(valid);
  });
  it.each([
    [{ amount: 500, reason: 'Goodwill' }, true],
    [{ amount: 0, reason: 'Goodwill' }, false],
    [{ amount: 10.5, reason: 'Goodwill' }, false],
    [{ amount: '500', reason: 'Goodwill' }, false],
    [{ amount: 500 }, false],
  ])('refund %o valid: %s', (body, valid) => {
    expect(deskRefundBodySchema.safeParse(body).success).toBe(valid);
  });
});

describe('deskListTotal', () => {
  const counts = { all: 12, overdue: 3, placed: 5, shipped: 7, pending_payment: 2 };
  it.each([
    [{}, 12],
    [{ status: 'placed' as const }, 5],
    [{ status: 'shipped' as const }, 7],
    [{ status: 'pending_payment' as const }, 2],
    [{ status: 'delivered' as const }, 0],
    [{ overdue: true }, 3],
    [{ overdue: true, status: 'placed' as const }, 3],
    [{ overdue: true, status: 'shipped' as const }, 0],
    [{ overdue: false, status: 'shipped' as const }, 7],
  ])('%o → %i', (query, total) => {
    expect(deskListTotal(query, counts)).toBe(total);
  });
  it('an empty count reads as none', () => {
    expect(deskListTotal({}, {})).toBe(0);
    expect(deskListTotal({ overdue: true }, {})).toBe(0);
  });
});
