import { describe, expect, it } from 'vitest';
import { readStoredTracking } from './stored-tracking.ts';

const good = {
  order_id: 'SV0123456789ABC',
  status_label: 'Shipped',
  amount: 45_999,
  items: [{ name: 'Kiara Ring', qty: 1, total: 45_999 }],
  timeline: [{ key: 'placed', label: 'Order placed', state: 'done', at: null }],
  contact: { name: 'Asha R.', email: 'a***@example.in', phone: '******3210' },
  ship_to: { city: 'Bengaluru', state: 'Karnataka', zipcode: '560001', country: 'India' },
  delivery: { method: 'ship', label: 'Free shipping to Bengaluru, 560001', store: null, expected: null },
  payment_label: 'Cash on delivery',
};

describe('readStoredTracking', () => {
  it('reads back what was kept', () => {
    expect(readStoredTracking(JSON.stringify(good))).toEqual(good);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['a bad order id', JSON.stringify({ ...good, order_id: '<script>' })],
    ['items that are not lines', JSON.stringify({ ...good, items: [{ name: 1 }] })],
    ['no timeline', JSON.stringify({ ...good, timeline: undefined })],
    ['no contact', JSON.stringify({ ...good, contact: null })],
    ['an amount as text', JSON.stringify({ ...good, amount: '45999' })],
    // Kept by the page before orders told their delivery and payment: asked again rather than half shown.
    ['an answer from before delivery was told', JSON.stringify({ ...good, delivery: undefined })],
    ['a delivery without its label', JSON.stringify({ ...good, delivery: { method: 'ship' } })],
    ['no payment label', JSON.stringify({ ...good, payment_label: undefined })],
  ])('is nothing for %s', (_name, raw) => {
    expect(readStoredTracking(raw)).toBeNull();
  });
});
