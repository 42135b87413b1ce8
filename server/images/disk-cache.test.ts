// The picture cache's cap: a tiny cap in a temporary directory, files of known sizes, and times set
// by hand (mtime: rendered, atime: last hit) so "least recently used" does not depend on how fast the
// test runs.
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskCache, LOW_WATER } from './disk-cache.ts';

const KB = 1000;
const hashOf = (n: number) => n.toString(16).padStart(64, '0');
const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);
/** A fixed point well in the past: file n was last used at BASE + n minutes. */
const BASE = Date.UTC(2026, 0, 1) / 1000;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'suvarna-disk-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function filesIn(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const shard of await readdir(root))
    for (const name of await readdir(join(root, shard))) found.push(`${shard}/${name}`);
  return found.sort();
}

async function bytesIn(root: string): Promise<number> {
  let total = 0;
  for (const file of await filesIn(root)) total += (await stat(join(root, file))).size;
  return total;
}

/** Writes files 0..count-1 of `size` bytes without a cap, file n last used at BASE + n minutes. */
async function fill(count: number, size: number): Promise<void> {
  const plain = new DiskCache(dir);
  for (let n = 0; n < count; n++) {
    await plain.write(hashOf(n), 'webp', bytes(size));
    await setUsed(plain, n, BASE + n * 60);
  }
}

const setUsed = (cache: DiskCache, n: number, seconds: number) =>
  utimes(cache.pathOf(hashOf(n), 'webp'), seconds, seconds);
const exists = (cache: DiskCache, n: number) =>
  stat(cache.pathOf(hashOf(n), 'webp')).then(
    () => true,
    () => false,
  );

