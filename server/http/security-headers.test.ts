import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cspNonce, isJsonAnswerType, policyText, securityHeaders } from './security-headers.ts';

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
  frameAncestors: ["'none'"],
};

describe('policyText', () => {
  it.each<[string[] | undefined, string]>([
    [undefined, "default-src 'self'; script-src 'self' https://checkout.razorpay.com; frame-ancestors 'none'"],
    [
      ["'nonce-abc'"],
      "default-src 'self'; script-src 'self' https://checkout.razorpay.com 'nonce-abc'; frame-ancestors 'none'",
    ],
    [
      ["'sha256-a'", "'sha256-b'"],
      "default-src 'self'; script-src 'self' https://checkout.razorpay.com 'sha256-a' 'sha256-b'; frame-ancestors 'none'",
    ],
  ])('script sources %j', (sources, text) => {
    expect(policyText(CSP, sources)).toBe(text);
  });
});

describe('pagePolicy', () => {
  it("allows a page's inline scripts by their hashes, and no nonce", () => {
    const { pagePolicy } = securityHeaders(CSP, { https: false, permissionsPolicy: 'camera=()' });
    expect(pagePolicy(["'sha256-a'"])).toBe(
      "default-src 'self'; script-src 'self' https://checkout.razorpay.com 'sha256-a'; frame-ancestors 'none'",
    );
  });
});

describe('securityHeaders', () => {
  const headers = securityHeaders(CSP, { https: false, permissionsPolicy: 'camera=()' });
  const app = new Hono();
  app.use(headers.middleware);
  app.get('/page', (c) => c.html(`<script nonce="${cspNonce(c)}"></script>`));
  app.get('/picture', (c) => c.body('png'));
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/framed', (c) => {
    c.header('X-Frame-Options', 'SAMEORIGIN');
    return c.body('ok');
  });

  it('gives a page that asks for a nonce its own in the policy, a new one each time', async () => {
    const [one, two] = await Promise.all([app.request('/page'), app.request('/page')]);
    const nonceOf = async (res: Response) => {
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(await res.text()).toContain(`nonce="${nonce}"`);
      return nonce;
    };
    const [a, b] = [await nonceOf(one), await nonceOf(two)];
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a).not.toBe(b);
  });

  it('gives any other answer the policy without a nonce, and the same headers as the plain set', async () => {
    const res = await app.request('/picture');
    for (const [name, value] of Object.entries(headers.plain)) expect(res.headers.get(name), name).toBe(value);
    expect(headers.plain['content-security-policy']).not.toContain('nonce');
  });

  it('refuses to be framed by anyone, and names the permissions policy it is given', () => {
    expect(headers.plain['x-frame-options']).toBe('DENY');
    expect(headers.plain['permissions-policy']).toBe('camera=()');
  });

  it('sends HSTS only when the store itself serves HTTPS (over plain HTTP a browser ignores it, and a proxy sets its own)', () => {
    expect(headers.plain).not.toHaveProperty('strict-transport-security');
    expect(
      securityHeaders(CSP, { https: true, permissionsPolicy: 'camera=()' }).plain['strict-transport-security'],
    ).toBe('max-age=15552000; includeSubDomains');
  });

  it("keeps a handler's own header", async () => {
    const res = await app.request('/framed');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives a JSON answer the short set of an API: nothing loads or frames it, nothing sniffs it', async () => {
    const res = await app.request('/json');
    expect(Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-type'))).toEqual(headers.json);
    expect(headers.json).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(
      securityHeaders(CSP, { https: true, permissionsPolicy: 'camera=()' }).json['strict-transport-security'],
    ).toBe('max-age=15552000; includeSubDomains');
  });
});

describe('isJsonAnswerType', () => {
  it.each<[string | null | undefined, boolean]>([
    ['application/json', true],
    ['application/json; charset=UTF-8', true],
    ['Application/JSON', true],
    ['application/json;charset=utf-8', true],
    ['application/jsonx', false],
    ['application/problem+json', false],
    ['text/html; charset=UTF-8', false],
    ['application/pdf', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (type, json) => {
    expect(isJsonAnswerType(type)).toBe(json);
  });
});
