// The catalogue desk against a real server and database: who may use it, the list's search and
// filters, a piece with its variants, saving only what changed (prices computed again by the metal
// rates' rule, audited with before and after, nothing half-written on bad input), hiding a piece (gone
// from search and its page at once, still on the desk) and adding a new one (priced at today's rate).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { PRODUCT_DESK_REASONS } from '../../domain/catalog/desk-reasons.ts';
import { computeBreakup } from '../../domain/catalog/price-breakup.ts';
import { priceFromParts } from '../../domain/catalog/product-edit.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
type Session = Awaited<ReturnType<typeof staffSession>>;
let owner: Session;
let catalogue: Session;
let orders: Session;
let support: Session;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 40 });
  [owner, catalogue, orders, support] = [
    await staffSession(server, 'owner'),
    await staffSession(server, 'catalogue'),
    await staffSession(server, 'orders'),
    await staffSession(server, 'support'),
  ];
  // The demo prices by 18K gold alone; the metal rates desk sets the others (a new piece's 22K variant).
  await rows(
    sql`INSERT INTO metal_rates (metal, purity, rate_per_gram) VALUES ('Gold', '22K', 6970) ON CONFLICT DO NOTHING`,
  );
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);

/** A shown piece with a priced 18K gold variant, not yet used by another test. */
const taken = new Set<number>();
async function gold18Piece() {
  const found = await rows<{ id: number }>(
    sql`SELECT p.id FROM products p WHERE p.active AND p.reserved = 0 AND p.made_to_order = false
          AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.offerprice > 0 AND v.metal_purity = '18K')
        ORDER BY p.id`,
  );
  const id = found.map((r) => Number(r.id)).find((i) => !taken.has(i))!;
  taken.add(id);
  const res = await server.get(`/api/admin/products/${id}`, catalogue.auth);
  expect(res.status).toBe(200);
  return res.body.product as {
    id: number;
    name: string;
    sku: string;
    value: string;
    stock: number;
    hidden: boolean;
    updated_at: string;
    variants: {
      id: number;
      variant_id: string;
      offerprice: number;
      price: number;
      making_charge: number;
      metal_weight: number;
      diamond_price: number;
      gemstone_price: number;
      metal_type: string;
      metal_purity: string;
    }[];
  };
}
const change = (id: number | string, body: unknown, auth = catalogue.auth) =>
  server.post(`admin/products/${id}`, body, auth);
const shopperSearch = async (query: string) =>
  (await server.post('restproxy', { query, hitsPerPage: 100 })).body.response.hits as { sku: string; name: string }[];
const auditOf = (id: number) =>
  rows<{ staff_id: number; action: string; before: any; after: any }>(
    sql`SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'product' AND entity_id = ${String(id)} ORDER BY id`,
  );
const rate18K = async () =>
  Number(
    (
      await rows<{ r: number }>(sql`SELECT rate_per_gram AS r FROM metal_rates WHERE metal = 'Gold' AND purity = '18K'`)
    )[0]!.r,
  );

describe('who may use the catalogue desk', () => {
  it('lets the owner and the catalogue team in; orders and support 403; no token 401', async () => {
    const piece = await gold18Piece();
    for (const [session, status] of [
      [owner, 200],
      [catalogue, 200],
      [orders, 403],
      [support, 403],
    ] as const) {
      expect((await server.get('/api/admin/products', session.auth)).status).toBe(status);
      expect((await server.get(`/api/admin/products/${piece.id}`, session.auth)).status).toBe(status);
      expect((await change(piece.id, { seo_keywords: `ring, ${session.member.role}` }, session.auth)).status).toBe(
        status,
      );
      const made = await server.post('admin/products', { name: 'x' }, session.auth);
      expect(made.status).toBe(status === 200 ? 400 : 403);
    }
    expect((await server.get('/api/admin/products')).status).toBe(401);
    expect((await server.post(`admin/products/${piece.id}`, { name: 'Nobody' })).status).toBe(401);
  });
});

