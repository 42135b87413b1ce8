// A real shared cache in front of the store: Debian's nginx, with the configuration `npm run
// bench:cache` uses (scripts/bench/nginx-cache-config.ts). It keeps the anonymous pages and serves
// them again, passes a member's request to the store and keeps none of it, keeps no personal page
// and no API answer, and what it keeps holds nothing of a member who signed in and filled a cart
// (docs/decisions/2026-11-27-page-cache.md). Skipped where nginx is not installed (`.ci/run` installs it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../domain/catalog/product.ts';
import { findNginx, startNginx, type NginxProxy } from '../../scripts/bench/nginx-proxy.ts';
import { ipHeader, registerPerson } from '../support/accounts.ts';
import { findProduct, withoutSize } from '../support/seeded-products.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const nginx = findNginx();

let server: TestServer;
let proxy: NginxProxy;
let dir: string;
let piece: Product;
beforeAll(async () => {
  if (nginx === undefined) return;
  server = await startTestServer({ seedProducts: 10, env: { TRUST_PROXY: 'true' } });
  piece = await findProduct(server, (p) => withoutSize(p) && p.stock > 0);
  dir = mkdtempSync(path.join(tmpdir(), 'suvarna-nginx-'));
  proxy = await startNginx(nginx, dir, Number(new URL(server.baseUrl).port));
});
afterAll(async () => {
  await proxy?.stop();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const through = async (urlPath: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${proxy.baseUrl}${urlPath}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers },
  });
  return {
    status: res.status,
    verdict: res.headers.get('x-cache-status'),
    cacheControl: res.headers.get('cache-control'),
    etag: res.headers.get('etag'),
    body: await res.text(),
  };
};

describe.skipIf(nginx === undefined)('nginx caching in front of the store', () => {
  it('keeps each anonymous page after its first request and serves the same bytes again', async () => {
    for (const urlPath of ['/', `/${piece.value}`, '/about-us', '/locations']) {
      const first = await through(urlPath);
      expect(first.status, urlPath).toBe(200);
      expect(first.verdict, urlPath).toBe('MISS');
      const second = await through(urlPath);
      expect(second.verdict, urlPath).toBe('HIT');
      expect(second.etag, urlPath).toBe(first.etag);
      expect(second.body, urlPath).toBe(first.body);
    }
  });

  it('keeps no personal page and no API answer', async () => {
    for (const urlPath of ['/cart', '/checkout', '/my-orders']) {
      await through(urlPath);
      const again = await through(urlPath);
      expect(again.verdict, urlPath).toBe('MISS');
      expect(again.cacheControl, urlPath).toBe('private, no-cache');
    }
    // A GET call nginx could keep, were it not no-store: a fresh captcha challenge each time.
    const call = () => fetch(`${proxy.baseUrl}/api/captcha/challenge`);
    const first = await call();
    const again = await call();
    expect(await again.text()).not.toBe(await first.text());
    expect(again.headers.get('x-cache-status')).toBe('MISS');
    expect(again.headers.get('cache-control')).toBe('no-store');
  });

  it("passes a member's requests to the store, keeps none of them, and what it keeps holds nothing of theirs", async () => {
    const member = await registerPerson(server, { first_name: 'Zoravar', last_name: 'Qadeerxyzzy' });
    const cart = await server.post(
      'refine/cart_update',
      { message: { cart: [{ sku: piece.sku, variant: piece.variants[0]!.id, quantity: 1 }] } },
      { ...member.auth, ...ipHeader() },
    );
    expect(cart.status).toBe(200);
    const secrets = [
      member.person.first_name,
      member.person.last_name,
      member.person.email,
      member.person.phone,
      member.session.token,
      cart.body.message.session as string,
    ];
    const credentials = { authorization: `Bearer ${member.session.token}`, cookie: `session=${member.session.token}` };
    for (const urlPath of ['/', `/${piece.value}`, `/jewellery/${piece.category}`, '/about-us']) {
      const asMember = await through(urlPath, credentials);
      expect(asMember.verdict, urlPath).toBe('BYPASS');
      expect(asMember.cacheControl, urlPath).toBe('private, no-store');
      // What the cache holds now (kept from an anonymous request, before or after the member's).
      await through(urlPath);
      const kept = await through(urlPath);
      expect(kept.verdict, urlPath).toBe('HIT');
      for (const secret of secrets) expect(kept.body.includes(secret), `${urlPath} holds ${secret}`).toBe(false);
    }
  });
});
