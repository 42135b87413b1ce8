// The catalogue calls of docs/api.md against a real server and database seeded with the demo generator.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { computeBreakup } from '../../domain/catalog/price-breakup.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 160 });
});
afterAll(() => server?.stop());

async function firstPage() {
  const res = await server.post('api2/allproducts', { page: 0, limit: 100 });
  expect(res.status).toBe(200);
  return res.body.result as any[];
}

describe('api2/allproducts', () => {
  it('pages through shown products, 40 by default, with nbPages', async () => {
    const res = await server.post('api2/allproducts', '');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.result).toHaveLength(40);
    expect(res.body.nbPages).toBe(Math.ceil(res.body.nbHits / 40));
    const last = await server.post('api2/allproducts', { page: res.body.nbPages - 1 });
    expect(last.body.result.length).toBeGreaterThan(0);
    const past = await server.post('api2/allproducts', { page: res.body.nbPages });
    expect(past.body.result).toEqual([]);
  });

  it('shows only priced variants, and no product without one', async () => {
    const all: any[] = [];
    for (let page = 0; ; page++) {
      const res = await server.post('api2/allproducts', { page, limit: 100 });
      all.push(...res.body.result);
      if (page + 1 >= res.body.nbPages) break;
    }
    expect(all.length).toBeGreaterThan(100);
    for (const p of all) {
      expect(p.variants.length).toBeGreaterThan(0);
      for (const v of p.variants) expect(v.offerprice).toBeGreaterThan(0);
      expect(['true', 'false']).toContain(p.made_to_order);
    }
  });

  it.each([[{ limit: 101 }], [{ limit: 0 }], [{ page: -1 }], [{ page: 1.5 }], [{ limit: '10' }]])(
    'refuses %j',
    async (body) => {
      const res = await server.post('api2/allproducts', body);
      expect(res.status).toBe(400);
      expect(res.body.reason).toBe('INVALID_INPUT');
    },
  );
});

