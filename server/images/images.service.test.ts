import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRAWING_VERSION } from './draw/version.ts';
import { createImageService, masterSizeFor } from './images.service.ts';
import { bannerSource, productSource } from './sources.ts';

const subject = {
  category: 'pendants',
  color: 'rose-gold' as const,
  diamondCount: 6,
  gemstoneType: 'Emerald',
  seed: 'SP-77',
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'suvarna-image-service-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('image service', () => {
  it('renders simultaneous requests for one picture once', async () => {
    const service = createImageService({ cacheDir: dir });
    const request = {
      source: productSource(subject, 1),
      width: 361,
      height: 361,
      quality: 50,
      format: 'webp' as const,
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => service.get(request)));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(service.stats()).toMatchObject({ renders: 1, rasterisations: 1, joined: 4 });
  });

  it('rasterises a picture once for all listed sizes and formats, then reads from disk', async () => {
    const service = createImageService({ cacheDir: dir });
    const source = productSource(subject, 2);
    for (const size of [361, 270, 98, 498, 302, 116, 88]) {
      for (const format of ['avif', 'webp', 'jpeg'] as const) {
        const result = await service.get({ source, width: size, height: size, quality: 50, format });
        expect(result.from).toBe('render');
      }
    }
    expect(service.stats()).toMatchObject({ renders: 21, rasterisations: 1, masters: 1 });
    const again = await service.get({ source, width: 98, height: 98, quality: 50, format: 'jpeg' });
    expect(again.from).toBe('disk');
    expect(service.stats().diskHits).toBe(1);
    const shards = await readdir(dir);
    expect(shards.every((s) => /^[0-9a-f]{2}$/.test(s))).toBe(true);
  });

  it('keeps masters within their byte budget, the least recently used out first, none larger than it', async () => {
    // Each angle is a master of its own; another quality is another picture (not on disk yet) from the same master.
    const ask = (service: ReturnType<typeof createImageService>, angle: 1 | 2 | 3, quality = 50) =>
      service.get({ source: productSource(subject, angle), width: 361, height: 361, quality, format: 'webp' });
    const one = createImageService({ cacheDir: join(dir, 'one') });
    await ask(one, 1);
    const masterBytes = one.stats().masterBytes;
    expect(masterBytes).toBeGreaterThan(0);

    const two = createImageService({ cacheDir: join(dir, 'two'), masterCacheBytes: 2 * masterBytes });
    await ask(two, 1);
    await ask(two, 2);
    await ask(two, 1, 51); // 1 is now the most recently used master
    expect(two.stats()).toMatchObject({ rasterisations: 2, masterHits: 1, masters: 2 });
    await ask(two, 3); // so 2 goes
    expect(two.stats()).toMatchObject({ rasterisations: 3, masters: 2, masterBytes: 2 * masterBytes });
    await ask(two, 1, 52);
    await ask(two, 2, 51);
    expect(two.stats()).toMatchObject({ rasterisations: 4, masterHits: 2 });

    const none = createImageService({ cacheDir: join(dir, 'none'), masterCacheBytes: masterBytes - 1 });
    await ask(none, 1);
    await ask(none, 1, 51);
    expect(none.stats()).toMatchObject({ rasterisations: 2, masterHits: 0, masters: 0, masterBytes: 0 });
  });

  it('puts the drawing version, the source, size, quality and format in the key', () => {
    const service = createImageService({ cacheDir: dir });
    const base = { source: productSource(subject, 1), width: 361, height: 361, quality: 50, format: 'webp' as const };
    const key = service.prepare(base).key;
    expect(key.startsWith(`${DRAWING_VERSION}|`)).toBe(true);
    const etags = new Set(
      [
        base,
        { ...base, width: 270, height: 270 },
        { ...base, quality: 51 },
        { ...base, format: 'avif' as const },
        { ...base, source: productSource(subject, 2) },
        { ...base, source: productSource({ ...subject, gemstoneType: 'Ruby' }, 1) },
      ].map((r) => service.prepare(r).etag),
    );
    expect(etags.size).toBe(6);
    expect(service.prepare(base).etag).toBe(createImageService({ cacheDir: dir }).prepare(base).etag);
  });

  it('picks the smallest master that covers the request', () => {
    const square = productSource(subject, 1);
    expect(masterSizeFor(square, 361, 361)).toEqual({ width: 512, height: 512 });
    expect(masterSizeFor(square, 512, 512)).toEqual({ width: 512, height: 512 });
    expect(masterSizeFor(square, 800, 800)).toEqual({ width: 1024, height: 1024 });
    expect(masterSizeFor(square, 2000, 2000)).toEqual({ width: 2000, height: 2000 });
    const banner = bannerSource('bridal');
    expect(masterSizeFor(banner, 1600, 640)).toEqual({ width: 1600, height: 640 });
    expect(masterSizeFor(banner, 600, 600)).toEqual({ width: 1600, height: 640 });
  });

  it('encodes real pixels: a product picture is not blank', async () => {
    const service = createImageService({ cacheDir: dir });
    const { body } = await service.get({
      source: productSource(subject, 1),
      width: 128,
      height: 128,
      quality: 90,
      format: 'jpeg',
    });
    const stats = await sharp(body).stats();
    // A drawn piece on the ground gives plenty of contrast; a blank or flat picture would not.
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(10);
  });

  it("admits a render by the line first, then the client's budget: a full line spends no budget, a hit and a join cost nothing", async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const service = createImageService({
      cacheDir: dir,
      concurrency: 1,
      maxQueuedRenders: 0,
      rendersPerClientPerMinute: 2,
      aroundRender: async (render) => (await gate, render()),
    });
    const picture = (width: number) =>
      service.prepare({ source: productSource(subject, 1), width, height: width, quality: 50, format: 'jpeg' });
    const held = service.load(picture(88), 'shopper');
    await expect.poll(() => service.stats().rendering).toBe(1);
    expect(await service.load(picture(98), 'shopper')).toEqual({ refused: 'busy', retryAfterSeconds: 2 });
    // Joining the render of the same picture needs no place and no budget.
    const joined = service.load(picture(88), 'another');
    open();
    expect(((await held) as { from: string }).from).toBe('render');
    expect(((await joined) as { from: string }).from).toBe('render');
    expect(((await service.load(picture(98), 'shopper')) as { from: string }).from).toBe('render');
    const refused = await service.load(picture(116), 'shopper');
    expect(refused).toMatchObject({ refused: 'budget' });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect(((await service.load(picture(88), 'shopper')) as { from: string }).from).toBe('disk');
    expect(service.stats()).toMatchObject({ renders: 2, refusedBusy: 1, refusedBudget: 1, joined: 1 });
  });
});
