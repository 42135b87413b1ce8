// Today's metal rates against a real server and database: who may read, preview and apply; bad rates
// refused by name; a rate of zero or more than 20% from the last applied only with `confirm`; applying
// reprices every variant of the metal in one go exactly as the preview said, keeps the history and the
// audit, and the shop (search's mirror, the product page) follows; a shopper already at checkout keeps
// the price they saw for 15 minutes and is refused with 'Price mismatch' after it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { repriceVariant } from '../../domain/rates/reprice.ts';
import { registerPerson } from '../support/accounts.ts';
import { hashCartToken } from '../../server/cart/cart-token.ts';
import { latestCode, readyCheckout, setStock } from '../support/checkout.ts';
import { findProduct } from '../support/seeded-products.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let catalogue: Awaited<ReturnType<typeof staffSession>>;
let owner: Awaited<ReturnType<typeof staffSession>>;
let orders: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  server = await startTestServer({
    seedProducts: 30,
    env: { ALTCHA_MAX_NUMBER: '1000' },
  });
  catalogue = await staffSession(server, 'catalogue');
  owner = await staffSession(server, 'owner');
  orders = await staffSession(server, 'orders');
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const gold18 = (rate: number) => [{ metal: 'Gold', purity: '18K', rate_per_gram: rate }];
const preview = (rates: unknown, page = 1, auth = catalogue.auth) =>
  server.post('admin/metal-rates/preview', { rates, page }, auth);
const apply = (rates: unknown, extra: Record<string, unknown> = {}, auth = catalogue.auth) =>
  server.post('admin/metal-rates', { rates, ...extra }, auth);

async function rateNow(): Promise<number> {
  const [row] = await rows<{ rate: number }>(
    sql`SELECT rate_per_gram AS rate FROM metal_rates WHERE metal = 'Gold' AND purity = '18K'`,
  );
  return Number(row!.rate);
}

interface VariantRow {
  id: number;
  variant_id: string;
  sku: string;
  offerprice: number;
  price: number;
  metal_price: number;
  metal_weight: string;
  diamond_price: number;
  gemstone_price: number;
  making_charge: number;
  gst: string;
}
const gold18Variants = () =>
  rows<VariantRow>(
    sql`SELECT v.id, v.variant_id, p.sku, v.offerprice, v.price, v.metal_price, v.metal_weight, v.diamond_price, v.gemstone_price,
               v.making_charge, v.gst
          FROM variants v JOIN products p ON p.id = v.product_id
         WHERE v.metal_type = 'Gold' AND v.metal_purity = '18K' AND v.offerprice > 0 ORDER BY v.id`,
  );
const expectedAt = (v: VariantRow, rate: number) =>
  repriceVariant({
    metalWeight: Number(v.metal_weight),
    ratePerGram: rate,
    diamondPrice: v.diamond_price,
    gemstonePrice: v.gemstone_price,
    makingCharge: v.making_charge,
    gstPercent: Number(v.gst),
    offerprice: v.offerprice,
    price: v.price,
  });

describe('who may use the rates desk', () => {
  it('answers 401 without a staff session and 403 to a customer or the orders role', async () => {
    const customer = await registerPerson(server);
    for (const [auth, status] of [
      [{ authorization: '' }, 401],
      [{ authorization: 'Bearer not-a-token' }, 401],
      [customer.auth, 403],
      [orders.auth, 403],
    ] as const) {
      expect((await server.get('/api/admin/metal-rates', auth)).status).toBe(status);
      expect((await preview(gold18(7_000), 1, auth)).status).toBe(status);
      expect((await apply(gold18(7_000), {}, auth)).status).toBe(status);
    }
    expect(await rateNow()).toBe(6_950);
  });

  it("shows the catalogue role and the owner today's rates, every metal and purity", async () => {
    for (const auth of [catalogue.auth, owner.auth]) {
      const res = await server.get('/api/admin/metal-rates', auth);
      expect(res.status).toBe(200);
      expect(res.body.rates.map((r: { metal: string; purity: string }) => `${r.metal} ${r.purity}`)).toEqual([
        'Gold 24K',
        'Gold 22K',
        'Gold 18K',
        'Gold 14K',
        'Platinum 950',
        'Silver 925',
      ]);
      expect(res.body.rates[2]).toMatchObject({ label: '18K gold', rate_per_gram: 6_950 });
      expect(res.body.rates[0].rate_per_gram).toBeNull();
    }
  });
});

