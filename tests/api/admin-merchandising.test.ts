// The back office's merchandising against a real server and database: who may read and change it,
// bad input named field by field with nothing written, each change audited with before and after,
// and the shop's own calls and pages showing the change right after the save.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let catalogue: Awaited<ReturnType<typeof staffSession>>;
let owner: Awaited<ReturnType<typeof staffSession>>;
let orders: Awaited<ReturnType<typeof staffSession>>;
let support: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 40, env: { RECONCILER: 'false', OUTBOX_WORKER: 'false' } });
  [catalogue, owner, orders, support] = [
    await staffSession(server, 'catalogue'),
    await staffSession(server, 'owner'),
    await staffSession(server, 'orders'),
    await staffSession(server, 'support'),
  ];
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);
const audit = (entity: string, id: string) =>
  rows<{ staff_id: number; action: string; before: any; after: any }>(
    sql`SELECT staff_id, action, before, after FROM audit_log WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`,
  );

const shopCategory = async (slug: string) => (await server.post('api2/category', { slug })).body.result;

const ringsEdit = (change: Record<string, string> = {}) => ({
  name: 'Diamond Rings',
  seo_title: 'Diamond Rings in 18K Gold | Suvarna',
  seo_description: 'Certified diamond rings in hallmarked 18K gold, shipped free across India with 15-day returns.',
  seo_keywords: 'diamond rings, gold rings',
  banner_title: 'Rings for every promise',
  banner_content: 'Solitaires, halo rings and eternity bands in your size.',
  ...change,
});

describe('who may use the merchandising desk', () => {
  it.for([
    ['catalogue', 200],
    ['owner', 200],
    ['orders', 403],
    ['support', 403],
  ] as const)('%s reads the categories: %i', async ([role, status]) => {
    const auth = { catalogue, owner, orders, support }[role].auth;
    expect((await server.get('/api/admin/merchandising/categories', auth)).status).toBe(status);
  });

  it('refuses a change without a staff token (401) and from a role without the section (403)', async () => {
    expect((await server.post('admin/merchandising/categories/rings', ringsEdit())).status).toBe(401);
    expect((await server.post('admin/merchandising/categories/rings', ringsEdit(), orders.auth)).status).toBe(403);
    expect((await server.post('admin/merchandising/categories/rings', ringsEdit(), support.auth)).status).toBe(403);
    expect((await shopCategory('rings')).name).toBe('Rings');
  });
});

describe('categories', () => {
  it('renames a category: the shop’s calls and pages show it right after the save, audited', async () => {
    const res = await server.post(
      'admin/merchandising/categories/earrings',
      ringsEdit({ name: 'Diamond Earrings', banner_title: 'Earrings for every face' }),
      catalogue.auth,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.category).toMatchObject({ slug: 'earrings', name: 'Diamond Earrings' });
    // No wait: the desk reads the copy again before it answers.
    expect(await shopCategory('earrings')).toMatchObject({
      name: 'Diamond Earrings',
      banner_title: 'Earrings for every face',
    });
    const all = (await server.post('api2/categories', {})).body.result as { slug: string; name: string }[];
    expect(all.find((c) => c.slug === 'earrings')?.name).toBe('Diamond Earrings');
    const home = (await server.get('/')).body as string;
    expect(home).toContain('Diamond Earrings');
    const [entry] = await audit('category', 'earrings');
    expect(entry).toMatchObject({ staff_id: catalogue.member.id, action: 'category.updated' });
    expect(entry!.before.name).toBe('Earrings');
    expect(entry!.after.name).toBe('Diamond Earrings');
  });

  it('a change made outside the desk (psql) reaches the shop through merch_changed, not a minute later', async () => {
    await server.services.database.db.execute(
      sql`UPDATE categories SET name = 'Pendants & Lockets' WHERE slug = 'pendants'`,
    );
    await expect
      .poll(async () => (await shopCategory('pendants')).name, { timeout: 5_000, interval: 20 })
      .toBe('Pendants & Lockets');
  });

  it('names every bad field and writes nothing', async () => {
    const res = await server.post(
      'admin/merchandising/categories/rings',
      ringsEdit({ name: 'R', seo_title: '', seo_description: 'short', banner_title: 'x'.repeat(121) }),
      catalogue.auth,
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['banner_title', 'name', 'seo_description', 'seo_title']);
    expect((await shopCategory('rings')).name).toBe('Rings');
    expect(await audit('category', 'rings')).toEqual([]);
  });

  it('refuses an unknown field, a missing one, and an unknown or malformed slug', async () => {
    const extra = await server.post('admin/merchandising/categories/rings', { ...ringsEdit(), slug: 'x' }, owner.auth);
    expect(extra.status).toBe(400);
    const { name: _n, ...missing } = ringsEdit();
    expect((await server.post('admin/merchandising/categories/rings', missing, owner.auth)).body.fields).toHaveProperty(
      'name',
    );
    const unknown = await server.post('admin/merchandising/categories/tiaras', ringsEdit(), owner.auth);
    expect([unknown.status, unknown.body.reason]).toEqual([404, 'CATEGORY_NOT_FOUND']);
    const bad = await server.post('admin/merchandising/categories/Rings%20%3Cb%3E', ringsEdit(), owner.auth);
    expect(bad.status).toBe(400);
  });
});
