// Absolute links never name the request's Host header: canonical links, og:url, JSON-LD, the
// sitemap and robots.txt are built from PUBLIC_URL, or without it from the configured HOST and PORT
// (server/public-origin.ts). A client sending `Host: evil.example` gets the same links as anyone, so
// a cache in front cannot keep a poisoned page or sitemap. A public demo (DEMO_MODE=true) says so on
// every page.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalOf, jsonLdOf, metaOf } from '../support/html-head.ts';
import { findProduct } from '../support/seeded-products.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const EVIL = 'evil.example';

/** GET with a Host header of our choosing (fetch does not let one set it). */
function getWithHost(
  baseUrl: string,
  path: string,
  host: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, headers: { host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('without PUBLIC_URL (a laptop)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedProducts: 20 });
  });
  afterAll(() => server?.stop());

  it('names this server, not the Host header, in a page and a product page', async () => {
    const origin = server.services.origin;
    expect(origin).toMatch(/^http:\/\/localhost:\d+$/);
    const home = await getWithHost(server.baseUrl, '/', EVIL);
    expect(home.status).toBe(200);
    expect(home.body).not.toContain(EVIL);
    expect(canonicalOf(home.body)).toBe(`${origin}/`);
    expect(metaOf(home.body, 'og:url')).toBe(`${origin}/`);

    const p = await findProduct(server, () => true);
    const page = await getWithHost(server.baseUrl, `/${p.value}`, `${EVIL}:8080`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(EVIL);
    expect(canonicalOf(page.body)).toBe(`${origin}/${p.value}`);
    const product = jsonLdOf(page.body).find((d) => (d as { '@type'?: string })['@type'] === 'Product') as {
      url: string;
    };
    expect(product.url.startsWith(`${origin}/`)).toBe(true);
  });

  it.each(['/sitemap.xml', '/robots.txt'])(
    '%s is the same answer whatever the Host, naming this server',
    async (path) => {
      const [evil, own] = await Promise.all([
        getWithHost(server.baseUrl, path, EVIL),
        getWithHost(server.baseUrl, path, new URL(server.baseUrl).host),
      ]);
      expect(evil.status).toBe(200);
      expect(evil.body).not.toContain(EVIL);
      expect(evil.body).toContain(
        path === '/robots.txt'
          ? `Sitemap: ${server.services.origin}/sitemap.xml`
          : `<loc>${server.services.origin}/</loc>`,
      );
      expect(evil.body).toBe(own.body);
      expect(evil.headers['cache-control']).toBe('public, max-age=3600');
    },
  );
});

describe('with PUBLIC_URL, as a public demo', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Deployed (a public PUBLIC_URL) on the local card double with live mail: allowed only as a demo.
    server = await startTestServer({
      seedProducts: 10,
      env: {
        PUBLIC_URL: 'https://demo.suvarna.example/',
        DEMO_MODE: 'true',
        NOTIFY_TRANSPORT: 'live',
      },
    });
  });
  afterAll(() => server?.stop());

  it('names PUBLIC_URL in pages, the sitemap and robots.txt whatever the Host', async () => {
    const home = await getWithHost(server.baseUrl, '/', EVIL);
    expect(home.body).not.toContain(EVIL);
    expect(canonicalOf(home.body)).toBe('https://demo.suvarna.example/');
    const robots = await getWithHost(server.baseUrl, '/robots.txt', EVIL);
    expect(robots.body).toContain('Sitemap: https://demo.suvarna.example/sitemap.xml');
    const sitemap = await getWithHost(server.baseUrl, '/sitemap.xml', EVIL);
    expect(sitemap.body).toContain('<loc>https://demo.suvarna.example/</loc>');
    expect(sitemap.body).not.toContain(EVIL);
  });

  it('keeps the demo line on every page, without the outbox link it does not have', async () => {
    for (const path of ['/', '/jewellery']) {
      const page = await getWithHost(server.baseUrl, path, new URL(server.baseUrl).host);
      expect(page.body, path).toContain('Demo store: nothing bought here is real.');
      expect(page.body, path).not.toContain('href="/dev/outbox"');
    }
    expect((await getWithHost(server.baseUrl, '/dev/outbox', new URL(server.baseUrl).host)).status).toBe(404);
  });
});
