// The offers' vouchers follow the order that earned them (docs/decisions/2026-11-27-voucher-withdrawal.md),
// against a real server and database: the member's own cancel withdraws an unused voucher once (a
// second cancel does nothing more), told by mail and SMS; the desk's cancel withdraws it too, audited,
// and it is refused at checkout afterwards with the existing reason; a voucher already used on another
// order is recorded and the cancel still succeeds; a refunded whole-order return withdraws it, while
// a return that keeps a qualifying purchase keeps it; the desk's list shows each state.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withdrawOrderVoucher } from '../../server/coupons/voucher-withdrawal.ts';
import { registerPerson } from '../support/accounts.ts';
import {
  cartWith,
  checkoutCalls,
  CONTACT,
  latestCode,
  readyCheckout,
  setStock,
  uniquePhone,
} from '../support/checkout.ts';
import { findProduct } from '../support/seeded-products.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let catalogue: Awaited<ReturnType<typeof staffSession>>;
let orders: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 60, env: { ALTCHA_MAX_NUMBER: '1000' } });
  catalogue = await staffSession(server, 'catalogue');
  orders = await staffSession(server, 'orders');
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);
let serial = 0;
const newEmail = () => `withdraw.${process.pid}.${Date.now() % 1_000_000}.${++serial}@example.com`;
const outboxTo = async (to: string) =>
  (await server.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages as {
    subject: string | null;
    text: string;
  }[];
const deskVoucher = async (code: string) => {
  const res = await server.get(`/api/admin/coupons?type=voucher&q=${code}`, catalogue.auth);
  expect(res.status).toBe(200);
  return res.body.coupons[0] as Record<string, any>;
};
const voucherOf = async (orderId: string) => {
  const [v] = await rows<{ code: string; active: boolean }>(
    sql`SELECT c.code, c.active FROM coupons c JOIN orders o ON o.id = c.source_order_ref WHERE o.order_id = ${orderId}`,
  );
  return v!;
};

/** A diamond piece above ₹21,000 (a ₹4,000 voucher), with plenty in stock. */
async function diamondPiece() {
  const fits = (v: { offerprice: number; diamond_price: number }) =>
    v.diamond_price > 0 && v.offerprice > 21_000 && v.offerprice <= 45_000;
  const product = await findProduct(
    server,
    (p) => p.made_to_order === 'false' && p.stock >= 1 && p.variants.some(fits),
  );
  const variant = product.variants.find(fits)!;
  await setStock(server, product.id, 40);
  return { piece: { sku: product.sku, variant: variant.id, quantity: 1 }, price: variant.offerprice };
}

/** A guest's order of ₹1,00,000 or more with this coupon, paid by card in the local window; answers its id. */
async function bigCardOrder(
  pieces: Parameters<typeof readyCheckout>[1],
  contact: Record<string, unknown>,
  coupon: string,
) {
  const ready = await readyCheckout(server, pieces, 'online_payment_razorpay', contact);
  expect((await ready.calls.coupon(coupon)).status).toBe(200);
  const generated = await ready.calls.generate();
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const { order, payment_data } = generated.body.message;
  const paid = await server.services.payments.local!.pay(payment_data.order_id, 'success');
  if (paid.kind !== 'paid') throw new Error(`not paid: ${paid.kind}`);
  expect((await ready.calls.confirm(order.order_id, paid.reply)).status).toBe(200);
  return order.order_id as string;
}

/** A guest's cash-on-delivery order, placed by its code; answers its id. */
async function guestOrder(
  pieces: Parameters<typeof readyCheckout>[1],
  contact: Record<string, unknown>,
  coupon?: string,
) {
  const ready = await readyCheckout(server, pieces, 'payment_on_delivery', contact);
  if (coupon) expect((await ready.calls.coupon(coupon)).status).toBe(200);
  const generated = await ready.calls.generate();
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const orderId = generated.body.message.order.order_id as string;
  expect((await ready.calls.confirm(orderId, await latestCode(server, ready.phone))).status).toBe(200);
  return orderId;
}

describe('a cancelled order takes its voucher back', () => {
  it("the member's own cancel withdraws the unused voucher once, told by mail and SMS; a second cancel does nothing more", async () => {
    const { piece } = await diamondPiece();
    const member = await registerPerson(server);
    const email = member.person.email as string;
    const phone = uniquePhone();
    const calls = checkoutCalls(server, await cartWith(server, [piece], member.auth), member.auth);
    for (const stepCall of [
      () => calls.user({ ...CONTACT, email, phone }),
      () => calls.ship(),
      () => calls.pay('payment_on_delivery'),
    ])
      expect((await stepCall()).status).toBe(200);
    const generated = await calls.generate({ user_id: member.session.user_id });
    const orderId = generated.body.message.order.order_id as string;
    expect((await calls.confirm(orderId, await latestCode(server, phone))).status).toBe(200);
    const { code } = await voucherOf(orderId);
    expect((await deskVoucher(code)).withdrawal).toBeNull();

    for (const reason of ['changed_mind', 'other']) {
      const res = await server.post('order/cancel', { order_id: orderId, reason }, member.auth);
      expect(res.status).toBe(200);
    }
    expect(await deskVoucher(code)).toMatchObject({
      status: 'WITHDRAWN',
      withdrawal: { outcome: 'withdrawn', cause: 'order_cancelled', label: 'Withdrawn: order cancelled' },
    });
    const mails = (await outboxTo(email)).filter((m) => m.subject?.includes('withdrawn'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`your order ${orderId} was cancelled`);
    expect((await outboxTo(phone)).filter((m) => m.text.includes('withdrawn'))).toHaveLength(1);
    // The customer acted, not staff: nothing in the audit.
    expect(await rows(sql`SELECT id FROM audit_log WHERE entity = 'coupon' AND entity_id = ${code}`)).toHaveLength(0);
  });

  it("the desk's cancel withdraws it, audited; at checkout it is then refused as not a valid one; it cannot be started again", async () => {
    const { piece, price } = await diamondPiece();
    const email = newEmail();
    const orderId = await guestOrder([piece], { ...CONTACT, email, phone: uniquePhone() });
    const { code } = await voucherOf(orderId);

    const cancelled = await server.post(
      `admin/orders/${orderId}/cancel`,
      { reason: 'Customer called to cancel' },
      orders.auth,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await voucherOf(orderId)).toEqual({ code, active: false });
    const entries = await rows<{ action: string; after: Record<string, unknown> }>(
      sql`SELECT action, after FROM audit_log WHERE entity = 'coupon' AND entity_id = ${code}`,
    );
    expect(entries).toMatchObject([
      { action: 'voucher.withdrawn', after: { withdrawal: 'withdrawn', cause: 'order_cancelled', order_id: orderId } },
    ]);
    // A second cancel from the desk is refused by the status table; the voucher moves no more.
    expect((await server.post(`admin/orders/${orderId}/cancel`, { reason: 'again' }, orders.auth)).status).toBe(409);

    const big = { ...piece, quantity: Math.ceil(100_000 / price) };
    const own = await readyCheckout(server, [big], 'online_payment_razorpay', {
      ...CONTACT,
      email,
      phone: uniquePhone(),
    });
    const refused = await own.calls.coupon(code);
    expect(refused.status).toBe(404);
    expect(refused.body.message.reason).toBe('DISCOUNT_COUPON_NOT_FOUND');

    const started = await server.post(`admin/coupons/${code}`, { action: 'start' }, catalogue.auth);
    expect(started.status).toBe(409);
    expect(started.body.reason).toBe('VOUCHER_WITHDRAWN');
    const shown = await server.get(`/api/admin/coupons/${code}`, catalogue.auth);
    expect(shown.body.coupon).toMatchObject({ status: 'WITHDRAWN', acts: [] });
    const listed = await server.get(`/api/admin/coupons?type=voucher&status=WITHDRAWN&q=${code}`, catalogue.auth);
    expect(listed.body.total).toBe(1);
  });

  it('a voucher already used on another order is recorded, and the cancel still succeeds', async () => {
    const { piece, price } = await diamondPiece();
    const email = newEmail();
    const contact = { ...CONTACT, email, phone: uniquePhone() };
    const orderId = await guestOrder([piece], contact);
    const { code } = await voucherOf(orderId);
    const big = { ...piece, quantity: Math.ceil(100_000 / price) };
    await bigCardOrder([big], { ...contact, phone: uniquePhone() }, code);

    const cancelled = await server.post(
      `admin/orders/${orderId}/cancel`,
      { reason: 'Customer called to cancel' },
      orders.auth,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await deskVoucher(code)).toMatchObject({
      status: 'USED_UP',
      used: 1,
      withdrawal: { outcome: 'used_before', label: 'Used before its order was cancelled' },
    });
    // Nothing to tell the customer: the order that used it stands.
    expect((await outboxTo(email)).filter((m) => m.subject?.includes('withdrawn'))).toHaveLength(0);
  });
});

describe('a refunded return takes its voucher back', () => {
  /** A delivered guest order that earned a voucher, moved along its statuses as the desk would. */
  async function deliveredOrder() {
    const { piece } = await diamondPiece();
    const email = newEmail();
    const phone = uniquePhone();
    const orderId = await guestOrder([piece], { ...CONTACT, email, phone });
    for (const to of ['confirmed', 'packed', 'shipped', 'delivered'])
      await rows(sql`UPDATE orders SET status = ${to} WHERE order_id = ${orderId}`);
    await rows(
      sql`INSERT INTO order_events (order_ref, status) SELECT id, 'delivered' FROM orders WHERE order_id = ${orderId}`,
    );
    return { orderId, email, phone };
  }

  it('the whole order back and refunded: the voucher is withdrawn with the refund, audited', async () => {
    const { orderId, email } = await deliveredOrder();
    const { code } = await voucherOf(orderId);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      order_id: orderId,
      email,
      reason: 'changed_mind',
      bank_account_holder: 'Lakshmi Nair',
      bank_account_number: '123456789012',
      bank_ifsc: 'SBIN0001234',
    }))
      form.append(k, v);
    const res = await fetch(`${server.baseUrl}/api/order/track/return`, { method: 'POST', body: form });
    const asked = { status: res.status, body: await res.json() };
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const listed = await server.get(`/api/admin/returns?order_id=${orderId}`, orders.auth);
    const id = listed.body.returns[0].return_id as number;
    const stepTo = (what: string, body: unknown, headers: Record<string, string> = orders.auth) =>
      server.post(`admin/returns/${id}/${what}`, body, headers);
    expect((await stepTo('receive', {})).status).toBe(200);
    expect((await stepTo('check', { passed: true, note: 'Tag intact' })).status).toBe(200);
    expect((await stepTo('approve', { note: 'Full refund' })).status).toBe(200);
    // Approved, not refunded yet: the voucher still stands.
    expect((await deskVoucher(code)).withdrawal).toBeNull();
    const refunded = await stepTo(
      'refund',
      { reference: 'NEFT-UTR-9' },
      { ...orders.auth, 'idempotency-key': `vw-return-${id}-${process.pid}` },
    );
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(await deskVoucher(code)).toMatchObject({
      status: 'WITHDRAWN',
      withdrawal: { cause: 'order_returned', label: 'Withdrawn: order returned' },
    });
    expect((await outboxTo(email)).some((m) => m.text.includes(`your order ${orderId} was returned`))).toBe(true);
    const entries = await rows<{ action: string; after: Record<string, unknown> }>(
      sql`SELECT action, after FROM audit_log WHERE entity = 'coupon' AND entity_id = ${code}`,
    );
    expect(entries).toMatchObject([{ action: 'voucher.withdrawn', after: { cause: 'order_returned' } }]);
  });

  it('a return that keeps a qualifying purchase keeps the voucher (lines judged again by the same rule)', async () => {
    const { piece } = await diamondPiece();
    const email = newEmail();
    // Two diamond pieces above ₹21,000 each: one back, the other alone still earns a voucher.
    const orderId = await guestOrder(
      [
        { ...piece, quantity: 1 },
        { ...piece, quantity: 1 },
      ]
        .slice(0, 1)
        .map((p) => ({ ...p, quantity: 2 })),
      {
        ...CONTACT,
        email,
        phone: uniquePhone(),
      },
    );
    const [order] = await rows<{ id: number; first_name: string; email: string; phone: string }>(
      sql`SELECT id, first_name, email, phone FROM orders WHERE order_id = ${orderId}`,
    );
    // The returns desk takes whole orders today; the rule is ready for a line's return.
    await rows(
      sql`UPDATE order_lines SET qty = 1, total = total / 2, discount = discount / 2 WHERE order_ref = ${order!.id}`,
    );
    await rows(
      sql`INSERT INTO order_lines (order_ref, position, variant_id, name, sku, made_to_order, qty, unit_price, total, discount, breakup)
          SELECT order_ref, 1, variant_id, name, sku, made_to_order, qty, unit_price, total, discount, breakup FROM order_lines WHERE order_ref = ${order!.id}`,
    );
    const { code } = await voucherOf(orderId);
    const source = { id: order!.id, orderId, firstName: order!.first_name, email: order!.email, phone: order!.phone };
    const kept = await server.services.database.db.transaction((tx) =>
      withdrawOrderVoucher(tx, source, { cause: 'order_returned', returned: new Set([1]) }),
    );
    expect(kept).toBeNull();
    expect((await deskVoucher(code)).withdrawal).toBeNull();
    const gone = await server.services.database.db.transaction((tx) =>
      withdrawOrderVoucher(tx, source, { cause: 'order_returned', returned: new Set([0, 1]) }),
    );
    expect(gone).toMatchObject({ code, outcome: 'withdrawn' });
  });
});
