// The back office's review queue against a real server and database: who may read and moderate, the
// queue's filters and order, bad ids and bad filters, a reason required to hide and restore, the
// piece's rating, count and first page following each act exactly, refusals of acts that do not
// apply, and every act audited with before and after.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { variants } from '../../db/schema/catalog.ts';
import { productReviews } from '../../db/schema/reviews.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { REVIEW_DESK_REASONS } from '../../domain/reviews/desk-reasons.ts';
import { registerPerson } from '../support/accounts.ts';
import { findProduct } from '../support/seeded-products.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let catalogue: Awaited<ReturnType<typeof staffSession>>;
let support: Awaited<ReturnType<typeof staffSession>>;
let orders: Awaited<ReturnType<typeof staffSession>>;
let owner: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 20 });
  [catalogue, support, orders, owner] = [
    await staffSession(server, 'catalogue'),
    await staffSession(server, 'support'),
    await staffSession(server, 'orders'),
    await staffSession(server, 'owner'),
  ];
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;
const act = (id: number | string, what: string, body: unknown, auth = catalogue.auth) =>
  server.post(`admin/reviews/${id}/${what}`, body, auth);
const statusOf = async (id: number) =>
  (await db().select({ s: productReviews.status }).from(productReviews).where(eq(productReviews.id, id)))[0]!.s;
const ratingOf = async (productId: number) =>
  (await db().select({ r: variants.rating }).from(variants).where(eq(variants.productId, productId))).map((v) => v.r);

/** A shown piece whose reviews are cleared, so its counts start from zero; each test takes its own. */
const used = new Set<string>();
async function freshPiece(): Promise<Product> {
  const p = await findProduct(server, (p) => !used.has(p.sku));
  used.add(p.sku);
  await db().delete(productReviews).where(eq(productReviews.productId, p.id));
  await db().update(variants).set({ rating: 0 }).where(eq(variants.productId, p.id));
  return p;
}

/** A published review written straight in (as the demo seed does), answering its id. */
async function published(productId: number, rating: number, title = `Rated ${rating}`) {
  const [row] = await db()
    .insert(productReviews)
    .values({ productId, authorName: 'Meera K.', rating, title, body: 'Lovely work.' })
    .returning({ id: productReviews.id });
  return row!.id;
}

/** A member who has not bought the piece reviews it through the shop: held. */
async function held(p: Product, rating: number) {
  const person = await registerPerson(server, { first_name: 'Kavya', last_name: 'Menon' });
  const res = await server.post(
    'product/review/add',
    { sku: p.sku, rating, title: 'Not sure yet', body: 'Saw it in the store.' },
    person.auth,
  );
  expect(res.body.status).toBe('held');
  return { id: res.body.review.id as number, email: person.person.email as string };
}

describe('who may moderate', () => {
  it('lets catalogue, support and the owner read and act; orders 403; no token 401', async () => {
    const p = await freshPiece();
    const id = await published(p.id, 5);
    for (const who of [catalogue, support, owner])
      expect((await server.get('/api/admin/reviews', who.auth)).status).toBe(200);
    expect((await server.get('/api/admin/reviews', orders.auth)).status).toBe(403);
    expect((await server.get('/api/admin/reviews')).status).toBe(401);
    expect((await act(id, 'hide', { reason: 'spam link' }, orders.auth)).status).toBe(403);
    expect((await server.post(`admin/reviews/${id}/hide`, { reason: 'spam link' })).status).toBe(401);
    expect(await statusOf(id)).toBe('published');
    expect((await act(id, 'hide', { reason: 'spam link' }, support.auth)).status).toBe(200);
    expect((await act(id, 'restore', { reason: 'checked with the customer' }, owner.auth)).status).toBe(200);
  });
});