describe('api2/product', () => {
  it('answers a product with every field the specs list, and a breakup that adds up', async () => {
    const [listed] = await firstPage();
    const res = await server.post('api2/product', { value: listed.value });
    expect(res.status).toBe(200);
    const p = res.body.result;
    for (const key of [
      'id',
      'name',
      'sku',
      'value',
      'category',
      'made_to_order',
      'stock',
      'seo',
      'storetype',
      'pictures',
      'variants',
    ]) {
      expect(p, key).toHaveProperty(key);
    }
    expect(p.seo).toEqual({ title: expect.any(String), description: expect.any(String), keyWords: expect.any(String) });
    for (const v of p.variants) {
      const b = computeBreakup(v, v.gst);
      expect(b.total).toBe(v.offerprice);
      expect(v.image.split(',')[0]).toMatch(/^\/images\/products\//);
    }
  });

  it("carries the buyer's facts: HUID, gross weight, shape and cut grade apart, the lab's report and its check link, the making discount", async () => {
    const all: any[] = [];
    for (let page = 0; ; page++) {
      const res = await server.post('api2/allproducts', { page, limit: 100 });
      all.push(...res.body.result);
      if (page + 1 >= res.body.nbPages) break;
    }
    const studded = all.find((p) => p.variants[0].diamond_count > 1 && p.variants[0].metal_type === 'Gold');
    const loose = all.find((p) => p.category === 'solitaires' && p.variants[0].diamond_cut === 'Round');
    const discounted = all.find((p) => p.variants[0].making_discount > 0);
    const plain = all.find((p) => p.variants[0].diamond_count === 0 && p.variants[0].metal_type === 'Gold');
    expect([studded, loose, discounted, plain].every(Boolean), 'the demo has each kind of piece').toBe(true);

    const v = (await server.post('api2/product', { value: studded.value })).body.result.variants[0];
    expect(v.huid).toMatch(/^[0-9A-Z]{6}$/);
    expect(v.gross_weight).toBeGreaterThan(v.metal_weight);
    expect(['Excellent', 'Very Good']).toContain(v.diamond_cut_grade);
    expect(v.diamond_cut).not.toBe(v.diamond_cut_grade);
    expect(v.certificate_lab).toBe('IGI');
    expect(v.certificate_number).toMatch(/^\d{9}$/);
    expect(v.certificate_url).toBe(`https://www.igi.org/verify-your-report/?r=${v.certificate_number}`);

    const stone = (await server.post('api2/product', { value: loose.value })).body.result.variants[0];
    expect(stone).toMatchObject({ huid: null, gross_weight: 0, certificate_lab: 'GIA', making_discount: 0 });
    expect(stone.certificate_url).toBe(`https://www.gia.edu/report-check?reportno=${stone.certificate_number}`);

    const gold = (await server.post('api2/product', { value: plain.value })).body.result.variants[0];
    expect(gold).toMatchObject({
      diamond_cut_grade: null,
      certificate_lab: null,
      certificate_number: null,
      certificate_url: null,
    });
    expect(gold.gross_weight).toBe(gold.metal_weight);

    // The discount is off a list making charge; the price is the parts as charged, as before.
    const d = (await server.post('api2/product', { value: discounted.value })).body.result.variants[0];
    expect(computeBreakup(d, d.gst).total).toBe(d.offerprice);
    expect(d.making_discount / (d.making_charge + d.making_discount)).toBeGreaterThan(0.09);
  });

  it('refuses in the database a HUID or a certificate that is not well formed', async () => {
    const db = server.services.database.db;
    for (const change of [
      sql`update variants set huid = 'ab12c' where id = (select min(id) from variants)`,
      sql`update variants set certificate_lab = 'HRD', certificate_number = '1234567890' where id = (select min(id) from variants)`,
      sql`update variants set certificate_lab = 'GIA', certificate_number = null where id = (select min(id) from variants)`,
      sql`update variants set making_discount = -1 where id = (select min(id) from variants)`,
      sql`update variants set gross_weight = metal_weight - 0.5 where id = (select min(id) from variants where metal_weight > 1)`,
    ])
      await expect(queryRows(db, change)).rejects.toThrow();
  });

  it('says the new fields in the OpenAPI description of a variant', async () => {
    const doc = (await server.get('/api/openapi.json')).body;
    const variant = doc.components.schemas.Variant;
    for (const key of [
      'making_discount',
      'gross_weight',
      'huid',
      'diamond_cut_grade',
      'certificate_lab',
      'certificate_number',
      'certificate_url',
    ])
      expect(variant.properties, key).toHaveProperty(key);
    expect(variant.required).toEqual(expect.arrayContaining(['huid', 'certificate_url', 'making_discount']));
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown value', async () => {
    const res = await server.post('api2/product', { value: 'no-such-piece' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, reason: 'PRODUCT_NOT_FOUND', message: 'No such product.' });
  });

  it('answers 404 for a product none of whose variants is priced', async () => {
    const rows = await queryRows<{ value: string }>(
      server.services.database.db,
      sql`select p.value from products p where not exists (select 1 from variants v where v.product_id = p.id and v.offerprice > 0) limit 1`,
    );
    const value = rows[0]?.value;
    expect(value, 'the demo catalogue has a product with no priced variant').toBeDefined();
    const res = await server.post('api2/product', { value });
    expect(res.status).toBe(404);
  });

  it('follows changes made in the database', async () => {
    // The last piece of the first page: the other tests read the first one.
    const listed = (await firstPage()).at(-1);
    // Asked twice first: the answer's bytes are remembered for the product as it is (prepared-answer.ts).
    for (let i = 0; i < 2; i++)
      expect((await server.post('api2/product', { value: listed.value })).body.result.name).toBe(listed.name);
    const { db } = server.services.database;
    await db.execute(sql`update products set name = 'Renamed Heirloom Band' where id = ${listed.id}`);
    await server.services.search.flush();
    await expect
      .poll(async () => (await server.post('api2/product', { value: listed.value })).body.result?.name, {
        timeout: 5_000,
      })
      .toBe('Renamed Heirloom Band');
    await db.execute(sql`update variants set offerprice = 0 where product_id = ${listed.id}`);
    await expect
      .poll(async () => (await server.post('api2/product', { value: listed.value })).status, { timeout: 5_000 })
      .toBe(404);
  });

  it('treats quotes and script tags as plain text', async () => {
    const res = await server.post('api2/product', { value: `"><script>alert(1)</script>' OR 1=1 --` });
    expect(res.status).toBe(404);
    expect(res.body.reason).toBe('PRODUCT_NOT_FOUND');
  });
});

describe('api2/catproducts', () => {
  it('lists one category, and reads nose-pins as nosepins', async () => {
    const rings = await server.post('api2/catproducts', { category: 'rings' });
    expect(rings.status).toBe(200);
    expect(rings.body.result.length).toBeGreaterThan(0);
    for (const p of rings.body.result) expect(p.category).toBe('rings');
    const nose = await server.post('api2/catproducts', { category: 'nose-pins' });
    const nosepins = await server.post('api2/catproducts', { category: 'nosepins' });
    expect(nose.body.nbHits).toBe(nosepins.body.nbHits);
  });

  it('lists a sub-category: its own pieces, which its parent lists too', async () => {
    const jhumkas = await server.post('api2/catproducts', { category: 'jhumkas', limit: 100 });
    expect(jhumkas.status).toBe(200);
    expect(jhumkas.body.result.length).toBeGreaterThan(0);
    for (const p of jhumkas.body.result) expect([p.category, p.sub_category]).toEqual(['earrings', 'jhumkas']);
    const earrings = await server.post('api2/catproducts', { category: 'earrings', limit: 100 });
    expect(earrings.body.nbHits).toBeGreaterThan(jhumkas.body.nbHits);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await server.post('api2/catproducts', { category: 'spaceships' });
    expect(res.status).toBe(404);
    expect(res.body.reason).toBe('CATEGORY_NOT_FOUND');
  });
});

describe('api2/related_products', () => {
  it('answers pieces of the same category, not the piece itself', async () => {
    const [listed] = await firstPage();
    const res = await server.post('api2/related_products', { sku: listed.sku, limit: 8 });
    expect(res.status).toBe(200);
    expect(res.body.result.length).toBeGreaterThan(0);
    for (const p of res.body.result) {
      expect(p.category).toBe(listed.category);
      expect(p.sku).not.toBe(listed.sku);
    }
  });

  it('answers 404 for an unknown sku', async () => {
    expect((await server.post('api2/related_products', { sku: 'NOPE-1' })).status).toBe(404);
  });

  it('lists the nearest in price first, pages them, and follows changes made in the database', async () => {
    const all = await firstPage();
    const lowest = (p: any) => Math.min(...p.variants.map((v: any) => v.offerprice));
    // A piece in the middle of the page; the earlier tests read the first and the last.
    const piece = all[Math.floor(all.length / 2)];
    const first = await server.post('api2/related_products', { sku: piece.sku, limit: 4 });
    const distances = first.body.result.map((p: any) => Math.abs(lowest(p) - lowest(piece)));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const second = await server.post('api2/related_products', { sku: piece.sku, limit: 4, page: 1 });
    expect(second.body.page).toBe(1);
    expect(second.body.nbHits).toBe(first.body.nbHits);
    expect(second.body.nbPages).toBe(Math.ceil(first.body.nbHits / 4));
    for (const p of second.body.result)
      expect(Math.abs(lowest(p) - lowest(piece))).toBeGreaterThanOrEqual(distances.at(-1));

    // Priced like the piece itself, another piece of the category comes first; without a price, it goes.
    const other = all.find(
      (p: any) =>
        p.category === piece.category && p.sku !== piece.sku && !first.body.result.some((r: any) => r.sku === p.sku),
    );
    expect(other, 'a piece of the same category outside the first four').toBeDefined();
    const { db } = server.services.database;
    await db.execute(sql`update variants set offerprice = ${lowest(piece)} where product_id = ${other.id}`);
    await server.services.search.flush();
    await expect
      .poll(
        async () => (await server.post('api2/related_products', { sku: piece.sku, limit: 4 })).body.result[0]?.sku,
        { timeout: 5_000 },
      )
      .toBe(other.sku);
    await db.execute(sql`update variants set offerprice = 0 where product_id = ${other.id}`);
    await server.services.search.flush();
    await expect
      .poll(
        async () =>
          (await server.post('api2/related_products', { sku: piece.sku, limit: 100 })).body.result.map(
            (p: any) => p.sku,
          ),
        { timeout: 5_000 },
      )
      .not.toContain(other.sku);
  });
});

describe('banners, occasions and categories', () => {
  it('answers the home banners by default', async () => {
    const res = await server.post('banners', '');
    expect(res.status).toBe(200);
    expect(res.body.result.length).toBeGreaterThanOrEqual(3);
    for (const b of res.body.result) expect(b.page).toBe('home');
  });

  it('follows a banner changed in the database, shown and hidden (merch_changed)', async () => {
    const before = (await server.post('banners', '')).body.result as { id: number; title: string }[];
    const first = before[0]!;
    const { db } = server.services.database;
    await db.execute(sql`update banners set title = 'A Banner Retitled' where id = ${first.id}`);
    await expect
      .poll(async () => (await server.post('banners', '')).body.result[0]?.title, { timeout: 5_000 })
      .toBe('A Banner Retitled');
    await db.execute(sql`update banners set visible = false where id = ${first.id}`);
    await expect
      .poll(async () => ((await server.post('banners', '')).body.result as { id: number }[]).map((b) => b.id), {
        timeout: 5_000,
      })
      .toEqual(before.slice(1).map((b) => b.id));
    await db.execute(sql`update banners set visible = true, title = ${first.title} where id = ${first.id}`);
    await expect.poll(async () => (await server.post('banners', '')).body.result, { timeout: 5_000 }).toEqual(before);
  });

  it('answers a page with no banners with an empty list', async () => {
    const res = await server.post('banners', { page: 'nowhere' });
    expect(res.body.result).toEqual([]);
  });

  it('answers occasions', async () => {
    const res = await server.post('occasion/type/list', {});
    expect(res.body.result.length).toBeGreaterThan(0);
    expect(res.body.result[0]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      name: expect.any(String),
      image: expect.any(String),
    });
  });

  it('answers categories with their SEO and banner copy', async () => {
    const res = await server.post('api2/categories', {});
    const slugs = res.body.result.map((c: any) => c.slug);
    for (const slug of [
      'rings',
      'earrings',
      'pendants',
      'necklaces',
      'bracelets',
      'bangles',
      'nosepins',
      'mangalsutra',
      'chains',
      'solitaires',
    ]) {
      expect(slugs).toContain(slug);
    }
    const one = await server.post('api2/category', { slug: 'nose-pins' });
    expect(one.body.result.slug).toBe('nosepins');
    expect(one.body.result.seo_title.length).toBeGreaterThan(10);
  });
});

