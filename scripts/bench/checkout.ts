// Placed orders per second (the checkout issue): cash-on-delivery orders generated and confirmed
// against the real store in its own process, as `npm start` runs it, on PGlite and (when one answers
// on 127.0.0.1:5432) on a PostgreSQL server database of its own. Every shopper's cart, details,
// address, payment method and captcha are made before the clock starts; the timed part is
// order_generate, reading the code from the dev outbox, and order_confirm, by 10 shoppers at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  CONTACT,
  cartWith,
  checkoutCalls,
  latestCode,
  solvedCaptcha,
  storeClient,
  type StoreClient,
} from '../../tests/support/checkout.ts';
import { spawnStore } from '../../tests/support/spawn-store.ts';

export interface CheckoutRow {
  database: string;
  orders: number;
  perSecond: number;
  medianMs: number;
  p99Ms: number;
  failures: number;
}

const CONCURRENCY = 10;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function pieces(client: StoreClient, count: number): Promise<{ sku: string; variant: number }[]> {
  const found: { sku: string; variant: number }[] = [];
  for (let page = 0; found.length < count && page < 20; page++) {
    const hits = (
      await client.post('restproxy', { query: '', hitsPerPage: 100, page, numericFilters: ['price<=49000'] })
    ).body.response.hits as { value: string; stock: number; made_to_order: string }[];
    for (const hit of hits) {
      if (hit.made_to_order !== 'false' || hit.stock < 1) continue;
      const product = (await client.post('api2/product', { value: hit.value })).body.result as {
        sku: string;
        variants: { id: number; offerprice: number }[];
      };
      const variant = product.variants.find((v) => v.offerprice <= 49_000);
      if (variant) found.push({ sku: product.sku, variant: variant.id });
      if (found.length >= count) break;
    }
    if (hits.length === 0) break;
  }
  return found;
}

async function runOn(database: string, env: Record<string, string>, orders: number): Promise<CheckoutRow> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suvarna-bench-checkout-'));
  const store = await spawnStore({
    DATA_DIR: dataDir,
    SEED_PRODUCTS: '1600',
    ALTCHA_MAX_NUMBER: '1000',
    RECONCILER: 'false',
    ...env,
  });
  try {
    const client = storeClient(store.baseUrl);
    const chosen = await pieces(client, orders);
    const shoppers: { calls: ReturnType<typeof checkoutCalls>; phone: string; captcha: string }[] = [];
    for (const [i, piece] of chosen.entries()) {
      const phone = `9${String(700_000_000 + i).padStart(9, '0')}`;
      const calls = checkoutCalls(client, await cartWith(client, [{ ...piece, quantity: 1 }]));
      await calls.user({ ...CONTACT, phone });
      await calls.ship();
      await calls.pay('payment_on_delivery');
      shoppers.push({ calls, phone, captcha: await solvedCaptcha(client) });
    }
    const timings: number[] = [];
    let failures = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < shoppers.length) {
          const s = shoppers[next++]!;
          const t0 = performance.now();
          const generated = await s.calls.call('order_generate', { captcha: s.captcha });
          if (generated.status !== 200) {
            failures++;
            continue;
          }
          const confirmed = await s.calls.confirm(
            generated.body.message.order.order_id,
            await latestCode(client, s.phone),
          );
          if (confirmed.status === 200) timings.push(performance.now() - t0);
          else failures++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    timings.sort((a, b) => a - b);
    return {
      database,
      orders: timings.length,
      perSecond: timings.length / seconds,
      medianMs: Math.round(quantile(timings, 0.5) * 10) / 10,
      p99Ms: Math.round(quantile(timings, 0.99) * 10) / 10,
      failures,
    };
  } finally {
    store.child.kill('SIGTERM');
    await store.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A database of its own on the local PostgreSQL server, or null when none answers. */
export async function serverDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({
    connectionString: 'postgres://postgres@127.0.0.1:5432/postgres',
    connectionTimeoutMillis: 2_000,
  });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `suvarna_bench_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    async drop() {
      const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function benchCheckout(options: { orders?: number } = {}): Promise<CheckoutRow[]> {
  const orders = options.orders ?? 200;
  const rows = [await runOn('PGlite', {}, orders)];
  const server = await serverDatabase();
  if (server) {
    try {
      rows.push(await runOn('PostgreSQL server', { DATABASE_URL: server.url }, orders));
    } finally {
      await server.drop();
    }
  }
  return rows;
}
