// The checkout calls (docs/spec.md#second-4, #second-5, #second-7, #second-8; docs/api.md) against a real server and database: the
// draft and its saves with the spec's messages, coupons, payment-method rules, the PAN, generation's
// checks in the spec's order, cash on delivery by code (wrong codes, five tries, resend wait), card
// payment through the local double and its webhook, idempotency, foreign sessions, and the
// reconciler giving back the stock of an order nobody paid for.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { newCartWriteId } from '../../domain/cart/cart-write.ts';
import { CHECKOUT_REASONS } from '../../domain/checkout/messages.ts';
import { registerPerson } from '../support/accounts.ts';
import {
  ADDRESS,
  cartWith,
  checkoutCalls,
  CONTACT,
  latestCode,
  pieceInStock,
  readyCheckout,
  setStock,
  stockOf,
  uniquePhone,
} from '../support/checkout.ts';
import { setOrderStatus } from '../../server/orders/orders.repo.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { findProduct } from '../support/seeded-products.ts';
import { lineBreakupRows, type LineBreakup } from '../../domain/orders/line-breakup.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 60, env: { ALTCHA_MAX_NUMBER: '1000' } });
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const orderRow = async (orderId: string) =>
  (
    await rows<{ status: string; amount: number; discount: number; cod_tries: number; reserved_until: unknown }>(
      sql`SELECT status, amount, discount, cod_tries, reserved_until FROM orders WHERE order_id = ${orderId}`,
    )
  )[0];

