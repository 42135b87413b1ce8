import { describe, expect, it } from 'vitest';
import { paymentMethodOptions } from '../checkout/payment-methods.ts';
import { STORES } from '../stores/stores.ts';
import { COD_CALL_NOTE } from './messages.ts';
import { ORDER_STATUSES, PAYMENT_MODE_LABELS, type OrderStatus } from './order-status.ts';
import {
  deliveryView,
  maskEmail,
  maskName,
  maskPhone,
  memberOrderView,
  paymentNote,
  trackingView,
  type OrderRecord,
} from './order-views.ts';

const breakup = {
  metal_price: 20_000,
  diamond_price: 7_155,
  gemstone_price: 0,
  making_charge: 999,
  gst_percent: 3,
  gst_amount: 845,
};

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
  giftCardAmount: 0,
  savingsPlanAmount: 0,
  status: 'confirmed',
  shipping: {
    country: 'India',
    zipcode: '560001',
    state: 'Karnataka',
    city: 'Bengaluru',
    address: '12, 4th Cross, Malleshwaram',
  },
  deliveryMethod: 'ship',
  pickupStore: null,
  expectedFrom: '2026-11-30',
  expectedTo: '2026-12-02',
  couponCode: 'SHAADI2K',
  createdAt: '2026-11-24T09:00:00.000Z',
  lines: [
    {
      name: 'Kiara Ring',
      sku: 'SR-101',
      color: 'rose-gold',
      size: '12',
      picture: '/images/products/SR-101/rose-gold/1',
      productValue: 'kiara-ring',
      madeToOrder: false,
      qty: 2,
      unitPrice: 28_999,
      total: 57_998,
      discount: 2_000,
      breakup,
    },
  ],
  events: [
    { status: 'pending_payment', at: '2026-11-24T09:00:00.000Z' },
    { status: 'placed', at: '2026-11-24T09:01:00.000Z' },
    { status: 'confirmed', at: '2026-11-24T11:00:00.000Z' },
  ],
};

describe('memberOrderView', () => {
  it('shows the order with its lines, totals, status, delivery, payment and coupon', () => {
    expect(memberOrderView(order)).toEqual({
      order_id: 'SV0123456789ABC',
      created_at: '2026-11-24T09:00:00.000Z',
      status: 'confirmed',
      status_label: 'Confirmed',
      payment_mode: 'payment_on_delivery',
      payment_label: 'Cash on delivery',
      payment_note: null,
      currency: 'INR',
      subtotal: 57_998,
      discount: 2_000,
      coupon_code: 'SHAADI2K',
      charges: 0,
      amount: 55_998,
      gift_card_amount: 0,
      savings_plan_amount: 0,
      made_to_order: false,
      can_cancel: true,
      delivery: {
        method: 'ship',
        label: 'Free shipping to Bengaluru, 560001',
        store: null,
        expected: { from: '2026-11-30', to: '2026-12-02', label: 'Delivery by Mon, 30 Nov – Wed, 2 Dec' },
      },
      international: null,
      items: [
        {
          name: 'Kiara Ring',
          sku: 'SR-101',
          color: 'rose-gold',
          size: '12',
          picture: '/images/products/SR-101/rose-gold/1',
          value: 'kiara-ring',
          qty: 2,
          unit_price: 28_999,
          total: 57_998,
          discount: 2_000,
          breakup,
        },
      ],
      invoice: null,
      shipment: null,
      returns: null,
    });
  });

  it("names the invoice once issued, and how its PDF is fetched: the account for a member's order, the email for a guest's", () => {
    const issued = { number: 'SUV/26-27/000123', issuedAt: '2026-11-26T10:00:00.000Z' };
    const base = { number: 'SUV/26-27/000123', issued_at: '2026-11-26T10:00:00.000Z' };
    const path = `/api/orders/${order.orderId}/invoice.pdf`;
    expect(memberOrderView({ ...order, invoice: { ...issued, guest: false } }).invoice).toEqual({
      ...base,
      download: 'account',
      url: path,
    });
    expect(trackingView({ ...order, invoice: { ...issued, guest: true } }, 'asha+gold@example.in').invoice).toEqual({
      ...base,
      download: 'email',
      url: `${path}?email=asha%2Bgold%40example.in`,
    });
    // A member's order tracked by its email: the link needs the account, and never carries the email.
    expect(trackingView({ ...order, invoice: { ...issued, guest: false } }, 'asha@example.in').invoice).toEqual({
      ...base,
      download: 'account',
      url: path,
    });
  });

  it('shows an order from before the checkout (no window, coupon, store or breakup) without inventing any', () => {
    const old: OrderRecord = {
      ...order,
      discount: 0,
      amount: 57_998,
      expectedFrom: null,
      expectedTo: null,
      couponCode: null,
      lines: order.lines.map((l) => ({ ...l, discount: 0, breakup: null })),
    };
    const view = memberOrderView(old);
    expect(view.delivery).toEqual({
      method: 'ship',
      label: 'Free shipping to Bengaluru, 560001',
      store: null,
      expected: null,
    });
    expect(view.coupon_code).toBeNull();
    expect(view.items[0]).toMatchObject({ discount: 0, breakup: null });
  });
});

