// Checkout integrity, tried as a shopper would: a double click, a second tab, 'Request another OTP',
// a cart sync while the order holds the last piece, a coupon held by the draft's own order, a slow
// card provider, a guest draft once opened by a member, one customer with two carts. Every case
// here was a defect first. The races run on PGlite (serialised) and, in CI's second pass, on the
// PostgreSQL server, where only the database's locks and constraints keep the answers right.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { registerPerson } from '../support/accounts.ts';
import {
  CONTACT,
  cartWith,
  checkoutCalls,
  latestCode,
  pieceInStock,
  readyCheckout,
  setStock,
  stockOf,
  uniquePhone,
} from '../support/checkout.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { findProduct } from '../support/seeded-products.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer({
    database,
    seedProducts: 60,
    env: { ALTCHA_MAX_NUMBER: '1000' },
  });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const db = () => server.services.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const onServer = () => Boolean(process.env.TEST_DATABASE_URL);
/** A piece to race on: sold from stock, at least one, with a variant within ₹20,000. */
const cheapInStock = (p: Product) =>
  p.made_to_order === 'false' && p.stock >= 1 && p.variants.some((v) => v.offerprice <= 20_000);

/** Resolves once the in-memory catalogue shows this available stock (it follows the database a moment later). */
async function catalogueShows(sku: string, available: number): Promise<void> {
  await expect
    .poll(() => server.services.catalog.findBySku(sku)?.stock, { timeout: 10_000, interval: 20 })
    .toBe(available);
}

/** A coupon of the test's own: FLAT off, with the limits given. */
async function newCoupon(limits: { total?: number; perCustomer?: number; value?: number }): Promise<string> {
  const code = `T${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 90 + 10)}`;
  await db().execute(
    sql`INSERT INTO coupons (code, label, description, kind, value, min_subtotal, total_limit, per_customer_limit, listed)
        VALUES (${code}, 'Test', 'test', 'FLAT', ${limits.value ?? 500}, 0, ${limits.total ?? null}, ${limits.perCustomer ?? null}, false)`,
  );
  return code;
}

describe("the draft's own stock hold", () => {
  it('never counts against it: the draft, a second generate, a resend and a cart sync of the last piece', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 1);
    const { session, calls, phone } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const first = await calls.generate();
    expect(first.status).toBe(200);
    const orderId = first.body.message.order.order_id;
    expect(await stockOf(server, product.id)).toEqual({ stock: 1, reserved: 1 });

    const draft = (await calls.draft()).body.message.order;
    expect(draft.cart[0].status).toBe('ok');

    const again = await calls.generate({ expected_amount: draft.summery.payable_amount });
    expect(again.status).toBe(200);
    expect(again.body.message.order.order_id).toBe(orderId);

    // 'Request another OTP' after the wait: the same order, a new code.
    const firstCode = await latestCode(server, phone);
    await db().execute(
      sql`UPDATE orders SET cod_code_sent_at = now() - interval '2 minutes' WHERE order_id = ${orderId}`,
    );
    const resent = await calls.generate({ resend: true });
    expect(resent.status).toBe(200);
    expect(resent.body.message.order.order_id).toBe(orderId);
    const sms = (await server.get(`/api/dev/outbox?to=${phone}`)).body.messages.filter(
      (m: { code: string | null }) => m.code !== null,
    );
    expect(sms).toHaveLength(2);

    // The cart of the same session keeps its line; another shopper's cart finds the piece held.
    await catalogueShows(piece.sku, 0);
    const synced = await server.post('refine/cart_update', { session, message: { cart: [piece] } });
    expect(synced.status).toBe(200);
    expect(synced.body.message.cart[0]).toMatchObject({ quantity: 1, deleted: false });
    const stranger = await server.post('refine/cart_update', { message: { cart: [piece] } });
    expect(stranger.body.message.cart[0]).toMatchObject({ quantity: 0, deleted: true, reason: 'OUT_OF_STOCK' });

    const confirmed = await calls.confirm(orderId, await latestCode(server, phone));
    expect(confirmed.status).toBe(200);
    expect(firstCode).toMatch(/^\d{4}$/);
    expect(await stockOf(server, product.id)).toEqual({ stock: 0, reserved: 0 });
  });

  it('counts what other drafts hold: a second shopper is still refused the last piece', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 1);
    const a = await readyCheckout(server, [piece], 'payment_on_delivery');
    const b = await readyCheckout(server, [piece], 'payment_on_delivery');
    expect((await a.calls.generate()).status).toBe(200);
    expect((await b.calls.draft()).body.message.order.cart[0].status).toBe('short');
    expect((await b.calls.generate()).body.reason).toBe('OUT_OF_STOCK');
  });
});

