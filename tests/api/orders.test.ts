// The order calls (docs/spec.md#first-6 to #first-8, docs/api.md#identity) against a real server and database: a member's
// list by token with the guards the issue lists (no token, a foreign user_id, a claimed ADMIN role),
// order/new/list, guest tracking with one answer for an unknown id and a wrong email, its throttle,
// the 400s, and the database's own checks on the money. Orders are written by the checkout's
// repository function (tests/support/order-factory.ts), never by hand.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { orderListAnswerSchema, trackingAnswerSchema } from '../../domain/orders/api-schemas.ts';
import { COD_CALL_NOTE } from '../../domain/orders/messages.ts';
import { ORDER_ID_PATTERN } from '../../domain/orders/order-id.ts';
import { TRACK_FAILURES_PER_IP, TRACK_FAILURES_PER_ORDER } from '../../domain/orders/tracking-rate.ts';
import { insertOrder, setOrderStatus } from '../../server/orders/orders.repo.ts';
import { ipHeader, registerPerson } from '../support/accounts.ts';
import { createOrder, SHIPPING } from '../support/order-factory.ts';
import { capturedLog } from '../support/log-capture.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const log = capturedLog();
beforeAll(async () => {
  server = await startTestServer({
    seedProducts: 5,
    env: { TRUST_PROXY: 'true' },
    logger: log.logger,
  });
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const list = (body: unknown, headers: Record<string, string> = {}) => server.post('order/list', body, headers);
const track = (body: unknown, headers: Record<string, string> = ipHeader()) =>
  server.post('order/track', body, headers);

/** Every key anywhere in an answer, however deep. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

/** The answer holds no PAN: no key named like one, and not the value, whole or in part. */
function expectNoPan(body: unknown, pan: string) {
  expect([...keysOf(body)].filter((k) => /(^|_)pan($|_)/i.test(k))).toEqual([]);
  const text = JSON.stringify(body);
  expect(text).not.toContain(pan);
  expect(text).not.toContain(pan.slice(-5));
}

const PAN = 'ABCPE1234F';
// A diamond ring's unit price in parts, as the checkout records it (no gemstone).
const ringBreakup = (unitPrice: number) => {
  const gst = Math.round((unitPrice * 3) / 103);
  const making = 999;
  const diamond = Math.floor((unitPrice - gst - making) / 3);
  return {
    metal_price: unitPrice - gst - making - diamond,
    diamond_price: diamond,
    gemstone_price: 0,
    making_charge: making,
    gst_percent: 3,
    gst_amount: gst,
  };
};

describe('order/list', () => {
  it('answers an empty list to a member who never ordered', async () => {
    const { session, auth } = await registerPerson(server);
    const res = await list({ user_id: session.user_id, user_type: session.user_type }, auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      result: { orders: [], page: 1, per_page: 10, total: 0, total_pages: 0 },
    });
  });

  it("lists the member's own orders only, newest first, with lines, status and totals", async () => {
    const me = await registerPerson(server);
    const other = await registerPerson(server);
    const first = await createOrder(db(), {
      userId: me.session.user_id,
      email: me.person.email,
      lines: [{ variant: 0, qty: 2 }],
      discount: 500,
      path: ['placed', 'confirmed'],
    });
    const second = await createOrder(db(), {
      userId: me.session.user_id,
      email: me.person.email,
      lines: [
        { variant: 1, qty: 1 },
        { variant: 2, qty: 1 },
      ],
      paymentMode: 'online_payment_razorpay',
    });
    await createOrder(db(), { userId: other.session.user_id, email: other.person.email });
    // A guest order with the member's email is not theirs to list (it is not tied to the account).
    await createOrder(db(), { email: me.person.email });
    // An order still awaiting its code is a checkout in progress, not an order.
    await createOrder(db(), { userId: me.session.user_id, email: me.person.email, path: [] });

    const res = await list({ user_id: me.session.user_id, user_type: 'CUSTOMER' }, me.auth);
    expect(res.status).toBe(200);
    expect(res.body.result.total).toBe(2);
    expect(res.body.result.orders.map((o: { order_id: string }) => o.order_id)).toEqual([
      second.orderId,
      first.orderId,
    ]);
    const [, older] = res.body.result.orders;
    const unit = first.lines[0]!.unitPrice;
    expect(older).toEqual({
      order_id: first.orderId,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'confirmed',
      status_label: 'Confirmed',
      payment_mode: 'payment_on_delivery',
      payment_label: 'Cash on delivery',
      payment_note: null,
      currency: 'INR',
      subtotal: 2 * unit,
      discount: 500,
      coupon_code: null,
      charges: 0,
      amount: 2 * unit - 500,
      gift_card_amount: 0,
      savings_plan_amount: 0,
      made_to_order: first.lines[0]!.madeToOrder,
      can_cancel: true,
      delivery: {
        method: 'ship',
        label: `Free shipping to ${SHIPPING.city}, ${SHIPPING.zipcode}`,
        store: null,
        expected: null,
      },
      international: null,
      items: [
        {
          name: first.lines[0]!.name,
          sku: first.lines[0]!.sku,
          color: first.lines[0]!.color,
          size: first.lines[0]!.size,
          picture: first.lines[0]!.picture,
          value: first.lines[0]!.productValue,
          qty: 2,
          unit_price: unit,
          total: 2 * unit,
          discount: 0,
          breakup: null,
        },
      ],
      invoice: null,
      shipment: null,
      // Confirmed, not delivered: nothing to return yet; the refund of cash would go to a bank account.
      returns: { can_request: false, last_day: null, refusal: null, needs_bank_details: true, request: null },
    });
    expect(res.body.result.orders[0].items).toHaveLength(2);
  });

  it('needs a valid token: none, a made-up one and a logged-out one answer 401', async () => {
    const { session, auth } = await registerPerson(server);
    expect((await list({ user_id: session.user_id })).status).toBe(401);
    expect((await list({}, { authorization: 'Bearer not-a-real-token' })).body).toMatchObject({
      success: false,
      reason: 'UNAUTHORIZED',
    });
    await server.post('logout', {}, auth);
    expect((await list({}, auth)).status).toBe(401);
  });

  it("answers 403 to a user_id that is not the token's, in the body or the header", async () => {
    const me = await registerPerson(server);
    const victim = await registerPerson(server);
    await createOrder(db(), { userId: victim.session.user_id, email: victim.person.email });
    const body = await list({ user_id: victim.session.user_id }, me.auth);
    expect(body.status).toBe(403);
    expect(body.body).toMatchObject({ success: false, reason: 'FORBIDDEN' });
    expect(JSON.stringify(body.body)).not.toContain(victim.person.email);
    const header = await list({}, { ...me.auth, user_id: String(victim.session.user_id) });
    expect(header.status).toBe(403);
  });

  it('a user_type of ADMIN in the body or the headers changes nothing', async () => {
    const me = await registerPerson(server);
    const other = await registerPerson(server);
    const mine = await createOrder(db(), { userId: me.session.user_id, email: me.person.email });
    await createOrder(db(), { userId: other.session.user_id, email: other.person.email });
    const plain = await list({ user_id: me.session.user_id, user_type: 'CUSTOMER' }, me.auth);
    const claimed = await list(
      { user_id: me.session.user_id, user_type: 'ADMIN', role: 'ADMIN' },
      { ...me.auth, user_type: 'ADMIN', api_token: me.session.token },
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual(plain.body);
    expect(claimed.body.result.orders.map((o: { order_id: string }) => o.order_id)).toEqual([mine.orderId]);
    // Asking for someone else as an "ADMIN" is still refused.
    expect(
      (await list({ user_id: other.session.user_id, user_type: 'ADMIN' }, { ...me.auth, user_type: 'ADMIN' })).status,
    ).toBe(403);
  });

  it('pages by 10, newest first', async () => {
    const me = await registerPerson(server);
    const made: string[] = [];
    for (let i = 0; i < 12; i++)
      made.push((await createOrder(db(), { userId: me.session.user_id, email: me.person.email })).orderId);
    const one = await list({ page: 1 }, me.auth);
    const two = await list({ page: 2 }, me.auth);
    expect(one.body.result).toMatchObject({ page: 1, per_page: 10, total: 12, total_pages: 2 });
    const ids = [...one.body.result.orders, ...two.body.result.orders].map((o: { order_id: string }) => o.order_id);
    expect(ids).toEqual([...made].reverse());
    expect((await list({ page: 3 }, me.auth)).body.result.orders).toEqual([]);
  });

  it.each([
    ['a page of 0', { page: 0 }, 'page'],
    ['a page beyond 100', { page: 101 }, 'page'],
    ['a user_id that is not a number', { user_id: 'abc' }, 'user_id'],
    ['a huge user_type', { user_type: 'A'.repeat(1000) }, 'user_type'],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    const { auth } = await registerPerson(server);
    const res = await list(body, auth);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
  });
});

describe('what the checkout records, on the order calls', () => {
  it("lists a member's shipped-to and picked-up orders with delivery, window, payment, coupon, shares and breakups, and no PAN", async () => {
    const me = await registerPerson(server);
    const shipped = await createOrder(db(), {
      userId: me.session.user_id,
      email: me.person.email,
      lines: [
        { variant: 0, qty: 2 },
        { variant: 1, qty: 1 },
      ],
      discount: 900,
      lineDiscounts: [600, 300],
      breakup: (unitPrice, line) => (line === 0 ? ringBreakup(unitPrice) : null),
      checkout: {
        deliveryMethod: 'ship',
        expectedFrom: '2026-11-30',
        expectedTo: '2026-12-02',
        couponCode: 'SHAADI900',
        pan: PAN,
      },
      path: ['placed'],
    });
    const picked = await createOrder(db(), {
      userId: me.session.user_id,
      email: me.person.email,
      paymentMode: 'online_payment_razorpay',
      checkout: {
        deliveryMethod: 'pickup',
        pickupStore: 'kozhikode',
        expectedFrom: '2026-11-27',
        expectedTo: '2026-11-27',
      },
      path: ['placed', 'confirmed'],
    });

    const res = await list({ user_id: me.session.user_id }, me.auth);
    expect(res.status).toBe(200);
    expect(orderListAnswerSchema.parse(res.body)).toEqual({ result: res.body.result });
    const [pickup, ship] = res.body.result.orders;
    expect(ship).toMatchObject({
      order_id: shipped.orderId,
      payment_mode: 'payment_on_delivery',
      payment_label: 'Cash on delivery',
      payment_note: COD_CALL_NOTE,
      discount: 900,
      coupon_code: 'SHAADI900',
      delivery: {
        method: 'ship',
        label: `Free shipping to ${SHIPPING.city}, ${SHIPPING.zipcode}`,
        store: null,
        expected: { from: '2026-11-30', to: '2026-12-02', label: 'Delivery by Mon, 30 Nov – Wed, 2 Dec' },
      },
    });
    expect(ship.items.map((i: { discount: number }) => i.discount)).toEqual([600, 300]);
    expect(ship.items[0].breakup).toEqual(ringBreakup(shipped.lines[0]!.unitPrice));
    expect(ship.items[1].breakup).toBeNull();
    expect(pickup).toMatchObject({
      order_id: picked.orderId,
      payment_label: 'Paid online with Razorpay (card, UPI or net banking)',
      payment_note: null,
      coupon_code: null,
      delivery: {
        method: 'pickup',
        label: 'Pick-up at Suvarna Kozhikode, Kozhikode',
        store: {
          name: 'Suvarna Kozhikode',
          address: '8/512 Mavoor Road, Arayidathupalam',
          city: 'Kozhikode',
          pincode: '673004',
        },
        expected: { from: '2026-11-27', to: '2026-11-27', label: 'Ready for pick-up by Fri, 27 Nov' },
      },
    });
    // The PAN is in the row, and nowhere in the answer.
    expect(await rows<{ pan: string }>(sql`SELECT pan FROM orders WHERE id = ${shipped.id}`)).toEqual([{ pan: PAN }]);
    expectNoPan(res.body, PAN);
    expectNoPan((await server.post('order/new/list', { token: me.session.token })).body, PAN);
  });

  it('tracks a pick-up with its store, window, coupon, breakup and masked contact, and no PAN', async () => {
    const email = `pickup.${Date.now()}@example.in`;
    const order = await createOrder(db(), {
      email,
      discount: 1_000,
      lineDiscounts: [1_000],
      breakup: ringBreakup,
      checkout: {
        deliveryMethod: 'pickup',
        pickupStore: 'thrissur',
        expectedFrom: '2026-11-26',
        expectedTo: '2026-11-27',
        couponCode: 'WELCOME1K',
        pan: PAN,
      },
      path: ['placed'],
    });
    const res = await track({ order_id: order.orderId, email });
    expect(res.status).toBe(200);
    expect(trackingAnswerSchema.parse(res.body)).toEqual({ result: res.body.result, message: res.body.message });
    expect(res.body.result).toMatchObject({
      payment_label: 'Cash on delivery',
      payment_note: COD_CALL_NOTE,
      coupon_code: 'WELCOME1K',
      discount: 1_000,
      delivery: {
        method: 'pickup',
        label: 'Pick-up at Suvarna Thrissur, Thrissur',
        store: {
          name: 'Suvarna Thrissur',
          address: '22/310 Round South, Swaraj Round',
          city: 'Thrissur',
          pincode: '680001',
        },
        expected: { from: '2026-11-26', to: '2026-11-27', label: 'Ready for pick-up by Thu, 26 Nov – Fri, 27 Nov' },
      },
      items: [{ discount: 1_000, breakup: ringBreakup(order.lines[0]!.unitPrice) }],
    });
    expectNoPan(res.body, PAN);
    for (const secret of [email, SHIPPING.address]) expect(JSON.stringify(res.body)).not.toContain(secret);
  });

  it('drops the window once the order is delivered or cancelled, and the call note once confirmed', async () => {
    const email = `ended.${Date.now()}@example.in`;
    const checkout = { expectedFrom: '2026-11-30', expectedTo: '2026-12-02' };
    const delivered = await createOrder(db(), {
      email,
      checkout,
      path: ['placed', 'confirmed', 'packed', 'shipped', 'delivered'],
    });
    const cancelled = await createOrder(db(), { email, checkout, path: ['placed', 'cancelled'] });
    const shipped = await createOrder(db(), { email, checkout, path: ['placed', 'confirmed', 'packed', 'shipped'] });
    const answer = async (orderId: string) => (await track({ order_id: orderId, email })).body.result;
    expect((await answer(delivered.orderId)).delivery.expected).toBeNull();
    expect((await answer(cancelled.orderId)).delivery.expected).toBeNull();
    const onItsWay = await answer(shipped.orderId);
    expect(onItsWay.delivery.expected.label).toBe('Delivery by Mon, 30 Nov – Wed, 2 Dec');
    expect(onItsWay.payment_note).toBeNull();
  });

  it('answers an order from before the checkout (null columns, no breakup) on both calls', async () => {
    const me = await registerPerson(server);
    const old = await createOrder(db(), {
      userId: me.session.user_id,
      email: me.person.email,
      path: ['placed', 'confirmed'],
    });
    // As migration 0009 left the orders before it: defaults and nulls only.
    expect(
      await rows(
        sql`SELECT delivery_method, pickup_store, expected_from, expected_to, coupon_code, pan FROM orders WHERE id = ${old.id}`,
      ),
    ).toEqual([
      {
        delivery_method: 'ship',
        pickup_store: null,
        expected_from: null,
        expected_to: null,
        coupon_code: null,
        pan: null,
      },
    ]);
    const listed = await list({}, me.auth);
    expect(orderListAnswerSchema.parse(listed.body)).toEqual({ result: listed.body.result });
    const tracked = await track({ order_id: old.orderId, email: me.person.email });
    expect(trackingAnswerSchema.parse(tracked.body)).toEqual({
      result: tracked.body.result,
      message: tracked.body.message,
    });
    for (const view of [listed.body.result.orders[0], tracked.body.result]) {
      expect(view).toMatchObject({
        coupon_code: null,
        payment_note: null,
        delivery: {
          method: 'ship',
          label: `Free shipping to ${SHIPPING.city}, ${SHIPPING.zipcode}`,
          store: null,
          expected: null,
        },
        items: [{ discount: 0, breakup: null }],
      });
    }
  });
});

describe('order/new/list', () => {
  it('lists the orders of the token in the body', async () => {
    const me = await registerPerson(server);
    const order = await createOrder(db(), { userId: me.session.user_id, email: me.person.email });
    const res = await server.post('order/new/list', { token: me.session.token });
    expect(res.status).toBe(200);
    expect(res.body.result.orders.map((o: { order_id: string }) => o.order_id)).toEqual([order.orderId]);
  });

  it('answers 401 to an unknown token, 403 when the headers name someone else, 400 without a token', async () => {
    const me = await registerPerson(server);
    const other = await registerPerson(server);
    expect((await server.post('order/new/list', { token: 'nope' })).status).toBe(401);
    expect((await server.post('order/new/list', { token: me.session.token }, other.auth)).status).toBe(403);
    expect(
      (await server.post('order/new/list', { token: me.session.token }, { user_id: String(other.session.user_id) }))
        .status,
    ).toBe(403);
    expect(
      (await server.post('order/new/list', { token: me.session.token }, { ...me.auth, user_type: 'ADMIN' })).status,
    ).toBe(200);
    const missing = await server.post('order/new/list', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('token');
  });
});

describe('order/track', () => {
  it('answers the tracking view when the id and email match, whatever their case and spacing', async () => {
    const email = `track.${Date.now()}@example.in`;
    const order = await createOrder(db(), {
      email,
      firstName: 'Meera',
      lastName: 'Iyer',
      phone: '9123456789',
      path: ['placed', 'confirmed', 'packed', 'shipped'],
    });
    const res = await track({ order_id: `  ${order.orderId.toLowerCase()} `, email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Thanks for filling the form. Please checkout your order details',
      result: {
        order_id: order.orderId,
        status: 'shipped',
        status_label: 'Shipped',
        amount: order.amount,
        contact: { name: 'Meera I.', email: `t***@example.in`, phone: '******6789' },
        ship_to: { city: SHIPPING.city, state: SHIPPING.state, zipcode: SHIPPING.zipcode, country: 'India' },
      },
    });
    expect(
      res.body.result.timeline.map((s: { key: string; state: string }) => `${s.key}:${s.state}`).slice(-2),
    ).toEqual(['shipped:current', 'delivered:upcoming']);
    const text = JSON.stringify(res.body);
    for (const secret of [email, '9123456789', SHIPPING.address, 'Malleshwaram', 'Iyer'])
      expect(text).not.toContain(secret);
  });

  it('gives an unknown order id and a wrong email the same status and body', async () => {
    const email = `same.${Date.now()}@example.in`;
    const order = await createOrder(db(), { email });
    const unknownId = order.orderId.slice(0, -1) + (order.orderId.endsWith('0') ? '1' : '0');
    const wrongEmail = await track({ order_id: order.orderId, email: `other.${email}` });
    const unknown = await track({ order_id: unknownId, email });
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(wrongEmail.status);
    expect(unknown.body).toEqual(wrongEmail.body);
    expect(unknown.body).toEqual({ success: false, reason: 'ORDER_NOT_FOUND', message: expect.any(String) });
  });

  it('does not track an order still awaiting its code or payment', async () => {
    const email = `pending.${Date.now()}@example.in`;
    const order = await createOrder(db(), { email, path: [] });
    expect((await track({ order_id: order.orderId, email })).status).toBe(404);
  });

  it('ends the timeline of a cancelled made-to-order order after the steps it reached', async () => {
    const email = `mto.${Date.now()}@example.in`;
    const order = await createOrder(db(), { email, madeToOrder: true, path: ['placed', 'confirmed', 'cancelled'] });
    const res = await track({ order_id: order.orderId, email });
    expect(res.body.result.made_to_order).toBe(true);
    expect(res.body.result.timeline.map((s: { key: string; state: string }) => `${s.key}:${s.state}`)).toEqual([
      'placed:done',
      'confirmed:done',
      'cancelled:ended',
    ]);
  });

  it(`refuses with 429 after ${TRACK_FAILURES_PER_IP} failures from one IP, and a match is not counted`, async () => {
    const ip = ipHeader();
    const email = `rate.${Date.now()}@example.in`;
    const order = await createOrder(db(), { email });
    for (let i = 0; i < 3; i++) expect((await track({ order_id: order.orderId, email }, ip)).status).toBe(200);
    // Failures in parallel: they queue on the count, and no more than the limit get a lookup.
    const ids = Array.from(
      { length: TRACK_FAILURES_PER_IP + 5 },
      () => `SV${'0123456789ABCDEFGHJKMNPQRSTVWXYZ'.charAt(Math.floor(Math.random() * 32)).repeat(13)}`,
    );
    const answers = await Promise.all(ids.map((order_id) => track({ order_id, email }, ip)));
    expect(answers.filter((a) => a.status === 404)).toHaveLength(TRACK_FAILURES_PER_IP);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body).toEqual({
      success: false,
      reason: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/^Too many tracking attempts\. Please try again in \d+ minutes?/),
    });
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right pair waits: otherwise the limit would only slow guessing down.
    expect((await track({ order_id: order.orderId, email }, ip)).status).toBe(429);
    // Another IP is not affected.
    expect((await track({ order_id: order.orderId, email })).status).toBe(200);
    // The window passes.
    await db().execute(
      sql`UPDATE rate_events SET at = at - interval '61 minutes' WHERE scope = 'track-ip' AND key = ${ip['x-forwarded-for']!}`,
    );
    expect((await track({ order_id: order.orderId, email }, ip)).status).toBe(200);
  });

  it(`refuses with 429 after ${TRACK_FAILURES_PER_ORDER} wrong emails for one order id, from any IPs`, async () => {
    const email = `guess.${Date.now()}@example.in`;
    const order = await createOrder(db(), { email });
    for (let i = 0; i < TRACK_FAILURES_PER_ORDER; i++)
      expect((await track({ order_id: order.orderId, email: `guess${i}@example.in` })).status).toBe(404);
    expect((await track({ order_id: order.orderId, email: 'guess-again@example.in' })).status).toBe(429);
  });

  it.each([
    ['a missing order id', { email: 'a@b.in' }, 'order_id'],
    ['a missing email', { order_id: 'SV0123456789ABC' }, 'email'],
    ['an order id of another shape', { order_id: '12345', email: 'a@b.in' }, 'order_id'],
    ['a huge order id', { order_id: 'SV'.padEnd(5000, '0'), email: 'a@b.in' }, 'order_id'],
    ['a number as order id', { order_id: 12345, email: 'a@b.in' }, 'order_id'],
    ['a malformed email', { order_id: 'SV0123456789ABC', email: 'not-an-email' }, 'email'],
    ['a huge email', { order_id: 'SV0123456789ABC', email: `${'a'.repeat(300)}@b.in` }, 'email'],
    ['an empty email', { order_id: 'SV0123456789ABC', email: '' }, 'email'],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    const res = await track(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, reason: 'INVALID_INPUT' });
    expect(res.body.fields).toHaveProperty(field);
  });

  it('is described in the OpenAPI document with the other order calls', async () => {
    const res = await server.get('/api/openapi.json');
    for (const path of ['/api/order/list', '/api/order/new/list', '/api/order/track'])
      expect(res.body.paths[path]?.post, path).toBeDefined();
  });

  it('answers 405 to GET and 400 to malformed JSON', async () => {
    expect((await server.get('/api/order/track')).status).toBe(405);
    expect((await track('{"order_id":')).status).toBe(400);
  });
});

