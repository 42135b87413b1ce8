// A hostile page could make its visitors' browsers call the code senders and the other state-changing
// calls: a `text/plain` body needs no CORS preflight, and the calls read it as JSON. A JSON call now
// takes only `application/json` (415 otherwise), and a browser request from another site is refused
// (403) by Sec-Fetch-Site, or by Origin from a browser that does not send it. The storefront's own
// fetches, clients without either header (the card provider's webhook, scripts) and search, open to
// the sites of SEARCH_CORS_ORIGINS and called by Algolia's clients with text/plain, keep working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipHeader } from '../support/accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const BLOG = 'https://blog.example.com';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 10, env: { TRUST_PROXY: 'true', SEARCH_CORS_ORIGINS: BLOG } });
});
afterAll(async () => {
  await server?.stop();
});

const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const smsTo = async (to: string) => (await server.get(`/api/dev/outbox?to=${to}`)).body.messages as unknown[];

async function send(path: string, body: string, headers: Record<string, string>) {
  const res = await fetch(`${server.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { ...ipHeader(), ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the body of a JSON call', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['JSON-looking text', 'text/json'],
  ])('sent as %s is a 415, and no code is sent', async (_name, type) => {
    const to = mobile();
    const res = await send('verify/cod/number', JSON.stringify({ mobile: to }), { 'content-type': type });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, reason: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await smsTo(to)).toEqual([]);
  });

  it('without a Content-Type is a 415 when there is a body', async () => {
    const res = await fetch(`${server.baseUrl}/api/verify/cod/number`, {
      method: 'POST',
      body: new Uint8Array(Buffer.from(JSON.stringify({ mobile: mobile() }))),
    });
    expect(res.status).toBe(415);
  });

  it('is read as JSON with application/json, a charset or not, in any case', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON']) {
      const res = await send('banners', JSON.stringify({ page: 'home' }), { 'content-type': type });
      expect(res.status, type).toBe(200);
    }
  });

  it('may be empty without a Content-Type where the call takes no payload', async () => {
    const res = await fetch(`${server.baseUrl}/api/banners`, { method: 'POST' });
    expect(res.status).toBe(200);
  });
});

describe('a request from another site', () => {
  const json = { 'content-type': 'application/json' };
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    [
      'Sec-Fetch-Site: same-site (a sibling subdomain)',
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.evil.example' },
    ],
    ['an Origin of another site without Sec-Fetch-Site', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame, a data: page)', { origin: 'null' }],
  ])('is refused with a 403 before the call runs: %s', async (_name, headers) => {
    const to = mobile();
    const res = await send('verify/cod/number', JSON.stringify({ mobile: to }), { ...json, ...headers });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, reason: 'CROSS_SITE' });
    expect(await smsTo(to)).toEqual([]);
  });

  it('from the store itself, or from a client that sends neither header, is answered', async () => {
    const own = new URL(server.baseUrl).origin;
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: own },
      { origin: own },
      {},
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of cases) {
      const res = await send('banners', JSON.stringify({ page: 'home' }), { ...json, ...headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('may search: restproxy and the Algolia paths, JSON or text/plain as Algolia clients send it', async () => {
    const cross = { 'sec-fetch-site': 'cross-site', origin: BLOG };
    const proxy = await send('restproxy', JSON.stringify({ query: 'ring' }), { ...json, ...cross });
    expect(proxy.status).toBe(200);
    const algolia = await send('search/1/indexes/products/query', JSON.stringify({ query: 'ring' }), {
      'content-type': 'text/plain',
      ...cross,
    });
    expect(algolia.status).toBe(200);
    const multi = await send(
      'search/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName: 'products', query: 'ring' }] }),
      { 'content-type': 'text/plain', ...cross },
    );
    expect(multi.status).toBe(200);
  });
});
