// The store over HTTPS (TLS_CERT_FILE, TLS_KEY_FILE): HTTP/2 to clients that offer it, HTTP/1.1 to
// the rest, pages whose links name https, no plain HTTP on that port, and a clean stop while a
// browser's HTTP/2 connection is still open. Bad TLS settings stop the start with a message naming
// the variables, before the database is touched.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedInBoot } from '../../app/lib/boot-after-paint.server.ts';
import { MAX_BODY_BYTES } from '../../server/http/read-body.ts';
import { h2Request, openH2Session } from '../support/h2-client.ts';
import { writeSelfSignedCert, type CertFiles } from '../support/self-signed-cert.ts';
import { spawnStore, type StoreProcess } from '../support/spawn-store.ts';
import { createStoreDatabaseIn, type TestDatabase } from '../support/test-database.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'suvarna-tls-'));
let database: TestDatabase;
let cert: CertFiles;
let store: StoreProcess;
let origin: string;
let named: string;

beforeAll(async () => {
  cert = await writeSelfSignedCert(dir);
  // The run's template of the catalogue, so the child opens a seeded database instead of building one.
  const dataDir = path.join(dir, 'data');
  database = await createStoreDatabaseIn(dataDir, { seed: 'demo', products: 40 });
  store = await spawnStore({
    DATA_DIR: dataDir,
    SEED_PRODUCTS: '40',
    TLS_CERT_FILE: cert.certFile,
    TLS_KEY_FILE: cert.keyFile,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  origin = store.baseUrl;
  // Links name the configured HOST and PORT, a loopback HOST as localhost (server/public-origin.ts).
  named = origin.replace('127.0.0.1', 'localhost');
});

afterAll(async () => {
  if (store && store.child.exitCode === null) {
    store.child.kill('SIGTERM');
    await store.exited;
  }
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const openSession = () => openH2Session(origin, cert.cert);
const h2 = async (...args: Parameters<typeof h2Request>) => {
  const answer = await h2Request(...args);
  return { ...answer, body: answer.text() };
};

describe('HTTPS with HTTP/2', () => {
  it('says where it listens with https', () => {
    expect(store.output()).toMatch(/Suvarna is open at https:\/\/localhost:\d+/);
  });

  it('serves pages, the API and built assets over HTTP/2, with links that name https', async () => {
    const session = await openSession();
    try {
      expect(session.alpnProtocol).toBe('h2');
      const page = await h2(session, '/', { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      // The canonical URL is built from the request: https, not http.
      expect(page.body).toContain(`<link rel="canonical" href="${named}/"/>`);
      expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);

      // Several requests at once on the one connection, as a browser loads a page's assets.
      // (The home page's boot script adds its module preloads after the paint: the same addresses.)
      const asset = listedInBoot(page.body, 'modulepreload')[0];
      expect(asset).toBeDefined();
      const [products, script, missing] = await Promise.all([
        h2(session, '/api/api2/allproducts', {
          method: 'POST',
          body: JSON.stringify({ limit: 2 }),
          headers: { 'content-type': 'application/json' },
        }),
        h2(session, asset!),
        h2(session, '/api/no-such-call', {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        }),
      ]);
      expect(products.status).toBe(200);
      expect(JSON.parse(products.body).result).toHaveLength(2);
      expect(script.status).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(missing.status).toBe(404);
    } finally {
      session.close();
    }
  });

  it('answers the fast calls over HTTP/2 through the fast door, and their refusals through Hono', async () => {
    const session = await openSession();
    const post = (path: string, body: unknown) =>
      h2(session, path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    try {
      const page = await post('/api/api2/allproducts', { limit: 1 });
      const value = (JSON.parse(page.body).result as { value: string }[])[0]!.value;
      const [product, unknown, invalid, search] = await Promise.all([
        post('/api/api2/product', { value }),
        post('/api/api2/product', { value: 'no-such-piece' }),
        post('/api/api2/product', {}),
        post('/api/restproxy', { query: 'ring', hitsPerPage: 40, page: 0 }),
      ]);
      expect(product.status).toBe(200);
      expect(JSON.parse(product.body).result.value).toBe(value);
      // A JSON answer's security headers, HSTS included (the store serves HTTPS here).
      expect(product.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(product.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(product.headers['x-content-type-options']).toBe('nosniff');
      expect(unknown.status).toBe(404);
      expect(unknown.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(invalid.status).toBe(400);
      expect(search.status).toBe(200);
      expect(JSON.parse(search.body).response.hits.length).toBeGreaterThan(0);
    } finally {
      session.close();
    }
  });

  it('refuses a body over the limit over HTTP/2 without breaking the connection for the next request', async () => {
    const session = await openSession();
    try {
      const tooLarge = await h2(session, '/api/api2/allproducts', {
        method: 'POST',
        body: Buffer.alloc(MAX_BODY_BYTES + 1024, 0x20),
        headers: { 'content-type': 'application/json' },
      });
      expect(tooLarge.status).toBe(413);
      const next = await h2(session, '/robots.txt');
      expect(next.status).toBe(200);
    } finally {
      session.close();
    }
  });

  it('answers HTTP/1.1 over TLS to a client that does not offer HTTP/2', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      const req = httpsRequest(`${origin}/robots.txt`, { ca: cert.cert }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toMatchObject({ status: 200, version: '1.1' });
    expect(answer.body).toContain(`Sitemap: ${named}/sitemap.xml`);
  });

  it('does not answer plain HTTP on the TLS port', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const req = httpRequest(origin.replace('https:', 'http:') + '/', (res) => resolve(`answered ${res.statusCode}`));
      req.on('error', () => resolve('refused'));
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.end();
    });
    expect(outcome).toBe('refused');
  });

  it('stops cleanly on SIGTERM while a browser keeps its HTTP/2 connection open', async () => {
    const session = await openSession();
    const page = await h2(session, '/robots.txt');
    expect(page.status).toBe(200);
    const goaway = new Promise<void>((resolve) => session.once('goaway', () => resolve()));
    store.child.kill('SIGTERM');
    // The server asks the open connection to go (GOAWAY) instead of waiting out the forced exit.
    await goaway;
    expect(await store.exited).toBe(0);
    session.destroy();
  });
});

describe('bad TLS settings', () => {
  const badDir = mkdtempSync(path.join(tmpdir(), 'suvarna-tls-bad-'));
  // A second certificate, whose key does not fit the first one.
  const otherDir = mkdtempSync(path.join(tmpdir(), 'suvarna-tls-other-'));
  let other: CertFiles;
  beforeAll(async () => {
    other = await writeSelfSignedCert(otherDir);
  });
  afterAll(() => {
    rmSync(badDir, { recursive: true, force: true });
    rmSync(otherDir, { recursive: true, force: true });
  });

  async function startError(env: Record<string, string>): Promise<string> {
    try {
      const started = await spawnStore({ DATA_DIR: path.join(badDir, 'data'), SEED: 'none', ...env });
      started.child.kill('SIGKILL');
      return 'started';
    } catch (err) {
      return (err as Error).message;
    }
  }

  it.each([
    [
      'a certificate without its key',
      () => ({ TLS_CERT_FILE: cert.certFile }),
      /TLS_CERT_FILE, TLS_KEY_FILE: set both/,
    ],
    ['a key without its certificate', () => ({ TLS_KEY_FILE: cert.keyFile }), /TLS_CERT_FILE, TLS_KEY_FILE: set both/],
    [
      'a certificate file that is not there',
      () => ({ TLS_CERT_FILE: path.join(badDir, 'none.pem'), TLS_KEY_FILE: cert.keyFile }),
      /TLS_CERT_FILE: cannot read .*none\.pem \(ENOENT\)/,
    ],
    [
      'files that are not PEM',
      () => {
        writeFileSync(path.join(badDir, 'junk.pem'), 'not a certificate');
        return { TLS_CERT_FILE: path.join(badDir, 'junk.pem'), TLS_KEY_FILE: path.join(badDir, 'junk.pem') };
      },
      /TLS_CERT_FILE, TLS_KEY_FILE: /,
    ],
    [
      'a key that does not fit its certificate',
      () => ({ TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: other.keyFile }),
      /TLS_CERT_FILE, TLS_KEY_FILE: .*key values mismatch/,
    ],
  ])('%s stops the start with a message naming the variables', async (_, env, message) => {
    const error = await startError(env());
    expect(error).toMatch(message);
    expect(error).not.toContain('Suvarna is open at');
    // Stopped before the database was opened: no data directory made.
    expect(existsSync(path.join(badDir, 'data'))).toBe(false);
  });
});
