// The back office's reports against a real server and database, with orders made by the test
// factory and moved to days of March 2024 (no other row of this server is there): exact totals per
// India day, sales leaving out unpaid and cancelled orders, statuses, payment modes, top pieces and
// categories, coupons and gift cards, visits by city and 404 pages; period validation; the owner only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { visitLogs } from '../../db/schema/engagement.ts';
import { createOrder } from '../support/order-factory.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let owner: Awaited<ReturnType<typeof staffSession>>;
const db = () => server.services.database.db;

/** An order made by the factory, then dated at an instant (the report's day is India's). */
async function orderAt(at: string, seed: Omit<Parameters<typeof createOrder>[1], 'email'>) {
  const made = await createOrder(db(), { email: 'reports@example.com', ...seed });
  await queryRows(db(), sql`UPDATE orders SET created_at = ${at}::timestamptz WHERE id = ${made.id}`);
  return made;
}
const lineRevenue = (l: { qty: number; unitPrice: number; discount: number }) => l.qty * l.unitPrice - l.discount;

type Made = Awaited<ReturnType<typeof orderAt>>;
let a: Made, b: Made, c: Made, cancelled: Made, unpaid: Made;

beforeAll(async () => {
  server = await startTestServer({ seedProducts: 20 });
  owner = await staffSession(server, 'owner');
  // 10 March (India): a at 10:00 and b at 23:59; c at 00:00 on 11 March (18:30 UTC the day before).
  a = await orderAt('2024-03-10T04:30:00Z', { lines: [{ variant: 0, qty: 2 }] });
  b = await orderAt('2024-03-10T18:29:00Z', {
    paymentMode: 'online_payment_razorpay',
    lines: [
      { variant: 1, qty: 1 },
      { variant: 0, qty: 1 },
    ],
    discount: 1_000,
    lineDiscounts: [600, 400],
    checkout: { couponCode: 'DIWALI10' },
    path: ['placed', 'confirmed', 'packed', 'shipped', 'delivered'],
  });
  c = await orderAt('2024-03-10T18:30:00Z', { lines: [{ variant: 2, qty: 1 }], path: ['placed', 'confirmed'] });
  cancelled = await orderAt('2024-03-11T06:00:00Z', { lines: [{ variant: 3, qty: 1 }], path: ['cancelled'] });
  unpaid = await orderAt('2024-03-11T07:00:00Z', { lines: [{ variant: 4, qty: 1 }], path: [] });
  // What a gift card paid of b (the checkout's column; the factory has no card).
  await queryRows(db(), sql`UPDATE orders SET gift_card_amount = 5000 WHERE id = ${b.id}`);
  const visit = (page: string, city: string | null, at: string, notFound = false) => ({
    visitedPage: page,
    city,
    notFound,
    createdAt: new Date(at),
  });
  await db()
    .insert(visitLogs)
    .values([
      visit('/', 'Bengaluru', '2024-03-10T05:00:00Z'),
      visit('/rings', 'Bengaluru', '2024-03-10T06:00:00Z'),
      visit('/', 'Chennai', '2024-03-11T06:00:00Z'),
      visit('/', null, '2024-03-11T07:00:00Z'),
      visit('/old-page', 'Chennai', '2024-03-11T08:00:00Z', true),
      visit('/old-page', null, '2024-03-11T09:00:00Z', true),
      visit('/typo', 'Bengaluru', '2024-03-11T10:00:00Z', true),
      visit('/', 'Mumbai', '2024-03-12T18:30:00Z'), // 13 March in India: outside
    ]);
});
afterAll(() => server?.stop());

const sales = (query: string, auth = owner.auth) => server.get(`/api/admin/reports/sales?${query}`, auth);

