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
  ])('is nothing for %s', (_name, raw) => {
    expect(readStoredTracking(raw)).toBeNull();
  });
});