describe('virtual_order', () => {
  it('answers an empty draft for a new cart with the options and the spec shape', async () => {
    const { piece, price } = await pieceInStock(server);
    const calls = checkoutCalls(server, await cartWith(server, [piece]));
    const res = await calls.draft();
    expect(res.status).toBe(200);
    const order = res.body.message.order;
    expect(res.body.message.action).toBe(true);
    expect(order.user_details).toBeNull();
    expect(order.shipping_address).toBeNull();
    expect(order.billing_same).toBe(true);
    expect(order.cart).toHaveLength(1);
    expect(order.cart[0]).toMatchObject({
      cart_product_sku: piece.sku,
      cart_product_quantity: 1,
      cart_product_unit_price: price,
      status: 'ok',
    });
    expect(order.summery).toEqual({
      subtotal: price,
      discounts: 0,
      redeems: 0,
      savings_plan: 0,
      charges: 0,
      payable_amount: price,
    });
    expect(order.options.payment_methods.map((m: { id: string }) => m.id)).toEqual([
      'payment_on_delivery',
      'online_payment_razorpay',
    ]);
    expect(order.options.pickup_stores.map((s: { city: string }) => s.city)).toEqual([
      'Kochi',
      'Kozhikode',
      'Thrissur',
    ]);
    expect(order.options.discount_coupons.map((c: { code: string }) => c.code)).toContain('LAKH5000');
    expect(order.missing).toBe('user');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a missing, unknown or malformed session with INCOMPLETE_ORDER_CART', async () => {
    for (const session of [undefined, 'nope', 'x'.repeat(43)]) {
      const res = await server.post('virtual_order', session === undefined ? {} : { session });
      expect(res.status).toBe(422);
      expect(res.body.reason).toBe('INCOMPLETE_ORDER_CART');
      expect(res.body.message.action).toBe(false);
    }
  });

  it("brings a member's last shipping address into a new draft, and a guest's draft stays empty", async () => {
    const { piece } = await pieceInStock(server);
    const member = await registerPerson(server);
    const phone = uniquePhone();
    const first = checkoutCalls(server, await cartWith(server, [piece], member.auth), member.auth);
    expect((await first.draft()).body.message.order.shipping_address).toBeNull();
    for (const step of [
      () => first.user({ ...CONTACT, phone }),
      () => first.ship(),
      () => first.pay('payment_on_delivery'),
    ])
      expect((await step()).status).toBe(200);
    const { order } = (await first.generate()).body.message;
    expect((await first.confirm(order.order_id, await latestCode(server, phone))).status).toBe(200);

    const next = checkoutCalls(server, await cartWith(server, [piece], member.auth), member.auth);
    const draft = (await next.draft()).body.message.order;
    expect(draft.shipping_address).toMatchObject({
      virtual_order_address_zipcode: ADDRESS.address_zipcode,
      virtual_order_address_address: ADDRESS.address_address,
      virtual_order_address_state: 'Kerala',
    });
    expect(draft.shipping_address.pincode.Name).toMatch(/\w/);
    expect(
      (await checkoutCalls(server, await cartWith(server, [piece])).draft()).body.message.order.shipping_address,
    ).toBeNull();
  });

  it("starts a member's draft from the address on their profile, before that of their last order", async () => {
    const { piece } = await pieceInStock(server);
    const member = await registerPerson(server);
    const kept = {
      country: 'India',
      ship_pincode: '673001',
      ship_state: 'Kerala',
      ship_city: 'Kozhikode',
      ship_address: '3 Beach Road',
    };
    expect(
      (await server.post('profile/update', { first_name: 'Asha', last_name: 'Rao', ...kept }, member.auth)).status,
    ).toBe(200);
    const draft = (await checkoutCalls(server, await cartWith(server, [piece], member.auth), member.auth).draft()).body
      .message.order;
    expect(draft.shipping_address).toMatchObject({
      virtual_order_address_country: 'India',
      virtual_order_address_zipcode: '673001',
      virtual_order_address_state: 'Kerala',
      virtual_order_address_city: 'Kozhikode',
      virtual_order_address_address: '3 Beach Road',
    });
    expect(draft.shipping_address.pincode.Name).toMatch(/\w/);
  });

  it("starts a member's draft from an address abroad on their profile: no pincode check, card only", async () => {
    const { piece } = await pieceInStock(server);
    const member = await registerPerson(server);
    const kept = {
      country: 'United Kingdom',
      ship_pincode: 'EH1 1YZ',
      ship_state: '',
      ship_city: 'Edinburgh',
      ship_address: '1 Princes Street',
    };
    expect(
      (await server.post('profile/update', { first_name: 'Asha', last_name: 'Rao', ...kept }, member.auth)).status,
    ).toBe(200);
    const draft = (await checkoutCalls(server, await cartWith(server, [piece], member.auth), member.auth).draft()).body
      .message.order;
    expect(draft.shipping_address).toMatchObject({
      virtual_order_address_country: 'United Kingdom',
      virtual_order_address_zipcode: 'EH1 1YZ',
      virtual_order_address_state: '',
      virtual_order_address_city: 'Edinburgh',
      virtual_order_address_address: '1 Princes Street',
      pincode: null,
    });
    expect(draft.international).toMatchObject({ country_code: 'GB' });
    expect(draft.options.payment_methods).toEqual([
      expect.objectContaining({ id: 'payment_on_delivery', available: false }),
      expect.objectContaining({ id: 'online_payment_razorpay', available: true }),
    ]);
  });

  it("refuses a member's cart to anyone without that member's token", async () => {
    const { piece } = await pieceInStock(server);
    const member = await registerPerson(server);
    const session = await cartWith(server, [piece], member.auth);
    expect((await checkoutCalls(server, session, member.auth).draft()).status).toBe(200);
    expect((await checkoutCalls(server, session).draft()).body.reason).toBe('INCOMPLETE_ORDER_CART');
    const other = await registerPerson(server);
    expect((await checkoutCalls(server, session, other.auth).draft()).body.reason).toBe('INCOMPLETE_ORDER_CART');
  });
});

