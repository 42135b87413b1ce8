// The catalogue's CSV against a real server and database: who may export and import, the export's
// lines (one per variant, the list's filters, plain rupees, formula-safe cells), an import that
// changes pieces as their page would (repriced, audited with its note), and a file with one bad line
// that changes nothing at all.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { csvFields } from '../../domain/giftcards/promotion-rows.ts';
import { CATALOGUE_CSV_COLUMNS } from '../../domain/catalog/catalogue-csv.ts';
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
  server = await startTestServer({ seedProducts: 30 });
  [owner, catalogue, orders, support] = [
    await staffSession(server, 'owner'),
    await staffSession(server, 'catalogue'),
    await staffSession(server, 'orders'),
    await staffSession(server, 'support'),
  ];
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);

/** Pieces with a priced 18K gold variant and nothing held, each used by one test only. */
const taken = new Set<number>();
async function piece() {
  const found = await rows<{ id: number; sku: string }>(
    sql`SELECT p.id, p.sku FROM products p WHERE p.active AND p.reserved = 0
          AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND (v.offerprice = 0 OR v.metal_purity <> '18K'))
        ORDER BY p.id`,
  );
  const next = found.find((r) => !taken.has(Number(r.id)))!;
  taken.add(Number(next.id));
  return { id: Number(next.id), sku: next.sku };
}
const variantsOf = (id: number) =>
  rows<{
    id: number;
    variant_id: string;
    metal_weight: string;
    making_charge: number;
    metal_price: number;
    offerprice: number;
    price: number;
    diamond_price: number;
    gemstone_price: number;
    gst: string;
  }>(sql`SELECT * FROM variants WHERE product_id = ${id} ORDER BY position, id`);
const productOf = async (id: number) =>
  (await rows<{ name: string; stock: number; active: boolean }>(sql`SELECT * FROM products WHERE id = ${id}`))[0]!;
const auditOf = (id: number) =>
  rows<{ staff_id: number; action: string; before: any; after: any }>(
    sql`SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'product' AND entity_id = ${String(id)} ORDER BY id`,
  );

async function exportCsv(query = '', auth = catalogue.auth) {
  const res = await fetch(`${server.baseUrl}/api/admin/products/export.csv${query}`, { headers: auth });
  return { res, text: await res.text() };
}
/** The CSV's lines as objects by the header's names. */
function table(text: string): Record<string, string>[] {
  const [head, ...lines] = text.split('\r\n').filter((l) => l !== '');
  const names = csvFields(head!)!;
  return lines.map((l) => Object.fromEntries(csvFields(l)!.map((v, i) => [names[i], v])));
}
const importCsv = (csv: string, auth = catalogue.auth, note = 'Monday stock count') =>
  server.post('admin/products/import', { csv, note }, auth);

describe('who may export and import', () => {
  it('the owner and the catalogue team; orders and support 403; no token 401', async () => {
    for (const [session, status] of [
      [owner, 200],
      [catalogue, 200],
      [orders, 403],
      [support, 403],
    ] as const) {
      expect((await server.get('/api/admin/products/export.csv?q=zz', session.auth)).status).toBe(status);
      // A body with no note: 400 for those allowed, before anything is read.
      expect((await server.post('admin/products/import', { csv: 'sku' }, session.auth)).status).toBe(
        status === 200 ? 400 : 403,
      );
    }
    expect((await server.get('/api/admin/products/export.csv')).status).toBe(401);
    expect((await server.post('admin/products/import', { csv: 'sku', note: 'nobody' })).status).toBe(401);
  });
});