describe('product pictures', () => {
  it('serves every picture a product lists, at the spec sizes, in the format the browser takes', async () => {
    const [listed] = await firstPage();
    const path = listed.variants[0].image.split(',')[0];
    const res = await fetch(`${server.baseUrl}${path}?resize=361&compress=50`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const again = await fetch(`${server.baseUrl}${path}?resize=361&compress=50`, {
      headers: { accept: 'image/webp', 'if-none-match': '"nope"' },
    });
    expect(again.headers.get('content-type')).toBe('image/webp');
    const cached = await fetch(`${server.baseUrl}${path}?resize=361&compress=50`, {
      headers: { accept: 'image/webp', 'if-none-match': again.headers.get('etag')! },
    });
    expect(cached.status).toBe(304);
  });

  it("draws a piece's picture again once a change to what it shows (its name) is notified", async () => {
    // The store remembers each piece's picture subject (server/catalog/picture-subjects.ts); the
    // database's change notification must make it read the piece again.
    const [listed] = await firstPage();
    const path = listed.variants[0].image.split(',')[0];
    const etag = async () =>
      (await fetch(`${server.baseUrl}${path}?resize=98`, { headers: { accept: 'image/webp' } })).headers.get('etag');
    const before = await etag();
    expect(before).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await etag()).toBe(before);
    const db = server.services.database.db;
    await db.execute(sql`UPDATE products SET name = ${`${listed.name} Renamed`} WHERE sku = ${listed.sku}`);
    try {
      await expect.poll(etag).not.toBe(before);
    } finally {
      await db.execute(sql`UPDATE products SET name = ${listed.name} WHERE sku = ${listed.sku}`);
    }
    await expect.poll(etag).toBe(before);
  });

  it('falls back to the no-image picture for an unknown product, and refuses a size above 2000', async () => {
    const unknown = await fetch(`${server.baseUrl}/images/products/NOPE-1/rose-gold/1?resize=98`);
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('cache-control')).toBe('public, max-age=300');
    const huge = await server.get('/images/products/NOPE-1/rose-gold/1?resize=2001');
    expect(huge.status).toBe(400);
    expect(huge.body.reason).toBe('INVALID_IMAGE_PARAMS');
  });
});
