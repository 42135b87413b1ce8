import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageRoutes, type ImageProductInfo } from './images.routes.ts';

const PRODUCTS: Record<string, ImageProductInfo> = {
  'SR-1001': { category: 'rings', diamondCount: 12, gemstoneType: null },
  'SE-2002': { category: 'earrings', diamondCount: 0, gemstoneType: 'Ruby' },
};

let dir: string;
let resolved: string[];
let app: ReturnType<typeof createImageRoutes>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'suvarna-images-'));
  resolved = [];
  app = createImageRoutes({
    cacheDir: dir,
    resolveProduct: async (sku) => {
      resolved.push(sku);
      return PRODUCTS[sku] ?? null;
    },
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('product pictures', () => {
  it.each([
    ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('Accept %j gets %s at the asked size', async (accept, type, format) => {
    const { res, body } = await get('/products/SR-1001/rose-gold/1?resize=361&compress=50', { accept });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-length')).toBe(String(body.length));
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe(format);
    expect([meta.width, meta.height]).toEqual([361, 361]);
  });

  it('writes real file signatures', async () => {
    const avif = (await get('/products/SR-1001/white-gold/2?resize=98', { accept: 'image/avif' })).body;
    expect(avif.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    const webp = (await get('/products/SR-1001/white-gold/2?resize=98', { accept: 'image/webp' })).body;
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const jpeg = (await get('/products/SR-1001/white-gold/2?resize=98')).body;
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it.each([88, 98, 116, 270, 302, 361, 498, 996])('renders %i px square', async (size) => {
    const { body } = await get(`/products/SE-2002/yellow-gold/3?resize=${size}x${size}`, { accept: 'image/webp' });
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([size, size]);
  });

  it('uses 498 px and compression 50 when the query is empty', async () => {
    const { res, body } = await get('/products/SR-1001/yellow-gold/1', { accept: 'image/webp' });
    expect(res.status).toBe(200);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([498, 498]);
    const explicit = await get('/products/SR-1001/yellow-gold/1?resize=498&compress=50', { accept: 'image/webp' });
    expect(explicit.res.headers.get('etag')).toBe(res.headers.get('etag'));
  });

  it('gives a strong ETag and answers 304 to If-None-Match', async () => {
    const first = await get('/products/SR-1001/rose-gold/3?resize=270', { accept: 'image/webp' });
    const etag = first.res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get('/products/SR-1001/rose-gold/3?resize=270', {
      accept: 'image/webp',
      'if-none-match': etag,
    });
    expect(again.res.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.res.headers.get('etag')).toBe(etag);
    const listed = await get('/products/SR-1001/rose-gold/3?resize=270', {
      accept: 'image/webp',
      'if-none-match': `"nope", W/${etag}`,
    });
    expect(listed.res.status).toBe(304);
    // Another format is another representation: its ETag differs, so no 304.
    const jpeg = await get('/products/SR-1001/rose-gold/3?resize=270', { accept: 'image/jpeg', 'if-none-match': etag });
    expect(jpeg.res.status).toBe(200);
    expect(jpeg.res.headers.get('etag')).not.toBe(etag);
  });

  it('writes each result to the cache directory once and reads it back, also from a new server', async () => {
    const before = (await filesUnder(dir)).length;
    const first = await get('/products/SR-1001/white-gold/1?resize=302&compress=50', { accept: 'image/webp' });
    expect(first.res.headers.get('x-image-cache')).toBe('miss');
    const files = await filesUnder(dir);
    expect(files.length).toBe(before + 1);
    expect(files.some((f) => f.endsWith('.webp'))).toBe(true);
    const second = await get('/products/SR-1001/white-gold/1?resize=302&compress=50', { accept: 'image/webp' });
    expect(second.res.headers.get('x-image-cache')).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    const restarted = createImageRoutes({ cacheDir: dir, resolveProduct: async (sku) => PRODUCTS[sku] ?? null });
    const third = await restarted.request('/products/SR-1001/white-gold/1?resize=302&compress=50', {
      headers: { accept: 'image/webp' },
    });
    expect(third.headers.get('x-image-cache')).toBe('hit');
    expect(Buffer.from(await third.arrayBuffer()).equals(first.body)).toBe(true);
    expect((await filesUnder(dir)).length).toBe(before + 1);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.request('/products/SR-1001/rose-gold/1?resize=116', {
      method: 'HEAD',
      headers: { accept: 'image/webp' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('missing pictures', () => {
  async function noImageEtag(size: number) {
    return (await get(`/no-image?resize=${size}`, { accept: 'image/webp' })).res.headers.get('etag');
  }

  it.each([
    ['an unknown sku', '/products/NOPE-1/rose-gold/1?resize=361'],
    ['an unknown colour', '/products/SR-1001/purple-gold/1?resize=361'],
    ['an angle out of range', '/products/SR-1001/rose-gold/7?resize=361'],
    ['too few parts', '/products/SR-1001?resize=361'],
    ['too many parts', '/products/SR-1001/rose-gold/1/extra?resize=361'],
    ['an unknown category tile', '/categories/watches?resize=361'],
    ['an unknown occasion', '/occasions/birthday-bash?resize=361'],
    // Banners take banner sizes: asked without one, it is the no-image picture's own 498.
    ['a banner name with odd characters', '/banners/bad%20name!', 498],
  ])('%s shows the no-image picture with a short cache', async (_what, path, size = 361) => {
    const { res, body } = await get(path, { accept: 'image/webp' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('etag')).toBe(await noImageEtag(size));
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([size, size]);
  });

  it('serves /no-image itself for a year', async () => {
    const { res } = await get('/no-image?resize=88', { accept: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('invalid parameters', () => {
  it.each([
    ['/products/SR-1001/rose-gold/1?resize=2001', 'resize'],
    ['/products/SR-1001/rose-gold/1?resize=0', 'resize'],
    ['/products/SR-1001/rose-gold/1?resize=360', 'resize'],
    ['/products/SR-1001/rose-gold/1?resize=1200', 'resize'],
    ['/categories/rings?resize=400', 'resize'],
    ['/no-image?resize=1000', 'resize'],
    ['/banners/bridal?resize=400', 'resize'],
    ['/banners/bridal?resize=600x600', 'resize'],
    ['/banners/bridal?resize=361', 'resize'],
    ['/products/SR-1001/rose-gold/1?resize=big', 'resize'],
    ['/products/SR-1001/rose-gold/1?resize=361x200', 'resize'],
    ['/products/SR-1001/rose-gold/1?compress=0', 'compress'],
    ['/products/SR-1001/rose-gold/1?compress=101', 'compress'],
    ['/products/SR-1001/rose-gold/1?compress=75', 'compress'],
    ['/products/SR-1001/rose-gold/1?resize=361&quality=80', 'quality'],
    ['/products/NOPE-9/rose-gold/1?resize=99999', 'resize'],
    ['/banners/bridal?resize=5000', 'resize'],
    ['/categories/rings?resize=300x200', 'resize'],
    ['/no-image?compress=abc', 'compress'],
  ])('%s → 400 naming %s', async (path, name) => {
    const seen = resolved.length;
    const { res, body } = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const json = JSON.parse(body.toString()) as { success: boolean; reason: string; message: string };
    expect(json.success).toBe(false);
    expect(json.reason).toBe('INVALID_IMAGE_PARAMS');
    expect(json.message.startsWith(`${name}:`)).toBe(true);
    // A bad query is refused before the catalogue is asked.
    expect(resolved.length).toBe(seen);
  });
});

describe('banners and category tiles', () => {
  it.each(['bridal', 'everyday-diamonds', 'gold-festive', 'monsoon-sale'])(
    'banner %s keeps its 5:2 shape',
    async (name) => {
      const { res, body } = await get(`/banners/${name}?resize=800`, { accept: 'image/webp' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(body).metadata();
      expect([meta.width, meta.height]).toEqual([800, 320]);
    },
  );

  it('serves banners at their natural 1600 × 640 without resize, and crops to an asked WxH', async () => {
    const natural = await sharp((await get('/banners/bridal', { accept: 'image/webp' })).body).metadata();
    expect([natural.width, natural.height]).toEqual([1600, 640]);
    const cropped = await sharp(
      (await get('/banners/bridal?resize=768x576', { accept: 'image/webp' })).body,
    ).metadata();
    expect([cropped.width, cropped.height]).toEqual([768, 576]);
  });

  it.each(['engagement', 'wedding', 'anniversary', 'festive', 'daily-wear', 'office-wear', 'gifting'])(
    'draws the %s occasion picture',
    async (slug) => {
      const { res, body } = await get(`/occasions/${slug}?resize=302`, { accept: 'image/webp' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(body).metadata();
      expect([meta.width, meta.height]).toEqual([302, 302]);
    },
  );

  it('draws category page banners from the category, and sub-categories from their parent', async () => {
    const rings = await get('/banners/rings?resize=800', { accept: 'image/webp' });
    const engagement = await get('/banners/engagement-rings?resize=800', { accept: 'image/webp' });
    const nosePins = await get('/banners/nose-pins?resize=800', { accept: 'image/webp' });
    const nosepins = await get('/banners/nosepins?resize=800', { accept: 'image/webp' });
    expect(rings.res.status).toBe(200);
    expect(rings.res.headers.get('etag')).not.toBe(engagement.res.headers.get('etag'));
    expect(nosePins.res.headers.get('etag')).toBe(nosepins.res.headers.get('etag'));
  });

  it('draws a tile for every category, with nose-pins as nosepins', async () => {
    const a = await get('/categories/nose-pins?resize=116', { accept: 'image/webp' });
    const b = await get('/categories/nosepins?resize=116', { accept: 'image/webp' });
    expect(a.res.status).toBe(200);
    expect(a.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(a.res.headers.get('etag')).toBe(b.res.headers.get('etag'));
    const ring = await get('/categories/rings?resize=116', { accept: 'image/webp' });
    expect(ring.res.headers.get('etag')).not.toBe(a.res.headers.get('etag'));
  });
});
