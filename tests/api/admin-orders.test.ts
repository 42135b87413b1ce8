// The orders desk against a real server and database: who may read and act, the list's filters,
// search, counts and overdue flag, an order's page, the moves of the status table (409
// INVALID_TRANSITION where it forbids one, one winner of two staff confirming at once), shipping with
// the AWB and the invoice attached to the mail, the store's cancel, refunds with their Idempotency-Key
// (a replay refunds nothing more, never above what was paid), every act audited and told to the customer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { registerPerson } from '../support/accounts.ts';
import { cartWith, checkoutCalls, CONTACT, pieceInStock, setStock, uniquePhone } from '../support/checkout.ts';
import { createOrder } from '../support/order-factory.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let orders: Awaited<ReturnType<typeof staffSession>>;
let support: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  server = await startTestServer({
    seedProducts: 30,
    env: { ALTCHA_MAX_NUMBER: '1000' },
  });
  orders = await staffSession(server, 'orders');
  support = await staffSession(server, 'support');
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
let serial = 0;
const uniqueEmail = () => `desk.${process.pid}.${Date.now().toString(36)}.${++serial}@example.com`;

async function codOrder(
  path: Parameters<typeof createOrder>[1]['path'] = ['placed'],
  extra: Partial<Parameters<typeof createOrder>[1]> = {},
) {
  const email = uniqueEmail();
  const phone = uniquePhone();
  const made = await createOrder(db(), {
    email,
    phone,
    firstName: 'Lakshmi',
    lastName: `Desk${serial}`,
    paymentMode: 'payment_on_delivery',
    path,
    ...extra,
  });
  return { orderId: made.orderId, amount: made.amount, email, phone };
}

const act = (orderId: string, what: string, body: unknown, headers: Record<string, string> = orders.auth) =>
  server.post(`admin/orders/${orderId}/${what}`, body, headers);
