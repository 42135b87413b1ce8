// SEARCH_CORS_ORIGINS opens the read-only search paths, and only them, to the listed origins: what
// InstantSearch on another site needs (a preflight for its JSON POSTs, then the answers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const BLOG = 'https://blog.example.com';
const OTHER = 'https://elsewhere.example.com';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SEARCH_CORS_ORIGINS: `${BLOG}, http://localhost:5173` } });
});
afterAll(() => server?.stop());

const SEARCH_PATHS: [string, unknown][] = [
  ['restproxy', { query: 'ring', hitsPerPage: 1 }],
  ['search/1/indexes/products/query', { query: 'ring', hitsPerPage: 1 }],
  ['search/1/indexes/*/queries', { requests: [{ indexName: 'products', query: 'ring', hitsPerPage: 1 }] }],
  ['search/1/indexes/products/facets/color/query', { facetQuery: 'ro' }],
];

const preflight = (path: string, origin: string) =>
  fetch(`${server.baseUrl}/api/${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-algolia-api-key,x-algolia-application-id',
    },
  });
const post = (path: string, body: unknown, origin: string) =>
  fetch(`${server.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const corsOf = (res: Response) => [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('the search paths', () => {
  it.each(SEARCH_PATHS)('%s answers a preflight from an allowed origin', async (path) => {
    const res = await preflight(path, BLOG);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(BLOG);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST');
    const headers = res.headers
      .get('access-control-allow-headers')!
      .split(',')
      .map((h) => h.trim());
    expect(headers).toEqual(expect.arrayContaining(['content-type', 'x-algolia-api-key', 'x-algolia-application-id']));
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it.each(SEARCH_PATHS)('%s lets an allowed origin read its answer', async (path, body) => {
    const res = await post(path, body, BLOG);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(BLOG);
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it.each(SEARCH_PATHS)('%s gives an origin not listed no CORS header', async (path, body) => {
    const answer = await post(path, body, OTHER);
    expect(answer.status).toBe(200);
    expect(corsOf(answer)).toEqual([]);
    const pre = await preflight(path, OTHER);
    expect(pre.status).toBe(405);
    expect(corsOf(pre)).toEqual([]);
  });

  it('answers the second listed origin too, and a refusal with its CORS header (so the client can read the error)', async () => {
    const res = await post('search/1/indexes/products/query', { aroundLatLng: '1,2' }, 'http://localhost:5173');
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe('every other path', () => {
  it.each([
    ['api2/product', { value: 'anything' }],
    ['profile/get', {}],
    ['refine/cart_update', { message: { cart: [] } }],
    ['login', {}],
  ])('%s gains no CORS, even for an allowed origin', async (path, body) => {
    expect(corsOf(await post(path, body, BLOG))).toEqual([]);
    const pre = await preflight(path, BLOG);
    expect(pre.status).not.toBe(204);
    expect(corsOf(pre)).toEqual([]);
  });

  it('nor do the pages', async () => {
    const res = await fetch(`${server.baseUrl}/`, { headers: { origin: BLOG } });
    await res.body?.cancel();
    expect(corsOf(res)).toEqual([]);
  });
});