describe('the list', () => {
  it('finds a piece by its SKU or a part of its name, hidden ones too, 25 a page', async () => {
    const piece = await gold18Piece();
    const bySku = await server.get(`/api/admin/products?q=${piece.sku.toLowerCase()}`, catalogue.auth);
    expect(bySku.body.products.map((p: { id: number }) => p.id)).toContain(piece.id);
    const word = piece.name.split(' ')[0]!;
    const byName = await server.get(`/api/admin/products?q=${encodeURIComponent(word)}`, catalogue.auth);
    expect(byName.body.products.map((p: { id: number }) => p.id)).toContain(piece.id);
    const all = await server.get('/api/admin/products', catalogue.auth);
    expect(all.body).toMatchObject({ per_page: 25, page: 1 });
    expect(all.body.products).toHaveLength(25);
    expect(all.body.total).toBeGreaterThanOrEqual(40);
    const second = await server.get('/api/admin/products?page=2', catalogue.auth);
    expect(second.body.products.length).toBe(all.body.total - 25);
  });

  it('filters by category, metal, purity, stock, made to order and hidden', async () => {
    const get = async (query: string) => {
      const res = await server.get(`/api/admin/products?${query}`, catalogue.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.products as {
        category: string;
        metals: string[];
        available: number;
        made_to_order: boolean;
        hidden: boolean;
      }[];
    };
    const rings = await get('category=rings');
    expect(rings.length).toBeGreaterThan(0);
    for (const p of await get('metal=Gold&purity=18K')) expect(p.metals).toContain('Gold 18K');
    for (const p of await get('stock=out')) expect(p.available).toBeLessThanOrEqual(0);
    for (const p of await get('stock=in')) expect(p.available).toBeGreaterThan(0);
    const made = await get('made_to_order=true');
    expect(made.length).toBeGreaterThan(0);
    for (const p of made) expect(p.made_to_order).toBe(true);
    for (const p of await get('hidden=false')) expect(p.hidden).toBe(false);
  });

  it('names each bad filter', async () => {
    const res = await server.get('/api/admin/products?stock=some&hidden=maybe&metal=Brass&page=0&q=a', catalogue.auth);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['hidden', 'metal', 'page', 'q', 'stock']);
  });
});

describe('a piece', () => {
  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const missing = await server.get('/api/admin/products/999999', catalogue.auth);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      reason: 'PRODUCT_NOT_FOUND',
      message: PRODUCT_DESK_REASONS.PRODUCT_NOT_FOUND.text,
    });
    expect((await server.get('/api/admin/products/abc', catalogue.auth)).status).toBe(400);
    expect((await change(999_999, { name: 'Ghost ring' })).status).toBe(404);
    expect((await change('abc', { name: 'Ghost ring' })).status).toBe(400);
  });
});

