// The back office's coupons against a real server and database: who may read and act, creating a
// coupon (each bad field named, a taken code, an unknown category), the list's filters, stopping one
// (then refused at checkout) and starting it again, the per-customer limit, a limit below the uses
// made, a coupon limited to categories at checkout, and the offers' vouchers: issued when an order is
// placed, sent to the customer, redeemable by that customer only. Every change audited.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { CHECKOUT_REASONS } from '../../domain/checkout/messages.ts';
import { COUPON_DESK_REASONS } from '../../domain/coupons/desk-reasons.ts';
import { WELCOME_VOUCHER_AMOUNT } from '../../domain/coupons/offer-vouchers.ts';
import { createVoucherIssuer } from '../../server/coupons/offer-vouchers.ts';
import { CONTACT, latestCode, pieceInStock, readyCheckout, setStock, uniquePhone } from '../support/checkout.ts';
import { findProduct } from '../support/seeded-products.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
type Session = Awaited<ReturnType<typeof staffSession>>;
let catalogue: Session;
let owner: Session;
let support: Session;
let orders: Session;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 60 });
  [catalogue, owner, support, orders] = [
    await staffSession(server, 'catalogue'),
    await staffSession(server, 'owner'),
    await staffSession(server, 'support'),
    await staffSession(server, 'orders'),
  ];
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);
let serial = 0;
const newCode = (prefix = 'T') => `${prefix}${process.pid % 1000}${Date.now() % 100_000}${++serial}`.slice(0, 20);

/** A percentage coupon with a cap, and whatever the test changes. */
const terms = (over: Record<string, unknown> = {}) => ({
  label: 'Test 10% off',
  description: 'For the tests',
  kind: 'PERCENTAGE',
  value: 10,
  max_discount: 3_000,
  min_subtotal: 0,
  ...over,
});
const create = async (over: Record<string, unknown> = {}, auth = catalogue.auth) => {
  const code = (over.code as string | undefined) ?? newCode();
  const res = await server.post('admin/coupons', { code, ...terms(over) }, auth);
  return { code: code.toUpperCase(), res };
};
const act = (code: string, body: Record<string, unknown>, auth = catalogue.auth) =>
  server.post(`admin/coupons/${code}`, body, auth);
const audit = (code: string) =>
  rows<{ staff_id: number; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> }>(
    sql`SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'coupon' AND entity_id = ${code} ORDER BY id`,
  );
const customer = (email: string) => ({ ...CONTACT, email, phone: uniquePhone() });
let mail = 0;
const newEmail = () => `shopper.${process.pid}.${Date.now() % 1_000_000}.${++mail}@example.com`;

/** A cash-on-delivery order placed by `contact` for these pieces; answers its order id. */
async function placeOrder(
  pieces: Parameters<typeof readyCheckout>[1],
  contact: Record<string, unknown>,
  coupon?: string,
): Promise<string> {
  const ready = await readyCheckout(server, pieces, 'payment_on_delivery', contact);
  if (coupon) expect((await ready.calls.coupon(coupon)).status).toBe(200);
  const generated = await ready.calls.generate();
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const orderId = generated.body.message.order.order_id as string;
  const confirmed = await ready.calls.confirm(orderId, await latestCode(server, ready.phone));
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return orderId;
}

describe('who may use the coupons desk', () => {
  it('lets the catalogue team and the owner read and act; orders and support 403; no token 401', async () => {
    const { code, res } = await create();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await create({}, owner.auth)).res.status).toBe(200);
    for (const other of [support, orders]) {
      expect((await server.get('/api/admin/coupons', other.auth)).status).toBe(403);
      expect((await server.get(`/api/admin/coupons/${code}`, other.auth)).status).toBe(403);
      expect((await server.get('/api/admin/coupons/categories', other.auth)).status).toBe(403);
      expect((await create({}, other.auth)).res.status).toBe(403);
      expect((await act(code, { action: 'stop' }, other.auth)).status).toBe(403);
    }
    expect((await server.get('/api/admin/coupons')).status).toBe(401);
    expect((await server.get(`/api/admin/coupons/${code}`, owner.auth)).status).toBe(200);
    expect((await act(code, { action: 'stop' }, owner.auth)).status).toBe(200);
    expect((await server.get('/api/admin/coupons/categories', catalogue.auth)).body.categories.length).toBeGreaterThan(
      0,
    );
  });
});