describe('the queue', () => {
  it('lists newest first with the piece and member named, filtered by status and stars', async () => {
    const p = await freshPiece();
    await published(p.id, 4);
    const mine = await held(p, 2);
    const res = await server.get('/api/admin/reviews?status=held&stars=2', catalogue.auth);
    expect(res.status).toBe(200);
    const found = res.body.reviews.find((r: { id: number }) => r.id === mine.id);
    expect(found).toMatchObject({
      status: 'held',
      rating: 2,
      author_name: 'Kavya M.',
      member: { email: mine.email },
      product: { sku: p.sku, name: p.name },
      acts: ['publish', 'hide'],
      moderation: null,
    });
    for (const r of res.body.reviews) expect([r.status, r.rating]).toEqual(['held', 2]);
    expect(res.body.held).toBeGreaterThanOrEqual(1);
    const all = (await server.get('/api/admin/reviews', catalogue.auth)).body.reviews as { created_at: string }[];
    const times = all.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      (await server.get('/api/admin/reviews?status=hidden&stars=2', catalogue.auth)).body.reviews,
    ).not.toContainEqual(expect.objectContaining({ id: mine.id }));
  });

  it('names each bad filter', async () => {
    const res = await server.get('/api/admin/reviews?status=lost&stars=6&page=0', catalogue.auth);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {}).sort()).toEqual(['page', 'stars', 'status']);
  });
});