describe('the saves', () => {
  it("names every failing user field with the spec's text", async () => {
    const calls = checkoutCalls(server, await cartWith(server, [(await pieceInStock(server)).piece]));
    const res = await calls.user({ first_name: '', last_name: ' ', email: 'not-an-email', phone: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('MESSAGE_VALIDATION_ERROR');
    expect(res.body.message.text).toBe('Oops! Please complete your user details and proceed to checkout.');
    expect(res.body.message.trace.fields).toEqual({
      virtual_order_profile_first_name: 'Please enter your first name.',
      virtual_order_profile_last_name: 'Please enter your last name.',
      virtual_order_profile_email: 'Please use a valid email address.',
      virtual_order_profile_phone: 'Please use a valid phone number.',
    });
    expect((await calls.draft()).body.message.order.user_details).toBeNull();
  });

  it('saves user details and the shipping address with its India Post place', async () => {
    const calls = checkoutCalls(server, await cartWith(server, [(await pieceInStock(server)).piece]));
    const user = await calls.user({ ...CONTACT, phone: '+91 98470 12345', email: ' Meera.Nair@Example.com ' });
    expect(user.status).toBe(200);
    expect(user.body.message.order.user_details).toEqual({
      virtual_order_profile_first_name: 'Meera',
      virtual_order_profile_last_name: 'Nair',
      virtual_order_profile_email: 'meera.nair@example.com',
      virtual_order_profile_phone: '9847012345',
    });
    const ship = await calls.ship();
    expect(ship.status).toBe(200);
    expect(ship.body.message.pincode.Name).toMatch(/\w/);
    expect(ship.body.message.order.shipping_address).toMatchObject({
      virtual_order_address_zipcode: '682016',
      virtual_order_address_state: 'Kerala',
    });
    expect(ship.body.message.order.delivery.expected.label).toMatch(/^Delivery by /);
    expect(ship.body.message.order.missing).toBe('payment');
  });

  it("marks an unknown pincode SHIPPING_PINCODE_ERROR and every bad address field with the spec's text", async () => {
    const calls = checkoutCalls(server, await cartWith(server, [(await pieceInStock(server)).piece]));
    const unknown = await calls.ship({ ...ADDRESS, address_zipcode: '999999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.reason).toBe('SHIPPING_PINCODE_ERROR');
    expect(unknown.body.message.trace.fields).toEqual({
      virtual_order_address_zipcode: 'Please specify a valid pin code for shipping address.',
    });
    const bad = await calls.ship({
      address_country: 'Atlantis',
      address_zipcode: '12',
      address_state: '',
      address_city: '',
      address_address: '',
    });
    expect(bad.body.message.trace.fields).toEqual({
      virtual_order_address_country: 'Please specify a valid country name.',
      virtual_order_address_zipcode: 'Please specify a valid pin code for shipping address.',
      virtual_order_address_state: 'Please specify a valid state for shipping address.',
      virtual_order_address_city: 'Please specify a valid city for shipping address.',
      virtual_order_address_address: 'Please specify an address for shipping address.',
    });
    const billing = await calls.bill({
      address_country: 'India',
      address_zipcode: '',
      address_state: 'Kerala',
      address_city: 'Kochi',
      address_address: '',
    });
    expect(billing.body.message.trace.fields).toEqual({
      virtual_order_address_zipcode: 'Please specify a valid pin code for billing address.',
      virtual_order_address_address: 'Please specify an address for billing address.',
    });
  });

  it('keeps a separate billing address until the shopper goes back to the shipping one', async () => {
    const calls = checkoutCalls(server, await cartWith(server, [(await pieceInStock(server)).piece]));
    const saved = await calls.bill({
      address_country: 'India',
      address_zipcode: '560003',
      address_state: 'Karnataka',
      address_city: 'Bengaluru',
      address_address: '12, 4th Cross, Malleshwaram',
    });
    expect(saved.body.message.order.billing_same).toBe(false);
    expect(saved.body.message.order.billing_address.virtual_order_address_city).toBe('Bengaluru');
    const same = await calls.bill({ same_as_shipping: true });
    expect(same.body.message.order.billing_same).toBe(true);
    expect(same.body.message.order.billing_address).toBeNull();
  });

  it('offers pick-up at a store and refuses an unknown one', async () => {
    const calls = checkoutCalls(server, await cartWith(server, [(await pieceInStock(server)).piece]));
    const pickup = await calls.ship({ ...ADDRESS, delivery_method: 'pickup', pickup_store: 'thrissur' });
    expect(pickup.body.message.order.delivery).toMatchObject({ method: 'pickup', store: 'thrissur' });
    expect(pickup.body.message.order.delivery.expected.label).toMatch(/^Ready for pick-up by /);
    const unknown = await calls.ship({ ...ADDRESS, delivery_method: 'pickup', pickup_store: 'mumbai' });
    expect(unknown.status).toBe(400);
  });

  it('refuses unknown fields and wrong types before any rule runs', async () => {
    const calls = checkoutCalls(server, await cartWith(server, [(await pieceInStock(server)).piece]));
    expect((await calls.call('virtual_order_set_user_details', { ...CONTACT, admin: true })).status).toBe(400);
    expect((await calls.call('virtual_order_set_payment_method', { apply_method: 'bitcoin' })).status).toBe(400);
    expect((await server.post('virtual_order', '{not json')).body.reason).toBe('INVALID_JSON');
  });
});

describe('coupons', () => {
  it('applies a coupon, spreads it over the lines to the rupee, and removes it', async () => {
    const { piece, price } = await pieceInStock(server, (p) => p >= 15_001 && p <= 40_000);
    const calls = checkoutCalls(server, await cartWith(server, [piece]));
    const res = await calls.coupon(' flat2000 ');
    expect(res.status).toBe(200);
    expect(res.body.message.text).toBe('Promocode has been successfully applied');
    const order = res.body.message.order;
    expect(order.applied_payment_discount).toMatchObject({
      virtual_order_discount_name: 'FLAT2000',
      virtual_order_discount_type: 'FLAT',
      amount: 2_000,
    });
    expect(order.summery).toMatchObject({ subtotal: price, discounts: 2_000, payable_amount: price - 2_000 });
    expect(order.cart.reduce((a: number, l: { discount: number }) => a + l.discount, 0)).toBe(2_000);
    const cleared = await calls.clearCoupon();
    expect(cleared.body.message.order.applied_payment_discount).toBeNull();
    expect(cleared.body.message.order.summery.payable_amount).toBe(price);
  });

  it("refuses the ₹1 lakh coupon below its threshold with the spec's text, and an unknown code", async () => {
    const calls = checkoutCalls(server, await cartWith(server, [(await pieceInStock(server)).piece]));
    const below = await calls.coupon('LAKH5000');
    expect(below.status).toBe(422);
    expect(below.body.reason).toBe('SUBTOTAL_LESS_THAN_AMOUNT_LIMIT');
    expect(below.body.message.text).toBe('This promocode can only be applied on orders above ₹1 Lakh.');
    const unknown = await calls.coupon('NOSUCHCODE');
    expect(unknown.body.reason).toBe('DISCOUNT_COUPON_NOT_FOUND');
    expect(unknown.body.message.text).toBe('This promocode is not a valid one, please check again.');
    const malformed = await calls.coupon('no!');
    expect(malformed.body.message.trace.fields).toEqual({
      virtual_order_discount_code: 'Please specify a valid promocode.',
    });
  });
});

describe('payment methods', () => {
  it('offers cash on delivery up to ₹49,000 only', async () => {
    const { piece } = await pieceInStock(server, (p) => p > 49_000 && p < 200_000);
    const calls = checkoutCalls(server, await cartWith(server, [piece]));
    await calls.user();
    await calls.ship();
    const cod = (await calls.draft()).body.message.order.options.payment_methods[0];
    expect(cod).toMatchObject({ id: 'payment_on_delivery', available: false });
    const refused = await calls.pay('payment_on_delivery');
    expect(refused.status).toBe(422);
    expect(refused.body.message.text).toBe('Unable to set selected payment method.');
    expect((await calls.pay('online_payment_razorpay')).status).toBe(200);
  });
});

describe('order_generate', () => {
  it('checks user details, shipping address, cart and payment method in that order', async () => {
    const { piece } = await pieceInStock(server);
    const calls = checkoutCalls(server, await cartWith(server, [piece]));
    const expectRefusal = async (code: string) => {
      const res = await calls.generate();
      expect(res.status).toBe(422);
      expect(res.body.reason).toBe(code);
      expect(res.body.message.reason).toBe('SYSTEM_RUNTIME_EXCEPTION');
      expect(res.body.message.trace).toEqual({ error: code });
    };
    await expectRefusal('INCOMPLETE_ORDER_USER');
    await calls.user({ ...CONTACT, phone: uniquePhone() });
    await expectRefusal('INCOMPLETE_ORDER_SHIPPING_ADDRESS');
    await calls.ship();
    await expectRefusal('INCOMPLETE_ORDER_PAYMENT');
    const empty = checkoutCalls(server, await cartWith(server, []));
    await empty.user({ ...CONTACT, phone: uniquePhone() });
    await empty.ship();
    const res = await empty.generate();
    expect(res.body.message.trace).toEqual({ error: 'INCOMPLETE_ORDER_CART' });
    expect(res.body.message.text).toBe('Oops! Your cart seems empty, cannot checkout with an empty cart.');
  });

  it('refuses a missing or forged captcha and a total the shopper did not see', async () => {
    const { piece, price } = await pieceInStock(server);
    const { calls } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const noCaptcha = await calls.call('order_generate', {});
    expect(noCaptcha.body.reason).toBe('CAPTCHA_FAILED');
    const forged = await calls.call('order_generate', { captcha: Buffer.from('{"number":1}').toString('base64') });
    expect(forged.body.reason).toBe('CAPTCHA_FAILED');
    const mismatch = await calls.generate({ expected_amount: price - 1 });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.message.text).toBe('Price mismatch');
  });
});

describe('the breakup kept with an order (issue 22 item 6)', () => {
  it("keeps a piece's making discount with its line, so My orders lists it as the product page did", async () => {
    const product = await findProduct(
      server,
      (p) =>
        p.made_to_order === 'false' &&
        p.stock >= 1 &&
        p.variants.some((v) => v.making_discount > 0 && v.offerprice <= 49_000),
    );
    const variant = product.variants.find((v) => v.making_discount > 0 && v.offerprice <= 49_000)!;
    await setStock(server, product.id, 2);
    const { calls } = await readyCheckout(
      server,
      [{ sku: product.sku, variant: variant.id, quantity: 1 }],
      'payment_on_delivery',
    );
    const generated = await calls.generate({ expected_amount: variant.offerprice });
    expect(generated.status).toBe(200);
    const [line] = await rows<{ breakup: LineBreakup }>(
      sql`SELECT l.breakup FROM order_lines l JOIN orders o ON o.id = l.order_ref WHERE o.order_id = ${generated.body.message.order.order_id}`,
    );
    expect(line!.breakup).toMatchObject({
      making_charge: variant.making_charge,
      making_discount: variant.making_discount,
    });
    const shown = lineBreakupRows(line!.breakup);
    expect(shown.map((r) => r.label)).toContain('Discount on making charge');
    expect(shown.reduce((sum, r) => sum + r.amount, 0)).toBe(variant.offerprice);
  });
});

describe('cash on delivery', () => {
  it('sends a 4-digit code, confirms with it once, empties the cart and queues the mail and SMS', async () => {
    const { product, piece, price } = await pieceInStock(server);
    await setStock(server, product.id, 2);
    const { calls, phone, session } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const generated = await calls.generate({ expected_amount: price });
    expect(generated.status).toBe(200);
    const { order, payment_data } = generated.body.message;
    expect(order).toMatchObject({ amount: price, currency: 'INR', payment_mode: 'payment_on_delivery', phone });
    expect(payment_data).toMatchObject({
      success: true,
      server_resend_step: 60,
      server_resend_rate: 1,
      sent_to: `XXXXXX${phone.slice(-4)}`,
    });
    expect(await stockOf(server, product.id)).toEqual({ stock: 2, reserved: 1 });
    expect((await orderRow(order.order_id))!.status).toBe('pending_payment');

    const code = await latestCode(server, phone);
    expect(code).toMatch(/^\d{4}$/);
    const confirmed = await calls.confirm(order.order_id, code, order.vo_id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message.order).toMatchObject({
      order_id: order.order_id,
      amount: price,
      payment_mode: 'payment_on_delivery',
    });
    expect(confirmed.body.message.purchase).toMatchObject({
      transaction_id: order.order_id,
      value: `${price}.00`,
      tax: '0.00',
      shipping: '0.00',
    });
    expect((await orderRow(order.order_id))!.status).toBe('placed');
    expect(await stockOf(server, product.id)).toEqual({ stock: 1, reserved: 0 });

    const again = await calls.confirm(order.order_id, code);
    expect(again.status).toBe(200);
    expect(again.body.message.order.order_id).toBe(order.order_id);
    expect(await stockOf(server, product.id)).toEqual({ stock: 1, reserved: 0 });
    const outbox = (await server.get(`/api/dev/outbox?to=${CONTACT.email}`)).body.messages.filter(
      (m: { subject: string | null }) => m.subject?.includes(order.order_id),
    );
    expect(outbox).toHaveLength(1);
    const cart = await server.post('refine/cart_update', { message: { cart: [] }, session });
    expect(cart.body.message.cart).toEqual([]);
    const tracked = await server.post('order/track', { order_id: order.order_id, email: CONTACT.email });
    expect(tracked.status).toBe(200);
  });

  it("empties the cart for a device whose last sync's answer was lost too (its write is no longer the last)", async () => {
    const { product, piece, price } = await pieceInStock(server);
    await setStock(server, product.id, 2); // one left for the tests after this one
    const { calls, phone, session } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const write = newCartWriteId();
    const before = (
      await server.post('refine/cart_update', { message: { cart: [piece] }, session, revision: 1, write })
    ).body.message;
    expect(before).toMatchObject({ stale: false, revision: 2 });
    const { order } = (await calls.generate({ expected_amount: price })).body.message;
    expect((await calls.confirm(order.order_id, await latestCode(server, phone), order.vo_id)).status).toBe(200);

    // The device never heard of revision 2: it sends its cart again from 1, with the same write.
    const after = await server.post('refine/cart_update', { message: { cart: [piece] }, session, revision: 1, write });
    expect(after.body.message).toMatchObject({ cart: [], stale: true, revision: 3 });
  });

  it("counts wrong codes: the spec's message, then the fifth cancels the order, which must be generated again", async () => {
    const { piece } = await pieceInStock(server);
    const { calls, phone } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const { order } = (await calls.generate()).body.message;
    const code = await latestCode(server, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    const bad = await calls.confirm(order.order_id, '12a4');
    expect(bad.body.message.text).toBe('Please enter a valid 4 digit one time password.');
    for (let i = 1; i <= 5; i++) {
      const res = await calls.confirm(order.order_id, wrong);
      expect(res.body.message.text).toBe(
        i < 5
          ? 'Order failed with incorrect one time password, please try again.'
          : CHECKOUT_REASONS.OTP_TRIES_EXCEEDED.text,
      );
      expect(res.body.reason).toBe(i < 5 ? 'OTP_MISSMATCH' : 'OTP_TRIES_EXCEEDED');
    }
    expect((await calls.confirm(order.order_id, code)).body.reason).toBe('OTP_TRIES_EXCEEDED');
    expect((await orderRow(order.order_id))!).toMatchObject({ cod_tries: 5, status: 'cancelled' });
  });

  it('answers the same order to a second generate, and a new code only after the resend wait', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const { calls } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const first = (await calls.generate()).body.message;
    const second = (await calls.generate()).body.message;
    expect(second.order.order_id).toBe(first.order.order_id);
    expect(second.payment_data.server_resend_step).toBeLessThanOrEqual(60);
    const early = await calls.generate({ resend: true });
    expect(early.status).toBe(429);
    expect(early.body.message.text).toMatch(/^Please wait \d+ seconds before requesting a new one time password$/);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a confirmation from another cart session, changing nothing', async () => {
    const { piece } = await pieceInStock(server);
    const { calls, phone } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const { order } = (await calls.generate()).body.message;
    const code = await latestCode(server, phone);
    const stranger = checkoutCalls(server, await cartWith(server, [piece]));
    const res = await stranger.confirm(order.order_id, code);
    expect(res.status).toBe(404);
    expect((await orderRow(order.order_id))!).toMatchObject({ status: 'pending_payment', cod_tries: 0 });
  });

  it('a changed draft generates a new order and cancels the old one, releasing its stock once', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 3);
    const { calls } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const first = (await calls.generate()).body.message.order;
    expect(await stockOf(server, product.id)).toEqual({ stock: 3, reserved: 1 });
    await calls.user({ ...CONTACT, first_name: 'Anjali', phone: uniquePhone() });
    const second = (await calls.generate()).body.message.order;
    expect(second.order_id).not.toBe(first.order_id);
    expect((await orderRow(first.order_id))!.status).toBe('cancelled');
    expect(await stockOf(server, product.id)).toEqual({ stock: 3, reserved: 1 });
  });
});

describe('stock', () => {
  it('refuses to generate when the piece sold out since it went into the cart', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 1);
    const { calls } = await readyCheckout(server, [piece], 'payment_on_delivery');
    await setStock(server, product.id, 0);
    const draft = (await calls.draft()).body.message.order;
    expect(draft.cart[0]).toMatchObject({ status: 'short', available: 0 });
    const res = await calls.generate();
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('OUT_OF_STOCK');
    expect(await stockOf(server, product.id)).toEqual({ stock: 0, reserved: 0 });
  });

  it('the reconciler cancels an unpaid order past its 15 minutes and gives its stock back once', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 1);
    const { calls, phone } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const { order } = (await calls.generate()).body.message;
    expect(await stockOf(server, product.id)).toEqual({ stock: 1, reserved: 1 });
    await db().execute(
      sql`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE order_id = ${order.order_id}`,
    );
    expect((await server.services.reconciling.reconcile()).cancelled).toBeGreaterThanOrEqual(1);
    await server.services.reconciling.reconcile();
    expect((await orderRow(order.order_id))!.status).toBe('cancelled');
    expect(await stockOf(server, product.id)).toEqual({ stock: 1, reserved: 0 });
    const late = await calls.confirm(order.order_id, await latestCode(server, phone));
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe('ORDER_EXPIRED');
  });
  it('cancelling a placed order puts its pieces back on the shelf and gives its coupon use back, once', async () => {
    const { product, piece } = await pieceInStock(server, (p) => p >= 16_000 && p <= 49_000);
    await setStock(server, product.id, 2);
    const coupon = async () =>
      (
        await rows<{ used: number; held: number }>(
          sql`SELECT used_count AS used, held_count AS held FROM coupons WHERE code = 'FLAT2000'`,
        )
      )[0]!;
    const before = await coupon();
    const { calls, phone } = await readyCheckout(server, [piece], 'payment_on_delivery');
    expect((await calls.coupon('FLAT2000')).status).toBe(200);
    const { order } = (await calls.generate()).body.message;
    expect((await calls.confirm(order.order_id, await latestCode(server, phone))).status).toBe(200);
    expect(await stockOf(server, product.id)).toEqual({ stock: 1, reserved: 0 });
    expect(await coupon()).toEqual({ used: before.used + 1, held: before.held });

    expect(await setOrderStatus(db(), order.order_id, 'cancelled', 'the shopper called to cancel')).toBe(true);
    expect(await setOrderStatus(db(), order.order_id, 'cancelled')).toBe(false);
    expect(await stockOf(server, product.id)).toEqual({ stock: 2, reserved: 0 });
    expect(await coupon()).toEqual(before);
    const states = await rows<{ state: string }>(
      sql`SELECT r.state FROM stock_reservations r JOIN orders o ON o.id = r.order_ref WHERE o.order_id = ${order.order_id}`,
    );
    expect(states).toEqual([{ state: 'restocked' }]);
  });
});