describe('disk cache cap', () => {
  it('keeps everything under the cap', async () => {
    const cache = new DiskCache(dir, { maxBytes: 10 * KB });
    for (let n = 0; n < 5; n++) await cache.write(hashOf(n), 'webp', bytes(KB));
    await cache.idle();
    expect(await filesIn(dir)).toHaveLength(5);
    expect(await cache.read(hashOf(3), 'webp')).toEqual(bytes(KB));
  });

  it('deletes the least recently used files down to the low-water mark', async () => {
    await fill(10, KB);
    const cache = new DiskCache(dir, { maxBytes: 5 * KB });
    await cache.sweep();
    // 5,000 × 0.9 = 4,500 bytes: four files of 1,000 stay, the four most recently used.
    expect(await bytesIn(dir)).toBeLessThanOrEqual(5 * KB * LOW_WATER);
    const kept = [];
    for (let n = 0; n < 10; n++) if (await exists(cache, n)) kept.push(n);
    expect(kept).toEqual([6, 7, 8, 9]);
  });

  it('a write over the cap starts an eviction in the background', async () => {
    await fill(6, KB);
    const cache = new DiskCache(dir, { maxBytes: 5 * KB });
    await cache.write(hashOf(100), 'webp', bytes(KB));
    await cache.idle();
    expect(await bytesIn(dir)).toBeLessThanOrEqual(5 * KB * LOW_WATER);
    // The file just written is the most recently used: it stays.
    expect(await exists(cache, 100)).toBe(true);
    expect(await exists(cache, 0)).toBe(false);
  });

  it('counts files left by an earlier run, and keeps the total as it writes', async () => {
    await fill(4, KB);
    const cache = new DiskCache(dir, { maxBytes: 5 * KB });
    for (let n = 10; n < 30; n++) {
      await cache.write(hashOf(n), 'webp', bytes(KB));
      await cache.idle();
      expect(await bytesIn(dir)).toBeLessThanOrEqual(5 * KB);
    }
    expect(await exists(cache, 29)).toBe(true);
    expect(await exists(cache, 0)).toBe(false);
  });

  it('a hit moves an old file forward, so it outlives files used after it was written', async () => {
    await fill(6, KB);
    const cache = new DiskCache(dir, { maxBytes: 5 * KB });
    expect(await cache.read(hashOf(0), 'webp')).toEqual(bytes(KB));
    // The touch is not awaited by read: wait for it.
    await expect
      .poll(async () => (await stat(cache.pathOf(hashOf(0), 'webp'))).atimeMs)
      .toBeGreaterThan(Date.now() - 60_000);
    // The render time stays: the file is now one that was asked for again.
    expect((await stat(cache.pathOf(hashOf(0), 'webp'))).mtimeMs).toBe(BASE * 1000);
    await cache.sweep();
    expect(await exists(cache, 0)).toBe(true);
    expect(await exists(cache, 1)).toBe(false);
  });

  it('keeps a picture asked for again through a burst of one-off renders that plain LRU would have let push it out', async () => {
    await fill(4, KB);
    const cache = new DiskCache(dir, { maxBytes: 5 * KB });
    await cache.read(hashOf(0), 'webp');
    await expect.poll(async () => (await stat(cache.pathOf(hashOf(0), 'webp'))).atimeMs).toBeGreaterThan(BASE * 1000);
    // Twenty renders nobody asks for again, each newer than the hit.
    for (let n = 100; n < 120; n++) {
      await cache.write(hashOf(n), 'webp', bytes(KB));
      await cache.idle();
    }
    expect(await exists(cache, 0)).toBe(true);
    expect(await exists(cache, 1)).toBe(false);
    expect(await exists(cache, 119)).toBe(true);
    expect(await bytesIn(dir)).toBeLessThanOrEqual(5 * KB);
  });

  it('marks the first hit at once, even within the minute', async () => {
    const now = BASE * 1000 + 30_000;
    const cache = new DiskCache(dir, { maxBytes: 5 * KB, now: () => now });
    await fill(1, KB);
    await cache.read(hashOf(0), 'webp');
    await expect.poll(async () => (await stat(cache.pathOf(hashOf(0), 'webp'))).atimeMs).toBe(now);
    expect((await stat(cache.pathOf(hashOf(0), 'webp'))).mtimeMs).toBe(BASE * 1000);
  });

  it('does not touch a file hit within the last minute', async () => {
    const now = BASE * 1000 + 30_000;
    const cache = new DiskCache(dir, { maxBytes: 5 * KB, now: () => now });
    await fill(1, KB);
    const path = cache.pathOf(hashOf(0), 'webp');
    await utimes(path, BASE + 10, BASE);
    // utimes changes ctime and nothing else here does (a kernel atime update does not), so an
    // unchanged ctime shows the cache did not touch the file.
    const before = (await stat(path)).ctimeMs;
    await cache.read(hashOf(0), 'webp');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await stat(path)).ctimeMs).toBe(before);
  });

  it('two writes of one key at once leave one whole file and no temporaries', async () => {
    const cache = new DiskCache(dir, { maxBytes: 5 * KB });
    await Promise.all([
      cache.write(hashOf(7), 'webp', bytes(3 * KB, 7)),
      cache.write(hashOf(7), 'webp', bytes(3 * KB, 7)),
    ]);
    await cache.idle();
    expect(await filesIn(dir)).toEqual([`00/${hashOf(7).slice(2)}.webp`]);
    expect(await cache.read(hashOf(7), 'webp')).toEqual(bytes(3 * KB, 7));
    // Counted twice by this process (6,000 > 5,000), so a sweep ran: it counted the one file again
    // and deleted nothing.
    await cache.write(hashOf(8), 'webp', bytes(KB));
    await cache.idle();
    expect(await exists(cache, 7)).toBe(true);
    expect(await exists(cache, 8)).toBe(true);
  });

  it('a file deleted by a sweep is a miss, not an error', async () => {
    await fill(6, KB);
    const cache = new DiskCache(dir, { maxBytes: 5 * KB });
    await cache.sweep();
    expect(await cache.read(hashOf(0), 'webp')).toBeNull();
  });

  it('deletes temporaries abandoned by a crashed write, not those being written', async () => {
    await fill(6, KB);
    const shard = join(dir, '00');
    await mkdir(shard, { recursive: true });
    await writeFile(join(shard, 'abandoned.webp.99.1.tmp'), bytes(10));
    await utimes(join(shard, 'abandoned.webp.99.1.tmp'), BASE, BASE);
    await writeFile(join(shard, 'young.webp.99.2.tmp'), bytes(10));
    await new DiskCache(dir, { maxBytes: 5 * KB }).sweep();
    const left = await readdir(shard);
    expect(left).toContain('young.webp.99.2.tmp');
    expect(left).not.toContain('abandoned.webp.99.1.tmp');
  });

  it('without a cap deletes nothing and touches nothing', async () => {
    await fill(6, KB);
    const cache = new DiskCache(dir);
    await cache.read(hashOf(0), 'webp');
    await cache.write(hashOf(50), 'webp', bytes(10 * KB));
    await cache.idle();
    expect(await filesIn(dir)).toHaveLength(7);
    expect((await stat(cache.pathOf(hashOf(0), 'webp'))).mtimeMs).toBe(BASE * 1000);
  });
});
