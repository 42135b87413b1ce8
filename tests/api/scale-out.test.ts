// Two instances on one PostgreSQL server behave as one store (docs/design.md): a catalogue change made
// through one shows in the other's search within a second, and a review added through one shows on
// the other's product page, through LISTEN/NOTIFY. It needs a server, so it runs in CI's second pass
// (TEST_DATABASE_URL); PGlite is one process by nature.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPerson } from '../support/accounts.ts';
import { staffSession } from '../support/staff.ts';
import { createOrder } from '../support/order-factory.ts';
import { findProduct } from '../support/seeded-products.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
let database: TestDatabase | undefined;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  await database?.drop();
});

describe.skipIf(!onServer)('two instances, one database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestServer({ seedProducts: 60, database });
    servers.push(a);
    b = await startTestServer({ seedProducts: 60, database });
    servers.push(b);
  });

  it("shows a change written through one instance in the other's search", async () => {
    const [hit] = (await b.post('restproxy', { hitsPerPage: 1 })).body.response.hits;
    await a.services.database.db.execute(
      sql`update products set name = 'Quillon Starlit Hoops' where id = ${Number(hit.objectID)}`,
    );
    // Typically ~60 ms (50 ms of gathering plus a reload); the generous limit keeps a loaded CI honest.
    await expect
      .poll(async () => (await b.post('restproxy', { query: 'quillon' })).body.response.nbHits, {
        timeout: 10_000,
        interval: 25,
      })
      .toBe(1);
    // The seed ran once: the second instance found the catalogue there.
    expect((await b.post('api2/allproducts', {})).body.nbHits).toBe((await a.post('api2/allproducts', {})).body.nbHits);
  });

  it("shows a member's review added through one instance on the other's product page", async () => {
    const piece = await findProduct(b, () => true);
    const shown = async () => {
      const html = await (await fetch(`${b.baseUrl}/${piece.value}`)).text();
      return html.includes('Quillon review title');
    };
    // B keeps the piece's first page of reviews in memory from here on.
    expect(await shown()).toBe(false);
    const { auth, session, person } = await registerPerson(a, { first_name: 'Quillon' });
    // A buyer's review is published at once (anyone else's is held for moderation).
    await createOrder(a.services.database.db, {
      userId: session.user_id,
      email: person.email,
      lines: [{ variantId: piece.variants[0]!.variant_id, qty: 1 }],
    });
    const added = await a.post(
      'product/review/add',
      { sku: piece.sku, rating: 5, title: 'Quillon review title', body: 'Seen from both.' },
      auth,
    );
    expect(added.status).toBe(201);
    await expect.poll(shown, { timeout: 10_000, interval: 50 }).toBe(true);
  });

  it("shows a category renamed and a strip changed at one instance's desk in the other's pages within a second", async () => {
    const staff = await staffSession(a, 'catalogue');
    const category = (await b.post('api2/category', { slug: 'bangles' })).body.result;
    const renamed = await a.post(
      'admin/merchandising/categories/bangles',
      {
        name: 'Quillon Bangles',
        seo_title: category.seo_title,
        seo_description: category.seo_description,
        seo_keywords: category.seo_keywords,
        banner_title: category.banner_title,
        banner_content: category.banner_content,
      },
      staff.auth,
    );
    expect(renamed.status).toBe(200);
    const strip = { text: 'Quillon strip on every page.', link_text: 'See', link: '/trending', visible: true };
    expect((await a.post('admin/merchandising/strip', strip, staff.auth)).status).toBe(200);
    await expect
      .poll(async () => (await b.post('api2/category', { slug: 'bangles' })).body.result.name, {
        timeout: 10_000,
        interval: 25,
      })
      .toBe('Quillon Bangles');
    await expect
      .poll(
        async () => (await (await fetch(`${b.baseUrl}/jewellery`)).text()).includes('Quillon strip on every page.'),
        {
          timeout: 10_000,
          interval: 25,
        },
      )
      .toBe(true);
  });
});