describe('card payments through the local double', () => {
  it('opens the window for the provider order, confirms a signed reply once, and refuses a forged one', async () => {
    const { product, piece, price } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const { calls } = await readyCheckout(server, [piece], 'online_payment_razorpay');
    const generated = await calls.generate({ expected_amount: price });
    expect(generated.status).toBe(200);
    const { order, payment_data } = generated.body.message;
    expect(payment_data).toMatchObject({
      provider: 'local',
      key: 'rzp_test_local',
      amount: price * 100,
      currency: 'INR',
      timeout: 300,
    });
    expect(payment_data.order_id).toMatch(/^order_/);
    expect((await server.get(payment_data.window_url)).status).toBe(200);

    const forged = await calls.confirm(order.order_id, {
      razorpay_payment_id: 'pay_forged',
      razorpay_order_id: payment_data.order_id,
      razorpay_signature: 'a'.repeat(64),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message.text).toBe('Payment signature verification failed, please try again.');

    const paid = await server.post(`../payments/local/${payment_data.order_id}/pay`, { outcome: 'success' });
    expect(paid.status).toBe(200);
    const confirmed = await calls.confirm(order.order_id, paid.body, order.vo_id);
    expect(confirmed.status).toBe(200);
    expect((await orderRow(order.order_id))!.status).toBe('placed');
    const again = await calls.confirm(order.order_id, paid.body);
    expect(again.body.message.order.order_id).toBe(order.order_id);
  });

  it('refuses a paid reply that belongs to another order', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const a = await readyCheckout(server, [piece], 'online_payment_razorpay');
    const b = await readyCheckout(server, [piece], 'online_payment_razorpay');
    const orderA = (await a.calls.generate()).body.message;
    const orderB = (await b.calls.generate()).body.message;
    const paidA = await server.post(`../payments/local/${orderA.payment_data.order_id}/pay`, { outcome: 'success' });
    const res = await b.calls.confirm(orderB.order.order_id, paidA.body);
    expect(res.body.reason).toBe('PAYMENT_VERIFICATION_FAILED');
    expect((await orderRow(orderB.order.order_id))!.status).toBe('pending_payment');
  });

  it('the reconciler places a paid card order whose browser never came back', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const { calls } = await readyCheckout(server, [piece], 'online_payment_razorpay');
    const { order, payment_data } = (await calls.generate()).body.message;
    expect((await server.post(`../payments/local/${payment_data.order_id}/pay`, { outcome: 'success' })).status).toBe(
      200,
    );
    await db().execute(
      sql`UPDATE orders SET created_at = now() - interval '10 minutes' WHERE order_id = ${order.order_id}`,
    );
    await server.services.reconciling.reconcile();
    expect((await orderRow(order.order_id))!.status).toBe('placed');
  });
});

