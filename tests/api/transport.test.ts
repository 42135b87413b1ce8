// docs/api.md#transport and "Answers": JSON 404s, 405, 413, malformed JSON, validation messages,
// security headers, gzip and the generated OpenAPI description.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 20 });
});
afterAll(() => server?.stop());

describe('transport', () => {
  it('answers unknown paths under /api with JSON 404', async () => {
    const res = await server.post('no/such/call', {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, reason: 'NOT_FOUND', message: expect.any(String) });
    const get = await server.get('/api/nothing-here');
    expect(get.status).toBe(404);
    expect(get.headers.get('content-type')).toContain('application/json');
  });

  it('answers GET on a POST call with 405 and Allow', async () => {
    const res = await server.get('/api/api2/product');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body.reason).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await server.post('api2/product', '{"value": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, reason: 'INVALID_JSON' });
  });

  it('answers an empty body on a call that needs one with 400', async () => {
    const res = await server.post('api2/product', '');
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('INVALID_JSON');
  });

  it('answers bodies above 1 MiB with 413', async () => {
    const res = await server.post('api2/product', { value: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, reason: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    [{}, 'value: is required'],
    [{ value: 12 }, 'value: must be a string'],
    [{ value: 'a', extra: true }, 'unknown field extra'],
    [[], '(body): must be an object'],
    ['"text"', '(body): must be an object'],
  ])('names the problem for %j', async (body, message) => {
    const res = await server.post('api2/product', body);
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('INVALID_INPUT');
    expect(res.body.message).toContain(message);
  });

  it('sends security headers', async () => {
    const res = await server.post('banners', {});
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('sends the same security headers on refusals, and no script nonce on JSON', async () => {
    const [ok, refused, missing] = await Promise.all([
      server.post('banners', {}),
      server.post('api2/product', {}),
      server.post('no/such/call', {}),
    ]);
    for (const res of [refused, missing]) {
      for (const name of [
        'x-content-type-options',
        'x-frame-options',
        'strict-transport-security',
        'referrer-policy',
        'content-security-policy',
      ]) {
        expect(res.headers.get(name), name).toBe(ok.headers.get(name));
      }
    }
    expect(ok.headers.get('content-security-policy')).not.toContain('nonce-');
  });

  it('gzips JSON answers of 1 KiB and more for a client that asks, and says Vary either way', async () => {
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const req = request(
          `${server.baseUrl}/api/api2/allproducts`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (d: Buffer) => chunks.push(d));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify({ limit: 10 }));
      });
    const [zipped, plain] = await Promise.all([raw('gzip, deflate, br'), raw('identity')]);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    const small = await server.post('api2/product', {}, { 'accept-encoding': 'gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('refuses a body sent in chunks with 413 once it passes 1 MiB, and closes the connection', async () => {
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        const req = request(
          `${server.baseUrl}/api/api2/product`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
          (res) => {
            let body = '';
            res.on('data', (d: Buffer) => (body += d));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
          },
        );
        req.on('error', reject);
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        // 17 chunks of 64 KiB: past the limit; the server may stop reading before the last ones.
        let sent = 0;
        const more = () => {
          while (sent < 17) {
            sent++;
            if (!req.write(chunk)) return void req.once('drain', more);
          }
          req.end();
        };
        more();
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, reason: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a declared Content-Length over 1 MiB before reading the body', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${server.baseUrl}/api/api2/product`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      // Only the headers go: the answer must come without the body.
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it('describes every call in the OpenAPI document, generated from the schemas', async () => {
    const res = await server.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const product = res.body.paths['/api/api2/product'].post;
    expect(product.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { value: { type: 'string', maxLength: 200 } },
      required: ['value'],
    });
    expect(product.responses['404'].description).toContain('PRODUCT_NOT_FOUND');
    expect(res.body.components.schemas.Product.properties.made_to_order.enum).toEqual(['true', 'false']);
    for (const path of [
      '/api/api2/allproducts',
      '/api/api2/catproducts',
      '/api/api2/related_products',
      '/api/banners',
      '/api/occasion/type/list',
    ]) {
      expect(res.body.paths[path], path).toBeDefined();
    }
  });

  it('serves the browsable API page with its assets from this server', async () => {
    const page = await server.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/api/docs/swagger-ui-bundle.js');
    const bundle = await fetch(`${server.baseUrl}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
  });
});
