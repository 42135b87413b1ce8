// API.md "Transport" and "Answers": JSON 404s, 405, 413, malformed JSON, validation messages,
// security headers and the generated OpenAPI description.
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
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
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
    for (const path of ['/api/api2/allproducts', '/api/api2/catproducts', '/api/api2/related_products', '/api/banners', '/api/occasion/type/list']) {
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
