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
  server = await startTestServer({ seedProducts: 40 });
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

describe('banners', () => {
  const shopBanners = async (page = 'home') =>
    (await server.post('banners', { page })).body.result as { id: number; title: string; link: string }[];
  const desk = async (page = 'home') =>
    (await server.get(`/api/admin/merchandising/banners?page=${page}`, catalogue.auth)).body as {
      banners: { id: number; title: string; sub_title: string; link: string; alt: string; visible: boolean }[];
      pages: string[];
    };
  const edit = (b: { title: string; sub_title: string; link: string; alt: string }, change: object = {}) => ({
    title: b.title,
    sub_title: b.sub_title,
    link: b.link,
    alt: b.alt,
    visible: true,
    ...change,
  });

  it('edits, hides and orders the home banners: the banners call follows at once, audited', async () => {
    const { banners, pages } = await desk();
    expect(pages).toContain('home');
    expect(pages).toContain('rings');
    const [first, second, third] = banners;
    const saved = await server.post(
      `admin/merchandising/banners/${first!.id}`,
      edit(first!, { title: 'The Wedding Edit', link: 'https://example.com/lookbook' }),
      catalogue.auth,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await shopBanners())[0]).toMatchObject({ title: 'The Wedding Edit', link: 'https://example.com/lookbook' });

    await server.post(`admin/merchandising/banners/${second!.id}`, edit(second!, { visible: false }), catalogue.auth);
    expect((await shopBanners()).map((b) => b.id)).toEqual([first!.id, third!.id]);
    expect((await desk()).banners.find((b) => b.id === second!.id)?.visible).toBe(false);

    const ordered = await server.post(
      'admin/merchandising/banners/order',
      { page: 'home', ids: [third!.id, second!.id, first!.id] },
      catalogue.auth,
    );
    expect(ordered.status).toBe(200);
    expect((await shopBanners()).map((b) => b.id)).toEqual([third!.id, first!.id]);
    expect((await audit('banner', String(first!.id)))[0]?.after.title).toBe('The Wedding Edit');
    expect((await audit('banner_page', 'home'))[0]?.after).toEqual([third!.id, second!.id, first!.id]);
  });

  it.for([['javascript:alert(1)'], ['http://example.com'], ['//evil.example'], ['jewellery/rings'], ['']])(
    'refuses the link %j, naming it, and writes nothing',
    async ([link]) => {
      const [b] = (await desk('rings')).banners;
      const res = await server.post(`admin/merchandising/banners/${b!.id}`, edit(b!, { link }), catalogue.auth);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['link']);
      expect((await shopBanners('rings'))[0]?.link).toBe(b!.link);
    },
  );

  it('refuses an order that drops or invents a banner (409), an unknown banner (404), a bad page (400)', async () => {
    const ids = (await desk()).banners.map((b) => b.id);
    const dropped = await server.post(
      'admin/merchandising/banners/order',
      { page: 'home', ids: ids.slice(1) },
      owner.auth,
    );
    expect([dropped.status, dropped.body.reason]).toEqual([409, 'ORDER_MISMATCH']);
    const twice = await server.post(
      'admin/merchandising/banners/order',
      { page: 'home', ids: [ids[0], ids[0]] },
      owner.auth,
    );
    expect(twice.status).toBe(400);
    const [b] = (await desk()).banners;
    const unknown = await server.post('admin/merchandising/banners/999999', edit(b!), owner.auth);
    expect([unknown.status, unknown.body.reason]).toEqual([404, 'BANNER_NOT_FOUND']);
    expect((await server.get('/api/admin/merchandising/banners?page=%3Cscript%3E', owner.auth)).status).toBe(400);
    expect((await server.post(`admin/merchandising/banners/${b!.id}`, edit(b!), support.auth)).status).toBe(403);
  });
});