describe('bad ids and reasons', () => {
  it.for(['abc', '0', '-3', '1.5', '99999999999'])('answers 400 naming the id for %s', async (id) => {
    const res = await act(id, 'hide', { reason: 'spam link' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toContain('id');
  });

  it('answers 404 for a review that does not exist', async () => {
    const res = await act(2_000_000_000, 'hide', { reason: 'spam link' });
    expect([res.status, res.body.reason]).toEqual([404, 'REVIEW_NOT_FOUND']);
    expect(res.body.message).toBe(REVIEW_DESK_REASONS.REVIEW_NOT_FOUND.text);
  });

  it('requires a reason of 3 to 300 characters to hide and to restore, and changes nothing without one', async () => {
    const p = await freshPiece();
    const id = await published(p.id, 5);
    for (const body of [{}, { reason: '' }, { reason: ' a ' }, { reason: 'x'.repeat(301) }, { reason: 42 }]) {
      const res = await act(id, 'hide', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toEqual(['reason']);
    }
    expect((await act(id, 'hide', { reason: 'spam link', status: 'published' })).status).toBe(400);
    expect(await statusOf(id)).toBe('published');
    // Not recounted: the review was written straight in, so a recount would have moved it to 5.
    expect(new Set(await ratingOf(p.id))).toEqual(new Set([0]));
  });
});

describe('the rating follows', () => {
  it('publish, hide and restore move the rating, the count and the product page exactly, in step', async () => {
    const p = await freshPiece();
    const five = await published(p.id, 5);
    await published(p.id, 4);
    const waiting = await held(p, 1);
    const shop = async () => (await server.post('product/reviews', { sku: p.sku })).body;
    // The published two count; the held one does not.
    expect(await shop()).toMatchObject({ total: 2, average: 4.5 });

    const pub = await act(waiting.id, 'publish', {});
    expect(pub.status).toBe(200);
    expect(pub.body.product_rating).toEqual({ average: 3.3, total: 3 });
    expect(pub.body.review).toMatchObject({ id: waiting.id, status: 'published', acts: ['hide'] });
    expect(await ratingOf(p.id)).toEqual((await ratingOf(p.id)).map(() => 3.3));
    expect(await shop()).toMatchObject({ total: 3, average: 3.3 });
    expect((await shop()).reviews.map((r: { id: number }) => r.id)).toContain(waiting.id);

    const hide = await act(five, 'hide', { reason: 'copied from another site' });
    expect(hide.body.product_rating).toEqual({ average: 2.5, total: 2 });
    expect(hide.body.review.moderation).toMatchObject({ reason: 'copied from another site' });
    expect(await ratingOf(p.id)).toEqual((await ratingOf(p.id)).map(() => 2.5));
    const page = await shop();
    expect(page).toMatchObject({ total: 2, average: 2.5, counts: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 0 } });
    expect(page.reviews.map((r: { id: number }) => r.id)).not.toContain(five);

    const restore = await act(five, 'restore', { reason: 'the customer sent the bill' });
    expect(restore.body.product_rating).toEqual({ average: 3.3, total: 3 });
    expect(await shop()).toMatchObject({ total: 3, average: 3.3 });
  });

  it('hiding a held review leaves the rating as it was', async () => {
    const p = await freshPiece();
    await published(p.id, 5);
    await published(p.id, 3);
    await act(await published(p.id, 4), 'hide', { reason: 'duplicate of another' }); // recount: 4
    const waiting = await held(p, 1);
    const res = await act(waiting.id, 'hide', { reason: 'abusive words' });
    expect(res.body.product_rating).toEqual({ average: 4, total: 2 });
    expect(await statusOf(waiting.id)).toBe('hidden');
    expect(await ratingOf(p.id)).toEqual((await ratingOf(p.id)).map(() => 4));
  });

  it('keeps the rating exact when moderators and a new review act on one piece at once', async () => {
    const p = await freshPiece();
    const shown = await Promise.all([5, 5, 4, 2].map((r) => published(p.id, r)));
    const waiting = await Promise.all([held(p, 1), held(p, 3)]);
    const answers = await Promise.all([
      act(shown[0]!, 'hide', { reason: 'spam link' }),
      act(shown[3]!, 'hide', { reason: 'abusive words' }, support.auth),
      act(waiting[0]!.id, 'publish', {}),
      act(waiting[1]!.id, 'publish', {}, owner.auth),
      act(shown[1]!, 'hide', { reason: 'duplicate' }, owner.auth),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    // Left published: 4, 1 and 3 → 2.7, whatever order the five acts took.
    const page = (await server.post('product/reviews', { sku: p.sku })).body;
    expect(page).toMatchObject({ total: 3, average: 2.7 });
    expect(new Set(await ratingOf(p.id))).toEqual(new Set([2.7]));
  });

  it('refuses an act that does not apply, changing nothing', async () => {
    const p = await freshPiece();
    const id = await published(p.id, 5);
    const publish = await act(id, 'publish', {});
    expect([publish.status, publish.body.reason]).toEqual([409, 'NOT_HELD']);
    const restore = await act(id, 'restore', { reason: 'why not' });
    expect([restore.status, restore.body.reason]).toEqual([409, 'NOT_HIDDEN']);
    await act(id, 'hide', { reason: 'spam link' });
    const again = await act(id, 'hide', { reason: 'spam link' });
    expect([again.status, again.body.reason]).toEqual([409, 'ALREADY_HIDDEN']);
    expect(await statusOf(id)).toBe('hidden');
  });
});

describe('the audit', () => {
  it('records each act with who, before and after', async () => {
    const p = await freshPiece();
    const waiting = await held(p, 3);
    await act(waiting.id, 'publish', { reason: 'bought in the store' });
    await act(waiting.id, 'hide', { reason: 'spam link' }, support.auth);
    const entries = await queryRows<{ staff_id: number; action: string; before: unknown; after: unknown }>(
      db(),
      sql`SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'review' AND entity_id = ${String(waiting.id)} ORDER BY id`,
    );
    expect(entries).toEqual([
      {
        staff_id: catalogue.member.id,
        action: 'review.published',
        before: { status: 'held', product: p.sku },
        after: { status: 'published', reason: 'bought in the store', product_rating: { average: 3, total: 1 } },
      },
      {
        staff_id: support.member.id,
        action: 'review.hidden',
        before: { status: 'published', product: p.sku },
        after: { status: 'hidden', reason: 'spam link', product_rating: { average: 0, total: 0 } },
      },
    ]);
  });
});