describe('the orders store', () => {
  it('gives unguessable ids: SV and 13 Crockford base32 characters, no sequence between two orders', async () => {
    const a = await createOrder(db(), { email: 'ids@example.in' });
    const b = await createOrder(db(), { email: 'ids@example.in' });
    expect(a.orderId).toMatch(ORDER_ID_PATTERN);
    expect(b.orderId).toMatch(ORDER_ID_PATTERN);
    let shared = 0;
    while (a.orderId[shared] === b.orderId[shared]) shared++;
    // Beyond the prefix, two ids in a row share a character or two at most by chance.
    expect(shared).toBeLessThan(6);
  });

  it('retries with a new id when a generated one is taken', async () => {
    const a = await createOrder(db(), { email: 'clash@example.in' });
    const ids = [a.orderId, 'SV0000000000001'];
    const b = await insertOrder(
      db(),
      {
        contact: { firstName: 'A', lastName: 'B', email: 'clash@example.in', phone: '9876543210' },
        paymentMode: 'payment_on_delivery',
        shipping: SHIPPING,
        lines: [{ variantId: null, name: 'Ring', sku: 'R-1', madeToOrder: false, qty: 1, unitPrice: 100 }],
      },
      () => ids.shift()!,
    );
    expect(b.orderId).toBe('SV0000000000001');
  });

  it("writes inside the caller's transaction (the checkout's): a clash retries, a rollback leaves nothing", async () => {
    const taken = await createOrder(db(), { email: 'tx@example.in' });
    const order = {
      contact: { firstName: 'A', lastName: 'B', email: 'tx@example.in', phone: '9876543210' },
      paymentMode: 'payment_on_delivery' as const,
      shipping: SHIPPING,
      lines: [{ variantId: null, name: 'Ring', sku: 'R-1', madeToOrder: false, qty: 1, unitPrice: 100 }],
    };
    const kept = await db().transaction(async (tx) => {
      const ids = [taken.orderId, 'SV0000000000002'];
      return insertOrder(tx, order, () => ids.shift()!);
    });
    expect(kept.orderId).toBe('SV0000000000002');
    await expect(
      db().transaction(async (tx) => {
        await insertOrder(tx, order, () => 'SV0000000000003');
        throw new Error('the payment step failed');
      }),
    ).rejects.toThrow('the payment step failed');
    expect(await rows(sql`SELECT 1 FROM orders WHERE order_id = 'SV0000000000003'`)).toEqual([]);
    expect(await rows(sql`SELECT 1 FROM orders WHERE order_id = 'SV0000000000002'`)).toHaveLength(1);
  });

  it('keeps the money honest in the database itself', async () => {
    const order = await createOrder(db(), { email: 'checks@example.in', lines: [{ variant: 0, qty: 1 }] });
    const attempts = [
      sql`UPDATE orders SET amount = amount + 1 WHERE order_id = ${order.orderId}`,
      sql`UPDATE orders SET discount = -1, amount = subtotal + 1 WHERE order_id = ${order.orderId}`,
      sql`UPDATE orders SET status = 'lost' WHERE order_id = ${order.orderId}`,
      sql`UPDATE orders SET payment_mode = 'barter' WHERE order_id = ${order.orderId}`,
      sql`UPDATE orders SET currency = 'USD' WHERE order_id = ${order.orderId}`,
      sql`UPDATE orders SET order_id = 'SV1' WHERE order_id = ${order.orderId}`,
      sql`UPDATE order_lines SET total = total + 1 WHERE order_ref = ${order.id}`,
      sql`UPDATE order_lines SET qty = 0, total = 0 WHERE order_ref = ${order.id}`,
    ];
    for (const attempt of attempts) await expect(db().execute(attempt)).rejects.toThrow();
    expect(await rows<{ amount: number }>(sql`SELECT amount FROM orders WHERE order_id = ${order.orderId}`)).toEqual([
      { amount: order.amount },
    ]);
  });

  it('refuses a move the statuses do not allow, and keeps the history of the ones made', async () => {
    const order = await createOrder(db(), {
      email: 'moves@example.in',
      path: ['placed', 'confirmed', 'packed', 'shipped'],
    });
    expect(await setOrderStatus(db(), order.orderId, 'cancelled')).toBe(false);
    expect(await setOrderStatus(db(), order.orderId, 'delivered')).toBe(true);
    const history = await rows<{ status: string }>(
      sql`SELECT status FROM order_events WHERE order_ref = ${order.id} ORDER BY at, id`,
    );
    expect(history.map((h) => h.status)).toEqual([
      'pending_payment',
      'placed',
      'confirmed',
      'packed',
      'shipped',
      'delivered',
    ]);
  });

  it('keeps a guest-visible snapshot when the account goes: user_id is set null', async () => {
    const me = await registerPerson(server);
    const order = await createOrder(db(), { userId: me.session.user_id, email: me.person.email });
    await db().execute(sql`DELETE FROM users WHERE id = ${me.session.user_id}`);
    expect(await rows<{ user_id: number | null }>(sql`SELECT user_id FROM orders WHERE id = ${order.id}`)).toEqual([
      { user_id: null },
    ]);
  });

  it('never logs an email or a phone of an order', () => {
    const text = log.text();
    expect(text).toContain('order tracking throttled');
    for (const secret of ['@example.in', '9876543210', '9123456789']) expect(text).not.toContain(secret);
  });
});

describe('the order pages', () => {
  it.each([
    [
      '/sales/guest/form',
      'Order Tracking | Suvarna',
      ['Track your order using your order id', 'for="track-order_id"', 'for="track-email"', 'content="all"'],
    ],
    ['/my-orders', 'My orders | Suvarna', ['content="noindex"', 'My orders']],
    ['/track-details', 'Your order | Suvarna', ['content="noindex"']],
  ])('renders the shell of %s on the server', async (path, title, parts) => {
    const res = await fetch(`${server.baseUrl}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title}</title>`);
    for (const part of parts) expect(html).toContain(part);
    expect(html).not.toContain('This page is on its way');
  });
});