describe('the export', () => {
  it("one line per variant of the pieces the list's filters find, rupees as plain integers", async () => {
    const { id, sku } = await piece();
    const { res, text } = await exportCsv(`?q=${sku}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(text.split('\r\n')[0]).toBe(CATALOGUE_CSV_COLUMNS.join(','));
    const lines = table(text).filter((l) => l.sku === sku);
    const variants = await variantsOf(id);
    const p = await productOf(id);
    expect(lines.map((l) => l.variant_id)).toEqual(variants.map((v) => v.variant_id));
    for (const [i, v] of variants.entries())
      expect(lines[i]).toMatchObject({
        name: p.name,
        metal: 'Gold',
        purity: '18K',
        weight: String(Number(v.metal_weight)),
        making_charge: String(v.making_charge),
        price: String(v.price),
        offer_price: String(v.offerprice),
        stock: String(p.stock),
        hidden: 'no',
      });
    for (const l of lines) expect(l.price).toMatch(/^\d+$/);
  });

  it('keeps the filters: hidden=true lists only hidden pieces; a bad filter is 400', async () => {
    const { id, sku } = await piece();
    await rows(sql`UPDATE products SET active = false WHERE id = ${id}`);
    const hidden = table((await exportCsv('?hidden=true')).text);
    expect(hidden.length).toBeGreaterThan(0);
    expect(new Set(hidden.map((l) => l.hidden))).toEqual(new Set(['yes']));
    expect(hidden.map((l) => l.sku)).toContain(sku);
    expect(table((await exportCsv('?hidden=false')).text).map((l) => l.sku)).not.toContain(sku);
    expect((await server.get('/api/admin/products/export.csv?stock=maybe', catalogue.auth)).status).toBe(400);
  });

  it('writes a cell a spreadsheet would run as a formula with an apostrophe, and imports it back unchanged', async () => {
    const { id, sku } = await piece();
    await rows(sql`UPDATE products SET name = '=HYPERLINK("http://x.test","Ring")' WHERE id = ${id}`);
    const { text } = await exportCsv(`?q=${sku}`);
    expect(text).toContain(`"'=HYPERLINK(""http://x.test"",""Ring"")"`);
    const answer = await importCsv(text);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.pieces).toBe(0);
    expect((await productOf(id)).name).toBe('=HYPERLINK("http://x.test","Ring")');
  });
});

describe('the import', () => {
  it("changes the pieces as their page would: repriced at today's rate, audited with the note, in the shop's search", async () => {
    const [a, b] = [await piece(), await piece()];
    const [va, vb] = [(await variantsOf(a.id))[0]!, (await variantsOf(b.id))[0]!];
    const rate = Number(
      (
        await rows<{ r: number }>(
          sql`SELECT rate_per_gram AS r FROM metal_rates WHERE metal = 'Gold' AND purity = '18K'`,
        )
      )[0]!.r,
    );
    // Not weighed (a gross weight would have to cover the new metal weight: the desk's rule, tested below).
    await rows(sql`UPDATE variants SET gross_weight = 0 WHERE id = ${va.id}`);
    const csv = [
      'sku,variant_id,name,stock,hidden,weight,making_charge',
      `${a.sku},${va.variant_id},Imported Aria Ring,17,,3.125,"1,450"`,
      `${b.sku},${vb.variant_id},,0,yes,,`,
    ].join('\n');
    const preview = await server.post(
      'admin/products/import',
      { csv, note: 'check', check_only: true },
      catalogue.auth,
    );
    expect(preview.body).toEqual({
      success: true,
      applied: false,
      lines: 2,
      pieces: 2,
      updated: 2,
      created: 0,
      variants: 1,
      not_applied: {},
    });
    expect((await productOf(a.id)).stock).not.toBe(17);
    expect(await auditOf(b.id)).toEqual([]);

    const res = await importCsv(csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      success: true,
      applied: true,
      lines: 2,
      pieces: 2,
      updated: 2,
      created: 0,
      variants: 1,
      not_applied: {},
    });

    expect(await productOf(a.id)).toMatchObject({ name: 'Imported Aria Ring', stock: 17, active: true });
    expect(await productOf(b.id)).toMatchObject({ stock: 0, active: false });
    const after = (await variantsOf(a.id))[0]!;
    const expected = priceFromParts(
      {
        metal_type: 'Gold',
        metal_purity: '18K',
        metal_weight: 3.125,
        diamond_price: va.diamond_price,
        gemstone_price: va.gemstone_price,
        making_charge: 1450,
        gst: Number(va.gst),
      },
      rate,
      va,
    );
    expect(after).toMatchObject({ making_charge: 1450, ...expected });
    expect(Number(after.metal_weight)).toBe(3.125);

    const [entry] = (await auditOf(a.id)).slice(-1);
    expect(entry).toMatchObject({ staff_id: catalogue.member.id, action: 'product.updated' });
    expect(entry!.after).toMatchObject({ name: 'Imported Aria Ring', stock: 17, import_note: 'Monday stock count' });
    expect(entry!.after.variants[va.variant_id]).toMatchObject({ metal_weight: 3.125, making_charge: 1450 });
    expect(entry!.before.variants[va.variant_id]).toMatchObject({ making_charge: va.making_charge });
    expect((await auditOf(b.id)).slice(-1)[0]).toMatchObject({ action: 'product.hidden' });

    const hits = (await server.post('restproxy', { query: 'Imported Aria Ring', hitsPerPage: 50 })).body.response
      .hits as { sku: string }[];
    expect(hits.map((h) => h.sku)).toContain(a.sku);
  });

  it('a file with one bad line changes nothing, and says each line’s problem', async () => {
    const [a, b, held] = [await piece(), await piece(), await piece()];
    const [va, vb, vh] = [(await variantsOf(a.id))[0]!, (await variantsOf(b.id))[0]!, (await variantsOf(held.id))[0]!];
    await rows(sql`UPDATE products SET stock = 5, reserved = 3 WHERE id = ${held.id}`);
    await rows(sql`UPDATE variants SET gross_weight = metal_weight WHERE id = ${vb.id}`);
    const before = [await productOf(a.id), await variantsOf(a.id), (await auditOf(a.id)).length];
    const file = (bad: string) =>
      ['sku,variant_id,name,stock,weight,making_charge', `${a.sku},${va.variant_id},Never Saved,9,,777`, bad].join(
        '\r\n',
      );

    for (const [bad, problem] of [
      [
        'NOPE-1,NOPE-1-YG,,1,,',
        { 'line 3': "sku: no piece has SKU NOPE-1 (a new piece's lines leave variant_id blank)" },
      ],
      [`${b.sku},${va.variant_id},,1,,`, { 'line 3': `variant_id: ${va.variant_id} is on line 2 too` }],
      [`${b.sku},${vh.variant_id},,1,,`, { 'line 3': `variant_id: ${vh.variant_id} is not a variant of ${b.sku}` }],
      [`${b.sku},${vb.variant_id},,-2,,`, { 'line 3': 'stock: must be a whole number, 0 or more' }],
      [`${b.sku},${vb.variant_id},,,2.5kg,`, { 'line 3': 'weight: must be grams, 0 or more' }],
      [
        `${held.sku},${vh.variant_id},,1,,`,
        { 'line 3': `stock: unpaid orders hold 3 of ${held.sku}; the stock can not be less` },
      ],
      // The desk's own rule, through its save: the metal may not outweigh the piece.
      [
        `${b.sku},${vb.variant_id},,,${Number(vb.metal_weight) + 1},`,
        { 'line 3': 'gross_weight: must be 0 (not weighed) or at least the metal weight' },
      ],
    ] as const) {
      const res = await importCsv(file(bad));
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ reason: 'FILE_REFUSED', fields: problem });
    }
    expect([await productOf(a.id), await variantsOf(a.id), (await auditOf(a.id)).length]).toEqual(before);
    expect((await productOf(held.id)).stock).toBe(5);
  });

  it("names every problem of the file at once: a line's bad number and another's unknown piece", async () => {
    const { sku } = await piece();
    const res = await importCsv(`sku,variant_id,stock\nNOPE-2,NOPE-2-YG,3\n${sku},${sku}-YG,lots\n`);
    expect(res.body.fields).toEqual({
      'line 2': "sku: no piece has SKU NOPE-2 (a new piece's lines leave variant_id blank)",
      'line 3': 'stock: must be a whole number, 0 or more',
    });
  });

  it('refuses a file without its key columns, and an empty one', async () => {
    expect((await importCsv('name,stock\nAria,5')).body).toMatchObject({
      reason: 'FILE_REFUSED',
      fields: { 'line 1': expect.stringContaining('sku and variant_id') },
    });
    expect((await importCsv('sku,variant_id,stock\n')).body.fields).toEqual({
      csv: 'the file has no lines under its header',
    });
    expect((await server.post('admin/products/import', { csv: '', note: 'empty' }, catalogue.auth)).status).toBe(400);
  });
});

describe('every exported column on an existing piece', () => {
  /** The piece's lines of a fresh export, as objects, and a writer back to CSV in the export's columns. */
  async function exported(sku: string) {
    const { text } = await exportCsv(`?q=${sku}`);
    return table(text).filter((l) => l.sku === sku);
  }
  const csvOf = (lines: Record<string, string>[]) =>
    [
      CATALOGUE_CSV_COLUMNS.join(','),
      ...lines.map((l) => CATALOGUE_CSV_COLUMNS.map((c) => `"${(l[c] ?? '').replace(/"/g, '""')}"`).join(',')),
    ].join('\r\n');

  it("applies the piece's and the variant's columns as the page's save would, audited; a typed price is named and not applied", async () => {
    const a = await piece();
    const lines = await exported(a.sku);
    const first = lines[0]!;
    const edited = lines.map((l) => ({
      ...l,
      seo_title: 'Imported Seo Title',
      occasion: 'Wedding',
      made_to_order: 'yes',
    }));
    Object.assign(edited[0]!, {
      gross_weight: String(Number(first.weight) + 1),
      diamond_clarity: 'VVS1',
      description: 'Imported description.',
      alt: 'Imported alt text',
      price: '1',
    });
    const csv = csvOf(edited);
    const preview = await server.post(
      'admin/products/import',
      { csv, note: 'check', check_only: true },
      catalogue.auth,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ updated: 1, variants: 1 });
    expect(preview.body.not_applied).toEqual({
      'line 2': expect.stringMatching(new RegExp(`^price: 1 not applied; .*\\(${first.price} now\\)$`)),
    });

    const res = await importCsv(csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = (
      await rows<{ seo_title: string; occasion: string; made_to_order: boolean }>(
        sql`SELECT * FROM products WHERE id = ${a.id}`,
      )
    )[0]!;
    expect(p).toMatchObject({ seo_title: 'Imported Seo Title', occasion: 'Wedding', made_to_order: true });
    const v = (
      await rows<{
        diamond_clarity: string;
        short_description: string;
        alt: string;
        price: number;
        gross_weight: string;
      }>(sql`SELECT * FROM variants WHERE variant_id = ${first.variant_id}`)
    )[0]!;
    expect(v).toMatchObject({
      diamond_clarity: 'VVS1',
      short_description: 'Imported description.',
      alt: 'Imported alt text',
    });
    expect(Number(v.gross_weight)).toBeCloseTo(Number(first.weight) + 1);
    expect(Number(v.price)).toBe(Number(first.price));
    const entry = (await auditOf(a.id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'product.updated' });
    expect(entry.after).toMatchObject({
      seo_title: 'Imported Seo Title',
      made_to_order: true,
      import_note: 'Monday stock count',
    });
    expect(entry.after.variants[first.variant_id!]).toMatchObject({
      diamond_clarity: 'VVS1',
      alt: 'Imported alt text',
    });
  });

  it('a colour or purity change goes through the save’s rules: priced again at the new rate; a missing rate or unknown category refused by line', async () => {
    const a = await piece();
    const [first] = await exported(a.sku);
    const rated = await rows<{ purity: string }>(
      sql`SELECT purity FROM metal_rates WHERE metal = 'Gold' AND purity <> '18K' ORDER BY purity LIMIT 1`,
    );
    const was = (await variantsOf(a.id))[0]!;
    if (rated[0]) {
      const res = await importCsv(csvOf([{ ...first!, purity: rated[0].purity, color: 'white-gold' }]));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const v = (await variantsOf(a.id))[0]! as unknown as { metal_purity: string; color: string; metal_price: number };
      expect(v).toMatchObject({ metal_purity: rated[0].purity, color: 'white-gold' });
      expect(v.metal_price).not.toBe(was.metal_price);
    }
    const unrated = await importCsv(csvOf([{ ...first!, metal: 'Platinum', purity: '999' }]));
    const bad = await importCsv(csvOf([{ ...first!, category: 'no-such-category' }]));
    for (const r of [unrated, bad]) expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(bad.body).toMatchObject({
      reason: 'FILE_REFUSED',
      fields: { 'line 2': expect.stringMatching(/^category: /) },
    });
  });

  it('the whole catalogue exported and imported again changes nothing', async () => {
    const { text } = await exportCsv();
    const before = await rows(sql`SELECT count(*)::int AS n FROM audit_log`);
    const res = await importCsv(text);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ pieces: 0, updated: 0, created: 0, variants: 0, not_applied: {} });
    expect(await rows(sql`SELECT count(*)::int AS n FROM audit_log`)).toEqual(before);
  });
});