describe("the draft's own coupon hold", () => {
  it('keeps a once-per-customer coupon applied to its own draft: the amount shown is the amount charged', async () => {
    const { product, piece, price } = await pieceInStock(server, (p) => p >= 12_000 && p <= 45_000);
    await setStock(server, product.id, 5);
    const { calls } = await readyCheckout(server, [piece], 'online_payment_razorpay', {
      ...CONTACT,
      email: `welcome.${Date.now()}@example.com`,
      phone: uniquePhone(),
    });
    const applied = await calls.coupon('WELCOME10');
    expect(applied.status).toBe(200);
    const shown = applied.body.message.order.summery.payable_amount;
    expect(shown).toBeLessThan(price);
    const first = await calls.generate({ expected_amount: shown });
    expect(first.status).toBe(200);
    expect(first.body.message.order.amount).toBe(shown);

    const draft = (await calls.draft()).body.message.order;
    expect(draft.applied_payment_discount?.virtual_order_discount_name).toBe('WELCOME10');
    expect(draft.summery.payable_amount).toBe(shown);
    const again = await calls.generate({ expected_amount: draft.summery.payable_amount });
    expect(again.status).toBe(200);
    expect(again.body.message.order.order_id).toBe(first.body.message.order.order_id);
    expect(again.body.message.payment_data.amount).toBe(shown * 100);
    expect((await calls.coupon('WELCOME10')).status).toBe(200);
  });

  it('keeps the last use of a total-limit coupon on its own draft through repeated generates', async () => {
    const { product, piece, price } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const code = await newCoupon({ total: 1, value: 1_536 });
    const { calls } = await readyCheckout(server, [piece], 'online_payment_razorpay');
    expect((await calls.coupon(code)).status).toBe(200);
    const orders = [];
    for (let i = 0; i < 3; i++) {
      const res = await calls.generate();
      expect(res.status).toBe(200);
      orders.push(res.body.message.order);
    }
    expect(orders.map((o) => o.amount)).toEqual([price - 1_536, price - 1_536, price - 1_536]);
    expect(new Set(orders.map((o) => o.order_id)).size).toBe(1);
  });

  it('refuses, never charges silently, when the coupon stopped applying; the draft then shows the new amount', async () => {
    const { product, piece, price } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const code = await newCoupon({ total: 1, value: 700 });
    const { calls } = await readyCheckout(server, [piece], 'online_payment_razorpay');
    expect((await calls.coupon(code)).body.message.order.summery.payable_amount).toBe(price - 700);
    // Someone else's order takes the last use meanwhile.
    await db().execute(sql`UPDATE coupons SET used_count = 1 WHERE code = ${code}`);
    const ordersBefore = await rows(sql`SELECT id FROM orders`);
    const refused = await calls.generate();
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('DISCOUNT_COUPON_EXHAUSTED');
    expect(await rows(sql`SELECT id FROM orders`)).toHaveLength(ordersBefore.length);
    const draft = (await calls.draft()).body.message.order;
    expect(draft.applied_payment_discount).toBeNull();
    expect(draft.summery.payable_amount).toBe(price);
    const now = await calls.generate({ expected_amount: price });
    expect(now.status).toBe(200);
    expect(now.body.message.order.amount).toBe(price);
  });
});