const page = async (orderId: string) => (await server.get(`/api/admin/orders/${orderId}`, orders.auth)).body.order;
const outboxTo = async (to: string) =>
  (await server.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages as {
    channel: string;
    subject: string | null;
    text: string;
    attachment: string | null;
  }[];

/** A member's card order through the real checkout, paid in the local window. */
async function cardOrder() {
  const member = await registerPerson(server);
  const { product, piece } = await pieceInStock(server);
  await setStock(server, product.id, 4);
  const calls = checkoutCalls(server, await cartWith(server, [piece], member.auth), member.auth);
  const phone = uniquePhone();
  for (const step of [
    () => calls.user({ ...CONTACT, email: member.person.email, phone }),
    () => calls.ship(),
    () => calls.pay('online_payment_razorpay'),
  ])
    expect((await step()).status).toBe(200);
  const generated = await calls.generate({ user_id: member.session.user_id });
  expect(generated.status).toBe(200);
  const { order, payment_data } = generated.body.message;
  const paid = await server.services.payments.local!.pay(payment_data.order_id, 'success');
  if (paid.kind !== 'paid') throw new Error(`not paid: ${paid.kind}`);
  expect((await calls.confirm(order.order_id, paid.reply)).status).toBe(200);
  return { orderId: order.order_id as string, amount: order.amount as number, email: member.person.email, phone };
}

describe('who may use the desk', () => {
  it('answers 401 without a token and 403 to a customer, on every desk call', async () => {
    const { orderId } = await codOrder();
    const customer = await registerPerson(server);
    for (const headers of [{}, customer.auth]) {
      const expected = Object.keys(headers).length === 0 ? 401 : 403;
      expect((await server.get('/api/admin/orders', headers)).status).toBe(expected);
      expect((await server.get(`/api/admin/orders/${orderId}`, headers)).status).toBe(expected);
      expect((await server.get(`/api/admin/orders/${orderId}/invoice.pdf`, headers)).status).toBe(expected);
      expect((await act(orderId, 'transition', { to: 'confirmed' }, headers)).status).toBe(expected);
      expect((await act(orderId, 'cancel', { reason: 'Out of stock' }, headers)).status).toBe(expected);
      expect((await act(orderId, 'refund', { amount: 1, reason: 'Goodwill' }, headers)).status).toBe(expected);
    }
    expect((await page(orderId)).status).toBe('placed');
  });

  it('lets support read but not act, and keeps the catalogue role out', async () => {
    const { orderId } = await codOrder();
    expect((await server.get('/api/admin/orders', support.auth)).status).toBe(200);
    expect((await server.get(`/api/admin/orders/${orderId}`, support.auth)).status).toBe(200);
    for (const [what, body] of [
      ['transition', { to: 'confirmed' }],
      ['cancel', { reason: 'Out of stock' }],
      ['refund', { amount: 1, reason: 'Goodwill' }],
    ] as const) {
      const res = await act(orderId, what, body, { ...support.auth, 'idempotency-key': 'support-key-1' });
      expect(res.status, what).toBe(403);
    }
    const catalogue = await staffSession(server, 'catalogue');
    expect((await server.get('/api/admin/orders', catalogue.auth)).status).toBe(403);
    expect((await page(orderId)).status).toBe('placed');
  });
});

describe('the list', () => {
  it('filters by status, payment mode, amount, dates and search, newest first, with counts per status', async () => {
    const a = await codOrder(['placed']);
    const b = await codOrder(['placed', 'confirmed']);
    const list = async (query: string) => {
      const res = await server.get(`/api/admin/orders?${query}`, orders.auth);
      expect(res.status, query).toBe(200);
      return res.body as {
        orders: { order_id: string; status: string }[];
        total: number;
        counts: Record<string, number>;
      };
    };
    const all = await list('');
    expect(all.orders.map((o) => o.order_id).slice(0, 2)).toEqual([b.orderId, a.orderId]);
    expect(all.counts.all).toBe(all.total);
    expect(all.orders.every((o) => o.status !== 'pending_payment')).toBe(true);
    const placed = await list('status=placed');
    expect(placed.orders.map((o) => o.order_id)).toContain(a.orderId);
    expect(placed.orders.map((o) => o.order_id)).not.toContain(b.orderId);
    expect(placed.total).toBe(all.counts.placed);
    expect((await list(`q=${a.orderId.toLowerCase()}`)).orders.map((o) => o.order_id)).toEqual([a.orderId]);
    expect((await list(`q=${encodeURIComponent(a.email.toUpperCase())}`)).orders.map((o) => o.order_id)).toEqual([
      a.orderId,
    ]);
    expect((await list(`q=${encodeURIComponent(`+91 ${a.phone}`)}`)).orders.map((o) => o.order_id)).toEqual([
      a.orderId,
    ]);
    const byName = await list(`q=${encodeURIComponent(`lakshmi desk`)}`);
    expect(byName.orders.map((o) => o.order_id)).toEqual(expect.arrayContaining([a.orderId, b.orderId]));
    expect((await list('payment_mode=online_payment_razorpay')).orders.map((o) => o.order_id)).not.toContain(a.orderId);
    expect(
      (await list(`min_amount=${a.amount}&max_amount=${a.amount}&status=placed`)).orders.map((o) => o.order_id),
    ).toContain(a.orderId);
    expect((await list(`min_amount=${a.amount + 1}&q=${a.orderId}`)).total).toBe(0);
    expect((await list('from=2020-01-01&to=2020-01-31')).total).toBe(0);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect((await list(`from=${today}&to=${today}&q=${a.orderId}`)).total).toBe(1);
  });

  it('flags and filters cash-on-delivery orders unconfirmed 48 hours after placing', async () => {
    const late = await codOrder(['placed']);
    const fresh = await codOrder(['placed']);
    const lateConfirmed = await codOrder(['placed', 'confirmed']);
    for (const id of [late.orderId, lateConfirmed.orderId])
      await db().execute(sql`UPDATE orders SET created_at = now() - interval '49 hours' WHERE order_id = ${id}`);
    const res = await server.get('/api/admin/orders?overdue=true', orders.auth);
    const ids = (res.body.orders as { order_id: string; overdue: boolean }[]).map((o) => o.order_id);
    expect(ids).toContain(late.orderId);
    expect(ids).not.toContain(fresh.orderId);
    expect(ids).not.toContain(lateConfirmed.orderId);
    expect(res.body.counts.overdue).toBe(res.body.total);
    expect((await page(late.orderId)).overdue).toBe(true);
    expect((await page(fresh.orderId)).overdue).toBe(false);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['payment_mode=cheque', 'payment_mode'],
      ['from=2026-02-30', 'from'],
      ['from=2026-11-30&to=2026-11-01', 'to'],
      ['min_amount=abc', 'min_amount'],
      ['min_amount=900&max_amount=100', 'max_amount'],
      ['page=0', 'page'],
      ['q=a', 'q'],
    ]) {
      const res = await server.get(`/api/admin/orders?${query}`, orders.auth);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), query).toContain(field);
    }
  });
});