describe('deliveryView', () => {
  const kochi = STORES.find((s) => s.id === 'kochi')!;
  const base = {
    deliveryMethod: 'ship' as const,
    pickupStore: null,
    expectedFrom: '2026-11-30',
    expectedTo: '2026-12-02',
    status: 'placed' as OrderStatus,
    charges: 0,
    shipping: order.shipping,
  };

  it.each([
    ['free shipping', {}, 'Free shipping to Bengaluru, 560001', 'Delivery by Mon, 30 Nov – Wed, 2 Dec'],
    [
      'shipping with charges',
      { charges: 250 },
      'Shipping to Bengaluru, 560001',
      'Delivery by Mon, 30 Nov – Wed, 2 Dec',
    ],
    [
      'a pick-up at Kochi',
      { deliveryMethod: 'pickup', pickupStore: 'kochi', expectedFrom: '2026-11-27', expectedTo: '2026-11-27' },
      'Pick-up at Suvarna Kochi, Kochi',
      'Ready for pick-up by Fri, 27 Nov',
    ],
    [
      'a pick-up at Thrissur over two days',
      { deliveryMethod: 'pickup', pickupStore: 'thrissur', expectedFrom: '2026-11-26', expectedTo: '2026-11-27' },
      'Pick-up at Suvarna Thrissur, Thrissur',
      'Ready for pick-up by Thu, 26 Nov – Fri, 27 Nov',
    ],
    [
      'a pick-up at a store no longer listed',
      { deliveryMethod: 'pickup', pickupStore: 'mumbai' },
      'Pick-up at our store',
      'Ready for pick-up by Mon, 30 Nov – Wed, 2 Dec',
    ],
    [
      'an old order without a window',
      { expectedFrom: null, expectedTo: null },
      'Free shipping to Bengaluru, 560001',
      null,
    ],
    ['half a window', { expectedTo: null }, 'Free shipping to Bengaluru, 560001', null],
  ] as const)('%s', (_name, change, label, expected) => {
    const view = deliveryView({ ...base, ...change });
    expect(view.label).toBe(label);
    expect(view.expected?.label ?? null).toBe(expected);
  });

  it("gives a pick-up the store's address, pin code, hours and phone", () => {
    expect(deliveryView({ ...base, deliveryMethod: 'pickup', pickupStore: 'kochi' }).store).toEqual({
      name: kochi.name,
      address: kochi.address,
      city: kochi.city,
      pincode: kochi.pincode,
      hours: kochi.hours,
      phone: kochi.phone,
    });
    expect(deliveryView(base).store).toBeNull();
  });

  it.each(ORDER_STATUSES.map((s) => [s, !['delivered', 'cancelled', 'returned'].includes(s)] as const))(
    'status %s shows the window: %s',
    (status, shown) => {
      expect(deliveryView({ ...base, status }).expected !== null).toBe(shown);
    },
  );
});

