import { describe, expect, it } from 'vitest';
import { purchaseSchema } from './api-schemas.ts';
import { purchaseEvent } from './purchase-event.ts';

const ring = { sku: 'SV-RING-1', name: 'Lotus Ring', color: 'Yellow Gold', size: '12', unitPrice: 45_999, qty: 1 };

describe('purchaseEvent', () => {
  it('reports the order in the e-commerce shape, tax and shipping as 0.00', () => {
    const event = purchaseEvent({
      orderId: 'SV01HZX',
      amount: 1_12_800,
      couponCode: 'FESTIVE10',
      lines: [ring, { ...ring, sku: 'SV-CHAIN-2', name: 'Rope Chain', size: null, unitPrice: 33_400, qty: 2 }],
    });
    expect(event).toEqual({
      transaction_id: 'SV01HZX',
      value: '112800.00',
      currency: 'INR',
      tax: '0.00',
      shipping: '0.00',
      coupon: 'FESTIVE10',
      items: [
        {
          item_id: 'SV-RING-1',
          item_name: 'Lotus Ring',
          item_variant: 'Yellow Gold / 12',
          price: '45999.00',
          quantity: 1,
        },
        { item_id: 'SV-CHAIN-2', item_name: 'Rope Chain', item_variant: 'Yellow Gold', price: '33400.00', quantity: 2 },
      ],
    });
    expect(purchaseSchema.parse(event)).toEqual(event);
  });

  it.each([
    ['a colour and a size', 'Rose Gold', '14', 'Rose Gold / 14'],
    ['a colour only', 'Rose Gold', null, 'Rose Gold'],
    ['a size only', null, '14', '14'],
    ['an empty size', 'White Gold', '', 'White Gold'],
    ['neither', null, null, null],
    ['both empty', '', '', null],
  ])('item_variant with %s → %j', (_name, color, size, variant) => {
    expect(
      purchaseEvent({ orderId: 'SV1', amount: 1, couponCode: null, lines: [{ ...ring, color, size }] }).items[0]!
        .item_variant,
    ).toBe(variant);
  });

  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [49_000, '49000.00'],
    [2_00_000, '200000.00'],
    [2_147_483_647, '2147483647.00'],
  ])('₹%d → %j', (amount, value) => {
    const event = purchaseEvent({ orderId: 'SV1', amount, couponCode: null, lines: [{ ...ring, unitPrice: amount }] });
    expect(event.value).toBe(value);
    expect(event.items[0]!.price).toBe(value);
  });

  it('has a null coupon without one, and keeps the lines in order', () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({ ...ring, sku: `SV-${i}`, qty: 1 + (i % 3) }));
    const event = purchaseEvent({ orderId: 'SV1', amount: 10, couponCode: null, lines });
    expect(event.coupon).toBeNull();
    expect(event.items.map((i) => i.item_id)).toEqual(lines.map((l) => l.sku));
    expect(event.items.map((i) => i.quantity)).toEqual(lines.map((l) => l.qty));
    expect(() => purchaseSchema.parse(event)).not.toThrow();
  });
});