describe('the promotional strip', () => {
  it('changes what every page shows above the header, and hides it', async () => {
    const strip = {
      text: 'Diwali: making charges off on gold.',
      link_text: 'See the pieces',
      link: '/jewellery/bangles',
      visible: true,
    };
    const res = await server.post('admin/merchandising/strip', strip, catalogue.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = (await server.get('/jewellery')).body as string;
    expect(page).toContain('Diwali: making charges off on gold.');
    expect(page).toMatch(/href="\/jewellery\/bangles"[^>]*>See the pieces/);
    const [entry] = await audit('promo_strip', '1');
    expect(entry!.before.text).toBe('Free shipping and 15-day returns on every order.');

    await server.post('admin/merchandising/strip', { ...strip, visible: false }, catalogue.auth);
    expect((await server.get('/jewellery')).body).not.toContain('Diwali: making charges off');
    await server.post('admin/merchandising/strip', strip, catalogue.auth);
  });

  it('names each bad field and keeps the strip as it was', async () => {
    const res = await server.post(
      'admin/merchandising/strip',
      { text: 'Hi', link_text: '', link: 'javascript:alert(1)', visible: 'yes' },
      catalogue.auth,
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['link', 'link_text', 'text', 'visible']);
    expect((await server.get('/api/admin/merchandising/strip', catalogue.auth)).body.strip.text).not.toBe('Hi');
    expect((await server.post('admin/merchandising/strip', {}, orders.auth)).status).toBe(403);
  });
});

describe('the navigation menu', () => {
  type Item = { id: number; kind: string; label: string; href: string | null; ribbon: string; visible: boolean };
  const menu = async () => (await server.get('/api/admin/merchandising/menu', catalogue.auth)).body.items as Item[];
  const navLabels = async () => {
    const html = (await server.get('/')).body as string;
    const nav = html.slice(html.indexOf('class="main-nav"'), html.indexOf('</nav>', html.indexOf('class="main-nav"')));
    return [...nav.matchAll(/class="main-nav-(?:trigger|link)[^"]*"[^>]*><span>([^<]+)<\/span>/g)].map((m) => m[1]);
  };

  it('starts as the shop was, and follows edits, hiding and a new order at once', async () => {
    const items = await menu();
    expect(items.map((i) => i.kind)).toEqual([
      'all_jewellery',
      ...Array(5).fill('category'),
      'link',
      'link',
      'whatsapp',
    ]);
    const trending = items.find((i) => i.label === 'Trending')!;
    const gifts = items.find((i) => i.label === 'Gift Cards')!;
    const res = await server.post(
      `admin/merchandising/menu/${trending.id}`,
      { label: 'New In', href: '/trending', ribbon: 'Hot', visible: true },
      catalogue.auth,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await server.post(
      `admin/merchandising/menu/${gifts.id}`,
      { label: 'Gift Cards', href: '/gifts', visible: false },
      catalogue.auth,
    );
    const ids = items.map((i) => i.id);
    const reordered = [trending.id, ...ids.filter((id) => id !== trending.id)];
    expect((await server.post('admin/merchandising/menu/order', { ids: reordered }, catalogue.auth)).status).toBe(200);
    const labels = await navLabels();
    expect(labels[0]).toBe('New In');
    expect(labels).not.toContain('Gift Cards');
    expect(labels.slice(1, 3)).toEqual(['All Jewellery', 'Rings']);
    expect((await audit('menu_item', String(trending.id)))[0]?.after).toMatchObject({ label: 'New In', ribbon: 'Hot' });
  });

  it('refuses what an item’s kind does not take, unsafe links and a partial order', async () => {
    const items = await menu();
    const category = items.find((i) => i.kind === 'category')!;
    const link = items.find((i) => i.kind === 'link')!;
    const named = await server.post(
      `admin/merchandising/menu/${category.id}`,
      { label: 'Bling', visible: true },
      owner.auth,
    );
    expect([named.status, Object.keys(named.body.fields)]).toEqual([400, ['label']]);
    const unsafe = await server.post(
      `admin/merchandising/menu/${link.id}`,
      { label: 'Sale', href: 'javascript:alert(1)', visible: true },
      owner.auth,
    );
    expect([unsafe.status, Object.keys(unsafe.body.fields)]).toEqual([400, ['href']]);
    const partial = await server.post('admin/merchandising/menu/order', { ids: [items[0]!.id] }, owner.auth);
    expect([partial.status, partial.body.reason]).toEqual([409, 'ORDER_MISMATCH']);
    const unknown = await server.post('admin/merchandising/menu/999999', { visible: true }, owner.auth);
    expect([unknown.status, unknown.body.reason]).toEqual([404, 'MENU_ITEM_NOT_FOUND']);
    expect(await menu()).toEqual(items);
  });
});

describe('collections', () => {
  const cardsOf = async (slug: string) => {
    const html = (await server.get(`/collections/${slug}`)).body as string;
    return [...html.matchAll(/<article class="product-card">[\s\S]*?href="\/([^"?#]+)[^"]*"/g)].map((m) => m[1]);
  };
  const pieces = async (n: number) =>
    rows<{ sku: string; value: string }>(sql`SELECT sku, value FROM products WHERE active ORDER BY id DESC LIMIT ${n}`);

  it('shows the chosen pieces first, in their order, then the occasions’ popular ones; audited', async () => {
    const before = await cardsOf('gifting');
    expect(before.length).toBeGreaterThan(0);
    const [a, b] = await pieces(2);
    const res = await server.post(
      'admin/merchandising/collections/gifting',
      { skus: [b!.sku, a!.sku.toLowerCase()], occasions: ['gifting'] },
      catalogue.auth,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.collection.pieces.map((p: { sku: string }) => p.sku)).toEqual([b!.sku, a!.sku]);
    const after = await cardsOf('gifting');
    expect(after.slice(0, 2)).toEqual([b!.value, a!.value]);
    expect(new Set(after).size).toBe(after.length);
    const [entry] = await audit('collection', 'gifting');
    expect(entry!.before).toEqual({ occasions: ['gifting', 'anniversary'], skus: [] });
    expect(entry!.after).toEqual({ occasions: ['gifting'], skus: [b!.sku, a!.sku] });
  });

  it('leaves out a chosen piece once it is hidden from the shop', async () => {
    const [piece] = await pieces(1);
    await server.post('admin/merchandising/collections/bridal', { skus: [piece!.sku], occasions: [] }, catalogue.auth);
    expect(await cardsOf('bridal')).toEqual([piece!.value]);
    await server.services.database.db.execute(sql`UPDATE products SET active = false WHERE sku = ${piece!.sku}`);
    await expect.poll(() => cardsOf('bridal'), { timeout: 5_000, interval: 25 }).toEqual([]);
  });

  it('refuses unknown pieces and occasions by name, duplicates and too many, and changes nothing', async () => {
    const before = (await server.get('/api/admin/merchandising/collections/daily-wear', catalogue.auth)).body
      .collection;
    const unknown = await server.post(
      'admin/merchandising/collections/daily-wear',
      { skus: ['NO-SUCH-SKU'], occasions: ['daily-wear'] },
      catalogue.auth,
    );
    expect([unknown.status, unknown.body.reason, unknown.body.fields.skus]).toEqual([
      400,
      'UNKNOWN_PIECES',
      'not in the catalogue: NO-SUCH-SKU',
    ]);
    const occasion = await server.post(
      'admin/merchandising/collections/daily-wear',
      { skus: [], occasions: ['halloween'] },
      catalogue.auth,
    );
    expect([occasion.status, Object.keys(occasion.body.fields)]).toEqual([400, ['occasions']]);
    const [p] = await pieces(1);
    const twice = await server.post(
      'admin/merchandising/collections/daily-wear',
      { skus: [p!.sku, p!.sku.toLowerCase()], occasions: [] },
      catalogue.auth,
    );
    expect([twice.status, Object.keys(twice.body.fields)]).toEqual([400, ['skus']]);
    const many = await server.post(
      'admin/merchandising/collections/daily-wear',
      { skus: Array.from({ length: 49 }, (_, i) => `SKU${i}`), occasions: [] },
      catalogue.auth,
    );
    expect(many.status).toBe(400);
    const missing = await server.post(
      'admin/merchandising/collections/festive',
      { skus: [], occasions: [] },
      catalogue.auth,
    );
    expect([missing.status, missing.body.reason]).toEqual([404, 'COLLECTION_NOT_FOUND']);
    expect(
      (await server.get('/api/admin/merchandising/collections/daily-wear', catalogue.auth)).body.collection,
    ).toEqual(before);
    expect(
      (await server.post('admin/merchandising/collections/daily-wear', { skus: [], occasions: [] }, support.auth))
        .status,
    ).toBe(403);
  });
});

describe('adding and removing menu items', () => {
  type Item = { id: number; kind: string; label: string; category_slug: string | null; href: string | null };
  const menu = async () => (await server.get('/api/admin/merchandising/menu', catalogue.auth)).body.items as Item[];
  const nav = async () => {
    const html = (await server.get('/')).body as string;
    const start = html.indexOf('class="main-nav"');
    return html.slice(start, html.indexOf('</nav>', start));
  };

  it('adds a link and a category’s dropdown last, shown at once and audited; removes them again', async () => {
    const link = await server.post(
      'admin/merchandising/menu',
      { kind: 'link', label: 'Diwali Edit', href: '/collections/festive', ribbon: 'New' },
      catalogue.auth,
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const added = await server.post(
      'admin/merchandising/menu',
      { kind: 'category', category_slug: 'bracelets' },
      owner.auth,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const items = await menu();
    expect(items.slice(-2)).toMatchObject([
      { kind: 'link', label: 'Diwali Edit', href: '/collections/festive' },
      { kind: 'category', category_slug: 'bracelets', label: '' },
    ]);
    const [diwali, bracelets] = items.slice(-2) as [Item, Item];
    // No wait: the desk reads the shop frame again before it answers.
    expect(await nav()).toContain('Diwali Edit');
    expect(await nav()).toContain('id="nav-trigger-category-bracelets"');
    const [entry] = await audit('menu_item', String(diwali.id));
    expect(entry).toMatchObject({ action: 'menu_item.added', before: null, after: { label: 'Diwali Edit' } });

    for (const item of [diwali, bracelets]) {
      const res = await server.post(`admin/merchandising/menu/${item.id}/remove`, {}, catalogue.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await menu()).map((i) => i.id)).not.toContain(diwali.id);
    expect(await nav()).not.toContain('Diwali Edit');
    expect(await nav()).not.toContain('id="nav-trigger-category-bracelets"');
    const removed = await audit('menu_item', String(bracelets.id));
    expect(removed.at(-1)).toMatchObject({
      action: 'menu_item.removed',
      before: { category_slug: 'bracelets' },
      after: null,
    });
  });

  it('names each bad field of a new item and adds nothing', async () => {
    const before = await menu();
    const cases: [object, string[]][] = [
      [{ kind: 'link', label: 'X', href: 'javascript:alert(1)' }, ['href', 'label']],
      [{ kind: 'link', href: '/gifts' }, ['label']],
      [{ kind: 'whatsapp', label: 'Call us' }, ['kind']],
      [{ kind: 'link', label: 'Gifts', href: '/gifts', category_slug: 'rings' }, ['']],
      [{ kind: 'category', category_slug: 'tiaras' }, ['category_slug']],
      [{ kind: 'category', category_slug: 'rings' }, ['category_slug']],
    ];
    for (const [body, fields] of cases) {
      const res = await server.post('admin/merchandising/menu', body, catalogue.auth);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (fields[0]) expect(Object.keys(res.body.fields ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect(await menu()).toEqual(before);
  });

  it('keeps the only “All jewellery” dropdown (409), refuses an unknown item (404) and other roles', async () => {
    const items = await menu();
    const all = items.find((i) => i.kind === 'all_jewellery')!;
    const last = await server.post(`admin/merchandising/menu/${all.id}/remove`, {}, owner.auth);
    expect([last.status, last.body.reason]).toEqual([409, 'LAST_OF_KIND']);
    expect((await server.post('admin/merchandising/menu/999999/remove', {}, owner.auth)).status).toBe(404);
    const link = items.find((i) => i.kind === 'link')!;
    expect((await server.post(`admin/merchandising/menu/${link.id}/remove`, {})).status).toBe(401);
    for (const who of [orders, support]) {
      expect((await server.post(`admin/merchandising/menu/${link.id}/remove`, {}, who.auth)).status).toBe(403);
      const add = await server.post(
        'admin/merchandising/menu',
        { kind: 'link', label: 'Gifts', href: '/gifts' },
        who.auth,
      );
      expect(add.status).toBe(403);
    }
    expect(await menu()).toEqual(items);
    expect(await audit('menu_item', String(all.id))).toEqual([]);
  });

  it('describes the four new calls in the OpenAPI document, with their bodies and roles', async () => {
    const doc = (await server.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { requestBody?: unknown; 'x-staff-roles'?: string[] }>>;
    };
    for (const path of ['menu', 'menu/{id}/remove', 'banners', 'banners/{id}/remove']) {
      const post = doc.paths[`/api/admin/merchandising/${path}`]?.post;
      expect(post?.requestBody, path).toBeDefined();
      expect(post?.['x-staff-roles'], path).toEqual(expect.arrayContaining(['owner', 'catalogue']));
    }
  });
});

describe('adding and removing banners', () => {
  const shopBanners = async (page = 'home') =>
    (await server.post('banners', { page })).body.result as { id: number; title: string; image: string }[];
  const deskIds = async (page = 'home') =>
    (
      (await server.get(`/api/admin/merchandising/banners?page=${page}`, catalogue.auth)).body.banners as {
        id: number;
      }[]
    ).map((b) => b.id);
  const banner = (change: object = {}) => ({
    page: 'home',
    picture: 'gold-festive',
    title: 'Festive gold',
    sub_title: 'Temple necklaces and bangles',
    link: '/collections/festive',
    alt: 'Gold bangles on an emerald ground',
    ...change,
  });

  it('adds a banner last with a picture the store draws, shown at once and audited; removes it', async () => {
    const res = await server.post(
      'admin/merchandising/banners',
      banner({ page: 'rings', picture: 'rings' }),
      catalogue.auth,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = res.body.banners.at(-1);
    expect(added).toMatchObject({
      page: 'rings',
      title: 'Festive gold',
      image: '/images/banners/rings',
      visible: true,
    });
    expect((await shopBanners('rings')).at(-1)).toMatchObject({ id: added.id, image: '/images/banners/rings' });
    expect((await server.get(added.image)).status).toBe(200);
    expect((await audit('banner', String(added.id)))[0]).toMatchObject({
      action: 'banner.added',
      before: null,
      after: { title: 'Festive gold', page: 'rings' },
    });

    const removed = await server.post(`admin/merchandising/banners/${added.id}/remove`, {}, owner.auth);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.page).toBe('rings');
    expect((await shopBanners('rings')).map((b) => b.id)).not.toContain(added.id);
    expect((await audit('banner', String(added.id))).at(-1)).toMatchObject({ action: 'banner.removed', after: null });
    expect((await server.post(`admin/merchandising/banners/${added.id}/remove`, {}, owner.auth)).status).toBe(404);
  });

  it('names each bad field of a new banner, refuses other roles, and adds nothing', async () => {
    const before = await deskIds();
    const cases: [object, string[]][] = [
      [banner({ page: 'tiaras' }), ['page']],
      [banner({ page: '<b>' }), ['page']],
      [banner({ picture: '../secret' }), ['picture']],
      [banner({ title: 'X', alt: '', link: 'http://example.com' }), ['alt', 'link', 'title']],
    ];
    for (const [body, fields] of cases) {
      const res = await server.post('admin/merchandising/banners', body, catalogue.auth);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect((await server.post('admin/merchandising/banners', { ...banner(), image: '/x' }, owner.auth)).status).toBe(
      400,
    );
    expect((await server.post('admin/merchandising/banners', banner())).status).toBe(401);
    for (const who of [orders, support]) {
      expect((await server.post('admin/merchandising/banners', banner(), who.auth)).status).toBe(403);
      expect((await server.post(`admin/merchandising/banners/${before[0]}/remove`, {}, who.auth)).status).toBe(403);
    }
    expect(await deskIds()).toEqual(before);
  });
});