describe('saving a piece', () => {
  it('writes only what changed, prices a variant again from its parts, audits before and after, and search shows it at once', async () => {
    const piece = await gold18Piece();
    const v = piece.variants.find((x) => x.metal_purity === '18K' && x.offerprice > 0)!;
    const name = `Kaveri Zq${piece.id} Band`;
    const res = await change(piece.id, {
      name,
      stock: piece.stock + 4,
      variants: [{ id: v.id, making_charge: v.making_charge + 1_000 }],
      expected_updated_at: piece.updated_at,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.product;
    expect(saved).toMatchObject({ name, stock: piece.stock + 4 });
    const after = saved.variants.find((x: { id: number }) => x.id === v.id);
    const expected = priceFromParts({ ...after, gst: after.gst }, await rate18K(), v);
    expect(after).toMatchObject({
      making_charge: v.making_charge + 1_000,
      offerprice: expected.offerprice,
      price: expected.price,
    });
    // The parts plus GST are the price to the rupee.
    expect(
      computeBreakup(
        {
          metal_price: after.metal_price,
          diamond_price: after.diamond_price,
          gemstone_price: after.gemstone_price,
          making_charge: after.making_charge,
        },
        after.gst,
      ).total,
    ).toBe(after.offerprice);

    const [entry] = await auditOf(piece.id);
    expect(entry).toMatchObject({
      staff_id: catalogue.member.id,
      action: 'product.updated',
      before: {
        name: piece.name,
        stock: piece.stock,
        variants: { [v.variant_id]: { making_charge: v.making_charge, offerprice: v.offerprice } },
      },
      after: {
        name,
        stock: piece.stock + 4,
        variants: { [v.variant_id]: { making_charge: v.making_charge + 1_000, offerprice: expected.offerprice } },
      },
    });
    expect(Object.keys(entry!.after).sort()).toEqual(['name', 'stock', 'variants']);

    // The shopper's search right after the save, no waiting.
    const hits = await shopperSearch(`Zq${piece.id}`);
    expect(hits.map((h) => h.sku)).toContain(piece.sku);
    const page = await server.post('api2/product', { value: piece.value });
    expect(page.body.result.name).toBe(name);

    // Sending what it already has changes nothing and audits nothing.
    const again = await change(piece.id, { name, stock: piece.stock + 4 });
    expect(again.status).toBe(200);
    expect(await auditOf(piece.id)).toHaveLength(1);
    // A save over an older reading is refused.
    const stale = await change(piece.id, { name: 'Older Reading', expected_updated_at: piece.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body.reason).toBe('PRODUCT_CHANGED');
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const piece = await gold18Piece();
    const v = piece.variants[0]!;
    const before = await rows(
      sql`SELECT * FROM products p JOIN variants v ON v.product_id = p.id WHERE p.id = ${piece.id} ORDER BY v.id`,
    );
    const refused = async (body: unknown, status: number, field: string, reason?: string) => {
      const res = await change(piece.id, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(res.body)).toContain(field);
      if (reason) expect(res.body.reason).toBe(reason);
    };
    await refused({ name: 'Fine', variants: [{ id: v.id, making_charge: -1 }] }, 400, 'variants.0.making_charge');
    await refused({ variants: [{ id: v.id, diamond_price: 10.5 }] }, 400, 'variants.0.diamond_price');
    await refused({ stock: -1 }, 400, 'stock');
    await refused({ stock: 1.5 }, 400, 'stock');
    await refused({ stock: '3' }, 400, 'stock');
    await refused({ name: 42 }, 400, 'name');
    await refused({ hidden: 'yes' }, 400, 'hidden');
    await refused({ price: 10 }, 400, '(body)');
    await refused({ name: 'Fine', category: 'spoons' }, 400, 'category', 'CATEGORY_UNKNOWN');
    await refused({ sub_category: 'engagement-rings', category: 'chains' }, 400, 'sub_category', 'CATEGORY_UNKNOWN');
    await refused(
      { name: 'Fine', variants: [{ id: 1_999_999, making_charge: 10 }] },
      400,
      'variants.0.id',
      'VARIANT_NOT_FOUND',
    );
    await refused({ variants: [{ id: v.id, metal_purity: '925' }] }, 400, 'variants.0.metal_purity', 'VARIANT_REFUSED');
    await refused(
      { variants: [{ id: v.id, gross_weight: v.metal_weight / 2 }] },
      400,
      'variants.0.gross_weight',
      'VARIANT_REFUSED',
    );
    const after = await rows(
      sql`SELECT * FROM products p JOIN variants v ON v.product_id = p.id WHERE p.id = ${piece.id} ORDER BY v.id`,
    );
    expect(after).toEqual(before);
    expect(await auditOf(piece.id)).toEqual([]);
  });

  it('never sets stock below what unpaid orders hold', async () => {
    const piece = await gold18Piece();
    await rows(sql`UPDATE products SET stock = 5, reserved = 3 WHERE id = ${piece.id}`);
    const res = await change(piece.id, { stock: 2, name: 'Should Not Stick' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ reason: 'STOCK_BELOW_HELD', fields: { stock: 'unpaid orders hold 3' } });
    const [row] = await rows<{ stock: number; name: string }>(
      sql`SELECT stock, name FROM products WHERE id = ${piece.id}`,
    );
    expect(row).toMatchObject({ stock: 5, name: piece.name });
    expect((await change(piece.id, { stock: 3 })).status).toBe(200);
    await rows(sql`UPDATE products SET reserved = 0 WHERE id = ${piece.id}`);
  });
});

describe('hiding a piece', () => {
  it('takes it out of search and its page at once; the desk still shows it; showing it brings it back', async () => {
    const piece = await gold18Piece();
    const word = `Hidz${piece.id}`;
    expect((await change(piece.id, { name: `${word} Pendant` })).status).toBe(200);
    expect((await shopperSearch(word)).map((h) => h.sku)).toEqual([piece.sku]);

    const hidden = await change(piece.id, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.product.hidden).toBe(true);
    expect(await shopperSearch(word)).toEqual([]);
    expect((await server.post('api2/product', { value: piece.value })).status).toBe(404);
    // Its page logs a 404 visit and sends the shopper home (docs/spec.md#first-4).
    const page = await fetch(`${server.baseUrl}/${piece.value}`, { redirect: 'manual' });
    expect([page.status, page.headers.get('location')]).toEqual([302, '/']);
    expect((await server.get(`/api/admin/products/${piece.id}`, catalogue.auth)).body.product.hidden).toBe(true);
    const listed = await server.get(`/api/admin/products?hidden=true&q=${word}`, catalogue.auth);
    expect(listed.body.products.map((p: { id: number }) => p.id)).toEqual([piece.id]);
    expect((await auditOf(piece.id)).at(-1)).toMatchObject({
      action: 'product.hidden',
      before: { hidden: false },
      after: { hidden: true },
    });

    expect((await change(piece.id, { hidden: false })).status).toBe(200);
    expect((await auditOf(piece.id)).at(-1)).toMatchObject({ action: 'product.shown', after: { hidden: false } });
    expect((await shopperSearch(word)).map((h) => h.sku)).toEqual([piece.sku]);
    expect((await server.post('api2/product', { value: piece.value })).status).toBe(200);
  });
});

describe('a new piece', () => {
  const newPiece = (sku: string, extra: Record<string, unknown> = {}) => ({
    name: `Nila Qz${sku} Ring`,
    sku,
    category: 'rings',
    gender: 'women',
    stock: 3,
    seo_keywords: 'ring, diamond, gift',
    variants: [
      {
        color: 'rose-gold',
        size: '12',
        metal_type: 'Gold',
        metal_purity: '18K',
        metal_weight: 3.456,
        making_charge: 2_750,
        diamond_count: 5,
        diamond_carat: 0.25,
        diamond_cut: 'Round',
        diamond_clarity: 'VS1',
        diamond_color: 'G',
        diamond_price: 48_230,
        short_description: 'A rose gold band set with five round diamonds.',
      },
      {
        color: 'yellow-gold',
        size: '12',
        metal_type: 'Gold',
        metal_purity: '22K',
        metal_weight: 3.9,
        making_charge: 1_900,
      },
    ],
    ...extra,
  });

  it('is priced from its parts at today’s rate, audited, and found by the shopper at once', async () => {
    const res = await server.post('admin/products', newPiece('NQ1001'), catalogue.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const made = res.body.product;
    expect(made).toMatchObject({
      sku: 'NQ1001',
      value: 'nila-qznq1001-ring-nq1001',
      stock: 3,
      hidden: false,
      category: 'rings',
    });
    const rates = new Map(
      (
        await rows<{ purity: string; r: number }>(
          sql`SELECT purity, rate_per_gram AS r FROM metal_rates WHERE metal = 'Gold'`,
        )
      ).map((r) => [r.purity, Number(r.r)]),
    );
    for (const v of made.variants) {
      const expected = priceFromParts({ ...v, gst: 3 }, rates.get(v.metal_purity)!);
      expect(v).toMatchObject({
        metal_price: expected.metal_price,
        offerprice: expected.offerprice,
        price: expected.offerprice,
        gst: 3,
      });
    }
    expect(made.variants.map((v: { variant_id: string }) => v.variant_id)).toEqual(['NQ1001-RG-12', 'NQ1001-YG-12']);
    expect((await auditOf(made.id))[0]).toMatchObject({
      action: 'product.created',
      staff_id: catalogue.member.id,
      before: null,
    });
    expect((await shopperSearch('QzNQ1001')).map((h) => h.sku)).toEqual(['NQ1001']);
    expect((await server.post('api2/product', { value: made.value })).status).toBe(200);
  });

  it('refuses a piece without variants, a taken SKU, an unknown category or a bad variant, making nothing', async () => {
    const count = async () => Number((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`))[0]!.n);
    const before = await count();
    const refused = async (body: unknown, status: number, field: string, reason?: string) => {
      const res = await server.post('admin/products', body, catalogue.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(res.body)).toContain(field);
      if (reason) expect(res.body.reason).toBe(reason);
    };
    await refused(newPiece('NQ2001', { variants: [] }), 400, 'variants');
    await refused(newPiece('nq 2002'), 400, 'sku');
    await refused(newPiece('NQ2003', { category: 'spoons' }), 400, 'category', 'CATEGORY_UNKNOWN');
    await refused(newPiece('NQ2004', { stock: -2 }), 400, 'stock');
    const bad = newPiece('NQ2005');
    (bad.variants[0] as Record<string, unknown>).making_charge = -100;
    await refused(bad, 400, 'variants.0.making_charge');
    const silverGold = newPiece('NQ2006');
    (silverGold.variants[1] as Record<string, unknown>).metal_purity = '925';
    await refused(silverGold, 400, 'variants.1.metal_purity', 'VARIANT_REFUSED');
    const twice = newPiece('NQ2007');
    twice.variants[1] = { ...twice.variants[0]! };
    await refused(twice, 400, 'variants.1', 'VARIANT_REFUSED');
    await refused({ ...newPiece('NQ2008'), offerprice: 100 }, 400, '(body)');
    expect(await count()).toBe(before);

    expect((await server.post('admin/products', newPiece('NQ2009'), catalogue.auth)).status).toBe(200);
    await refused({ ...newPiece('NQ2009'), name: 'Another Name' }, 409, 'sku', 'SKU_TAKEN');
    expect(await count()).toBe(before + 1);
  });
});