describe('bad rates', () => {
  it.each([
    ['a negative rate', gold18(-1), 'rates.0.rate_per_gram'],
    ['a rate in paise', gold18(6_950.5), 'rates.0.rate_per_gram'],
    ['a rate as text', [{ metal: 'Gold', purity: '18K', rate_per_gram: '7000' }], 'rates.0.rate_per_gram'],
    ['an unknown purity', [{ metal: 'Gold', purity: '9K', rate_per_gram: 3_000 }], 'rates.0.purity'],
    ['an unknown metal', [{ metal: 'Copper', purity: '18K', rate_per_gram: 3_000 }], 'rates.0.metal'],
    ['the same purity twice', [...gold18(7_000), ...gold18(7_100)], 'rates'],
    ['no rates', [], 'rates'],
    ['an absurd rate', gold18(10_00_001), 'rates.0.rate_per_gram'],
  ])('answers 400 naming the field for %s, on preview and apply, and changes nothing', async (_what, rates, field) => {
    for (const res of [await preview(rates), await apply(rates, { confirm: true })]) {
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
    expect(await rateNow()).toBe(6_950);
  });
});

describe('preview', () => {
  it("lists every 18K variant's price before and after, paged, with counts, and changes nothing", async () => {
    const before = await gold18Variants();
    expect(before.length).toBeGreaterThan(0);
    const res = await preview(gold18(7_200));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: before.length, page: 1, per_page: 50, warnings: [] });
    expect(res.body.counts.up + res.body.counts.down + res.body.counts.same).toBe(before.length);
    expect(res.body.counts.down).toBe(0);
    const first = before[0]!;
    expect(res.body.variants[0]).toMatchObject({
      variant_id: first.variant_id,
      sku: first.sku,
      before: { offerprice: first.offerprice, price: first.price, metal_price: first.metal_price },
      after: {
        offerprice: expectedAt(first, 7_200).offerprice,
        price: expectedAt(first, 7_200).price,
        metal_price: expectedAt(first, 7_200).metalPrice,
      },
    });
    const last = await preview(gold18(7_200), Math.ceil(before.length / 50));
    expect(last.body.variants.at(-1).variant_id).toBe(before.at(-1)!.variant_id);
    expect((await preview(gold18(7_200), 10_000)).body.variants).toEqual([]);
    expect(await gold18Variants()).toEqual(before);
    expect(await rateNow()).toBe(6_950);
  });

  it('warns of a rate of zero and of a jump of more than 20%', async () => {
    const zero = await preview(gold18(0));
    expect(zero.body.warnings).toMatchObject([{ key: 'Gold 18K', concern: 'RATE_ZERO', rate: 0, last: 6_950 }]);
    const jump = await preview(gold18(69_500));
    expect(jump.body.warnings).toMatchObject([{ key: 'Gold 18K', concern: 'RATE_JUMP', last: 6_950 }]);
    expect(jump.body.warnings[0].text).toBe('+900% from the last rate of ₹6,950 a gram: confirm to apply.');
  });
});

