// Forced picture renders (issue 26, item 4): every cache miss is real CPU, so the picture routes take
// only the quality the storefront asks for, give each IP a budget of cache-miss renders (a hit or a
// 304 costs nothing), and keep the render queue bounded (503 with Retry-After when it is full).
// The queue test holds renders at a gate the test opens, so nothing here depends on how fast the
// machine renders. Each server has a picture cache of its own: what is rendered here is counted.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_COMPRESS_VALUES } from '../../domain/catalog/constants.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const BUDGET = 3;
const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers: { accept: 'image/webp', ...headers } });

describe('picture quality and the per-IP render budget', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seedProducts: 20,
      ownPictureCache: true,
      env: { IMAGE_RENDERS_PER_IP_PER_MINUTE: String(BUDGET) },
    });
  });
  afterAll(() => server?.stop());

  it('takes only the qualities the storefront asks for, refusing any other by the parameter name', async () => {
    expect(IMAGE_COMPRESS_VALUES).toEqual([50]);
    for (const compress of ['1', '49', '51', '75', '100']) {
      const res = await get(server, `/images/categories/rings?resize=270&compress=${compress}`);
      expect(res.status, compress).toBe(400);
      const body = (await res.json()) as { reason: string; message: string };
      expect(body.reason).toBe('INVALID_IMAGE_PARAMS');
      expect(body.message).toBe("compress: must be one of the store's qualities: 50");
    }
    expect(server.services.images.stats().renders).toBe(0);
  });

  it('renders at most the budget of cache misses for one IP; hits and 304s cost nothing', async () => {
    const misses = [
      '/images/categories/earrings?resize=88',
      '/images/categories/earrings?resize=98',
      '/images/categories/earrings?resize=116&compress=50',
    ];
    const etags: string[] = [];
    for (const path of misses) {
      const res = await get(server, path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-image-cache')).toBe('miss');
      etags.push(res.headers.get('etag')!);
    }
    // The budget is spent: another picture not yet on disk is refused, and nothing is rendered.
    const renders = server.services.images.stats().renders;
    const refused = await get(server, '/images/categories/earrings?resize=132');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ success: false, reason: 'TOO_MANY_REQUESTS' });
    expect(server.services.images.stats().renders).toBe(renders);
    // Pictures already on disk are served as often as asked, and a matching ETag still gets its 304.
    for (let round = 0; round < 3; round++) {
      for (const path of misses) {
        const hit = await get(server, path);
        expect(hit.status).toBe(200);
        expect(hit.headers.get('x-image-cache')).toBe('hit');
      }
    }
    expect((await get(server, misses[0]!, { 'if-none-match': etags[0]! })).status).toBe(304);
    // A picture being requested in another format is another render: refused too.
    expect((await get(server, misses[0]!, { accept: 'image/jpeg' })).status).toBe(429);
  });
});

describe('the render budget of an IPv6 client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seedProducts: 5,
      ownPictureCache: true,
      env: { IMAGE_RENDERS_PER_IP_PER_MINUTE: '2', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => server?.stop());

  it('is one budget for a whole /64, as every per-IP limit counts it', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await get(server, '/images/categories/rings?resize=88', from('2001:db8:1:2::1'))).status).toBe(200);
    expect((await get(server, '/images/categories/rings?resize=98', from('2001:db8:1:2:ffff::9'))).status).toBe(200);
    // A third address of the same /64 finds the budget spent; the next /64 has its own.
    expect((await get(server, '/images/categories/rings?resize=116', from('2001:db8:1:2:abcd::7'))).status).toBe(429);
    expect((await get(server, '/images/categories/rings?resize=116', from('2001:db8:1:3::1'))).status).toBe(200);
  });
});

describe('the render queue', () => {
  let server: TestServer;
  let opened: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (opened = resolve));
  let atGate = 0;
  beforeAll(async () => {
    server = await startTestServer({
      seedProducts: 20,
      ownPictureCache: true,
      env: { IMAGE_RENDER_QUEUE: '2' },
      aroundImageRender: async (render) => {
        atGate += 1;
        await gate;
        return render();
      },
    });
  });
  afterAll(() => server?.stop());

  it('answers 503 with Retry-After once the queue is full, and renders again when it drains', async () => {
    // Four renders run at once (held at the gate), two more wait: the queue is full.
    const held = [88, 98, 116, 132, 176, 240].map((size) => get(server, `/images/categories/rings?resize=${size}`));
    await vi.waitFor(() => expect(server.services.images.stats()).toMatchObject({ rendering: 4, queued: 2 }), {
      timeout: 20_000,
    });
    expect(atGate).toBe(4);
    const busy = await get(server, '/images/categories/rings?resize=270');
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(busy.headers.get('cache-control')).toBe('no-store');
    expect(await busy.json()).toMatchObject({ success: false, reason: 'SERVICE_UNAVAILABLE' });
    // A second request for a picture already rendering joins that render: it does not need a place.
    const joined = get(server, '/images/categories/rings?resize=88');
    await vi.waitFor(() => expect(server.services.images.stats().joined).toBe(1), { timeout: 20_000 });

    opened();
    gate = Promise.resolve();
    const answers = await Promise.all([...held, joined]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect((await get(server, '/images/categories/rings?resize=270')).status).toBe(200);
    expect(server.services.images.stats()).toMatchObject({ rendering: 0, queued: 0 });
  });
});
