// Answers that carry a token or personal data say `Cache-Control: no-store`, so that no proxy or
// shared browser cache keeps them; the public catalogue and search answers keep their own caching.
// The rule lives in mountCalls (a call is private unless declared `public`): this walks every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../../server/app.ts';
import type { ApiCall } from '../../server/http/define-call.ts';
import { ipHeader, registerPerson } from '../support/accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The calls whose answers anyone may cache: nothing personal, no token. Declaring another call
 * `public` means adding it here, in review.
 */
const PUBLIC_CALLS = new Set([
  'POST api2/product',
  'POST api2/allproducts',
  'POST api2/catproducts',
  'POST api2/related_products',
  'POST api2/categories',
  'POST api2/category',
  'POST banners',
  'POST occasion/type/list',
  'GET pincode/{pincode}',
  'POST product/reviews',
  'POST restproxy',
  'POST search/1/indexes/{index}/query',
  'POST search/1/indexes/*/queries',
  'POST search/1/indexes/{index}/facets/{facet}/query',
  'GET careers/departments',
  'POST careers/positions',
  'GET enquiry/types',
  'POST giftcards/templates',
  // The page-view log's answer says only { logged } (a fire-and-forget keepalive fetch).
  'POST userlog',
]);

let server: TestServer;
let calls: ApiCall[];
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  calls = apiCalls(server.services);
});
afterAll(() => server?.stop());

const nameOf = (call: ApiCall) => `${call.method} ${call.path}`;

/** Any answer will do: a body no call takes (a JSON array) is refused at the door, without side effects. */
async function probe(call: ApiCall): Promise<Response> {
  const url = `${server.baseUrl}/api/${call.path.replace(/\{\w+\}/g, 'probe')}`;
  if (call.method === 'GET') return fetch(url);
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' });
}

describe('Cache-Control of every call', () => {
  it('declares public only the reviewed calls', () => {
    const declared = calls.filter((c) => c.public).map(nameOf);
    expect(declared.length).toBeGreaterThan(0);
    for (const name of declared) expect(PUBLIC_CALLS, name).toContain(name);
  });

  it('answers no-store on every other call, refusals included', async () => {
    const private_ = calls.filter((c) => !c.public);
    // The accounts, cart, checkout, orders and gift card calls at least: a walk over nothing proves nothing.
    expect(private_.length).toBeGreaterThan(30);
    for (const call of private_) {
      const res = await probe(call);
      await res.body?.cancel();
      expect(res.status, nameOf(call)).toBeLessThan(500);
      expect(res.headers.get('cache-control'), nameOf(call)).toBe('no-store');
    }
  });

  it('leaves the caching of public answers to the call itself', async () => {
    const pincode = await server.get('/api/pincode/682001');
    expect(pincode.headers.get('cache-control')).toMatch(/^public/);
    const search = await server.post('restproxy', { query: 'ring', hitsPerPage: 1 });
    expect(search.status).toBe(200);
    expect(search.headers.get('cache-control')).toBeNull();
  });
});

describe('a member profile', () => {
  it('is answered with no-store', async () => {
    const { session, auth } = await registerPerson(server);
    const res = await server.post('profile/get', { user_id: session.user_id }, { ...auth, ...ipHeader() });
    expect(res.status).toBe(200);
    expect(res.body.result.email).toBe(session.email);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('says no-store on a refusal too', async () => {
    const res = await server.post('profile/get', {}, { authorization: 'Bearer not-a-token' });
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