describe('two creations of one new SKU at once', () => {
  const HEAD = 'sku,variant_id,name,category,gender,stock,color,size,metal,purity,weight,making_charge';
  const line = (sku: string, name: string) => `${sku},,${name},rings,women,3,yellow-gold,12,Gold,18K,2,800`;
  const count = async (sku: string) =>
    (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE sku = ${sku}`))[0]!.n;

  it('two imports: exactly one creates it, the other is refused and writes nothing', async () => {
    const other = 'RACE-CSV-B';
    const [x, y] = await Promise.all([
      importCsv([HEAD, line('RACE-CSV-1', 'Race Csv Ring One')].join('\n')),
      importCsv([HEAD, line('RACE-CSV-1', 'Race Csv Ring Two'), line(other, 'Race Csv Ring Other')].join('\n')),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 400]);
    const loser = x.status === 400 ? x : y;
    expect(loser.body).toMatchObject({ reason: 'FILE_REFUSED' });
    expect(JSON.stringify(loser.body.fields)).toContain('RACE-CSV-1');
    expect(await count('RACE-CSV-1')).toBe(1);
    // The losing file's other new piece is not half-written.
    expect(await count(other)).toBe(y.status === 200 ? 1 : 0);
  });

  it('an import and the new piece call: exactly one creates it', async () => {
    const body = {
      sku: 'RACE-CSV-2',
      name: 'Race Desk Ring',
      category: 'rings',
      gender: 'women',
      stock: 3,
      variants: [
        {
          color: 'yellow-gold',
          size: '12',
          metal_type: 'Gold',
          metal_purity: '18K',
          metal_weight: 2,
          making_charge: 800,
        },
      ],
    };
    const [desk, file] = await Promise.all([
      server.post('admin/products', body, catalogue.auth),
      importCsv([HEAD, line('RACE-CSV-2', 'Race Csv Ring Desk')].join('\n')),
    ]);
    // Either may win the race; the loser is refused with its own call's answer.
    if (desk.status === 200) {
      expect(file.status).toBe(400);
      expect(file.body).toMatchObject({ reason: 'FILE_REFUSED' });
    } else {
      expect(desk.status).toBe(409);
      expect(desk.body).toMatchObject({ reason: 'SKU_TAKEN' });
      expect(file.status).toBe(200);
    }
    expect(await count('RACE-CSV-2')).toBe(1);
  });
});

describe('new pieces from a file', () => {
  const HEAD = 'sku,variant_id,name,category,gender,stock,color,size,metal,purity,weight,making_charge,diamond_price';
  const bySku = async (sku: string) =>
    (
      await rows<{ id: number; name: string; stock: number; active: boolean }>(
        sql`SELECT * FROM products WHERE sku = ${sku}`,
      )
    )[0];
  const rate18 = async () =>
    Number(
      (
        await rows<{ r: number }>(
          sql`SELECT rate_per_gram AS r FROM metal_rates WHERE metal = 'Gold' AND purity = '18K'`,
        )
      )[0]!.r,
    );

  it('creates a piece with its variants, priced as the new piece call prices them, audited and in search; the preview counts it', async () => {
    const csv = [
      HEAD,
      'CSV-NEW-1,,Nila Csv Ring,rings,women,6,yellow-gold,12,Gold,18K,2.5,"1,200",3000',
      'CSV-NEW-1,,,,,,rose-gold,12,Gold,18K,2.5,1200,3000',
    ].join('\r\n');
    const preview = await server.post(
      'admin/products/import',
      { csv, note: 'new season', check_only: true },
      catalogue.auth,
    );
    expect(preview.body).toEqual({
      success: true,
      applied: false,
      lines: 2,
      pieces: 1,
      updated: 0,
      created: 1,
      variants: 0,
      not_applied: {},
    });
    expect(await bySku('CSV-NEW-1')).toBeUndefined();

    const res = await importCsv(csv, catalogue.auth, 'new season');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ applied: true, created: 1, updated: 0 });
    const made = (await bySku('CSV-NEW-1'))!;
    expect(made).toMatchObject({ name: 'Nila Csv Ring', stock: 6, active: true });
    const vs = await variantsOf(Number(made.id));
    expect(vs.map((v) => v.variant_id)).toEqual(['CSV-NEW-1-YG-12', 'CSV-NEW-1-RG-12']);
    const expected = priceFromParts(
      {
        metal_type: 'Gold',
        metal_purity: '18K',
        metal_weight: 2.5,
        diamond_price: 3000,
        gemstone_price: 0,
        making_charge: 1200,
        gst: 3,
      },
      await rate18(),
    );
    for (const v of vs) expect(v).toMatchObject(expected);

    const [entry] = await auditOf(Number(made.id));
    expect(entry).toMatchObject({ staff_id: catalogue.member.id, action: 'product.created', before: null });
    expect(entry!.after).toMatchObject({ sku: 'CSV-NEW-1', import_note: 'new season' });
    const hits = (await server.post('restproxy', { query: 'Nila Csv Ring', hitsPerPage: 50 })).body.response.hits as {
      sku: string;
    }[];
    expect(hits.map((h) => h.sku)).toContain('CSV-NEW-1');
  });

  it('creates and updates in one file', async () => {
    const a = await piece();
    const va = (await variantsOf(a.id))[0]!;
    const csv = [
      HEAD,
      `${a.sku},${va.variant_id},,,,23,,,,,,,`,
      'CSV-NEW-2,,Mixed Csv Studs,earrings,women,4,white-gold,,Gold,18K,3,900,0',
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.body).toMatchObject({ success: true, lines: 2, pieces: 2, updated: 1, created: 1 });
    expect((await productOf(a.id)).stock).toBe(23);
    expect(await bySku('CSV-NEW-2')).toMatchObject({ name: 'Mixed Csv Studs', stock: 4 });
  });

  it('a bad new line (or a new piece the call refuses) changes nothing in the whole file', async () => {
    const a = await piece();
    const va = (await variantsOf(a.id))[0]!;
    const before = [await productOf(a.id), (await auditOf(a.id)).length];
    const good = 'CSV-NEW-3,,Never Csv Ring,rings,women,2,yellow-gold,12,Gold,18K,2,800,0';
    for (const [bad, problem] of [
      [
        'CSV-NEW-4,,Bad Csv Ring,rings,women,2,yellow-gold,12,Gold,18K,,800,0',
        { 'line 4': 'weight: needed for a new piece' },
      ],
      [
        'CSV-NEW-4,,Bad Csv Ring,nowhere,women,2,yellow-gold,12,Gold,18K,2,800,0',
        { 'line 4': expect.stringMatching(/^category: /) },
      ],
      [
        `${a.sku},,,,,,rose-gold,14,Gold,18K,2,800,0`,
        { 'line 4': expect.stringContaining(`${a.sku} is a piece already`) },
      ],
      [
        'CSV-NEW-4,,Bad Csv Ring,rings,women,2,yellow-gold,12,Gold,18K,2,8.5,0',
        { 'line 4': 'making_charge: must be whole rupees, 0 or more' },
      ],
    ] as const) {
      const res = await importCsv([HEAD, `${a.sku},${va.variant_id},,,,31,,,,,,,`, good, bad].join('\n'));
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ reason: 'FILE_REFUSED', fields: problem });
    }
    expect([await productOf(a.id), (await auditOf(a.id)).length]).toEqual(before);
    expect(await bySku('CSV-NEW-3')).toBeUndefined();
    expect(await bySku('CSV-NEW-4')).toBeUndefined();
  });

  it('an exported file, new pieces included, imported again changes nothing', async () => {
    await importCsv([HEAD, 'CSV-NEW-5,,Round Trip Csv Ring,rings,women,3,rose-gold,10,Gold,18K,1.75,650,0'].join('\n'));
    const { text } = await exportCsv('?q=CSV-NEW');
    expect(table(text).length).toBeGreaterThan(2);
    const before = await rows(sql`SELECT count(*)::int AS n FROM audit_log`);
    const res = await importCsv(text);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ pieces: 0, updated: 0, created: 0, variants: 0 });
    expect(await rows(sql`SELECT count(*)::int AS n FROM audit_log`)).toEqual(before);
  });

  it('orders and support may not create pieces by file', async () => {
    const csv = [HEAD, 'CSV-NEW-6,,Nobody Csv Ring,rings,women,3,rose-gold,10,Gold,18K,1.75,650,0'].join('\n');
    for (const session of [orders, support]) expect((await importCsv(csv, session.auth)).status).toBe(403);
    expect(await bySku('CSV-NEW-6')).toBeUndefined();
  });
});
