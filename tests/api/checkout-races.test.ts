// The checkout under races (the "Tests and figures"): many shoppers after the last pieces,
// a confirmation raced against the provider's webhook, the last use of a coupon taken twice at once,
// double clicks, a burst of wrong codes, and a store killed between generate and confirm. They run
// on PGlite (one connection: the races are serialised) and, in CI's second pass, on the PostgreSQL
// server, where the requests really run side by side and only the database's locks and CHECKs
// keep the answers right.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { webhookSignature } from '../../server/payments/signatures.ts';
import {
  CONTACT,
  cartWith,
  checkoutCalls,
  latestCode,
  pieceInStock,
  readyCheckout,
  setStock,
  stockOf,
  storeClient,
  uniquePhone,
} from '../support/checkout.ts';
import { spawnStore } from '../support/spawn-store.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 40, env: { ALTCHA_MAX_NUMBER: '1000' } });
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);

describe('stock under concurrent checkouts', () => {
  it('20 parallel checkouts of a piece with stock 3 place exactly 3', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 3);
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, () => readyCheckout(server, [piece], 'payment_on_delivery')),
    );
    const results = await Promise.all(
      shoppers.map(async (s) => {
        const generated = await s.calls.generate();
        if (generated.status !== 200) return { generated: generated.body.reason as string };
        const { order } = generated.body.message;
        const confirmed = await s.calls.confirm(order.order_id, await latestCode(server, s.phone));
        return { generated: 'ok', confirmed: confirmed.status };
      }),
    );
    expect(results.filter((r) => r.generated === 'ok')).toHaveLength(3);
    expect(results.filter((r) => r.generated === 'OUT_OF_STOCK')).toHaveLength(17);
    expect(results.filter((r) => r.confirmed === 200)).toHaveLength(3);
    expect(await stockOf(server, product.id)).toEqual({ stock: 0, reserved: 0 });
    const [placed] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders o JOIN order_lines l ON l.order_ref = o.id JOIN variants v ON v.id = l.variant_id WHERE v.product_id = ${product.id} AND o.status = 'placed'`,
    );
    expect(placed!.n).toBe(3);
  });

  it('double clicks and two tabs of one draft make one order', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const { calls, phone } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const answers = await Promise.all(Array.from({ length: 6 }, () => calls.generate()));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.message.order.order_id)).size).toBe(1);
    expect(await stockOf(server, product.id)).toEqual({ stock: 5, reserved: 1 });
    const sms = (await server.get(`/api/dev/outbox?to=${phone}`)).body.messages.filter(
      (m: { code: string | null }) => m.code !== null,
    );
    expect(sms).toHaveLength(1);
  });

  it('a burst of wrong codes is counted one by one: never more than five tries, and the fifth cancels the order', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const { calls, phone } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const { order } = (await calls.generate()).body.message;
    const code = await latestCode(server, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => calls.confirm(order.order_id, wrong)));
    expect(answers.every((a) => a.status === 400 || a.status === 409)).toBe(true);
    expect(answers.filter((a) => a.body.reason === 'OTP_MISSMATCH')).toHaveLength(4);
    const [row] = await rows<{ cod_tries: number; status: string }>(
      sql`SELECT cod_tries, status FROM orders WHERE order_id = ${order.order_id}`,
    );
    expect(row).toEqual({ cod_tries: 5, status: 'cancelled' });
    expect((await calls.confirm(order.order_id, code)).body.reason).toBe('OTP_TRIES_EXCEEDED');
  });
});

describe('card payments: the browser and the webhook at once', () => {
  it('a confirmation raced against the webhook places the order once and sends one mail', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const email = `race.${Date.now()}@example.com`;
    const { calls } = await readyCheckout(server, [piece], 'online_payment_razorpay', {
      ...CONTACT,
      email,
      phone: uniquePhone(),
    });
    const { order, payment_data } = (await calls.generate()).body.message;
    const paid = await server.post(`../payments/local/${payment_data.order_id}/pay`, { outcome: 'success' });
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paid.body.razorpay_payment_id,
            order_id: payment_data.order_id,
            amount: payment_data.amount,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const webhook = (id: string) =>
      fetch(`${server.baseUrl}/api/webhooks/razorpay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(body, 'local_webhook_secret'),
          'x-razorpay-event-id': id,
        },
        body,
      });
    const [confirmed, hook, replay, otherDelivery] = await Promise.all([
      calls.confirm(order.order_id, paid.body),
      webhook('evt_race_1'),
      webhook('evt_race_1'),
      webhook('evt_race_2'),
    ]);
    expect(confirmed.status).toBe(200);
    expect([hook.status, replay.status, otherDelivery.status]).toEqual([200, 200, 200]);
    const events = await rows<{ status: string }>(
      sql`SELECT e.status FROM order_events e JOIN orders o ON o.id = e.order_ref WHERE o.order_id = ${order.order_id} ORDER BY e.id`,
    );
    expect(events.map((e) => e.status)).toEqual(['pending_payment', 'placed']);
    const mails = (await server.get(`/api/dev/outbox?to=${email}`)).body.messages as { subject: string }[];
    // One confirmation, and at most one offer voucher (the purchase may earn one: once per order).
    const [vouchers, others] = [
      mails.filter((m) => /voucher/i.test(m.subject)),
      mails.filter((m) => !/voucher/i.test(m.subject)),
    ];
    expect(others).toHaveLength(1);
    expect(vouchers.length).toBeLessThanOrEqual(1);
    expect(await stockOf(server, product.id)).toEqual({ stock: 4, reserved: 0 });
  });

  it('refuses a forged webhook and changes nothing', async () => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x', amount: 100 } } },
    });
    const res = await fetch(`${server.baseUrl}/api/webhooks/razorpay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
      body,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).reason).toBe('INVALID_SIGNATURE');
  });
});

describe('coupons under races', () => {
  it('a coupon with one use left, raced by two orders, is used once', async () => {
    const code = `LAST${Date.now() % 1_000_000}`;
    await server.services.database.db.execute(
      sql`INSERT INTO coupons (code, label, description, kind, value, min_subtotal, total_limit, listed) VALUES (${code}, 'Last one', 'test', 'FLAT', 500, 0, 1, false)`,
    );
    const { product, piece, price } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const [a, b] = await Promise.all([
      readyCheckout(server, [piece], 'online_payment_razorpay'),
      readyCheckout(server, [piece], 'online_payment_razorpay'),
    ]);
    expect((await a.calls.coupon(code)).status).toBe(200);
    expect((await b.calls.coupon(code)).status).toBe(200);
    const answers = await Promise.all([
      a.calls.generate({ expected_amount: price - 500 }),
      b.calls.generate({ expected_amount: price - 500 }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.reason).toBe('DISCOUNT_COUPON_EXHAUSTED');
    const [held] = await rows<{ used_count: number; held_count: number }>(
      sql`SELECT used_count, held_count FROM coupons WHERE code = ${code}`,
    );
    expect(held).toEqual({ used_count: 0, held_count: 1 });
    const winner = answers.find((r) => r.status === 200)!.body.message;
    const paid = await server.post(`../payments/local/${winner.payment_data.order_id}/pay`, { outcome: 'success' });
    const calls = winner === answers[0]!.body.message ? a.calls : b.calls;
    expect((await calls.confirm(winner.order.order_id, paid.body)).status).toBe(200);
    const [used] = await rows<{ used_count: number; held_count: number }>(
      sql`SELECT used_count, held_count FROM coupons WHERE code = ${code}`,
    );
    expect(used).toEqual({ used_count: 1, held_count: 0 });
  });
});

describe('a store killed between generate and confirm', () => {
  it('leaves a whole unpaid order holding its stock, which lapses and comes back once', async () => {
    const database = await createTestDatabase();
    if (!database.url) return; // PGlite's data directory belongs to one process: this needs the server.
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: `/tmp/suvarna-kill-${process.pid}`,
      SEED: 'demo',
      SEED_PRODUCTS: '30',
      ALTCHA_MAX_NUMBER: '1000',
      RECONCILER: 'false',
      OUTBOX_WORKER: 'false',
    };
    let store = await spawnStore(env);
    try {
      const client = storeClient(store.baseUrl);
      const search = (await client.post('restproxy', { query: '', hitsPerPage: 40 })).body.response.hits as {
        sku: string;
        stock: number;
        made_to_order: string;
        value: string;
      }[];
      const hit = search.find((h) => h.made_to_order === 'false' && h.stock > 0)!;
      const product = (await client.post('api2/product', { value: hit.value })).body.result;
      const variant =
        product.variants.find((v: { offerprice: number }) => v.offerprice <= 49_000) ?? product.variants[0];
      const session = await cartWith(client, [{ sku: product.sku, variant: variant.id, quantity: 1 }]);
      const calls = checkoutCalls(client, session);
      await calls.user({ ...CONTACT, phone: uniquePhone() });
      await calls.ship();
      await calls.pay('online_payment_razorpay');
      const { order } = (await calls.generate()).body.message;
      store.child.kill('SIGKILL');
      await store.exited;

      // The new process runs the reconciler every second.
      store = await spawnStore({ ...env, RECONCILER: 'true', RECONCILE_EVERY_SECONDS: '1' });
      const admin = new (await import('pg')).default.Client({ connectionString: database.url });
      await admin.connect();
      try {
        const before = (
          await admin.query(
            'SELECT o.status, p.stock, p.reserved, (SELECT count(*)::int FROM order_lines l WHERE l.order_ref = o.id) AS lines FROM orders o, products p WHERE o.order_id = $1 AND p.id = $2',
            [order.order_id, product.id],
          )
        ).rows[0];
        expect(before).toMatchObject({ status: 'pending_payment', lines: 1, reserved: 1 });
        await admin.query(
          "UPDATE orders SET reserved_until = now() - interval '1 second', created_at = now() - interval '1 hour' WHERE order_id = $1",
          [order.order_id],
        );
        const after = async () =>
          (
            await admin.query(
              'SELECT o.status, p.stock, p.reserved FROM orders o, products p WHERE o.order_id = $1 AND p.id = $2',
              [order.order_id, product.id],
            )
          ).rows[0];
        await expect
          .poll(after, { timeout: 30_000 })
          .toMatchObject({ status: 'cancelled', stock: before.stock, reserved: 0 });
      } finally {
        await admin.end();
      }
    } finally {
      store.child.kill('SIGKILL');
      await store.exited;
      await database.drop();
    }
  });
});