describe('the PAN', () => {
  it('is asked for at ₹2,00,000 or more, checked, and shown masked', async () => {
    const expensive = await pieceInStock(server, (p) => p >= 50_000).catch(() => null);
    if (!expensive) return;
    const qty = Math.ceil(200_000 / expensive.price);
    const { product } = expensive;
    await setStock(server, product.id, qty + 1);
    const { calls } = await readyCheckout(server, [{ ...expensive.piece, quantity: qty }], 'online_payment_razorpay');
    const draft = (await calls.draft()).body.message.order;
    expect(draft.pan).toEqual({ required: true, masked: null });
    expect(draft.options.payment_methods[0].available).toBe(false);
    expect((await calls.generate()).body.reason).toBe('INCOMPLETE_ORDER_PAN');
    expect((await calls.pan('ABCDE123')).body.reason).toBe('PAN_INVALID');
    const saved = await calls.pan('abcpe1234f');
    expect(saved.body.message.order.pan).toEqual({ required: true, masked: 'XXXXXX234F' });
    expect(CHECKOUT_REASONS.PAN_INVALID.status).toBe(400);
  });
});

describe('the page with the local payment double', () => {
  // What the policy lets in with Razorpay's keys (checkout.js, its window) is
  // server/http/content-policy.test.ts's, a pure function of the settings: no server of its own.
  it("lets none of Razorpay's scripts or frames in", async () => {
    const local = (await server.get('/checkout', { accept: 'text/html' })).headers.get('content-security-policy') ?? '';
    expect(local).not.toContain('razorpay.com');
    expect(local).toMatch(/frame-src 'self'/);
  });
});
