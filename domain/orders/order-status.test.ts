import { describe, expect, it } from 'vitest';
import {
  canMoveTo,
  isVisibleToShopper,
  ORDER_STATUSES,
  trackingTimeline,
  type OrderStatus,
  type StatusEvent,
} from './order-status.ts';

const at = (n: number) => `2026-11-2${n}T10:00:00.000Z`;
const history = (...statuses: OrderStatus[]): StatusEvent[] => statuses.map((status, i) => ({ status, at: at(i) }));
/** The timeline as "key:state" words, the easiest way to read a table of them. */
const shape = (status: OrderStatus, madeToOrder: boolean, events: StatusEvent[]) =>
  trackingTimeline(status, madeToOrder, events)
    .map((s) => `${s.key}:${s.state}`)
    .join(' ');

describe('trackingTimeline', () => {
  it.each<[OrderStatus, boolean, OrderStatus[], string]>([
    [
      'placed',
      false,
      ['pending_payment', 'placed'],
      'placed:current confirmed:upcoming packed:upcoming shipped:upcoming delivered:upcoming',
    ],
    [
      'confirmed',
      false,
      ['placed', 'confirmed'],
      'placed:done confirmed:current packed:upcoming shipped:upcoming delivered:upcoming',
    ],
    [
      'shipped',
      false,
      ['placed', 'confirmed', 'packed', 'shipped'],
      'placed:done confirmed:done packed:done shipped:current delivered:upcoming',
    ],
    [
      'delivered',
      false,
      ['placed', 'confirmed', 'packed', 'shipped', 'delivered'],
      'placed:done confirmed:done packed:done shipped:done delivered:done',
    ],
    // Made to order: the production step appears, before packing.
    [
      'confirmed',
      true,
      ['placed', 'confirmed'],
      'placed:done confirmed:current in_production:upcoming packed:upcoming shipped:upcoming delivered:upcoming',
    ],
    [
      'in_production',
      true,
      ['placed', 'confirmed', 'in_production'],
      'placed:done confirmed:done in_production:current packed:upcoming shipped:upcoming delivered:upcoming',
    ],
    // Cancelled and returned end the timeline after the steps reached.
    ['cancelled', false, ['placed', 'cancelled'], 'placed:done cancelled:ended'],
    ['cancelled', true, ['placed', 'confirmed', 'cancelled'], 'placed:done confirmed:done cancelled:ended'],
    [
      'cancelled',
      false,
      ['placed', 'confirmed', 'packed', 'cancelled'],
      'placed:done confirmed:done packed:done cancelled:ended',
    ],
    ['cancelled', false, ['pending_payment', 'cancelled'], 'cancelled:ended'],
    [
      'returned',
      false,
      ['placed', 'confirmed', 'packed', 'shipped', 'delivered', 'returned'],
      'placed:done confirmed:done packed:done shipped:done delivered:done returned:ended',
    ],
    [
      'pending_payment',
      false,
      ['pending_payment'],
      'placed:upcoming confirmed:upcoming packed:upcoming shipped:upcoming delivered:upcoming',
    ],
  ])('%s (made to order: %s) after %j', (status, madeToOrder, statuses, expected) => {
    expect(shape(status, madeToOrder, history(...statuses))).toBe(expected);
  });

  it('dates the steps reached from the history, and none ahead', () => {
    const steps = trackingTimeline('confirmed', false, history('placed', 'confirmed'));
    expect(steps.map((s) => s.at)).toEqual([at(0), at(1), null, null, null]);
    expect(trackingTimeline('cancelled', false, history('placed', 'cancelled')).at(-1)).toEqual({
      key: 'cancelled',
      label: 'Cancelled',
      state: 'ended',
      at: at(1),
    });
  });
});

describe('canMoveTo', () => {
  it.each<[OrderStatus, OrderStatus, boolean]>([
    ['pending_payment', 'placed', true],
    ['placed', 'confirmed', true],
    ['placed', 'cancelled', true],
    ['confirmed', 'in_production', true],
    ['in_production', 'cancelled', false], // made to order: not once with the workshop
    ['packed', 'cancelled', true], // in stock: until handed to the courier
    ['shipped', 'cancelled', false],
    ['shipped', 'delivered', true],
    ['delivered', 'returned', true],
    ['placed', 'delivered', false],
    ['cancelled', 'placed', false],
    ['returned', 'delivered', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveTo(from, to)).toBe(allowed);
  });

  it('never moves back to pending_payment', () => {
    for (const from of ORDER_STATUSES) expect(canMoveTo(from, 'pending_payment')).toBe(false);
  });
});

describe('isVisibleToShopper', () => {
  it.each(ORDER_STATUSES.map((s) => [s, s !== 'pending_payment'] as const))('%s: %s', (status, visible) => {
    expect(isVisibleToShopper(status)).toBe(visible);
  });
});