describe('the sales report', () => {
  it('counts sales per India day exactly, leaving out unpaid and cancelled orders', async () => {
    const res = await sales('from=2024-03-09&to=2024-03-12');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const day10 = a.amount + b.amount;
    expect(res.body.period).toEqual({ from: '2024-03-09', to: '2024-03-12', days: 4 });
    expect(res.body.days).toEqual([
      { day: '2024-03-09', orders: 0, revenue: 0, average_order_value: 0 },
      { day: '2024-03-10', orders: 2, revenue: day10, average_order_value: Math.round(day10 / 2) },
      { day: '2024-03-11', orders: 1, revenue: c.amount, average_order_value: c.amount },
      { day: '2024-03-12', orders: 0, revenue: 0, average_order_value: 0 },
    ]);
    const revenue = a.amount + b.amount + c.amount;
    expect(res.body.totals).toEqual({ orders: 3, revenue, average_order_value: Math.round(revenue / 3) });
  });

  it('counts every order by status, sales by payment mode, coupons and gift cards', async () => {
    const body = (await sales('from=2024-03-10&to=2024-03-11')).body;
    const byStatus = Object.fromEntries(
      body.by_status.map((s: { status: string; orders: number; amount: number }) => [s.status, [s.orders, s.amount]]),
    );
    expect(byStatus).toEqual({
      placed: [1, a.amount],
      delivered: [1, b.amount],
      confirmed: [1, c.amount],
      cancelled: [1, cancelled.amount],
      pending_payment: [1, unpaid.amount],
    });
    expect(body.by_payment_mode).toEqual(
      [
        { payment_mode: 'payment_on_delivery', orders: 2, revenue: a.amount + c.amount },
        { payment_mode: 'online_payment_razorpay', orders: 1, revenue: b.amount },
      ].sort((x, y) => y.revenue - x.revenue),
    );
    expect(body.coupons).toEqual([{ code: 'DIWALI10', orders: 1, discount: 1_000 }]);
    expect(body.gift_cards).toEqual({ orders: 1, amount: 5_000 });
  });

  it('ranks pieces and categories by revenue after discounts', async () => {
    const body = (await sales('from=2024-03-10&to=2024-03-11')).body;
    const pieces = new Map<string, { qty: number; revenue: number }>();
    for (const l of [...a.lines, ...b.lines, ...c.lines]) {
      const p = pieces.get(l.sku) ?? { qty: 0, revenue: 0 };
      pieces.set(l.sku, { qty: p.qty + l.qty, revenue: p.revenue + lineRevenue(l) });
    }
    const expected = [...pieces].map(([sku, p]) => ({ sku, ...p })).sort((x, y) => y.revenue - x.revenue);
    expect(
      body.top_pieces.map(({ sku, qty, revenue }: { sku: string; qty: number; revenue: number }) => ({
        sku,
        qty,
        revenue,
      })),
    ).toEqual(expected);
    const cats = await queryRows<{ sku: string; slug: string }>(
      db(),
      sql`SELECT sku, category_slug AS slug FROM products WHERE sku IN (${sql.join(
        [...pieces.keys()].map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
    const byCat = new Map<string, number>();
    for (const { sku, slug } of cats) byCat.set(slug, (byCat.get(slug) ?? 0) + pieces.get(sku)!.revenue);
    expect(
      Object.fromEntries(body.top_categories.map((c: { slug: string; revenue: number }) => [c.slug, c.revenue])),
    ).toEqual(Object.fromEntries(byCat));
  });
});

describe('the visits report', () => {
  it('counts visits by city and the pages that answered 404 within the period', async () => {
    const res = await server.get('/api/admin/reports/visits?from=2024-03-10&to=2024-03-12', owner.auth);
    expect(res.status).toBe(200);
    expect(res.body.visits).toBe(7);
    expect(res.body.cities).toEqual([
      { city: 'Bengaluru', visits: 3 },
      { city: 'Chennai', visits: 2 },
      { city: null, visits: 2 },
    ]);
    expect(res.body.not_found).toEqual([
      { page: '/old-page', visits: 2, last_at: '2024-03-11T09:00:00.000Z' },
      { page: '/typo', visits: 1, last_at: '2024-03-11T10:00:00.000Z' },
    ]);
  });
});

describe('the period', () => {
  it.for<[string, Record<string, string>]>([
    ['from=2024-03-12&to=2024-03-10', { from: 'must be on or before to' }],
    ['from=2023-03-09&to=2024-03-10', { to: 'the period is at most 366 days' }],
    ['from=2024-02-30', { from: 'must be a day written YYYY-MM-DD' }],
    [
      'from=10-03-2024&to=tomorrow',
      { from: 'must be a day written YYYY-MM-DD', to: 'must be a day written YYYY-MM-DD' },
    ],
  ])('refuses %s naming the field', async ([query, fields]) => {
    for (const path of ['sales', 'visits']) {
      const res = await server.get(`/api/admin/reports/${path}?${query}`, owner.auth);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
  });

  it('defaults to the 30 days ending today in India, and takes 366 days', async () => {
    const res = await sales('');
    expect(res.status).toBe(200);
    expect(res.body.period.days).toBe(30);
    expect(res.body.days).toHaveLength(30);
    expect((await sales('from=2023-03-11&to=2024-03-10')).body.period.days).toBe(366);
  });
});

describe('who may read reports', () => {
  it('is the owner alone', async () => {
    for (const role of ['orders', 'catalogue', 'support'] as const) {
      const member = await staffSession(server, role);
      expect((await sales('', member.auth)).status, role).toBe(403);
      expect((await server.get('/api/admin/reports/visits', member.auth)).status, role).toBe(403);
    }
    expect((await server.get('/api/admin/reports/sales')).status).toBe(401);
  });
});
