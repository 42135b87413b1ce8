// The review calls (docs/decisions/2026-11-24-reviews.md) against a real server and database: a page
// of a piece's reviews newest first with its distribution, paging, unknown skus; a member's review
// with its shown name, the 401/400/409 refusals, the piece's rating following its reviews (in the
// database, in search and on the page), two members at once, the verified-buyer mark from a
// delivered order written by the orders repository, the page's HTML and JSON-LD; a member who has not
// bought the piece is held (stored, not listed, not in the rating), and a member's daily cap.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { products, variants } from '../../db/schema/catalog.ts';
import { productReviews } from '../../db/schema/reviews.ts';
import type { Product } from '../../domain/catalog/product.ts';
import type { OrderStatus } from '../../domain/orders/order-status.ts';
import { REVIEWS_PER_MEMBER_PER_DAY } from '../../domain/reviews/review-rules.ts';
import { registerPerson } from '../support/accounts.ts';
import { createOrder } from '../support/order-factory.ts';
import { findProduct } from '../support/seeded-products.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 40 });
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;
const list = (body: unknown) => server.post('product/reviews', body);
const add = (body: unknown, headers: Record<string, string> = {}) => server.post('product/review/add', body, headers);
const review = (sku: string, over: Record<string, unknown> = {}) => ({
  sku,
  rating: 4,
  title: 'Lovely piece',
  body: 'Wore it to a wedding.',
  ...over,
});

/** Makes the member a buyer of the piece: a placed order of theirs with its first variant. */
async function buys(person: Awaited<ReturnType<typeof registerPerson>>, p: Product, path: OrderStatus[] = ['placed']) {
  await createOrder(db(), {
    userId: person.session.user_id,
    email: person.person.email,
    lines: [{ variantId: p.variants[0]!.variant_id, qty: 1 }],
    path,
  });
}
async function buyer(p: Product, names?: { first_name: string; last_name: string }) {
  const person = await registerPerson(server, names);
  await buys(person, p);
  return person;
}

/**
 * A shown piece with no review yet (each test takes its own, so counts start from zero): one the seed
 * left unreviewed, else one whose seeded reviews are deleted first (the small catalogue has few).
 */
const used = new Set<string>();
async function freshPiece(): Promise<Product> {
  const p = await findProduct(server, (p) => !used.has(p.sku) && p.variants[0]!.rating === 0).catch(async () => {
    const any = await findProduct(server, (p) => !used.has(p.sku));
    await db().delete(productReviews).where(eq(productReviews.productId, any.id));
    await db().update(variants).set({ rating: 0 }).where(eq(variants.productId, any.id));
    await mirrorRating(any.sku, 0);
    return server.services.catalog.findBySku(any.sku) ?? any;
  });
  used.add(p.sku);
  return p;
}
async function reviewedPiece(min: number): Promise<Product & { reviewCount: number }> {
  const rows = await queryRows<{ sku: string; n: number }>(
    db(),
    sql`SELECT p.sku, count(r.id)::int AS n FROM products p JOIN product_reviews r ON r.product_id = p.id GROUP BY p.sku HAVING count(r.id) >= ${min} ORDER BY p.sku`,
  );
  for (const row of rows) {
    const shown = server.services.catalog.findBySku(row.sku);
    if (shown && !used.has(row.sku)) return { ...shown, reviewCount: row.n };
  }
  throw new Error(`no shown piece with ${min} reviews`);
}

/** Waits for the in-memory catalogue (search index and product mirror) to show `rating` for the piece. */
async function mirrorRating(sku: string, rating: number) {
  for (let i = 0; i < 100 && server.services.catalog.findBySku(sku)?.variants[0]?.rating !== rating; i++)
    await new Promise((r) => setTimeout(r, 20));
  return server.services.catalog.findBySku(sku)?.variants[0]?.rating;
}