describe("an order's page", () => {
  it('shows lines, addresses, history and the moves allowed; 404 for an unknown order, 400 for a bad id', async () => {
    const { orderId, email } = await codOrder(['placed'], { checkout: { pan: 'ABCDE1234F', couponCode: null } });
    const order = await page(orderId);
    expect(order).toMatchObject({
      order_id: orderId,
      status: 'placed',
      payment_mode: 'payment_on_delivery',
      customer: { email, member: false },
      pan: 'ABCDE1234F',
      shipment: null,
      invoice: null,
      actions: ['confirmed', 'cancelled'],
      refundable: { max: 0, method: 'paid_by_staff' },
      delivery: { method: 'ship' },
    });
    expect(order.lines.length).toBeGreaterThan(0);
    expect(order.history.map((h: { status: string }) => h.status)).toEqual(['pending_payment', 'placed']);
    const unknown = await server.get('/api/admin/orders/SV0000000000000', orders.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.reason).toBe('ORDER_NOT_FOUND');
    expect((await server.get('/api/admin/orders/not-an-order', orders.auth)).status).toBe(400);
    expect((await act('not-an-order', 'transition', { to: 'confirmed' })).status).toBe(400);
  });
});

describe('moving an order', () => {
  it('confirms a COD order after the call, ships it with the AWB and its invoice, delivers it; each act audited and told', async () => {
    const { orderId, email, phone } = await codOrder(['placed']);
    const confirmed = await act(orderId, 'transition', { to: 'confirmed', note: 'Called: confirmed by the customer' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.status).toBe('confirmed');
    expect(confirmed.body.order.history.at(-1)).toMatchObject({
      status: 'confirmed',
      by: orders.member.name,
      note: 'Called: confirmed by the customer',
    });
    expect((await act(orderId, 'transition', { to: 'packed' })).status).toBe(200);
    // Shipping needs its carrier and AWB.
    const bare = await act(orderId, 'transition', { to: 'shipped' });
    expect(bare.status).toBe(400);
    expect(Object.keys(bare.body.fields)).toContain('shipment');
    const shipped = await act(orderId, 'transition', {
      to: 'shipped',
      shipment: { carrier: 'BlueDart', awb: 'bd-9876543' },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'BlueDart', awb: 'BD-9876543' },
      invoice: { number: expect.stringMatching(/^SUV\//) },
    });
    const pdf = await fetch(`${server.baseUrl}/api/admin/orders/${orderId}/invoice.pdf`, { headers: support.auth });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    expect((await act(orderId, 'transition', { to: 'delivered' })).status).toBe(200);

    const mails = await outboxTo(email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Your order is confirmed (${orderId})`,
        `Your order is packed (${orderId})`,
        `Your order is on its way (${orderId})`,
        `Your order is delivered (${orderId})`,
      ]),
    );
    const shippingMail = mails.find((m) => m.subject?.startsWith('Your order is on its way'))!;
    expect(shippingMail.text).toContain('BlueDart');
    expect(shippingMail.text).toContain('BD-9876543');
    expect(shippingMail.attachment).toMatch(/\.pdf$/);
    // The worker draws the PDF when it sends: the shipping mail goes out (a missing PDF would leave it pending).
    while ((await server.services.notifications.worker.runOnce()) > 0);
    const [sent] = await rows<{ status: string; attempts: number }>(
      sql`SELECT status, attempts FROM outbox_messages WHERE "to" = ${email} AND invoice_id IS NOT NULL`,
    );
    expect(sent).toEqual({ status: 'sent', attempts: 1 });
    expect((await outboxTo(phone)).map((m) => m.text)).toContain(
      `Suvarna: order ${orderId} shipped with BlueDart, AWB BD-9876543.`,
    );
    const audit = (
      await server.get(`/api/admin/audit?entity=order&id=${orderId}`, (await staffSession(server, 'owner')).auth)
    ).body.entries as { action: string; staff: { id: number } }[];
    expect(audit.map((e) => e.action).reverse()).toEqual([
      'order.confirmed',
      'order.packed',
      'order.shipped',
      'order.delivered',
    ]);
    expect(audit.every((e) => e.staff.id === orders.member.id)).toBe(true);
    // Tracking shows the courier and the AWB.
    const tracked = await server.post('order/track', { order_id: orderId, email });
    expect(JSON.stringify(tracked.body)).toContain('BD-9876543');
  });

  it('answers 409 INVALID_TRANSITION where the status table forbids the move, and changes nothing', async () => {
    const { orderId } = await codOrder(['placed']);
    for (const to of ['shipped', 'delivered', 'packed', 'in_production'] as const) {
      const body = to === 'shipped' ? { to, shipment: { carrier: 'BlueDart', awb: 'BD1234567' } } : { to };
      const res = await act(orderId, 'transition', body);
      expect(res.status, to).toBe(409);
      expect(res.body.reason).toBe('INVALID_TRANSITION');
    }
    const order = await page(orderId);
    expect(order.status).toBe('placed');
    expect(order.shipment).toBeNull();
    expect(order.invoice).toBeNull();
  });

  it('lets one of two staff confirming at once succeed; the other gets 409', async () => {
    const { orderId } = await codOrder(['placed']);
    const other = await staffSession(server, 'orders');
    const answers = await Promise.all([
      act(orderId, 'transition', { to: 'confirmed' }),
      act(orderId, 'transition', { to: 'confirmed' }, other.auth),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const history = (await page(orderId)).history as { status: string }[];
    expect(history.filter((h) => h.status === 'confirmed')).toHaveLength(1);
  });

  it('refuses bad bodies with 400', async () => {
    const { orderId } = await codOrder(['placed']);
    for (const body of [
      {},
      { to: 'cancelled' },
      { to: 'confirmed', note: 'x'.repeat(501) },
      { to: 'confirmed', note: 'a\u0000b' },
    ])
      expect((await act(orderId, 'transition', body)).status, JSON.stringify(body)).toBe(400);
    expect((await act(orderId, 'cancel', {})).status).toBe(400);
  });
});

describe('cancelling from the desk', () => {
  it("cancels with the reason through the shopper's cancel path; a shipped order cannot be", async () => {
    const { orderId, email } = await codOrder(['placed', 'confirmed']);
    const res = await act(orderId, 'cancel', { reason: 'The customer asked us on the phone' });
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('cancelled');
    expect(res.body.order.history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: orders.member.name,
      note: 'Cancelled by the store: The customer asked us on the phone',
    });
    expect((await outboxTo(email)).map((m) => m.subject)).toContain(`Your order is cancelled (${orderId})`);
    const again = await act(orderId, 'cancel', { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('INVALID_TRANSITION');
    const shipped = await codOrder(['placed', 'confirmed', 'packed', 'shipped']);
    expect((await act(shipped.orderId, 'cancel', { reason: 'Too late' })).body.reason).toBe('INVALID_TRANSITION');
  });

  it('refunds a card order in full when the store cancels it', async () => {
    const { orderId, amount } = await cardOrder();
    const res = await act(orderId, 'cancel', { reason: 'The piece failed our quality check' });
    expect(res.status).toBe(200);
    expect(res.body.order.refunds).toEqual([expect.objectContaining({ amount, method: 'card' })]);
    expect(res.body.order.refundable.max).toBe(0);
  });
});

describe('refunds', () => {
  it('refunds part of a card order once per Idempotency-Key, never more than was paid', async () => {
    const { orderId, amount, email } = await cardOrder();
    const key = { ...orders.auth, 'idempotency-key': `refund-${orderId}-1` };
    const noKey = await act(orderId, 'refund', { amount: 100, reason: 'Goodwill' });
    expect(noKey.status).toBe(400);
    expect(Object.keys(noKey.body.fields)).toContain('Idempotency-Key');
    const first = await act(orderId, 'refund', { amount: 100, reason: 'Goodwill for the delay' }, key);
    expect(first.status).toBe(200);
    expect(first.body.refund).toEqual({ amount: 100, method: 'card', replayed: false });
    expect(first.body.order.refundable.max).toBe(amount - 100);
    const replay = await act(orderId, 'refund', { amount: 100, reason: 'Goodwill for the delay' }, key);
    expect(replay.status).toBe(200);
    expect(replay.body.refund.replayed).toBe(true);
    expect(replay.body.order.refunds).toHaveLength(1);
    const reused = await act(orderId, 'refund', { amount: 200, reason: 'Goodwill for the delay' }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.reason).toBe('IDEMPOTENCY_KEY_REUSED');
    const tooMuch = await act(
      orderId,
      'refund',
      { amount: amount - 99, reason: 'Too much' },
      { ...orders.auth, 'idempotency-key': `refund-${orderId}-2` },
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.reason).toBe('REFUND_TOO_LARGE');
    const rest = await act(
      orderId,
      'refund',
      { amount: amount - 100, reason: 'The rest' },
      { ...orders.auth, 'idempotency-key': `refund-${orderId}-3` },
    );
    expect(rest.status).toBe(200);
    expect(rest.body.order.refundable.max).toBe(0);
    const [paid] = await rows<{ amount: number; refunded: number }>(
      sql`SELECT p.amount, p.refunded FROM payments p JOIN orders o ON o.id = p.order_ref WHERE o.order_id = ${orderId}`,
    );
    expect(paid!.refunded).toBe(paid!.amount);
    expect((await outboxTo(email)).filter((m) => m.subject === `Your refund is on its way (${orderId})`)).toHaveLength(
      2,
    );
  });

  it('records a COD refund paid by staff with its reference, only once delivered', async () => {
    const shipped = await codOrder(['placed', 'confirmed', 'packed', 'shipped']);
    const header = (n: number) => ({ ...orders.auth, 'idempotency-key': `cod-${shipped.orderId}-${n}` });
    expect(
      (await act(shipped.orderId, 'refund', { amount: 10, reason: 'Goodwill', reference: 'UTR123' }, header(1))).body
        .reason,
    ).toBe('REFUND_TOO_LARGE');
    await act(shipped.orderId, 'transition', { to: 'delivered' });
    const noReference = await act(shipped.orderId, 'refund', { amount: 10, reason: 'Goodwill' }, header(2));
    expect(noReference.status).toBe(400);
    expect(noReference.body.reason).toBe('REFERENCE_REQUIRED');
    const paid = await act(
      shipped.orderId,
      'refund',
      { amount: 10, reason: 'Goodwill', reference: 'NEFT UTR 4455' },
      header(3),
    );
    expect(paid.status).toBe(200);
    expect(paid.body.order.refunds).toEqual([
      expect.objectContaining({
        amount: 10,
        method: 'paid_by_staff',
        status: 'paid',
        reference: 'NEFT UTR 4455',
        by: orders.member.name,
      }),
    ]);
    expect(paid.body.order.refundable.max).toBe(shipped.amount - 10);
  });
});

describe('the store is told of new orders', () => {
  it('mails STORE_EMAIL with the id, amount and payment mode', async () => {
    const { orderId } = await cardOrder();
    const mail = (await outboxTo(server.services.env.STORE_EMAIL)).find((m) => m.subject?.includes(orderId));
    expect(mail?.subject).toContain('Paid online');
    expect(mail?.text).toContain(orderId);
  });
});