describe('once-per-customer coupons, held by the database', () => {
  it('treats a guest giving a member’s email as that member', async () => {
    const { product, piece } = await pieceInStock(server, (p) => p >= 12_000 && p <= 45_000);
    await setStock(server, product.id, 5);
    const member = await registerPerson(server);
    const memberCalls = checkoutCalls(server, await cartWith(server, [piece], member.auth), member.auth);
    for (const step of [
      () => memberCalls.user({ ...CONTACT, email: member.person.email, phone: uniquePhone() }),
      () => memberCalls.ship(),
      () => memberCalls.pay('online_payment_razorpay'),
      () => memberCalls.coupon('WELCOME10'),
    ]) {
      expect((await step()).status).toBe(200);
    }
    expect((await memberCalls.generate()).status).toBe(200);

    const guest = await readyCheckout(server, [piece], 'online_payment_razorpay', {
      ...CONTACT,
      email: member.person.email.toUpperCase(),
      phone: uniquePhone(),
    });
    expect((await guest.calls.coupon('WELCOME10')).body.reason).toBe('DISCOUNT_COUPON_EXHAUSTED');
  });

  it('two carts of one customer generating at once: one gets the coupon', async () => {
    const { product, piece } = await pieceInStock(server, (p) => p >= 12_000 && p <= 45_000);
    await setStock(server, product.id, 40);
    for (let round = 0; round < 4; round++) {
      const email = `twice.${round}.${Date.now()}@example.com`;
      const carts = await Promise.all(
        [0, 1].map(() =>
          readyCheckout(server, [piece], 'online_payment_razorpay', { ...CONTACT, email, phone: uniquePhone() }),
        ),
      );
      for (const c of carts) expect((await c.calls.coupon('WELCOME10')).status).toBe(200);
      const answers = await Promise.all(carts.map((c) => c.calls.generate()));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.reason).toBe('DISCOUNT_COUPON_EXHAUSTED');
      const [uses] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM coupon_uses WHERE coupon_code = 'WELCOME10' AND customer_key = ${`e:${email}`} AND state <> 'released'`,
      );
      expect(uses!.n).toBe(1);
    }
  });

  it('the database itself refuses a second live use by one customer', async () => {
    const code = await newCoupon({ perCustomer: 1 });
    const [a, b] = await rows<{ id: number }>(sql`SELECT id FROM orders ORDER BY id LIMIT 2`);
    await db().execute(
      sql`INSERT INTO coupon_uses (coupon_code, order_ref, customer_key, use_number) VALUES (${code}, ${a!.id}, 'e:x@example.com', 1)`,
    );
    await expect(
      db().execute(
        sql`INSERT INTO coupon_uses (coupon_code, order_ref, customer_key, use_number) VALUES (${code}, ${b!.id}, 'e:x@example.com', 1)`,
      ),
    ).rejects.toThrow();
    await expect(
      db().execute(
        sql`INSERT INTO coupon_uses (coupon_code, order_ref, customer_key, use_number) VALUES (${code}, ${b!.id}, 'e:x@example.com', 2)`,
      ),
    ).rejects.toThrow();
    await expect(
      db().execute(
        sql`INSERT INTO coupon_uses (coupon_code, order_ref, customer_key) VALUES (${code}, ${b!.id}, 'e:x@example.com')`,
      ),
    ).rejects.toThrow();
  });
});

describe('a double click on Pay with a slow card provider', () => {
  it('makes one order, both clicks answer the same provider order, never an empty one, and the store is not held while the provider answers', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const { calls } = await readyCheckout(server, [piece], 'online_payment_razorpay');
    const provider = server.services.payments.provider;
    const createOrder = provider.createOrder.bind(provider);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inProvider = new Promise<void>((resolve) => (entered = resolve));
    const made: string[] = [];
    let calls_ = 0;
    provider.createOrder = async (input) => {
      calls_++;
      if (calls_ === 1) {
        entered();
        await gate;
      }
      const order = await createOrder(input);
      made.push(order.id);
      return order;
    };
    const soon = <T>(answer: Promise<T>, what: string) =>
      Promise.race([
        answer,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`${what} waited for the card provider`)), 5_000),
        ),
      ]);
    try {
      const firstClick = calls.generate();
      await inProvider;
      // The provider is still answering the first click: the store (its database, the same draft) is not held meanwhile.
      expect((await soon(calls.draft(), 'reading the same draft')).status).toBe(200);
      const secondClick = calls.generate();
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      const [a, b] = await Promise.all([firstClick, secondClick]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.message.payment_data.order_id).toMatch(/^order_/);
      expect(b.body.message.payment_data.order_id).toBe(a.body.message.payment_data.order_id);
      expect(b.body.message.order.order_id).toBe(a.body.message.order.order_id);
      const shown = a.body.message.payment_data.order_id as string;
      const live = await rows<{ status: string; provider_order_id: string }>(
        sql`SELECT status, provider_order_id FROM orders WHERE order_id = ${a.body.message.order.order_id}`,
      );
      expect(live).toEqual([{ status: 'pending_payment', provider_order_id: shown }]);
      // A provider order made by the click that lost is shown to nobody, and its window is closed.
      expect(made).toContain(shown);
      for (const unused of made.filter((id) => id !== shown)) {
        await expect
          .poll(
            async () =>
              (await rows<{ status: string }>(sql`SELECT status FROM local_card_orders WHERE id = ${unused}`))[0]
                ?.status,
          )
          .toBe('cancelled');
      }
    } finally {
      provider.createOrder = createOrder;
      release();
    }
  });
});

describe('a guest draft once opened by a member', () => {
  it("is the member's only while the call carries their token: no order under their id without it", async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const member = await registerPerson(server);
    const { session, calls, phone } = await readyCheckout(server, [piece], 'payment_on_delivery');
    // A member looks at the guest cart's checkout (their token on the call), then the device goes on without it.
    expect((await checkoutCalls(server, session, member.auth).draft()).status).toBe(200);
    const generated = await calls.generate();
    expect(generated.status).toBe(200);
    const orderId = generated.body.message.order.order_id;
    const [row] = await rows<{ user_id: number | null }>(sql`SELECT user_id FROM orders WHERE order_id = ${orderId}`);
    expect(row!.user_id).toBeNull();
    expect((await calls.confirm(orderId, await latestCode(server, phone))).status).toBe(200);
    const listed = await server.post('order/list', {}, member.auth);
    expect(JSON.stringify(listed.body)).not.toContain(orderId);
  });

  it('a member generating with their token gets the order under their id', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const member = await registerPerson(server);
    const { session } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const generated = await checkoutCalls(server, session, member.auth).generate();
    expect(generated.status).toBe(200);
    const [row] = await rows<{ user_id: number | null }>(
      sql`SELECT user_id FROM orders WHERE order_id = ${generated.body.message.order.order_id}`,
    );
    expect(row!.user_id).toBe(member.session.user_id);
  });
});

describe('the wrong-code reason', () => {
  it("is the catalogue's OTP_MISSMATCH, with the spec's order confirmation text", async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const { calls, phone } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const { order } = (await calls.generate()).body.message;
    const code = await latestCode(server, phone);
    const res = await calls.confirm(order.order_id, code === '0000' ? '1111' : '0000');
    expect(res.body.reason).toBe('OTP_MISSMATCH');
    expect(res.body.message.text).toBe('Order failed with incorrect one time password, please try again.');
    const doc = (await server.get('/api/openapi.json')).body;
    expect(JSON.stringify(doc.paths['/api/order_confirm'].post)).toContain('OTP_MISSMATCH');
    expect(JSON.stringify(doc.paths['/api/order_confirm'].post)).not.toContain('OTP_MISMATCH');
  });
});

// Each race takes two pieces, A before B in id order, whatever earlier tests of this file sold.
describe('lock order: products by id, coupons by code, on every path', () => {
  it.runIf(onServer())(
    'a generate that replaces its order waits for the lowest product first, holding none',
    async () => {
      // Two pieces, A (lower id) and B. The draft's order holds B; the shopper adds A; generating again
      // must not hold B while it waits for A (a confirmation holding A and wanting B would deadlock).
      const one = await findProduct(server, cheapInStock);
      const two = await findProduct(server, (p) => p.id !== one.id && cheapInStock(p));
      const [a, b] = [one, two].sort((x, y) => x.id - y.id) as [Product, Product];
      await setStock(server, a.id, 5);
      await setStock(server, b.id, 5);
      const pieceOf = (p: typeof a) => ({
        sku: p.sku,
        variant: p.variants.find((v) => v.offerprice <= 20_000)!.id,
        quantity: 1,
      });
      const { session, calls } = await readyCheckout(server, [pieceOf(b)], 'payment_on_delivery');
      expect((await calls.generate()).status).toBe(200);
      await server.post('refine/cart_update', { session, message: { cart: [pieceOf(b), pieceOf(a)] } });

      const pg = (await import('pg')).default;
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT id FROM products WHERE id = $1 FOR NO KEY UPDATE', [a.id]);
        const generating = calls.generate();
        // Wait until the generate waits for a row lock.
        await expect
          .poll(
            async () =>
              (
                await other.query(
                  "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
                )
              ).rows[0].n,
            { timeout: 15_000, interval: 50 },
          )
          .toBeGreaterThan(0);
        // Now this transaction wants B: if the generate held B, the server would report a deadlock here.
        await other.query("SET LOCAL lock_timeout = '5s'");
        await other.query('UPDATE products SET stock = stock WHERE id = $1', [b.id]);
        await other.query('COMMIT');
        const res = await generating;
        expect(res.status).toBe(200);
        expect(await stockOf(server, a.id)).toEqual({ stock: 5, reserved: 1 });
        expect(await stockOf(server, b.id)).toEqual({ stock: 5, reserved: 1 });
      } finally {
        await other.query('ROLLBACK').catch(() => undefined);
        await other.end();
      }
    },
  );

  it.runIf(onServer())(
    'a generate that swaps its coupon takes both coupons in code order, holding neither while it waits',
    async () => {
      // Coupons X < Y by code. The draft's order holds Y; the shopper applies X and generates again.
      // Releasing Y before waiting for X would deadlock with a transaction holding X and wanting Y
      // (another shopper swapping the other way).
      const stem = `S${Date.now() % 1_000_000_000}`;
      const [x, y] = [`${stem}A`, `${stem}B`];
      for (const code of [x, y]) {
        await db().execute(
          sql`INSERT INTO coupons (code, label, description, kind, value, min_subtotal, total_limit, listed) VALUES (${code}, 'Test', 'test', 'FLAT', 500, 0, 10, false)`,
        );
      }
      const { product, piece } = await pieceInStock(server);
      await setStock(server, product.id, 5);
      const { calls } = await readyCheckout(server, [piece], 'payment_on_delivery');
      expect((await calls.coupon(y)).status).toBe(200);
      expect((await calls.generate()).status).toBe(200);
      expect((await calls.coupon(x)).status).toBe(200);

      const pg = (await import('pg')).default;
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT code FROM coupons WHERE code = $1 FOR NO KEY UPDATE', [x]);
        const generating = calls.generate();
        await expect
          .poll(
            async () =>
              (
                await other.query(
                  "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
                )
              ).rows[0].n,
            { timeout: 15_000, interval: 50 },
          )
          .toBeGreaterThan(0);
        // Now this transaction wants Y: if the generate had released Y's hold already, it would wait on it here.
        await other.query("SET LOCAL lock_timeout = '5s'");
        await other.query('UPDATE coupons SET held_count = held_count WHERE code = $1', [y]);
        await other.query('COMMIT');
        const res = await generating;
        expect(res.status).toBe(200);
        const counts = await rows<{ code: string; held: number }>(
          sql`SELECT code, held_count AS held FROM coupons WHERE code IN (${x}, ${y}) ORDER BY code`,
        );
        expect(counts).toEqual([
          { code: x, held: 1 },
          { code: y, held: 0 },
        ]);
      } finally {
        await other.query('ROLLBACK').catch(() => undefined);
        await other.end();
      }
    },
  );

  it('confirmations and cancellations racing generates of the same pieces end without a deadlock', async () => {
    const one = await findProduct(server, cheapInStock);
    const two = await findProduct(server, (p) => p.id !== one.id && cheapInStock(p));
    const [a, b] = [one, two].sort((x, y) => x.id - y.id) as [Product, Product];
    await setStock(server, a.id, 100);
    await setStock(server, b.id, 100);
    const pieceOf = (p: typeof a) => ({
      sku: p.sku,
      variant: p.variants.find((v) => v.offerprice <= 20_000)!.id,
      quantity: 1,
    });
    // Half the shoppers have an order holding B then A to confirm; the other half replace theirs (B) by A and B.
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, () => readyCheckout(server, [pieceOf(b), pieceOf(a)], 'payment_on_delivery')),
    );
    const generated = await Promise.all(shoppers.map((s) => s.calls.generate()));
    expect(generated.map((g) => g.status)).toEqual(Array(12).fill(200));
    const answers = await Promise.all(
      shoppers.map(async (s, i) => {
        const order = generated[i]!.body.message.order;
        if (i % 3 === 0) return (await s.calls.confirm(order.order_id, await latestCode(server, s.phone))).status;
        if (i % 3 === 1) {
          await server.post('refine/cart_update', { session: s.session, message: { cart: [pieceOf(a)] } });
          return (await s.calls.generate()).status;
        }
        // The reconciler cancels an order whose hold lapsed.
        await db().execute(
          sql`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE order_id = ${order.order_id}`,
        );
        await server.services.reconciling.reconcile();
        const [row] = await rows<{ status: string }>(sql`SELECT status FROM orders WHERE order_id = ${order.order_id}`);
        return row!.status === 'cancelled' ? 200 : 500;
      }),
    );
    expect(answers).toEqual(Array(12).fill(200));
    const [held] = await rows<{ a: number; b: number }>(
      sql`SELECT coalesce(sum(qty) FILTER (WHERE product_id = ${a.id}), 0)::int AS a, coalesce(sum(qty) FILTER (WHERE product_id = ${b.id}), 0)::int AS b FROM stock_reservations WHERE state = 'held' AND product_id IN (${a.id}, ${b.id})`,
    );
    expect(await stockOf(server, a.id)).toEqual({ stock: 96, reserved: held!.a });
    expect(await stockOf(server, b.id)).toEqual({ stock: 96, reserved: held!.b });
  });
});

describe('20 shoppers after the same 2 pieces', () => {
  it('double clicks and resends end with exactly 2 placed orders, no stock left, no hold kept', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 2);
    // Earlier tests of this file bought the same piece: only the orders from now on are counted.
    const [{ since }] = (await rows<{ since: string }>(sql`SELECT now()::text AS since`)) as [{ since: string }];
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        readyCheckout(server, [piece], i % 2 === 0 ? 'payment_on_delivery' : 'online_payment_razorpay'),
      ),
    );
    const outcomes = await Promise.all(
      shoppers.map(async (s, i) => {
        const clicks = await Promise.all([s.calls.generate(), s.calls.generate()]);
        const won = clicks.filter((c) => c.status === 200);
        if (won.length === 0) return clicks.map((c) => c.body.reason as string).join('+');
        const ids = new Set(won.map((c) => c.body.message.order.order_id));
        if (ids.size !== 1) return 'two orders for one draft';
        const { order, payment_data } = won[0]!.body.message;
        if (i % 2 === 0) {
          // 'Request another OTP' right away (too early), then the code that came.
          const resend = await s.calls.generate({ resend: true });
          if (resend.status !== 429 && resend.status !== 200) return `resend ${resend.body.reason}`;
          const confirmed = await s.calls.confirm(order.order_id, await latestCode(server, s.phone));
          return confirmed.status === 200 ? 'placed' : `confirm ${confirmed.body.reason}`;
        }
        const again = await s.calls.generate();
        if (again.body.message?.payment_data?.order_id !== payment_data.order_id) return 'a second provider order';
        const paid = await server.post(`../payments/local/${payment_data.order_id}/pay`, { outcome: 'success' });
        const confirmed = await s.calls.confirm(order.order_id, paid.body);
        return confirmed.status === 200 ? 'placed' : `confirm ${confirmed.body.reason}`;
      }),
    );
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(2);
    expect(outcomes.filter((o) => o !== 'placed').every((o) => o === 'OUT_OF_STOCK+OUT_OF_STOCK')).toBe(true);

    expect(await stockOf(server, product.id)).toEqual({ stock: 0, reserved: 0 });
    const [facts] = await rows<{
      placed: number;
      pending: number;
      held: number;
      sold: number;
      capturedElsewhere: number;
    }>(
      sql`WITH these AS (SELECT DISTINCT o.id, o.status, o.provider_order_id FROM orders o JOIN order_lines l ON l.order_ref = o.id JOIN variants v ON v.id = l.variant_id
                          WHERE v.product_id = ${product.id} AND o.created_at >= ${since}::timestamptz)
          SELECT (SELECT count(*)::int FROM these WHERE status = 'placed') AS placed,
                 (SELECT count(*)::int FROM these WHERE status = 'pending_payment') AS pending,
                 (SELECT count(*)::int FROM stock_reservations WHERE product_id = ${product.id} AND state = 'held') AS held,
                 (SELECT coalesce(sum(r.qty), 0)::int FROM stock_reservations r JOIN these t ON t.id = r.order_ref WHERE r.state = 'sold') AS sold,
                 (SELECT count(*)::int FROM local_card_payments p JOIN these t ON t.provider_order_id = p.order_id
                   WHERE p.status = 'captured' AND t.status <> 'placed') AS "capturedElsewhere"`,
    );
    expect(facts).toEqual({ placed: 2, pending: 0, held: 0, sold: 2, capturedElsewhere: 0 });
  });
});
