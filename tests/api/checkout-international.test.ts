// International customers (issue 21 §4; the shipping policy): a draft shipped to an address abroad is
// card only (cash on delivery refused with CASH_ON_DELIVERY_INDIA_ONLY, no pincode check), pays the
// INTERNATIONAL_SHIPPING_CHARGE on top of its pieces, promises the first delivery attempt within 10
// working days with the duties notice, and its invoice places the supply outside India. Bad countries
// and postal codes that are not the country's are refused by the server, field by field.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { setOrderStatus } from '../../server/orders/orders.repo.ts';
import type { InvoiceFigures } from '../../domain/invoices/invoice-figures.ts';
import { cartWith, checkoutCalls, CONTACT, pieceInStock, setStock, uniquePhone } from '../support/checkout.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CHARGE = 2_500;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seedProducts: 20,
    env: { ALTCHA_MAX_NUMBER: '1000', INTERNATIONAL_SHIPPING_CHARGE: String(CHARGE) },
  });
});
afterAll(() => server?.stop());

const LONDON = {
  address_country: 'GB',
  address_zipcode: 'sw1a 2aa',
  address_state: '',
  address_city: 'London',
  address_address: '10 Downing Street',
};
const UK_CONTACT = { ...CONTACT, phone: '+44 7911 123456' };

async function draftAbroad() {
  const { product, piece, price } = await pieceInStock(server, (p) => p <= 40_000);
  await setStock(server, product.id, 5);
  const calls = checkoutCalls(server, await cartWith(server, [piece]));
  expect((await calls.user(UK_CONTACT)).status).toBe(200);
  const shipped = await calls.ship(LONDON);
  expect(shipped.status).toBe(200);
  return { calls, price, shipped };
}