describe('payment', () => {
  it.each([
    ['payment_on_delivery', 'placed', COD_CALL_NOTE],
    ['payment_on_delivery', 'confirmed', null],
    ['payment_on_delivery', 'cancelled', null],
    ['payment_on_delivery', 'shipped', null],
    ['online_payment_razorpay', 'placed', null],
  ] as const)('%s, %s: note %j', (mode, status, note) => expect(paymentNote(mode, status)).toBe(note));

  it('tells of the call within 24–48 hours, else cancelled', () => {
    expect(COD_CALL_NOTE).toMatch(/customer service will call you within 24–48 hours/);
    expect(COD_CALL_NOTE).toMatch(/cancelled/);
    expect(memberOrderView({ ...order, status: 'placed' }).payment_note).toBe(COD_CALL_NOTE);
  });

  it('labels the modes; cash on delivery as the checkout offers it', () => {
    const [cash] = paymentMethodOptions({ payable: 1_000, deliveryMethod: 'pickup', pincodeEligible: null });
    expect(PAYMENT_MODE_LABELS.payment_on_delivery).toBe(cash!.method);
    expect(memberOrderView({ ...order, paymentMode: 'online_payment_razorpay' }).payment_label).toBe(
      'Paid online with Razorpay (card, UPI or net banking)',
    );
  });
});

describe('an order shipped abroad', () => {
  const abroad: OrderRecord = {
    ...order,
    paymentMode: 'online_payment_razorpay',
    charges: 3_000,
    amount: order.amount + 3_000,
    shipping: {
      country: 'United Kingdom',
      countryCode: 'GB',
      zipcode: 'NW1 6XE',
      state: '',
      city: 'London',
      address: '12 Baker Street',
    },
  };

  it.each<[string, OrderRecord, object | null]>([
    [
      'shipped to the UK: the country, the charge and the duties',
      abroad,
      {
        country_code: 'GB',
        country: 'United Kingdom',
        shipping_charge: 3_000,
        duties_notice: 'Customs duties and taxes of the destination country are paid by the recipient on delivery.',
      },
    ],
    ['shipped within India: none', order, null],
    [
      'an order from before countries were kept (no code): India, none',
      { ...order, shipping: { ...order.shipping, countryCode: undefined } },
      null,
    ],
    [
      'picked up at a store, whatever the address says: none',
      { ...abroad, deliveryMethod: 'pickup', charges: 0, amount: order.amount },
      null,
    ],
  ])('%s', (_name, record, expected) => {
    for (const view of [memberOrderView(record), trackingView(record)]) {
      if (expected === null) expect(view.international).toBeNull();
      else expect(view.international).toMatchObject(expected);
    }
  });

  it('names the country in the delivery label', () => {
    expect(memberOrderView(abroad).delivery.label).toBe('Shipping to London, NW1 6XE, United Kingdom');
  });
});

describe('trackingView', () => {
  const view = trackingView(order);

  it('masks the contact and shows only city, state and pin of the address', () => {
    expect(view.contact).toEqual({ name: 'Asha R.', email: 'a***@example.in', phone: '******3210' });
    expect(view.ship_to).toEqual({ city: 'Bengaluru', state: 'Karnataka', zipcode: '560001', country: 'India' });
    const text = JSON.stringify(view);
    for (const secret of ['asha.rao', '9876543210', 'Malleshwaram', '4th Cross', 'Rao'])
      expect(text).not.toContain(secret);
  });

  it('carries the timeline, with the production step only for made-to-order pieces', () => {
    expect(view.timeline.map((s) => s.key)).toEqual(['placed', 'confirmed', 'packed', 'shipped', 'delivered']);
    const madeToOrder = trackingView({ ...order, lines: order.lines.map((l) => ({ ...l, madeToOrder: true })) });
    expect(madeToOrder.made_to_order).toBe(true);
    expect(madeToOrder.timeline.map((s) => s.key)).toEqual([
      'placed',
      'confirmed',
      'in_production',
      'packed',
      'shipped',
      'delivered',
    ]);
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

describe('the PAN', () => {
  it('has no place in either view, even when the record somehow carries one', () => {
    const withPan = { ...order, pan: 'ABCPE1234F' } as OrderRecord;
    for (const view of [memberOrderView(withPan), trackingView(withPan)]) {
      expect(view).not.toHaveProperty('pan');
      expect(JSON.stringify(view)).not.toContain('ABCPE1234F');
      expect(JSON.stringify(view)).not.toContain('1234F');
    }
  });
});
