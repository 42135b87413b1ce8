import { describe, expect, it } from 'vitest';
import { deliveryPromise, nearestShowroom } from './delivery-promise.ts';

const showrooms = [
  { id: 'kochi', name: 'Suvarna Kochi', city: 'Kochi', pincode: '682016' },
  { id: 'kozhikode', name: 'Suvarna Kozhikode', city: 'Kozhikode', pincode: '673004' },
  { id: 'thrissur', name: 'Suvarna Thrissur', city: 'Thrissur', pincode: '680001' },
];

describe('nearestShowroom', () => {
  it.each([
    ['682001', 'kochi'],
    ['695001', 'kochi'],
    ['680003', 'thrissur'],
    ['679101', 'thrissur'],
    ['673001', 'kozhikode'],
    ['560001', 'kozhikode'],
    ['110001', 'kozhikode'],
  ])('%s → %s', (pincode, id) => {
    expect(nearestShowroom(pincode, showrooms)?.id).toBe(id);
  });
  it('is null without showrooms', () => {
    expect(nearestShowroom('682001', [])).toBeNull();
  });
});

describe('deliveryPromise', () => {
  // Thursday 26 November 2026, 10:00 in India.
  const now = new Date('2026-11-26T04:30:00Z');
  it('an in-stock piece: 3 to 5 business days, ready at the nearest store in 1 to 2', () => {
    const p = deliveryPromise({ now, pincode: '682001', madeToOrder: false, showrooms });
    expect(p.delivery.label).toBe('Delivery by Mon, 30 Nov – Wed, 2 Dec');
    expect(p.pickup?.store.id).toBe('kochi');
    expect(p.pickup?.window.label).toBe('Ready for pick-up by Fri, 27 Nov – Sat, 28 Nov');
  });
  it('a distant pincode takes up to 7 business days', () => {
    expect(deliveryPromise({ now, pincode: '781001', madeToOrder: false, showrooms }).delivery.label).toBe(
      'Delivery by Mon, 30 Nov – Fri, 4 Dec',
    );
  });
  it('a made-to-order piece: 10 to 15 business days, for delivery and pick-up alike', () => {
    const p = deliveryPromise({ now, pincode: '682001', madeToOrder: true, showrooms });
    expect(p.delivery.label).toBe('Delivery by Tue, 8 Dec – Mon, 14 Dec');
    expect(p.pickup?.window.label).toBe('Ready for pick-up by Tue, 8 Dec – Mon, 14 Dec');
  });
});
