// The headers every answer carries, on the store as `npm start` runs it (plain HTTP, the local payment
// double) and with Razorpay's keys: a page refuses framing and <base>, posts forms only to the store
// and denies the browser features the store does not use; a JSON call's answer loads nothing and is
// framed by no one (an API's short set); both leave HSTS to HTTPS
// (tests/api/http2.test.ts checks it is sent there). What the policies become with Razorpay's keys
// (its checkout frame, its redirect mode's form target) is server/http/content-policy.test.ts's: a
// pure function of the settings, with no second server started for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 5 });
});
afterAll(() => server?.stop());

const directive = (csp: string | null, name: string) => (csp ?? '').split('; ').find((d) => d.startsWith(`${name} `));
const feature = (policy: string | null, name: string) =>
  (policy ?? '').split(', ').find((d) => d.startsWith(`${name}=`));

describe('security headers over plain HTTP with the local payment double', () => {
  it('on a page: frames, <base> and foreign form targets refused, browser features denied, no HSTS', async () => {
    const res = await server.get('/', { accept: 'text/html' });
    const csp = res.headers.get('content-security-policy');
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const policy = res.headers.get('permissions-policy');
    for (const name of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(feature(policy, name), name).toBe(`${name}=()`);
  });

  it("on a JSON call, answered, refused or not found, by the fast door or Hono: an API's short set", async () => {
    const answers = await Promise.all([
      server.post('banners', {}),
      server.post('api2/product', { value: 'no-such-piece' }),
      server.post('api2/product', {}),
      server.post('restproxy', { query: 'ring', hitsPerPage: 2, page: 0 }),
      server.get('/api/no-such-call'),
      server.get('/api/openapi.json'),
    ]);
    for (const [i, res] of answers.entries()) {
      expect(res.headers.get('content-type'), String(i)).toMatch(/^application\/json/);
      expect(res.headers.get('content-security-policy'), String(i)).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      // What only a document that runs scripts and follows links reads.
      for (const name of ['permissions-policy', 'cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection'])
        expect(res.headers.get(name), name).toBeNull();
    }
    expect(answers.map((r) => r.status)).toEqual([200, 404, 400, 200, 404, 200]);
  });

  it('the local payment window may still be framed by the store, and keeps the same limits on <base> and forms', async () => {
    const res = await server.get('/payments/local/order_none', { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const csp = res.headers.get('content-security-policy');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
  });
});