describe('an address abroad', () => {
  it('is saved with its country and tidied postal code, no pincode check, the charge added, card only', async () => {
    const { shipped, price } = await draftAbroad();
    const order = shipped.body.message.order;
    expect(shipped.body.message.pincode).toBeNull();
    expect(order.shipping_address).toMatchObject({
      virtual_order_address_country: 'United Kingdom',
      virtual_order_address_zipcode: 'SW1A 2AA',
      virtual_order_address_state: '',
      pincode: null,
    });
    expect(order.user_details.virtual_order_profile_phone).toBe('+447911123456');
    expect(order.summery).toMatchObject({ subtotal: price, charges: CHARGE, payable_amount: price + CHARGE });
    expect(order.international).toEqual({
      country_code: 'GB',
      country: 'United Kingdom',
      shipping_charge: CHARGE,
      delivery_note: 'First delivery attempt within 10 working days of dispatch.',
      duties_notice: 'Customs duties and taxes of the destination country are paid by the recipient on delivery.',
      payment_note: 'Cash on delivery is available in India only: international orders are paid by card.',
      resizing_note: 'Resizing is not available for international orders.',
    });
    expect(order.delivery.expected.label).toMatch(/^First delivery attempt by /);
    expect(order.options.payment_methods).toEqual([
      expect.objectContaining({
        id: 'payment_on_delivery',
        available: false,
        note: 'Cash on delivery is available in India only.',
      }),
      expect.objectContaining({ id: 'online_payment_razorpay', available: true }),
    ]);
  });

  it('refuses cash on delivery with its reason, and takes the card', async () => {
    const { calls } = await draftAbroad();
    const cod = await calls.pay('payment_on_delivery');
    expect(cod.status).toBe(422);
    expect(cod.body.reason).toBe('CASH_ON_DELIVERY_INDIA_ONLY');
    expect(cod.body.message.text).toBe(
      'Cash on delivery is available in India only: please pay by card for delivery outside India.',
    );
    expect((await calls.pay('online_payment_razorpay')).status).toBe(200);
  });

  it('drops a cash-on-delivery choice made for India when the address moves abroad', async () => {
    const { product, piece } = await pieceInStock(server, (p) => p <= 40_000);
    await setStock(server, product.id, 5);
    const calls = checkoutCalls(server, await cartWith(server, [piece]));
    await calls.user({ ...CONTACT, phone: uniquePhone() });
    await calls.ship();
    expect((await calls.pay('payment_on_delivery')).status).toBe(200);
    const moved = await calls.ship(LONDON);
    expect(moved.body.message.order.applied_payment_method).toBeNull();
    const generated = await calls.generate();
    expect(generated.status).toBe(422);
    expect(generated.body.reason).toBe('INCOMPLETE_ORDER_PAYMENT');
  });

  it.for([
    ['address_zipcode', '682016', 'Please specify a valid postal code of United Kingdom for shipping address.'],
    ['address_zipcode', '90210', 'Please specify a valid postal code of United Kingdom for shipping address.'],
    ['address_country', 'XX', 'Please specify a valid country name.'],
    ['address_country', 'Atlantis', 'Please specify a valid country name.'],
  ] as const)('refuses %s %j, naming the field', async ([field, value, text]) => {
    const calls = checkoutCalls(server, await cartWith(server, []));
    const res = await calls.ship({ ...LONDON, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('MESSAGE_VALIDATION_ERROR');
    expect(res.body.message.trace.fields[`virtual_order_${field}`]).toBe(text);
  });

  it('refuses a phone that is not valid for its country', async () => {
    const calls = checkoutCalls(server, await cartWith(server, []));
    const res = await calls.user({ ...CONTACT, phone: '+44 7911 12' });
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('MESSAGE_VALIDATION_ERROR');
  });

  it('the first spec’s order/place refuses cash on delivery abroad with the same reason', async () => {
    const { product, piece, price } = await pieceInStock(server, (p) => p <= 40_000);
    await setStock(server, product.id, 5);
    const session = await cartWith(server, [piece]);
    const res = await server.post('order/place/payment_on_delivery', {
      session,
      items: [{ sku: piece.sku, variant: piece.variant, qty: 1, price }],
      user: UK_CONTACT,
      order: LONDON,
    });
    expect(res.status).toBe(422);
    expect(res.body.reason).toBe('CASH_ON_DELIVERY_INDIA_ONLY');
  });
});

describe('a card order to the United Kingdom', () => {
  it('charges the pieces plus the charge, confirms with the notices, and invoices an export', async () => {
    const { calls, price } = await draftAbroad();
    expect((await calls.pay('online_payment_razorpay')).status).toBe(200);
    const generated = await calls.generate({ expected_amount: price + CHARGE });
    expect(generated.status).toBe(200);
    const { order, payment_data } = generated.body.message;
    expect(order.amount).toBe(price + CHARGE);
    expect(payment_data.amount).toBe((price + CHARGE) * 100);

    const paid = await server.services.payments.local!.pay(payment_data.order_id, 'success');
    if (paid.kind !== 'paid') throw new Error(paid.kind);
    const confirmed = await calls.confirm(order.order_id, paid.reply);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message.order).toMatchObject({
      amount: price + CHARGE,
      charges: CHARGE,
      payment_mode: 'online_payment_razorpay',
      international: { country_code: 'GB', duties_notice: expect.stringContaining('Customs duties') },
    });
    expect(confirmed.body.message.order.expected.label).toMatch(/^First delivery attempt by /);

    const db = server.services.database.db;
    const [row] = await queryRows<{ ship_country: string; ship_country_code: string; charges: number; amount: number }>(
      db,
      sql`SELECT ship_country, ship_country_code, charges, amount FROM orders WHERE order_id = ${order.order_id}`,
    );
    expect(row).toEqual({
      ship_country: 'United Kingdom',
      ship_country_code: 'GB',
      charges: CHARGE,
      amount: price + CHARGE,
    });

    const figures = await db.transaction(async (tx) => {
      // A card order is placed when paid; the desk confirms and packs it before it ships.
      for (const step of ['confirmed', 'packed'] as const) await setOrderStatus(tx, order.order_id, step);
      expect(await setOrderStatus(tx, order.order_id, 'shipped')).toBe(true);
      const issued = await server.services.invoices.issueInvoice(tx, order.order_id);
      if (!('number' in issued)) throw new Error(`not issued: ${issued.refused}`);
      const [inv] = await queryRows<{ figures: InvoiceFigures }>(
        tx,
        sql`SELECT figures FROM invoices WHERE number = ${issued.number}`,
      );
      return inv!.figures;
    });
    expect(figures.placeOfSupply).toEqual({ state: 'Outside India (United Kingdom)', code: '96' });
    expect(figures.exportNote).toBe('SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX');
    expect(figures.totals.total).toBe((price + CHARGE) * 100);
    expect(figures.totals.cgst + figures.totals.sgst).toBe(0);

    // What it charged, where the order is read again: the mail, the tracking page and the desk.
    const duties = 'Customs duties and taxes of the destination country are paid by the recipient on delivery.';
    const mails = (
      await server.get<{ messages: { subject: string; text: string }[] }>(
        `/api/dev/outbox?to=${encodeURIComponent(UK_CONTACT.email)}`,
      )
    ).body.messages;
    const confirmation = mails.find((m) => m.subject === `Your Suvarna order ${order.order_id}`)!;
    expect(confirmation.text).toContain(`International shipping: ₹2,500`);
    expect(confirmation.text).toContain('SW1A 2AA, United Kingdom.');
    expect(confirmation.text).toContain(duties);

    const tracked = await server.post('order/track', { order_id: order.order_id, email: UK_CONTACT.email });
    expect(tracked.status).toBe(200);
    expect(tracked.body.result).toMatchObject({
      charges: CHARGE,
      international: { country_code: 'GB', country: 'United Kingdom', shipping_charge: CHARGE, duties_notice: duties },
    });

    const desk = await staffSession(server, 'orders');
    const page = await server.get(`/api/admin/orders/${order.order_id}`, desk.auth);
    expect(page.status).toBe(200);
    expect(page.body.order).toMatchObject({
      charges: CHARGE,
      international: { country: 'United Kingdom', shipping_charge: CHARGE, duties_notice: duties },
    });
  });

  it('an order within India carries no international view, on tracking or at the desk', async () => {
    const { product, piece, price } = await pieceInStock(server, (p) => p <= 40_000);
    await setStock(server, product.id, 5);
    const calls = checkoutCalls(server, await cartWith(server, [piece]));
    expect((await calls.user(CONTACT)).status).toBe(200);
    expect(
      (
        await calls.ship({
          address_country: 'India',
          address_zipcode: '682016',
          address_state: 'Kerala',
          address_city: 'Kochi',
          address_address: '41/2100 MG Road',
        })
      ).status,
    ).toBe(200);
    expect((await calls.pay('online_payment_razorpay')).status).toBe(200);
    const generated = await calls.generate({ expected_amount: price });
    expect(generated.status).toBe(200);
    const { order, payment_data } = generated.body.message;
    const paid = await server.services.payments.local!.pay(payment_data.order_id, 'success');
    if (paid.kind !== 'paid') throw new Error(paid.kind);
    expect((await calls.confirm(order.order_id, paid.reply)).status).toBe(200);
    const tracked = await server.post('order/track', { order_id: order.order_id, email: CONTACT.email });
    expect(tracked.body.result).toMatchObject({ charges: 0, international: null });
    const desk = await staffSession(server, 'orders');
    expect((await server.get(`/api/admin/orders/${order.order_id}`, desk.auth)).body.order.international).toBeNull();
  });

  it('the database refuses a cash-on-delivery order shipped abroad, whatever the code', async () => {
    const db = server.services.database.db;
    const refused = await db
      .execute(
        sql`UPDATE orders SET payment_mode = 'payment_on_delivery' WHERE ship_country_code = 'GB' AND delivery_method = 'ship'`,
      )
      .then(
        () => 'updated',
        (error: Error) => String(error.cause ?? error),
      );
    expect(refused).toMatch(/orders_cash_on_delivery_in_india/);
  });
});
