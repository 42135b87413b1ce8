// Text no shopper types, sent where text is expected: NUL, other control characters and lone UTF-16
// surrogates reached PostgreSQL and answered 500. Every input (JSON bodies, query strings, path
// parameters, pages and pictures included) is refused with a 400 that names the field, and nothing
// is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipHeader, registerPerson } from '../support/accounts.ts';
import { findProduct } from '../support/seeded-products.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let auth: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 10, env: { TRUST_PROXY: 'true' } });
  ({ auth } = await registerPerson(server));
});
afterAll(async () => {
  await server?.stop();
});

const NUL = '\u0000';
const LONE_SURROGATE = '\ud83d';

/** [call, body, the field the 400 must name, extra headers]. */
const BODIES: [string, Record<string, unknown>, string, (() => Record<string, string>)?][] = [
  ['unique', { email: `a${NUL}@example.in` }, 'email'],
  ['login', { email: `a${NUL}@example.in`, password: 'eA==' }, 'email', ipHeader],
  ['forgotpassword', { email: `a${NUL}@example.in` }, 'email', ipHeader],
  ['api2/catproducts', { category: `rings${NUL}` }, 'category'],
  ['banners', { page: `home${NUL}` }, 'page'],
  ['userlog', { visited_page: `/rings${NUL}` }, 'visited_page', ipHeader],
  ['userlog', { visited_page: '/rings', data: { note: `x${NUL}` } }, 'data.note', ipHeader],
  ['userlog', { visited_page: '/rings', data: { note: `x${LONE_SURROGATE}` } }, 'data.note', ipHeader],
  ['userlog', { visited_page: '/rings', data: { [`k${NUL}`]: 1 } }, 'data', ipHeader],
  ['order_confirm', { order_id: `SV${NUL}1`, confirmation: '1234' }, 'order_id'],
  [
    'product/review/add',
    { sku: 'SVR1', rating: 5, title: `Lovely${NUL}`, body: 'A fine ring, worn every day.' },
    'title',
    () => auth,
  ],
  [
    'product/review/add',
    { sku: 'SVR1', rating: 5, title: 'Lovely', body: `Fine${LONE_SURROGATE} ring` },
    'body',
    () => auth,
  ],
  [
    'product/review/add',
    { sku: 'SVR1', rating: 5, title: 'Lovely\u001b[31m', body: 'A fine ring, worn every day.' },
    'title',
    () => auth,
  ],
];

describe('control characters and lone surrogates in JSON bodies', () => {
  it.each(BODIES)('%s refuses them with a 400 naming the field (%j)', async (call, body, field, headers) => {
    const res = await server.post(call, body, headers?.() ?? {});
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.fields ?? res.body.message?.trace?.fields ?? {})).toContain(field);
  });

  it('keeps tabs and line breaks in a multi-line text (a review body gets past the text rule)', async () => {
    const res = await server.post(
      'product/review/add',
      { sku: 'NO-SUCH-SKU', rating: 5, title: 'Lovely', body: 'Fine ring.\n\tWorn every day.' },
      auth,
    );
    expect(res.status).toBe(404);
  });
});

/** [path, the field the 400 must name]. */
const URLS: [string, string][] = [
  ['/api/dev/outbox?to=%00', 'to'],
  ['/api/dev/outbox?to=98470%0D12345', 'to'],
  ['/dev/outbox?to=%00', 'to'],
  ['/dev/outbox?to=x%00%0A%7B%22level%22%3A30%7D', 'to'],
  ['/images/products/SVR%00/yellow/1', 'path'],
  ['/jewellery?q=ring%ED%A0%BD', 'q'],
  ['/api/pincode/6%00', 'path'],
];

describe('control characters in paths and query strings', () => {
  it.each(URLS)('%s is a 400 naming %s', async (url, field) => {
    const res = await server.get(url);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toContain(field);
  });

  it('still answers a plain query', async () => {
    expect((await server.get('/api/dev/outbox?to=9847012345')).status).toBe(200);
    expect((await server.get('/dev/outbox?to=9847012345')).status).toBe(200);
  });
});

describe("a person's free text", () => {
  const marks = (n: number) => '\u0336'.repeat(n);

  it('is kept without bidi controls and zero-width characters, with at most 4 combining marks on a character', async () => {
    const piece = await findProduct(server, () => true);
    const member = await registerPerson(server);
    const res = await server.post(
      'product/review/add',
      {
        sku: piece.sku,
        rating: 4,
        title: `\u202EGreat\u202C ring\u200B`,
        body: `Z${marks(50)}algo\nand क्\u200Dष stays`,
      },
      member.auth,
    );
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({ title: 'Great ring', body: `Z${marks(4)}algo\nand क्\u200Dष stays` });
  });

  it('refuses ESC and BEL in a review, naming the field', async () => {
    const member = await registerPerson(server);
    const res = await server.post(
      'product/review/add',
      { sku: 'SVR1', rating: 4, title: 'Fine', body: 'Fine ring\u0007, truly.' },
      member.auth,
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['body']);
  });

  it("caps a name's combining marks at registration", async () => {
    const { session } = await registerPerson(server, { first_name: `A${marks(59)}` });
    expect(session.user_name).toBe(`A${marks(4)}`);
  });
});
