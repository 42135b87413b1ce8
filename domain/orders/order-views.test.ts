import { describe, expect, it } from 'vitest';
import { maskEmail, maskName, maskPhone, memberOrderView, trackingView, type OrderRecord } from './order-views.ts';

const order: OrderRecord = {
  orderId: 'SV0123456789ABC',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.in',
  phone: '9876543210',
  paymentMode: 'payment_on_delivery',
  currency: 'INR',
  subtotal: 57_998,
  discount: 2_000,
  charges: 0,
  amount: 55_998,
  status: 'confirmed',
  shipping: { country: 'India', zipcode: '560001', state: 'Karnataka', city: 'Bengaluru', address: '12, 4th Cross, Malleshwaram' },
  createdAt: '2026-11-24T09:00:00.000Z',
  lines: [
    { name: 'Kiara Ring', sku: 'SR-101', color: 'rose-gold', size: '12', picture: '/images/products/SR-101/rose-gold/1', productValue: 'kiara-ring', madeToOrder: false, qty: 2, unitPrice: 28_999, total: 57_998 },
  ],
  events: [
    { status: 'pending_payment', at: '2026-11-24T09:00:00.000Z' },
    { status: 'placed', at: '2026-11-24T09:01:00.000Z' },
    { status: 'confirmed', at: '2026-11-24T11:00:00.000Z' },
  ],
};

describe('memberOrderView', () => {
  it('shows the order with its lines, totals and status label', () => {
    expect(memberOrderView(order)).toEqual({
      order_id: 'SV0123456789ABC',
      created_at: '2026-11-24T09:00:00.000Z',
      status: 'confirmed',
      status_label: 'Confirmed',
      payment_mode: 'payment_on_delivery',
      currency: 'INR',
      subtotal: 57_998,
      discount: 2_000,
      charges: 0,
      amount: 55_998,
      made_to_order: false,
      items: [{ name: 'Kiara Ring', sku: 'SR-101', color: 'rose-gold', size: '12', picture: '/images/products/SR-101/rose-gold/1', value: 'kiara-ring', qty: 2, unit_price: 28_999, total: 57_998 }],
    });
  });
});

describe('trackingView', () => {
  const view = trackingView(order);

  it('masks the contact and shows only city, state and pin of the address', () => {
    expect(view.contact).toEqual({ name: 'Asha R.', email: 'a***@example.in', phone: '******3210' });
    expect(view.ship_to).toEqual({ city: 'Bengaluru', state: 'Karnataka', zipcode: '560001', country: 'India' });
    const text = JSON.stringify(view);
    for (const secret of ['asha.rao', '9876543210', 'Malleshwaram', '4th Cross', 'Rao']) expect(text).not.toContain(secret);
  });

  it('carries the timeline, with the production step only for made-to-order pieces', () => {
    expect(view.timeline.map((s) => s.key)).toEqual(['placed', 'confirmed', 'packed', 'shipped', 'delivered']);
    const madeToOrder = trackingView({ ...order, lines: order.lines.map((l) => ({ ...l, madeToOrder: true })) });
    expect(madeToOrder.made_to_order).toBe(true);
    expect(madeToOrder.timeline.map((s) => s.key)).toEqual(['placed', 'confirmed', 'in_production', 'packed', 'shipped', 'delivered']);
  });
});

describe('masks', () => {
  it.each([
    ['asha.rao@example.in', 'a***@example.in'],
    ['a@b.in', 'a***@b.in'],
    ['x"y@z"@example.in', 'x***@example.in'],
    ['no-at-sign', '***'],
    ['@example.in', '***'],
  ])('maskEmail(%j) = %j', (email, masked) => expect(maskEmail(email)).toBe(masked));

  it.each([
    ['9876543210', '******3210'],
    ['+91 98765 43210', '********3210'],
    ['123', '***'],
    ['', '***'],
  ])('maskPhone(%j) = %j', (phone, masked) => expect(maskPhone(phone)).toBe(masked));

  it.each([
    ['Asha', 'Rao', 'Asha R.'],
    [' Meera ', 'iyer', 'Meera I.'],
    ['Ravi', '', 'Ravi'],
    ['Élodie', 'Ángel', 'Élodie Á.'],
  ])('maskName(%j, %j) = %j', (first, last, masked) => expect(maskName(first, last)).toBe(masked));
});
