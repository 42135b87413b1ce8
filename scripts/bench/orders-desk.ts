// The orders desk's list at 1,00,000 orders (the orders desk issue): a filtered page (status + payment
// mode, an amount range, a name search, a date range) with its total and its counts per status, read
// through the desk's own repository, on PGlite and (when one answers on 127.0.0.1:5432) a PostgreSQL
// server database of its own. The orders are written by one INSERT … SELECT before the clock starts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { deskListQuerySchema } from '../../domain/orders/desk-schemas.ts';
import { createOrderDeskRepo } from '../../server/orders/order-desk.repo.ts';
import { serverDatabase } from './checkout.ts';

export interface OrdersDeskRow {
  database: string;
  orders: number;
  filter: string;
  medianMs: number;
  p99Ms: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const STATUSES = ['placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled'];
const NAMES = ['Meera', 'Lakshmi', 'Anil', 'Priya', 'Ravi', 'Divya', 'Arjun', 'Sneha', 'Kiran', 'Asha'];

/** The filtered pages timed, as the desk's URL would carry them. */
const FILTERS: Record<string, Record<string, string>> = {
  'status + payment mode, page 3': { status: 'placed', payment_mode: 'payment_on_delivery', page: '3' },
  'amount range + date range': { min_amount: '20000', max_amount: '60000', from: '2026-06-01', to: '2026-09-30' },
  'name search': { q: 'priya' },
  'overdue COD calls': { overdue: 'true' },
};

async function runOn(
  database: string,
  url: string | undefined,
  count: number,
  rounds: number,
): Promise<OrdersDeskRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suvarna-bench-desk-'));
  const opened = await openDatabase({ url, dataDir });
  try {
    const names = `ARRAY[${NAMES.map((n) => `'${n}'`).join(',')}]`;
    const statuses = `ARRAY[${STATUSES.map((s) => `'${s}'`).join(',')}]`;
    await opened.db.execute(
      sql.raw(`
      INSERT INTO orders (order_id, first_name, last_name, email, phone, payment_mode, subtotal, discount, charges, amount, status,
        ship_country, ship_zipcode, ship_state, ship_city, ship_address, bill_country, bill_zipcode, bill_state, bill_city, bill_address, created_at)
      SELECT 'SV' || upper(substr(md5(i::text), 1, 13)),
             (${names})[1 + i % 10], 'Customer' || (i % 997),
             'shopper' || i || '@example.com', (9000000000 + i)::text,
             CASE WHEN i % 3 = 0 THEN 'online_payment_razorpay' ELSE 'payment_on_delivery' END,
             5000 + (i * 37) % 95000, 0, 0, 5000 + (i * 37) % 95000,
             (${statuses})[1 + i % 6],
             'India', '560003', 'Karnataka', 'Bengaluru', '12, 4th Cross', 'India', '560003', 'Karnataka', 'Bengaluru', '12, 4th Cross',
             timestamptz '2026-11-27 00:00+05:30' - (i * interval '5 minutes')
        FROM generate_series(1, ${count}) AS i`),
    );
    await opened.db.execute(sql`ANALYZE orders`);
    const repo = createOrderDeskRepo(opened.db);
    const rows: OrdersDeskRow[] = [];
    for (const [filter, raw] of Object.entries(FILTERS)) {
      const query = deskListQuerySchema.parse(raw);
      await repo.list(query, 25); // warm the caches and the plan
      const timings: number[] = [];
      for (let r = 0; r < rounds; r++) {
        const t0 = performance.now();
        await repo.list(query, 25);
        timings.push(performance.now() - t0);
      }
      timings.sort((a, b) => a - b);
      rows.push({
        database,
        orders: count,
        filter,
        medianMs: Math.round(quantile(timings, 0.5) * 10) / 10,
        p99Ms: Math.round(quantile(timings, 0.99) * 10) / 10,
      });
    }
    return rows;
  } finally {
    await opened.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchOrdersDesk(options: { orders?: number; rounds?: number } = {}): Promise<OrdersDeskRow[]> {
  const count = options.orders ?? 100_000;
  const rounds = options.rounds ?? 100;
  const rows = await runOn('PGlite', undefined, count, rounds);
  const server = await serverDatabase();
  if (server) {
    try {
      rows.push(...(await runOn('PostgreSQL server', server.url, count, rounds)));
    } finally {
      await server.drop();
    }
  }
  return rows;
}