describe('creating a coupon', () => {
  it('creates a percentage coupon with a cap, its code in upper case, audited', async () => {
    const code = newCode('pc').toLowerCase();
    const { res } = await create({
      code,
      starts_on: '2026-01-01',
      ends_on: '2036-12-31',
      total_limit: 50,
      per_customer_limit: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.coupon).toMatchObject({
      code: code.toUpperCase(),
      kind: 'PERCENTAGE',
      value: 10,
      max_discount: 3_000,
      starts_on: '2026-01-01',
      ends_on: '2036-12-31',
      // The first day starts at midnight in India; the last day is included.
      starts_at: '2025-12-31T18:30:00.000Z',
      ends_at: '2036-12-31T18:30:00.000Z',
      total_limit: 50,
      per_customer_limit: 2,
      used: 0,
      discount_given: 0,
      status: 'LIVE',
      acts: ['edit', 'stop'],
      voucher: null,
    });
    expect(res.body.uses).toEqual([]);
    const [entry] = await audit(code.toUpperCase());
    expect(entry).toMatchObject({
      staff_id: catalogue.member.id,
      action: 'coupon.created',
      before: null,
      after: { kind: 'PERCENTAGE', value: 10, max_discount: 3_000, total_limit: 50, active: true },
    });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a code with a space', { code: 'NO GOOD' }, ['code']],
    ['a percentage above 100', { value: 120 }, ['value']],
    ['a percentage without a cap', { max_discount: null }, ['max_discount']],
    ['a flat coupon with a cap', { kind: 'FLAT', value: 500, min_subtotal: 5_000 }, ['max_discount']],
    [
      'a flat amount not below the minimum',
      { kind: 'FLAT', value: 5_000, max_discount: null, min_subtotal: 5_000 },
      ['min_subtotal'],
    ],
    ['an end before the start', { starts_on: '2027-03-10', ends_on: '2027-03-01' }, ['ends_on']],
    ['a date that does not exist', { starts_on: '2027-02-30' }, ['starts_on']],
    ['a per-customer limit above the total', { total_limit: 2, per_customer_limit: 3 }, ['per_customer_limit']],
    ['a limit of 0 and a negative minimum', { total_limit: 0, min_subtotal: -1 }, ['min_subtotal', 'total_limit']],
    ['a fractional value and no label', { value: 2.5, label: '' }, ['label', 'value']],
    ['a kind it does not know', { kind: 'BOGO' }, ['kind']],
    ['a field it does not know', { staff_id: 1 }, ['(body)']],
  ])('refuses %s, naming the field, writing nothing', async (_name, over, fields) => {
    const code = newCode('BAD');
    const res = await server.post('admin/coupons', { ...terms(over), code: over.code ?? code }, catalogue.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.reason).toBe('INVALID_INPUT');
    for (const field of fields.filter((f) => f !== '(body)')) expect(Object.keys(res.body.fields)).toContain(field);
    expect(await rows(sql`SELECT 1 FROM coupons WHERE code = ${code}`)).toEqual([]);
  });

  it('refuses a code that exists and a category the shop does not have', async () => {
    const { code } = await create();
    const again = await create({ code: code.toLowerCase(), label: 'Another' });
    expect(again.res.status).toBe(409);
    expect(again.res.body).toMatchObject({ reason: 'CODE_TAKEN', message: COUPON_DESK_REASONS.CODE_TAKEN.text });
    expect(Object.keys(again.res.body.fields)).toEqual(['code']);
    const unknown = await create({ categories: ['rings', 'flying-carpets'] });
    expect(unknown.res.status).toBe(400);
    expect(unknown.res.body.reason).toBe('UNKNOWN_CATEGORY');
    expect(unknown.res.body.fields.categories).toContain('flying-carpets');
    expect(await rows(sql`SELECT 1 FROM coupons WHERE code = ${unknown.code}`)).toEqual([]);
  });
});

describe('the list', () => {
  it('finds by code or label, filters by status and type, and names bad filters', async () => {
    const label = `Monsoon ${Date.now() % 100_000}`;
    const { code } = await create({ label });
    const found = await server.get(`/api/admin/coupons?q=${encodeURIComponent(label.toLowerCase())}`, catalogue.auth);
    expect(found.status).toBe(200);
    expect(found.body.coupons.map((c: { code: string }) => c.code)).toEqual([code]);
    expect((await server.get(`/api/admin/coupons?q=${code}&status=STOPPED`, catalogue.auth)).body.total).toBe(0);
    expect((await act(code, { action: 'stop' })).status).toBe(200);
    expect((await server.get(`/api/admin/coupons?q=${code}&status=STOPPED`, catalogue.auth)).body.total).toBe(1);
    expect((await server.get(`/api/admin/coupons?q=${code}&type=voucher`, catalogue.auth)).body.total).toBe(0);
    const bad = await server.get('/api/admin/coupons?status=GONE&page=0&type=gift', catalogue.auth);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['page', 'status', 'type']);
    expect((await server.get('/api/admin/coupons/NOSUCHCODE1', catalogue.auth)).status).toBe(404);
    expect((await server.get('/api/admin/coupons/no%20code', catalogue.auth)).status).toBe(400);
  });
});

