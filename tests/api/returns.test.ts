// Returns against a real server and database: the customer's request from My orders and from tracking
// (the 15-day window in India days, customised pieces refused in the policy's words, bank details for
// cash on delivery, photos judged by content, one live return per order), the returns desk's roles
// (401/403), its state table (409 INVALID_TRANSITION, one winner of two staff acting at once), stock
// back and the order `returned` on approval, the refund (card through the provider, cash on delivery
// marked paid with its reference, a replay of the Idempotency-Key refunding nothing more), every step
// audited and told to the customer.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { NOT_RETURNABLE_TEXT } from '../../domain/orders/return-rules.ts';
import { registerPerson } from '../support/accounts.ts';
import { cartWith, checkoutCalls, CONTACT, pieceInStock, setStock, uniquePhone } from '../support/checkout.ts';
import { createOrder } from '../support/order-factory.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let orders: Awaited<ReturnType<typeof staffSession>>;
let support: Awaited<ReturnType<typeof staffSession>>;
let photo: Buffer;
beforeAll(async () => {
  server = await startTestServer({
    seedProducts: 30,
  });
  orders = await staffSession(server, 'orders');
  support = await staffSession(server, 'support');
  photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a227' } })
    .png()
    .toBuffer();
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
let serial = 0;
const uniqueEmail = () => `returns.${process.pid}.${Date.now().toString(36)}.${++serial}@example.com`;
const DELIVERED = ['placed', 'confirmed', 'packed', 'shipped', 'delivered'] as const;
const BANK = { bank_account_holder: 'Lakshmi Nair', bank_account_number: '1234 5678 9012', bank_ifsc: 'sbin0001234' };

/** A member's delivered cash-on-delivery order (the factory: no stock moved). */
async function memberOrder(extra: Partial<Parameters<typeof createOrder>[1]> = {}) {
  const member = await registerPerson(server);
  const email = member.person.email as string;
  const phone = uniquePhone();
  const made = await createOrder(db(), {
    userId: member.session.user_id,
    email,
    phone,
    firstName: 'Lakshmi',
    lastName: 'Nair',
    paymentMode: 'payment_on_delivery',
    path: [...DELIVERED],
    ...extra,
  });
  return { orderId: made.orderId, amount: made.amount, email, phone, member };
}

/** Sends the request as the store's pages do: a web form, photos as files. */
async function ask(
  path: 'order/return' | 'order/track/return',
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  photos: { bytes: Uint8Array; name: string; type: string }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
  const res = await fetch(`${server.baseUrl}/api/${path}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const returnOf = async (orderId: string) => {
  const res = await server.get(`/api/admin/returns?order_id=${orderId}`, orders.auth);
  expect(res.status).toBe(200);
  return res.body.returns[0] as Record<string, any>;
};
const step = (id: number, what: string, body: unknown, headers: Record<string, string> = orders.auth) =>
  server.post(`admin/returns/${id}/${what}`, body, headers);
const outboxTo = async (to: string) =>
  (await server.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages as {
    channel: string;
    subject: string | null;
    text: string;
  }[];
const setDeliveredDaysAgo = (orderId: string, days: number) =>
  db().execute(
    sql`UPDATE order_events SET at = now() - ${days}::int * interval '1 day'
         WHERE status = 'delivered' AND order_ref = (SELECT id FROM orders WHERE order_id = ${orderId})`,
  );

describe('the customer’s request', () => {
  it('takes a cash-on-delivery return from My orders with bank details and a photo, once', async () => {
    const { orderId, member, email, phone } = await memberOrder();
    const before = await server.post('order/list', {}, member.auth);
    const card = before.body.result.orders.find((o: { order_id: string }) => o.order_id === orderId);
    expect(card.returns).toMatchObject({ can_request: true, needs_bank_details: true, request: null });

    const noBank = await ask('order/return', { order_id: orderId, reason: 'changed_mind' }, member.auth);
    expect(noBank.status).toBe(400);
    expect(noBank.body.reason).toBe('BANK_DETAILS_REQUIRED');
    expect(Object.keys(noBank.body.fields)).toEqual(['bank_account_holder', 'bank_account_number', 'bank_ifsc']);

    const made = await ask(
      'order/return',
      { order_id: orderId, reason: 'changed_mind', note: 'The chain is shorter than I thought', ...BANK },
      member.auth,
      [{ bytes: photo, name: 'chain.png', type: 'image/png' }],
    );
    expect(made.status).toBe(201);
    expect(made.body.result).toMatchObject({ order_id: orderId, state: 'requested' });
    expect(made.body.result.return_no).toMatch(/^RT\d{6}$/);

    const again = await ask('order/return', { order_id: orderId, reason: 'changed_mind', ...BANK }, member.auth);
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('RETURN_ALREADY_REQUESTED');

    const after = await server.post('order/list', {}, member.auth);
    const card2 = after.body.result.orders.find((o: { order_id: string }) => o.order_id === orderId);
    expect(card2.returns.can_request).toBe(false);
    expect(card2.returns.request).toMatchObject({ return_no: made.body.result.return_no, state: 'requested' });

    // Staff see the account masked, the photo as the store's own JPEG; the customer was told.
    const ret = await returnOf(orderId);
    expect(ret.bank).toEqual({ holder: 'Lakshmi Nair', account: 'XXXXXX9012', ifsc: 'SBIN0001234' });
    expect(JSON.stringify(ret)).not.toContain('123456789012');
    expect(ret.photos).toHaveLength(1);
    const pic = await fetch(`${server.baseUrl}${ret.photos[0]}`, { headers: support.auth });
    expect(pic.status).toBe(200);
    expect(pic.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await pic.arrayBuffer())).metadata()).format).toBe('jpeg');
    const [stored] = await rows<{ sealed: string }>(
      sql`SELECT bank_account_sealed AS sealed FROM order_returns WHERE id = ${ret.return_id}`,
    );
    expect(stored!.sealed).not.toContain('9012');
    expect((await outboxTo(email)).some((m) => m.subject?.startsWith('We have your return request'))).toBe(true);
    expect((await outboxTo(phone)).some((m) => m.text.includes(made.body.result.return_no))).toBe(true);
  });

  it('refuses bad input: an unknown reason, a malformed IFSC or account, half the bank, JSON, a photo that is not one', async () => {
    const { orderId, member } = await memberOrder();
    const cases: [Record<string, string>, string][] = [
      [{ order_id: orderId, reason: 'bored', ...BANK }, 'reason'],
      [{ order_id: orderId, reason: 'damaged', ...BANK, bank_ifsc: 'SBIN1001234' }, 'bank_ifsc'],
      [{ order_id: orderId, reason: 'damaged', ...BANK, bank_account_number: '12345' }, 'bank_account_number'],
      [{ order_id: orderId, reason: 'damaged', bank_account_number: '123456789' }, 'bank_ifsc'],
      [{ order_id: 'nonsense', reason: 'damaged', ...BANK }, 'order_id'],
    ];
    for (const [fields, field] of cases) {
      const res = await ask('order/return', fields, member.auth);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), field).toContain(field);
    }
    const fake = await ask('order/return', { order_id: orderId, reason: 'damaged', ...BANK }, member.auth, [
      { bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'), name: 'x.jpg', type: 'image/jpeg' },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.reason).toBe('INVALID_PHOTO');
    expect(fake.body.fields['photos.0']).toContain('is not a JPEG, PNG or WebP picture');
    const four = await ask(
      'order/return',
      { order_id: orderId, reason: 'damaged', ...BANK },
      member.auth,
      Array.from({ length: 4 }, (_, i) => ({ bytes: photo, name: `p${i}.png`, type: 'image/png' })),
    );
    expect(four.status).toBe(400);
    const json = await server.post('order/return', { order_id: orderId, reason: 'damaged' }, member.auth);
    expect(json.status).toBe(400);
    expect(
      await rows(sql`SELECT 1 FROM order_returns r JOIN orders o ON o.id = r.order_ref WHERE o.order_id = ${orderId}`),
    ).toEqual([]);
  });

  it('answers 401 without a session and 404 for another member’s order', async () => {
    const { orderId } = await memberOrder();
    const other = await registerPerson(server);
    expect((await ask('order/return', { order_id: orderId, reason: 'damaged', ...BANK })).status).toBe(401);
    const res = await ask('order/return', { order_id: orderId, reason: 'damaged', ...BANK }, other.auth);
    expect(res.status).toBe(404);
    expect(res.body.reason).toBe('ORDER_NOT_FOUND');
  });

  it.each<[string, number, number, string | null]>([
    ['day 15 after delivery', 15, 201, null],
    ['day 16 after delivery', 16, 422, 'RETURN_WINDOW_CLOSED'],
  ])('%s: %s', async (_, days, status, reason) => {
    const { orderId, member } = await memberOrder();
    await setDeliveredDaysAgo(orderId, days);
    const res = await ask('order/return', { order_id: orderId, reason: 'changed_mind', ...BANK }, member.auth);
    expect(res.status).toBe(status);
    if (reason) {
      expect(res.body.reason).toBe(reason);
      expect(res.body.message).toMatch(/^The 15 days to return this order ended on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
    }
  });

  it('refuses a made-to-order piece in the policy’s words, and an order not yet delivered', async () => {
    const custom = await memberOrder({
      madeToOrder: true,
      path: ['placed', 'confirmed', 'in_production', 'packed', 'shipped', 'delivered'],
    });
    const res = await ask(
      'order/return',
      { order_id: custom.orderId, reason: 'changed_mind', ...BANK },
      custom.member.auth,
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ reason: 'NOT_RETURNABLE', message: NOT_RETURNABLE_TEXT });
    const shipped = await memberOrder({ path: ['placed', 'confirmed', 'packed', 'shipped'] });
    const early = await ask(
      'order/return',
      { order_id: shipped.orderId, reason: 'changed_mind', ...BANK },
      shipped.member.auth,
    );
    expect(early.status).toBe(409);
    expect(early.body.reason).toBe('NOT_DELIVERED');
  });

  it('takes a guest’s request from tracking by the order’s id and email, and the same 404 for a wrong email', async () => {
    const email = uniqueEmail();
    const made = await createOrder(db(), { email, phone: uniquePhone(), path: [...DELIVERED] });
    const wrong = await ask('order/track/return', {
      order_id: made.orderId,
      email: `x${email}`,
      reason: 'damaged',
      ...BANK,
    });
    expect(wrong.status).toBe(404);
    const tracked = await server.post('order/track', { order_id: made.orderId, email });
    expect(tracked.body.result.returns).toMatchObject({ can_request: true, needs_bank_details: true });
    const res = await ask('order/track/return', {
      order_id: made.orderId,
      email: email.toUpperCase(),
      reason: 'damaged',
      ...BANK,
    });
    expect(res.status).toBe(201);
    expect(
      (await server.post('order/track', { order_id: made.orderId, email })).body.result.returns.request.state,
    ).toBe('requested');
  });
});

describe('the returns desk', () => {
  it('answers 401 without a token and 403 to a customer; support reads but does not act; the catalogue role is out', async () => {
    const { orderId, member } = await memberOrder();
    await ask('order/return', { order_id: orderId, reason: 'damaged', ...BANK }, member.auth);
    const { return_id: id } = await returnOf(orderId);
    for (const headers of [{}, member.auth]) {
      const expected = Object.keys(headers).length === 0 ? 401 : 403;
      expect((await server.get('/api/admin/returns', headers)).status).toBe(expected);
      expect((await server.get(`/api/admin/returns/${id}`, headers)).status).toBe(expected);
      expect((await server.get(`/api/admin/returns/${id}/bank-details`, headers)).status).toBe(expected);
      expect((await server.get(`/api/admin/returns/${id}/photos/1`, headers)).status).toBe(expected);
      for (const what of ['receive', 'check', 'approve', 'reject', 'refund'])
        expect((await step(id, what, {}, headers)).status, what).toBe(expected);
    }
    expect((await server.get(`/api/admin/returns/${id}`, support.auth)).status).toBe(200);
    expect((await step(id, 'receive', {}, support.auth)).status).toBe(403);
    expect((await server.get(`/api/admin/returns/${id}/bank-details`, support.auth)).status).toBe(403);
    const catalogue = await staffSession(server, 'catalogue');
    expect((await server.get('/api/admin/returns', catalogue.auth)).status).toBe(403);
    expect((await server.get(`/api/admin/returns/${id}`, orders.auth)).body.return.state).toBe('requested');
  });

  it('walks a cash-on-delivery return: received, checked, approved (order returned), bank shown in full to orders, paid with a reference, once', async () => {
    const { orderId, member, email } = await memberOrder();
    await ask('order/return', { order_id: orderId, reason: 'wrong_size', ...BANK }, member.auth);
    const { return_id: id } = await returnOf(orderId);

    expect((await step(id, 'approve', { note: 'Fine' })).status).toBe(409);
    expect((await step(id, 'receive', { note: 'Parcel intact' })).body.return.state).toBe('received');
    expect((await step(id, 'check', { passed: true })).status).toBe(400); // the note is required
    const checked = await step(id, 'check', { passed: true, note: 'Tag intact, card and invoice enclosed' });
    expect(checked.body.return).toMatchObject({
      state: 'checked',
      quality: { passed: true },
      acts: ['approve', 'reject'],
    });
    expect((await server.get(`/api/admin/returns/${id}/bank-details`, orders.auth)).status).toBe(409);
    const approved = await step(id, 'approve', { note: 'Full refund' });
    expect(approved.status).toBe(200);
    expect(approved.body.return.state).toBe('approved');
    const order = (await server.get(`/api/admin/orders/${orderId}`, orders.auth)).body.order;
    expect(order.status).toBe('returned');
    expect(order.history.at(-1)).toMatchObject({ status: 'returned' });

    // While the return is under way it is paid by its own step: the order's own refund is refused.
    const deskRefund = await server.post(
      `admin/orders/${orderId}/refund`,
      { amount: 100, reason: 'Returned piece', reference: 'NEFT-UTR-1' },
      { ...orders.auth, 'idempotency-key': `desk-ret-${id}-${serial}` },
    );
    expect(deskRefund.status).toBe(409);
    expect(deskRefund.body.reason).toBe('RETURN_OPEN');

    const bank = await server.get(`/api/admin/returns/${id}/bank-details`, orders.auth);
    expect(bank.body.bank).toEqual({ holder: 'Lakshmi Nair', account: '123456789012', ifsc: 'SBIN0001234' });

    const key = { ...orders.auth, 'idempotency-key': `ret-cod-${id}-${serial}` };
    expect((await step(id, 'refund', {}, { ...orders.auth })).status).toBe(400); // no key
    const noRef = await step(id, 'refund', {}, key);
    expect(noRef.status).toBe(400);
    expect(noRef.body.reason).toBe('REFERENCE_REQUIRED');
    const paid = await step(id, 'refund', { reference: 'NEFT-UTR-778899' }, key);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      replayed: false,
      return: {
        state: 'refunded',
        refund: { amount: order.amount, method: 'paid_by_staff', reference: 'NEFT-UTR-778899' },
      },
    });
    const replay = await step(id, 'refund', { reference: 'NEFT-UTR-778899' }, key);
    expect(replay.status).toBe(200);
    expect(replay.body.replayed).toBe(true);
    const other = await step(
      id,
      'refund',
      { reference: 'NEFT-UTR-778899' },
      { ...orders.auth, 'idempotency-key': `ret-cod-2-${id}-${serial}` },
    );
    expect(other.status).toBe(409);
    const refunds = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM order_refunds WHERE order_ref = (SELECT id FROM orders WHERE order_id = ${orderId})`,
    );
    expect(refunds[0]!.n).toBe(1);

    const audit = await rows<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE entity = 'return' AND entity_id = ${String(id)} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'return.received',
      'return.checked',
      'return.approved',
      'return.bank_details_viewed',
      'return.refunded',
    ]);
    const subjects = (await outboxTo(email)).map((m) => m.subject ?? '');
    for (const s of [
      'Your return has reached us',
      'Your return passed our quality check',
      'Your return is approved',
      'Your return is refunded',
    ])
      expect(
        subjects.some((x) => x.startsWith(s)),
        s,
      ).toBe(true);
  });

  it('rejects a failed check with a note (never approves it), and lets the customer ask again', async () => {
    const { orderId, member } = await memberOrder();
    await ask('order/return', { order_id: orderId, reason: 'damaged', ...BANK }, member.auth);
    const { return_id: id } = await returnOf(orderId);
    await step(id, 'receive', {});
    await step(id, 'check', { passed: false, note: 'Worn: scratches on the band' });
    const approve = await step(id, 'approve', { note: 'Approve anyway' });
    expect(approve.status).toBe(409);
    expect(approve.body.reason).toBe('INVALID_TRANSITION');
    expect((await step(id, 'reject', { note: 'The piece has been worn.' })).body.return.state).toBe('rejected');
    expect((await server.get(`/api/admin/orders/${orderId}`, orders.auth)).body.order.status).toBe('delivered');
    const again = await ask('order/return', { order_id: orderId, reason: 'damaged', ...BANK }, member.auth);
    expect(again.status).toBe(201);
  });

  it('lets one of two staff approving at once win; the other gets 409', async () => {
    const { orderId, member } = await memberOrder();
    await ask('order/return', { order_id: orderId, reason: 'damaged', ...BANK }, member.auth);
    const { return_id: id } = await returnOf(orderId);
    await step(id, 'receive', {});
    await step(id, 'check', { passed: true, note: 'All well' });
    const both = await Promise.all([
      step(id, 'approve', { note: 'First desk' }),
      step(id, 'approve', { note: 'Second desk' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const events = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM order_events WHERE status = 'returned' AND order_ref = (SELECT id FROM orders WHERE order_id = ${orderId})`,
    );
    expect(events[0]!.n).toBe(1);
  });

  it('refuses a malformed or unknown return id', async () => {
    expect((await server.get('/api/admin/returns/abc', orders.auth)).status).toBe(400);
    expect((await server.get('/api/admin/returns/99999999', orders.auth)).status).toBe(404);
    expect((await step(99999999, 'receive', {})).status).toBe(404);
    expect((await server.get('/api/admin/returns?state=lost', orders.auth)).status).toBe(400);
  });

  it('filters the list by state, with counts', async () => {
    const res = await server.get('/api/admin/returns?state=requested', orders.auth);
    expect(res.status).toBe(200);
    expect(res.body.returns.every((r: { state: string }) => r.state === 'requested')).toBe(true);
    expect(res.body.total).toBe(res.body.counts.requested ?? 0);
  });
});

describe('a card order returned', () => {
  it('puts the piece back in stock on approval and refunds the card through the provider', async () => {
    const member = await registerPerson(server);
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 4);
    const calls = checkoutCalls(server, await cartWith(server, [piece], member.auth), member.auth);
    const phone = uniquePhone();
    for (const s of [
      () => calls.user({ ...CONTACT, email: member.person.email, phone }),
      () => calls.ship(),
      () => calls.pay('online_payment_razorpay'),
    ])
      expect((await s()).status).toBe(200);
    const generated = await calls.generate({ user_id: member.session.user_id });
    const { order, payment_data } = generated.body.message;
    const paid = await server.services.payments.local!.pay(payment_data.order_id, 'success');
    if (paid.kind !== 'paid') throw new Error(`not paid: ${paid.kind}`);
    expect((await calls.confirm(order.order_id, paid.reply)).status).toBe(200);
    const orderId = order.order_id as string;
    for (const to of ['confirmed', 'packed', 'shipped', 'delivered'])
      expect(
        (
          await server.post(
            `admin/orders/${orderId}/transition`,
            { to, ...(to === 'shipped' ? { shipment: { carrier: 'BlueDart', awb: `AWB${Date.now()}` } } : {}) },
            orders.auth,
          )
        ).status,
        to,
      ).toBe(200);
    const stock = async () =>
      (await rows<{ stock: number }>(sql`SELECT stock FROM products WHERE id = ${product.id}`))[0]!.stock;
    const sold = await stock();

    const req = await ask('order/return', { order_id: orderId, reason: 'not_as_expected' }, member.auth);
    expect(req.status).toBe(201);
    const { return_id: id, bank } = await returnOf(orderId);
    expect(bank).toBeNull();
    await step(id, 'receive', {});
    await step(id, 'check', { passed: true, note: 'Unworn, tag on' });
    await step(id, 'approve', { note: 'Refund in full' });
    expect(await stock()).toBe(sold + 1);
    const refunded = await step(id, 'refund', {}, { ...orders.auth, 'idempotency-key': `ret-card-${id}` });
    expect(refunded.status).toBe(200);
    expect(refunded.body.return.refund).toMatchObject({ amount: order.amount, method: 'card' });
    const dev = await server.get(`/api/dev/payments?provider_order_id=${payment_data.order_id}`);
    const refundsOf = dev.body.payments.flatMap((p: { refunds: { amount: number }[] }) => p.refunds);
    expect(refundsOf.reduce((s: number, r: { amount: number }) => s + r.amount, 0)).toBe(order.amount * 100);
    expect(await stock()).toBe(sold + 1); // given back once
  });
});
