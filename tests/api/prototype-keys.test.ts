// Names of Object.prototype's properties (constructor, toString, __proto__, ...) sent where the store
// looks a request's value up in a table: they were found on the prototype and answered 500. Each
// lookup by a request's value is by Object.hasOwn or a Map.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 10 });
});
afterAll(async () => {
  await server?.stop();
});

const KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

describe('prototype keys in paths and queries', () => {
  it.each(KEYS)('/images/banners/ draws a banner for %s, and for category- and it', async (key) => {
    for (const url of [`/images/banners/${key.toLowerCase()}`, `/images/banners/category-${key.toLowerCase()}`]) {
      const res = await fetch(`${server.baseUrl}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^image\//);
    }
  });

  it.each(KEYS)('/api/docs/%s is a 404', async (key) => {
    expect((await server.get(`/api/docs/${key}`)).status).toBe(404);
  });

  it.each(KEYS)('/images/occasions/ and /images/categories/ answer a picture for %s', async (key) => {
    for (const url of [`/images/occasions/${key.toLowerCase()}`, `/images/categories/${key.toLowerCase()}`]) {
      expect((await fetch(`${server.baseUrl}${url}`)).status, url).toBe(200);
    }
  });

  it.each(KEYS)('the home page ignores a subscription toast named %s', async (key) => {
    expect((await fetch(`${server.baseUrl}/?t=1&c=${key}`)).status).toBe(200);
  });

  it.each(KEYS)('a listing filtered by %s lists nothing rather than failing', async (key) => {
    for (const facet of ['metal_purity', 'gender', 'diamond_clarity']) {
      expect((await fetch(`${server.baseUrl}/jewellery?${facet}=${key}`)).status, facet).toBe(200);
    }
  });
});
