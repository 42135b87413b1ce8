// The headers every answer carries, on the store as `npm start` runs it (plain HTTP, the local payment
// double) and with Razorpay's keys: the page and the JSON call alike refuse framing and <base>, post
// forms only to the store, deny the browser features the store does not use, and leave HSTS to HTTPS
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
  it('on a page and on a JSON call: frames, <base> and foreign form targets refused, no HSTS', async () => {
    const [page, call] = await Promise.all([server.get('/', { accept: 'text/html' }), server.post('banners', {})]);
    for (const res of [page, call]) {
      const csp = res.headers.get('content-security-policy');
      expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
      expect(directive(csp, 'form-action')).toBe("form-action 'self'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      const policy = res.headers.get('permissions-policy');
      for (const name of ['camera', 'microphone', 'geolocation', 'payment'])
        expect(feature(policy, name), name).toBe(`${name}=()`);
    }
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
