// The fast door (server/http/fast-calls.ts) answers exactly as Hono does: each fast call sent to the
// test server (door first) and to the same app behind Hono's listener alone gets the same status,
// headers (but Date) and body, for a success and for every kind of bad request.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { fastCallTable, isCleanRequest, matchFastCall } from '../../server/http/fast-calls.ts';
import { defineCall } from '../../server/http/define-call.ts';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let honoOnly: Server;
let honoUrl: string;
let product: string;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 40 });
  honoOnly = createServer(getRequestListener(createApp(server.services).fetch, { hostname: '127.0.0.1' }));
  await new Promise<void>((resolve) => honoOnly.listen(0, '127.0.0.1', resolve));
  honoUrl = `http://localhost:${(honoOnly.address() as AddressInfo).port}`;
  const page = await server.post('api2/allproducts', { limit: 1 });
  product = (page.body.result as { value: string }[])[0]!.value;
});
afterAll(async () => {
  await new Promise<void>((resolve) => honoOnly?.close(() => resolve()));
  await server?.stop();
});

interface Sent {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}

async function answer(base: string, path: string, { method = 'POST', body, headers = {} }: Sent) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
  const all = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
  const bytes = Buffer.from(await res.arrayBuffer());
  if (!path.startsWith('restproxy')) return { status: res.status, headers: all, body: bytes.toString('base64') };
  // fetch has undone the gzip already. A search answer names the time it took: the same answer but for that (and so its length).
  delete all['content-length'];
  return { status: res.status, headers: all, body: bytes.toString('utf8').replace(/"processingTimeMS":\d+/, '') };
}

async function expectSame(path: string, sent: Sent, status?: number) {
  const [door, hono] = [await answer(server.baseUrl, path, sent), await answer(honoUrl, path, sent)];
  expect(door).toEqual(hono);
  if (status !== undefined) expect(door.status).toBe(status);
}

const search = JSON.stringify({ query: 'ring', hitsPerPage: 40, page: 0 });

describe('the fast door answers as Hono does', () => {
  it('api2/product: a product, gzipped or not', async () => {
    await expectSame('api2/product', { body: JSON.stringify({ value: product }) }, 200);
    await expectSame(
      'api2/product',
      { body: JSON.stringify({ value: product }), headers: { 'accept-encoding': 'gzip' } },
      200,
    );
    await expectSame(
      'api2/product',
      { body: JSON.stringify({ value: product }), headers: { 'accept-encoding': 'deflate' } },
      200,
    );
  });

  it('api2/product: every refusal', async () => {
    await expectSame('api2/product', { body: JSON.stringify({ value: 'no-such-piece' }) }, 404);
    await expectSame('api2/product', { body: JSON.stringify({}) }, 400);
    await expectSame('api2/product', { body: JSON.stringify({ value: 7 }) }, 400);
    await expectSame('api2/product', { body: JSON.stringify({ value: 'a\u0000b' }) }, 400);
    await expectSame('api2/product', { body: '{"value":' }, 400);
    await expectSame('api2/product', { body: '' }, 400);
    await expectSame('api2/product', { body: 'value', headers: { 'content-type': 'text/plain' } }, 415);
    await expectSame(
      'api2/product',
      { body: JSON.stringify({ value: product }), headers: { 'sec-fetch-site': 'cross-site' } },
      403,
    );
    await expectSame('api2/product', {
      body: JSON.stringify({ value: product }),
      headers: { origin: 'https://evil.example' },
    });
    await expectSame('api2/product', { method: 'GET' }, 405);
    await expectSame('api2/product', { method: 'HEAD' });
    await expectSame('api2/product?x=1', { body: JSON.stringify({ value: product }) }, 200);
  });

  it('restproxy: 40 hits, gzipped or not, and its refusals', async () => {
    await expectSame('restproxy', { body: search }, 200);
    await expectSame('restproxy', { body: search, headers: { 'accept-encoding': 'gzip, br' } }, 200);
    await expectSame('restproxy', { body: JSON.stringify({ query: 'ring', hitsPerPage: -1 }) }, 400);
    await expectSame('restproxy', { body: JSON.stringify({ facetFilters: 'nonsense:[' }) });
    await expectSame('restproxy', { body: search, headers: { 'content-type': 'text/plain' } }, 200);
    await expectSame('restproxy', { method: 'PUT', body: search }, 405);
  });
});

describe('the fast call table', () => {
  const call = (path: string, extra: object = {}) =>
    defineCall({
      path,
      method: 'POST',
      public: true,
      fast: true,
      tag: 't',
      summary: 's',
      input: z.object({}),
      answer: z.object({}),
      handle: () => ({}),
      ...extra,
    });
  const table = fastCallTable([call('restproxy'), call('api2/product'), { ...call('api2/slow'), fast: false }]);

  it.each([
    ['POST', '/api/restproxy', 'restproxy'],
    ['POST', '/api/api2/product', 'api2/product'],
    ['POST', '/api/api2/slow', undefined],
    ['GET', '/api/restproxy', undefined],
    ['HEAD', '/api/restproxy', undefined],
    ['POST', '/api/restproxy?x=1', undefined],
    ['POST', '/api/restproxy/', undefined],
    ['POST', '/api//restproxy', undefined],
    ['POST', '/API/restproxy', undefined],
    ['POST', undefined, undefined],
  ])('%s %s → %s', (method, url, path) => {
    expect(matchFastCall(table, method, url)?.path).toBe(path);
  });

  it('refuses a call it cannot answer as Hono would', () => {
    expect(() => fastCallTable([call('pincode/{pincode}')])).toThrow(/cannot be fast/);
    expect(() => fastCallTable([call('x', { public: false })])).toThrow(/cannot be fast/);
    expect(() => fastCallTable([call('x', { authorize: async () => {} })])).toThrow(/cannot be fast/);
  });

  it.each([
    [{ 'content-type': 'application/json', 'content-length': '2' }, true],
    [{ 'content-type': 'application/json; charset=utf-8', 'content-length': '2' }, true],
    [{ 'content-type': 'application/json', 'content-length': '2', 'sec-fetch-site': 'same-origin' }, true],
    [{ 'content-type': 'text/plain', 'content-length': '2' }, false],
    [{ 'content-length': '2' }, false],
    [{ 'content-type': 'application/json', 'content-length': '0' }, false],
    [{ 'content-type': 'application/json' }, false],
    [{ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, false],
    [{ 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) }, false],
    [{ 'content-type': 'application/json', 'content-length': '2', origin: 'http://localhost' }, false],
    [{ 'content-type': 'application/json', 'content-length': '2', 'sec-fetch-site': 'cross-site' }, false],
  ])('clean request %o → %s', (headers, clean) => {
    expect(isCleanRequest(headers)).toBe(clean);
  });
});