describe('apply', () => {
  it('refuses a rate of zero or a jump of more than 20% without confirm, naming each, and changes nothing', async () => {
    const before = await gold18Variants();
    for (const rate of [0, 8_341, 5_559]) {
      const res = await apply(gold18(rate));
      expect(res.status).toBe(409);
      expect(res.body.reason).toBe('RATE_NEEDS_CONFIRMATION');
      expect(Object.keys(res.body.fields)).toEqual(['Gold 18K']);
    }
    expect(await rateNow()).toBe(6_950);
    expect(await gold18Variants()).toEqual(before);
    expect(await rows(sql`SELECT 1 FROM metal_rate_changes`)).toEqual([]);
  });

  it('reprices every 18K variant as the preview said, in one go; history, audit and the shop follow', async () => {
    const before = await gold18Variants();
    const shown = (await preview(gold18(7_300))).body;
    const res = await apply(gold18(7_300));
    expect(res.status).toBe(200);
    const moved = before.filter((v) => expectedAt(v, 7_300).offerprice !== v.offerprice);
    expect(res.body.repriced).toBe(moved.length);
    expect(res.body.applied).toMatchObject([
      {
        metal: 'Gold',
        purity: '18K',
        rate_per_gram: 7_300,
        previous_rate: 6_950,
        confirmed: null,
        set_by: catalogue.member.name,
      },
    ]);
    const after = await gold18Variants();
    for (const [i, v] of before.entries()) {
      const want = expectedAt(v, 7_300);
      expect(after[i]).toMatchObject({ offerprice: want.offerprice, price: want.price, metal_price: want.metalPrice });
    }
    expect(after[0]!.offerprice).toBe(shown.variants[0].after.offerprice);
    expect(await rateNow()).toBe(7_300);
    // The old prices are kept for the checkouts that showed them.
    const kept = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM variant_price_changes`);
    expect(kept[0]!.n).toBe(res.body.repriced);

    const today = (await server.get('/api/admin/metal-rates', catalogue.auth)).body;
    expect(today.rates[2].rate_per_gram).toBe(7_300);
    expect(today.history[0]).toMatchObject({ rate_per_gram: 7_300, previous_rate: 6_950 });
    const audit = (await server.get('/api/admin/audit?entity=metal_rates', owner.auth)).body.entries;
    expect(audit[0]).toMatchObject({
      action: 'metal_rates.applied',
      before: { 'Gold 18K': 6_950 },
      after: { 'Gold 18K': 7_300, variants_repriced: res.body.repriced },
    });

    // The shop: the in-memory mirror behind search and the product page follows catalog_changed.
    const piece = before.find((v) => moved.includes(v))!;
    const newPrice = expectedAt(piece, 7_300).offerprice;
    await expect
      .poll(
        () =>
          server.services.catalog.findBySku(piece.sku)?.variants.find((v) => v.variant_id === piece.variant_id)
            ?.offerprice,
        {
          timeout: 10_000,
          interval: 25,
        },
      )
      .toBe(newPrice);
    const product = server.services.catalog.findBySku(piece.sku)!;
    const hit = (await server.post('restproxy', { query: product.name })).body;
    expect(JSON.stringify(hit)).toContain(`"offerprice":${product.variants[0]!.offerprice}`);
    const html = await (await fetch(`${server.baseUrl}/${product.value}`)).text();
    expect(html).toContain(formatINR(product.variants[0]!.offerprice));
  });

  it('applies a jump with confirm: true, recording what was confirmed', async () => {
    const res = await apply(gold18(9_200), { confirm: true });
    expect(res.status).toBe(200);
    expect(res.body.applied[0]).toMatchObject({ rate_per_gram: 9_200, previous_rate: 7_300, confirmed: 'RATE_JUMP' });
    // And back, confirmed again (a fall of more than 20%).
    expect((await apply(gold18(7_300))).status).toBe(409);
    expect((await apply(gold18(7_300), { confirm: true })).status).toBe(200);
    expect(await rateNow()).toBe(7_300);
  });

  it('sets a rate never set before without a jump to judge; no variant of it moves', async () => {
    const res = await apply([{ metal: 'Silver', purity: '925', rate_per_gram: 95 }]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ repriced: 0, applied: [{ previous_rate: null, confirmed: null }] });
  });
});

describe('the checkout keeps the price the shopper saw for 15 minutes', () => {
  async function atCheckout() {
    const product = await findProduct(
      server,
      (p) =>
        p.made_to_order === 'false' &&
        p.variants[0]!.metal_type === 'Gold' &&
        p.variants[0]!.offerprice > 0 &&
        p.variants[0]!.offerprice <= 40_000,
    );
    const piece = { sku: product.sku, variant: product.variants[0]!.id, quantity: 1 };
    await setStock(server, product.id, 3);
    const price = await livePrice(piece.variant);
    const ready = await readyCheckout(server, [piece], 'payment_on_delivery');
    const draft = (await ready.calls.draft()).body.message.order;
    expect(draft.summery.payable_amount).toBe(price);
    return { ...ready, product, piece, price };
  }
  const rateUp = async () => {
    const res = await apply(gold18((await rateNow()) + 200));
    expect(res.status).toBe(200);
  };
  const livePrice = async (variantId: number) =>
    (await rows<{ p: number }>(sql`SELECT offerprice AS p FROM variants WHERE id = ${variantId}`))[0]!.p;

  it('within the hold: the draft and the order keep the price shown before the rate changed', async () => {
    const shopper = await atCheckout();
    await rateUp();
    expect(await livePrice(shopper.piece.variant)).not.toBe(shopper.price);
    const draft = (await shopper.calls.draft()).body.message.order;
    expect(draft.summery.payable_amount).toBe(shopper.price);
    const generated = await shopper.calls.generate({ expected_amount: shopper.price });
    expect(generated.status).toBe(200);
    const code = await latestCode(server, shopper.phone);
    const confirmed = await shopper.calls.confirm(generated.body.message.order.order_id, code);
    expect(confirmed.status).toBe(200);
    const [order] = await rows<{ amount: number }>(
      sql`SELECT amount FROM orders WHERE order_id = ${generated.body.message.order.order_id}`,
    );
    expect(order!.amount).toBe(shopper.price);
  });

  it("after the hold: generate refuses with 'Price mismatch' once, then the new price is shown and charged", async () => {
    const shopper = await atCheckout();
    await rateUp();
    const fresh = await livePrice(shopper.piece.variant);
    // 16 minutes later: the draft showed its prices before the change, and its hold has run out.
    await db().execute(
      sql`UPDATE virtual_orders SET prices_seen_at = prices_seen_at - interval '16 minutes'
           WHERE cart_id = (SELECT cart_id FROM cart_sessions WHERE token_hash = ${hashCartToken(shopper.session)})`,
    );
    const refused = await shopper.calls.generate();
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('PRICE_MISMATCH');
    expect(refused.body.message.text).toBe('Price mismatch');
    const draft = (await shopper.calls.draft()).body.message.order;
    expect(draft.summery.payable_amount).toBe(fresh);
    const generated = await shopper.calls.generate({ expected_amount: fresh });
    expect(generated.status).toBe(200);
    const [order] = await rows<{ amount: number }>(
      sql`SELECT amount FROM orders WHERE order_id = ${generated.body.message.order.order_id}`,
    );
    expect(order!.amount).toBe(fresh);
  });

  it('a shopper who comes to checkout after the change sees and pays the new price', async () => {
    await rateUp();
    const shopper = await atCheckout();
    expect((await shopper.calls.generate({ expected_amount: shopper.price })).status).toBe(200);
  });
});