describe('stopping and starting', () => {
  it('a stopped coupon is refused at checkout; started again it applies; both audited', async () => {
    const { piece } = await pieceInStock(server, (p) => p > 5_000 && p <= 49_000);
    const { code } = await create();
    const stopped = await act(code, { action: 'stop' });
    expect(stopped.status).toBe(200);
    expect(stopped.body.coupon).toMatchObject({ status: 'STOPPED', acts: ['edit', 'start'] });
    expect((await act(code, { action: 'stop' })).body.reason).toBe('ALREADY_STOPPED');

    const { calls } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const refused = await calls.coupon(code);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toMatchObject({ reason: 'DISCOUNT_COUPON_NOT_FOUND' });

    expect((await act(code, { action: 'start' })).body.coupon.status).toBe('LIVE');
    expect((await act(code, { action: 'start' })).body.reason).toBe('ALREADY_STARTED');
    expect((await calls.coupon(code)).status).toBe(200);

    const entries = await audit(code);
    expect(entries.map((e) => e.action)).toEqual(['coupon.created', 'coupon.stopped', 'coupon.started']);
    expect(entries[1]).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(entries[2]).toMatchObject({
      staff_id: catalogue.member.id,
      before: { active: false },
      after: { active: true },
    });
  });
});

describe('limits and uses', () => {
  it('keeps the per-customer limit, shows each use with its discount, and refuses a limit below the uses', async () => {
    const { product, piece, price } = await pieceInStock(server, (p) => p > 5_000 && p <= 40_000);
    await setStock(server, product.id, 10);
    const { code } = await create({ per_customer_limit: 1, total_limit: 10 });
    const email = newEmail();
    const orderId = await placeOrder([piece], customer(email), code);

    // The same customer (the same email, another cart and phone) is told the coupon is spent.
    const again = await readyCheckout(server, [piece], 'payment_on_delivery', customer(email));
    const refused = await again.calls.coupon(code);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatchObject({ reason: 'DISCOUNT_COUPON_EXHAUSTED' });

    // Another customer holds one more with an unpaid order.
    const other = await readyCheckout(server, [piece], 'payment_on_delivery', customer(newEmail()));
    expect((await other.calls.coupon(code)).status).toBe(200);
    expect((await other.calls.generate()).status).toBe(200);

    const view = await server.get(`/api/admin/coupons/${code}`, catalogue.auth);
    const discount = Math.min(Math.floor((price * 10 + 50) / 100), 3_000);
    expect(view.body.coupon).toMatchObject({ used: 1, held: 1, discount_given: discount });
    expect(view.body.uses).toHaveLength(2);
    expect(view.body.uses[1]).toMatchObject({ order_id: orderId, state: 'used', discount });
    expect(view.body.uses[1].customer).toContain(email);

    const tooLow = await act(code, { action: 'edit', ...terms({ total_limit: 1, per_customer_limit: 1 }) });
    expect(tooLow.status).toBe(409);
    expect(tooLow.body).toMatchObject({
      reason: 'LIMIT_BELOW_USES',
      fields: { total_limit: expect.stringContaining('2') },
    });
    const edited = await act(code, { action: 'edit', ...terms({ total_limit: 2, per_customer_limit: 1, value: 5 }) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.coupon).toMatchObject({ value: 5, total_limit: 2, status: 'USED_UP' });
    const last = (await audit(code)).at(-1)!;
    expect(last).toMatchObject({
      action: 'coupon.edited',
      before: { value: 10, total_limit: 10 },
      after: { value: 5, total_limit: 2 },
    });
  });
});

describe('a coupon limited to categories', () => {
  it('applies only when the bag holds a piece of them, and takes off only their share', async () => {
    const fits = (p: number) => p > 5_000 && p <= 20_000;
    const { product: ring, piece: ringPiece, price: ringPrice } = await pieceInStock(server, fits);
    const slug = ring.category;
    const other = await findProduct(
      server,
      (p) =>
        p.category !== slug &&
        p.made_to_order === 'false' &&
        p.stock >= 1 &&
        p.variants.some((v) => fits(v.offerprice)),
    );
    const otherVariant = other.variants.find((v) => fits(v.offerprice))!;
    const otherPiece = { sku: other.sku, variant: otherVariant.id, quantity: 1 };
    const otherPrice = otherVariant.offerprice;
    await setStock(server, ring.id, 5);
    await setStock(server, other.id, 5);
    const { code, res } = await create({ categories: [slug], value: 10, max_discount: 50_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const without = await readyCheckout(server, [otherPiece], 'payment_on_delivery');
    const refused = await without.calls.coupon(code);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatchObject({
      reason: 'DISCOUNT_COUPON_NOT_APPLICABLE',
      text: CHECKOUT_REASONS.DISCOUNT_COUPON_NOT_APPLICABLE.text,
    });

    const mixed = await readyCheckout(server, [ringPiece, otherPiece], 'payment_on_delivery');
    expect((await mixed.calls.coupon(code)).status).toBe(200);
    const generated = await mixed.calls.generate();
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const orderId = generated.body.message.order.order_id as string;
    const lines = await rows<{ sku: string; discount: number }>(
      sql`SELECT l.sku, l.discount FROM order_lines l JOIN orders o ON o.id = l.order_ref WHERE o.order_id = ${orderId} ORDER BY l.position`,
    );
    const expected = Math.floor((ringPrice * 10 + 50) / 100);
    expect(lines).toEqual([
      { sku: ringPiece.sku, discount: expected },
      { sku: otherPiece.sku, discount: 0 },
    ]);
    const [order] = await rows<{ subtotal: number; discount: number }>(
      sql`SELECT subtotal, discount FROM orders WHERE order_id = ${orderId}`,
    );
    expect(order).toEqual({ subtotal: ringPrice + otherPrice, discount: expected });
  });
});

describe("the offers' vouchers", () => {
  it('a diamond purchase above ₹20,000 earns a ₹4,000 voucher, sent to the customer and redeemable by them only', async () => {
    const fits = (v: { offerprice: number; diamond_price: number }) =>
      v.diamond_price > 0 && v.offerprice > 21_000 && v.offerprice <= 45_000;
    const product = await findProduct(
      server,
      (p) => p.made_to_order === 'false' && p.stock >= 1 && p.variants.some(fits),
    );
    const variant = product.variants.find(fits)!;
    const piece = { sku: product.sku, variant: variant.id, quantity: 1 };
    const price = variant.offerprice;
    await setStock(server, product.id, 20);
    const email = newEmail();
    const contact = customer(email);
    const orderId = await placeOrder([piece], contact);

    const [voucher] = await rows<{
      code: string;
      value: number;
      offer: string;
      customer_key: string;
      min_subtotal: number;
      ends_at: Date;
      starts_at: Date;
    }>(
      sql`SELECT c.code, c.value, c.offer, c.customer_key, c.min_subtotal, c.starts_at, c.ends_at FROM coupons c JOIN orders o ON o.id = c.source_order_ref WHERE o.order_id = ${orderId}`,
    );
    expect(voucher).toMatchObject({
      value: 4_000,
      offer: 'DIAMOND_20K',
      customer_key: `e:${email}`,
      min_subtotal: 100_000,
    });
    const months = (new Date(voucher!.ends_at).getTime() - new Date(voucher!.starts_at).getTime()) / (24 * 3_600_000);
    expect(months).toBeGreaterThan(180);
    expect(months).toBeLessThan(185);

    // Sent to the customer by mail and SMS.
    const mails = (await server.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).body.messages as {
      subject: string;
      text: string;
      code: string;
    }[];
    expect(mails.find((m) => m.text.includes(voucher!.code))?.subject).toContain('₹4,000');
    const texts = (await server.get(`/api/dev/outbox?to=${contact.phone}`)).body.messages as { text: string }[];
    expect(texts.some((t) => t.text.includes(voucher!.code))).toBe(true);

    // The desk lists it among the vouchers, for that customer and order; its terms are fixed.
    const listed = await server.get(`/api/admin/coupons?type=voucher&q=${voucher!.code}`, catalogue.auth);
    expect(listed.body.coupons).toMatchObject([{ code: voucher!.code, offer: 'DIAMOND_20K', listed: false }]);
    const shown = await server.get(`/api/admin/coupons/${voucher!.code}`, catalogue.auth);
    expect(shown.body.coupon).toMatchObject({ voucher: { customer: email, order_id: orderId }, acts: ['stop'] });
    expect((await act(voucher!.code, { action: 'edit', ...terms() })).body.reason).toBe('VOUCHER_TERMS_FIXED');

    // Redeemable by that customer on ₹1,00,000 or more; not found for anybody else.
    const quantity = Math.ceil(100_000 / price);
    const big = { ...piece, quantity };
    const stranger = await readyCheckout(server, [big], 'online_payment_razorpay', customer(newEmail()));
    const notTheirs = await stranger.calls.coupon(voucher!.code);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.message.reason).toBe('DISCOUNT_COUPON_NOT_FOUND');
    const own = await readyCheckout(server, [big], 'online_payment_razorpay', customer(email));
    const applied = await own.calls.coupon(voucher!.code);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const generated = await own.calls.generate();
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    expect(generated.body.message.order).toMatchObject({ discount: 4_000 });
    // The one use is held now: nobody, the customer included, can apply it again meanwhile.
    const twice = await readyCheckout(server, [big], 'online_payment_razorpay', customer(email));
    expect((await twice.calls.coupon(voucher!.code)).body.message.reason).toBe('DISCOUNT_COUPON_EXHAUSTED');
  });

  it('a first purchase above ₹10,000 without diamonds earns the welcome voucher once; the next purchase none', async () => {
    const { product, piece } = await pieceInStock(server, (p) => p > 10_500 && p <= 45_000);
    await rows(sql`UPDATE variants SET diamond_price = 0 WHERE id = ${piece.variant}`);
    await setStock(server, product.id, 10);
    const email = newEmail();
    const first = await placeOrder([piece], customer(email));
    const second = await placeOrder([piece], customer(email));
    const vouchers = await rows<{ order_id: string; offer: string; value: number }>(
      sql`SELECT o.order_id, c.offer, c.value FROM coupons c JOIN orders o ON o.id = c.source_order_ref WHERE o.order_id IN (${first}, ${second})`,
    );
    expect(vouchers).toEqual([{ order_id: first, offer: 'WELCOME', value: WELCOME_VOUCHER_AMOUNT }]);
  });

  it('issues one voucher per order however often the order is placed', async () => {
    const { product, piece } = await pieceInStock(server, (p) => p > 21_000 && p <= 45_000);
    await setStock(server, product.id, 5);
    const orderId = await placeOrder([piece], customer(newEmail()));
    const [order] = await rows<{
      id: number;
      user_id: number | null;
      first_name: string;
      email: string;
      phone: string;
    }>(sql`SELECT id, user_id, first_name, email, phone FROM orders WHERE order_id = ${orderId}`);
    const issuer = createVoucherIssuer({ publicUrl: 'http://localhost' });
    const again = await server.services.database.db.transaction((tx) =>
      issuer.issueFor(tx, {
        id: order!.id,
        orderId,
        userId: order!.user_id,
        firstName: order!.first_name,
        email: order!.email,
        phone: order!.phone,
      }),
    );
    expect(again).toBeNull();
    expect(await rows(sql`SELECT code FROM coupons WHERE source_order_ref = ${order!.id}`)).toHaveLength(1);
  });
});
