import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { entityTagOf } from './entity-tag.ts';
import { sharedPage, type SharedPageOptions } from './shared-page.ts';

const page = (text: string) => new TextEncoder().encode(`<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`);

const options = (extra: Partial<SharedPageOptions> = {}): SharedPageOptions => ({
  cacheControl: 'public, max-age=0, s-maxage=60',
  pagePolicy: (hashes) => `script-src ${hashes.join(' ')}`,
  head: false,
  ...extra,
});

/** One request through a Hono app whose page route answers with sharedPage. */
async function answer(rendered: () => Response, extra: Partial<SharedPageOptions>, headers: Record<string, string>) {
  const app = new Hono();
  let given: Response | undefined;
  app.get('/', (c) => sharedPage(c, (given = rendered()), options(extra)));
  const res = await app.request('/', { headers });
  return { res, given: given! };
}

describe('sharedPage', () => {
  const html = () =>
    new Response(page('<p>Ring ₹1,23,456</p><script>go()</script>'), {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });

  it('reads the page from its body when no bytes are handed over', async () => {
    const { res } = await answer(html, {}, { 'accept-encoding': 'identity' });
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body).toEqual(page('<p>Ring ₹1,23,456</p><script>go()</script>'));
    expect(res.headers.get('etag')).toBe(entityTagOf(body));
    expect(res.headers.get('content-security-policy')).toMatch(/^script-src 'sha256-/);
  });

  it('tags, hashes and compresses the bytes the render handed over, without reading the body', async () => {
    const bytes = page('<p>Ring ₹1,23,456</p><script>go()</script>');
    const { res, given } = await answer(html, { bytes }, { 'accept-encoding': 'gzip' });
    expect(given.bodyUsed).toBe(false);
    expect(res.headers.get('etag')).toBe(entityTagOf(bytes).replace(/"$/, '-gzip"'));
    expect(new Uint8Array(gunzipSync(Buffer.from(await res.arrayBuffer())))).toEqual(bytes);
  });
});