describe('product/reviews', () => {
  it("answers a piece's reviews newest first with its count, average and distribution", async () => {
    const p = await reviewedPiece(3);
    const res = await list({ sku: p.sku });
    expect(res.status).toBe(200);
    const { reviews, total, average, counts, page, hasMore } = res.body;
    expect(res.body.success).toBe(true);
    expect(total).toBe(p.reviewCount);
    expect(reviews).toHaveLength(p.reviewCount);
    expect(page).toBe(1);
    expect(hasMore).toBe(false);
    const times = reviews.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const sum = reviews.reduce((s: number, r: { rating: number }) => s + r.rating, 0);
    expect(average).toBe(Math.round((sum * 10) / total) / 10);
    expect(p.variants[0]!.rating).toBe(average); // the seed set the piece's rating to the same average
    expect(Object.values(counts).reduce((a, b) => (a as number) + (b as number), 0)).toBe(total);
    expect(Object.keys(reviews[0]).sort()).toEqual([
      'author_name',
      'body',
      'created_at',
      'id',
      'rating',
      'title',
      'verified_buyer',
    ]);
  });

  it('pages by ten, and an unknown sku is a 404', async () => {
    const p = await freshPiece();
    const productId = p.id;
    await db()
      .insert(productReviews)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          productId,
          authorName: `Reader ${i + 1}`,
          rating: 5,
          title: `Review ${i + 1}`,
          body: 'Fine.',
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
      );
    const first = await list({ sku: p.sku });
    expect(first.body.reviews.map((r: { title: string }) => r.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Review ${12 - i}`),
    );
    expect([first.body.total, first.body.hasMore]).toEqual([12, true]);
    const second = await list({ sku: p.sku, page: 2 });
    expect(second.body.reviews.map((r: { title: string }) => r.title)).toEqual(['Review 2', 'Review 1']);
    expect([second.body.page, second.body.hasMore]).toEqual([2, false]);

    const missing = await list({ sku: 'NO-SUCH-SKU' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, reason: 'PRODUCT_NOT_FOUND' });
    expect((await list({ sku: p.sku, page: 0 })).status).toBe(400);
  });

  it('shows a review written straight into the database (a back office, psql) once its notification arrives', async () => {
    const p = await freshPiece();
    // The first page is now kept in memory (server/reviews/first-page-cache.ts).
    expect((await list({ sku: p.sku })).body.total).toBe(0);
    await db().insert(productReviews).values({
      productId: p.id,
      authorName: 'Imported R.',
      rating: 5,
      title: 'From the old shop',
      body: 'Bought in 2024.',
    });
    // The trigger's catalog_changed (db/migrations/0008) drops the kept page.
    await expect.poll(async () => (await list({ sku: p.sku })).body.total, { timeout: 10_000, interval: 25 }).toBe(1);
    await db().delete(productReviews).where(eq(productReviews.productId, p.id));
    await expect.poll(async () => (await list({ sku: p.sku })).body.total, { timeout: 10_000, interval: 25 }).toBe(0);
  });
});

describe('product/review/add', () => {
  it("publishes a buyer's review under their first name and last initial and moves the piece's rating", async () => {
    const p = await freshPiece();
    const { auth } = await buyer(p, { first_name: 'Priya', last_name: 'sharma' });
    const res = await add(
      review(p.sku, { rating: 4, title: '  Lovely piece  ', body: ' Wore it to a wedding. ' }),
      auth,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      status: 'published',
      message: 'Thank you! Your review is published.',
      review: {
        author_name: 'Priya S.',
        rating: 4,
        title: 'Lovely piece',
        body: 'Wore it to a wedding.',
        verified_buyer: false,
      },
      total: 1,
      average: 4,
      counts: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
    });
    expect(Date.now() - Date.parse(res.body.review.created_at)).toBeLessThan(60_000);

    const listed = await list({ sku: p.sku });
    expect(listed.body.reviews[0]).toEqual(res.body.review);

    const other = await buyer(p, { first_name: 'Rahul', last_name: 'Verma' });
    const second = await add(review(p.sku, { rating: 1 }), other.auth);
    expect(second.body).toMatchObject({ total: 2, average: 2.5 });
    const third = await buyer(p);
    expect((await add(review(p.sku, { rating: 5 }), third.auth)).body).toMatchObject({ total: 3, average: 3.3 });

    const stored = await queryRows<{ rating: string }>(
      db(),
      sql`SELECT DISTINCT v.rating::text AS rating FROM variants v JOIN products p ON p.id = v.product_id WHERE p.sku = ${p.sku}`,
    );
    expect(stored).toEqual([{ rating: '3.3' }]);
    // The variants' update notified catalog_changed: search and the product mirror follow.
    expect(await mirrorRating(p.sku, 3.3)).toBe(3.3);
    // The page's star rating (info column) reads the mirror: the new average and count.
    const html = await (await fetch(`${server.baseUrl}/${p.value}`)).text();
    expect(html).toMatch(
      /<p class="rating"><span class="rating-stars" style="--rating:0.6[0-9]*"[^>]*><\/span><span><span class="visually-hidden">Rated <\/span>3.3<span class="visually-hidden"> out of 5<\/span><\/span><a href="#pp-reviews" class="rating-count">3<!-- --> review<!-- -->s<\/a><\/p>/,
    );
  });

  it('answers 401 without a session, and writes nothing', async () => {
    const p = await freshPiece();
    expect((await add(review(p.sku))).status).toBe(401);
    expect((await add(review(p.sku), { authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await list({ sku: p.sku })).body.total).toBe(0);
  });

  it.each([
    ['rating', 'of 0', { rating: 0 }],
    ['rating', 'of 6', { rating: 6 }],
    ['rating', 'of 3.5', { rating: 3.5 }],
    ['title', 'of spaces', { title: '   ' }],
    ['title', 'of 121 characters', { title: 'x'.repeat(121) }],
    ['body', 'that is empty', { body: '' }],
    ['body', 'of 2,001 characters', { body: 'x'.repeat(2_001) }],
  ])('answers 400 naming %s for a value %s', async (field, _what, over) => {
    const p = await freshPiece();
    used.delete(p.sku); // nothing is written: the piece stays fresh for another test
    const { auth } = await registerPerson(server);
    const res = await add(review(p.sku, over), auth);
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('INVALID_INPUT');
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });

  it('refuses a second review by the same member with 409, and an unknown sku with 404', async () => {
    const p = await freshPiece();
    const { auth } = await buyer(p);
    expect((await add(review(p.sku), auth)).status).toBe(201);
    const again = await add(review(p.sku, { rating: 1, title: 'Changed my mind' }), auth);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      reason: 'ALREADY_REVIEWED',
      message: expect.stringMatching(/already reviewed/),
    });
    expect((await list({ sku: p.sku })).body).toMatchObject({ total: 1, average: 4 });
    expect((await add(review('NO-SUCH-SKU'), auth)).status).toBe(404);
  });

  it('counts two members reviewing at once, both in the average', async () => {
    const p = await freshPiece();
    const people = await Promise.all([buyer(p), buyer(p), buyer(p), buyer(p)]);
    const ratings = [5, 2, 4, 1];
    const answers = await Promise.all(
      people.map((person, i) => add(review(p.sku, { rating: ratings[i] }), person.auth)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(answers.map((a) => a.body.total).sort()).toEqual([1, 2, 3, 4]);
    expect((await list({ sku: p.sku })).body).toMatchObject({ total: 4, average: 3 });
    expect(await mirrorRating(p.sku, 3)).toBe(3);
  });

  it('marks a verified buyer only when an order of theirs with the piece was delivered', async () => {
    const me = await registerPerson(server);
    const shipped = await registerPerson(server);
    // createOrder sells the first seeded variants in id order: variant 0 is the first product's.
    const [first] = await db().select({ sku: products.sku }).from(products).orderBy(products.id).limit(1);
    const sku = first!.sku;
    await db()
      .delete(productReviews)
      .where(eq(productReviews.productId, server.services.catalog.findBySku(sku)!.id));
    used.add(sku);
    await createOrder(db(), {
      userId: me.session.user_id,
      email: me.person.email,
      path: ['placed', 'confirmed', 'packed', 'shipped', 'delivered'],
    });
    await createOrder(db(), {
      userId: shipped.session.user_id,
      email: shipped.person.email,
      path: ['placed', 'confirmed', 'packed', 'shipped'],
    });
    const mine = await add(review(sku), me.auth);
    const theirs = await add(review(sku), shipped.auth);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(mine.body.review.verified_buyer).toBe(true);
    expect(theirs.body.review.verified_buyer).toBe(false);
  });
});

describe('product/review/add: who is published, and how many a day', () => {
  it('holds the review of a member who has not bought the piece: stored, not listed, not in the rating, and says so', async () => {
    const p = await freshPiece();
    const published = await add(review(p.sku, { rating: 5 }), (await buyer(p)).auth);
    expect(published.body).toMatchObject({ status: 'published', total: 1, average: 5 });

    const stranger = await registerPerson(server);
    const res = await add(review(p.sku, { rating: 1, title: 'Never bought it' }), stranger.auth);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      status: 'held',
      message: expect.stringMatching(/^Thank you! Your review awaits moderation/),
      review: { rating: 1, title: 'Never bought it' },
      total: 1,
      average: 5,
      counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 },
    });
    const stored = await db()
      .select({ status: productReviews.status })
      .from(productReviews)
      .where(eq(productReviews.id, res.body.review.id));
    expect(stored).toEqual([{ status: 'held' }]);

    const listed = await list({ sku: p.sku });
    expect(listed.body).toMatchObject({ total: 1, average: 5 });
    expect(listed.body.reviews.map((r: { title: string }) => r.title)).not.toContain('Never bought it');
    const rating = await queryRows<{ rating: string }>(
      db(),
      sql`SELECT DISTINCT v.rating::text AS rating FROM variants v WHERE v.product_id = ${p.id}`,
    );
    expect(rating).toEqual([{ rating: '5.0' }]);
    // Held is still a review of the piece: the member cannot write a second one meanwhile.
    expect((await add(review(p.sku), stranger.auth)).status).toBe(409);
  });

  it.each<[string, 'published' | 'held', OrderStatus[]]>([
    ['placed', 'published', ['placed']],
    ['shipped', 'published', ['placed', 'confirmed', 'packed', 'shipped']],
    ['awaiting payment', 'held', []],
    ['cancelled before it was placed', 'held', ['cancelled']],
  ])('a member whose order with the piece is %s is %s', async (_case, status, path) => {
    const p = await freshPiece();
    const person = await registerPerson(server);
    await buys(person, p, path);
    const res = await add(review(p.sku), person.auth);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe(status);
    expect((await list({ sku: p.sku })).body.total).toBe(status === 'published' ? 1 : 0);
  });

  it('publishes only a buyer of this piece: an order of another piece does not count', async () => {
    const [p, other] = [await freshPiece(), await freshPiece()];
    const person = await registerPerson(server);
    await buys(person, other);
    expect((await add(review(p.sku), person.auth)).body.status).toBe('held');
    expect((await add(review(other.sku), person.auth)).body.status).toBe('published');
  });

  it(`takes ${REVIEWS_PER_MEMBER_PER_DAY} reviews from a member in 24 hours, held ones included, and refuses the next with 429`, async () => {
    const person = await registerPerson(server);
    const pieces: Product[] = [];
    for (let i = 0; i <= REVIEWS_PER_MEMBER_PER_DAY; i++) pieces.push(await freshPiece());
    await buys(person, pieces[0]!);
    for (const p of pieces.slice(0, REVIEWS_PER_MEMBER_PER_DAY))
      expect((await add(review(p.sku), person.auth)).status).toBe(201);
    const last = pieces[REVIEWS_PER_MEMBER_PER_DAY]!;
    const refused = await add(review(last.sku), person.auth);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      reason: 'TOO_MANY_REVIEWS',
      message: expect.stringMatching(/in the last 24 hours/),
    });
    const stored = await db()
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(eq(productReviews.productId, last.id));
    expect(stored).toEqual([]);
    // Another member is not held back by this one's cap.
    expect((await add(review(last.sku), (await registerPerson(server)).auth)).status).toBe(201);

    // The window rolls: once the oldest review is over 24 hours old, one more is taken.
    await db().execute(
      sql`UPDATE product_reviews SET created_at = now() - interval '25 hours' WHERE user_id = ${person.session.user_id} AND product_id = ${pieces[0]!.id}`,
    );
    expect((await add(review(last.sku), person.auth)).status).toBe(201);
  });

  it('counts reviews sent at once against the cap: never more than the day allows', async () => {
    const person = await registerPerson(server);
    const pieces: Product[] = [];
    for (let i = 0; i < REVIEWS_PER_MEMBER_PER_DAY + 3; i++) pieces.push(await freshPiece());
    const answers = await Promise.all(pieces.map((p) => add(review(p.sku), person.auth)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(REVIEWS_PER_MEMBER_PER_DAY);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM product_reviews WHERE user_id = ${person.session.user_id}`,
    );
    expect(row!.n).toBe(REVIEWS_PER_MEMBER_PER_DAY);
  });

  it('is in the OpenAPI document with its 201 and refusals', async () => {
    const doc = (await server.get('/api/openapi.json')).body;
    const op = doc.paths['/api/product/review/add'].post;
    expect(Object.keys(op.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409', '413', '415', '429']);
    expect(doc.paths['/api/product/reviews'].post.responses['200']).toBeDefined();
  });
});

describe('the product page', () => {
  it('renders the first reviews and the JSON-LD aggregateRating with up to five reviews', async () => {
    const p = await reviewedPiece(2);
    const { reviews, total, average } = (await list({ sku: p.sku })).body;
    const html = await (await fetch(`${server.baseUrl}/${p.value}`)).text();
    for (const r of reviews.slice(0, 3)) expect(html).toContain(r.title.replace(/'/g, '&#x27;'));
    expect(html).toMatch(new RegExp(`${total} reviews?`));
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const product = ld.find((d) => d['@type'] === 'Product');
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: average,
      reviewCount: total,
      bestRating: 5,
      worstRating: 1,
    });
    expect(product.review.length).toBe(Math.min(5, total));
    expect(product.review[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: reviews[0].author_name },
      reviewRating: { '@type': 'Rating', ratingValue: reviews[0].rating },
    });
  });

  it('has no aggregateRating and says so when a piece has no reviews', async () => {
    const p = await freshPiece();
    const html = await (await fetch(`${server.baseUrl}/${p.value}`)).text();
    expect(html).toContain('No reviews yet.');
    expect(html).not.toContain('aggregateRating');
    expect(html).not.toContain('class="rating-stars"');
  });
});
