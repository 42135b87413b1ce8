// Encoded pictures on disk, one file per cache key: `<dir>/<2 hex>/<rest of hash>.<ext>`. The two
// character shard keeps directories small. Files are written to a temporary name and renamed, so a
// reader (or a second server on the same directory) never sees half a file.
//
// The directory is capped at `maxBytes`. Going over it starts a sweep in the background (never on a
// request's path) that deletes files down to `LOW_WATER` of the cap, chosen by `evictionPlan`: pictures
// hit since they were rendered are kept before those rendered once and never asked for again, so a
// burst of one-off renders cannot push out what shoppers keep asking for. Each file carries its two
// times in its own metadata, so they survive a restart and are shared by servers on one directory:
// mtime is when it was rendered, atime its last hit. A hit moves atime forward: always the first time
// (that makes it popular), then at most once per `touchAfterMs`, so a popular picture costs one
// utimes a minute, not one per request. The kernel's own atime updates (relatime, strictatime) only
// happen on reads, and reads only happen on hits, so they agree with ours; on noatime disks ours
// are the only ones.
import { mkdir, open, readdir, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { evictionPlan, type CachedFileFacts } from './eviction-plan.ts';

/** A sweep deletes down to this share of the cap, so the next few writes do not start another. */
export const LOW_WATER = 0.9;
/** A temporary file older than this is left over from a crashed write: the sweep deletes it. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

export interface DiskCacheOptions {
  /** The cap on the directory's size in bytes; unset: no cap. */
  maxBytes?: number;
  /** A hit moves the file's atime (its last use) forward when it is older than this; default one minute. */
  touchAfterMs?: number;
  /** A sweep's or a touch's error: they run after the request is answered, so nobody else sees it. */
  onError?: (error: unknown) => void;
  /** The clock (tests). */
  now?: () => number;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class DiskCache {
  private readonly madeDirs = new Set<string>();
  private counter = 0;
  /** Bytes in the directory as far as this process knows; null until the first sweep has counted. */
  private total: number | null = null;
  /** Bytes written while a sweep runs: its count of the directory may have missed them. */
  private writtenDuringSweep = 0;
  private sweeping: Promise<void> | null = null;
  private sweepAgain = false;
  private readonly touchAfterMs: number;
  private readonly now: () => number;
  private readonly onError: (error: unknown) => void;

  constructor(
    readonly dir: string,
    private readonly options: DiskCacheOptions = {},
  ) {
    this.touchAfterMs = options.touchAfterMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.onError = options.onError ?? (() => undefined);
  }

  pathOf(hash: string, extension: string): string {
    return join(this.dir, hash.slice(0, 2), `${hash.slice(2)}.${extension}`);
  }

  async read(hash: string, extension: string): Promise<Buffer | null> {
    const path = this.pathOf(hash, extension);
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const capped = this.options.maxBytes !== undefined;
      const [info, body] = await Promise.all([capped ? handle.stat() : null, handle.readFile()]);
      const neverHit = info !== null && info.atimeMs <= info.mtimeMs;
      if (info && (neverHit || this.now() - info.atimeMs > this.touchAfterMs)) {
        // Not awaited: the picture is ready, the bookkeeping can follow. ENOENT means a sweep
        // deleted it meanwhile, which is fine: the next request renders it again. The last use is
        // kept after the render time even when the clock says otherwise, or the hit would not count.
        const used = new Date(Math.max(this.now(), Math.ceil(info.mtimeMs) + 1));
        utimes(path, used, info.mtime).catch((error) => {
          if (!isMissing(error)) this.onError(error);
        });
      }
      return body;
    } finally {
      await handle.close();
    }
  }

  async write(hash: string, extension: string, body: Buffer): Promise<void> {
    const shard = join(this.dir, hash.slice(0, 2));
    if (!this.madeDirs.has(shard)) {
      await mkdir(shard, { recursive: true });
      this.madeDirs.add(shard);
    }
    const final = this.pathOf(hash, extension);
    this.counter += 1;
    // pid and counter: two requests (or two servers) writing the same key never share a temporary
    // file, and the second rename simply replaces the first file with identical bytes.
    const temporary = `${final}.${process.pid}.${this.counter}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, final);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    this.added(body.length);
  }

  /** Resolves when no sweep is running (tests, and a graceful stop). */
  async idle(): Promise<void> {
    while (this.sweeping) await this.sweeping;
  }

  /** Counts the directory and deletes the least recently used files if it is over the cap. */
  sweep(): Promise<void> {
    if (this.sweeping) {
      this.sweepAgain = true;
      return this.sweeping;
    }
    this.sweeping = (async () => {
      try {
        do {
          this.sweepAgain = false;
          this.writtenDuringSweep = 0;
          const remaining = await this.evict();
          this.total = remaining + this.writtenDuringSweep;
        } while (this.sweepAgain || this.overCap());
      } catch (error) {
        // Counted again on the next write's sweep.
        this.total = null;
        this.onError(error);
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  private overCap(): boolean {
    const max = this.options.maxBytes;
    return max !== undefined && this.total !== null && this.total > max;
  }

  private added(bytes: number): void {
    if (this.options.maxBytes === undefined) return;
    if (this.sweeping) {
      this.writtenDuringSweep += bytes;
      // Over the cap again before the sweep ends: it runs once more.
      if (this.total !== null && this.total + this.writtenDuringSweep > this.options.maxBytes) this.sweepAgain = true;
      return;
    }
    if (this.total !== null) this.total += bytes;
    // The first write counts the directory (it may hold files from an earlier run).
    if (this.total === null || this.overCap()) void this.sweep();
  }

  /** One pass: the bytes left after deleting the eviction plan's files down to the low-water mark. */
  private async evict(): Promise<number> {
    const max = this.options.maxBytes!;
    const files = await this.list();
    let total = files.reduce((sum, f) => sum + f.size, 0);
    if (total <= max) return total;
    for (const file of evictionPlan(files, Math.floor(max * LOW_WATER))) {
      try {
        await unlink(file.path);
      } catch (error) {
        // Another server on the same directory got there first.
        if (!isMissing(error)) throw error;
      }
      total -= file.size;
    }
    return total;
  }

  /** Every cached file with its size, render time and last use; deletes temporaries left by crashed writes. */
  private async list(): Promise<CachedFileFacts[]> {
    const files: CachedFileFacts[] = [];
    let shards: string[];
    try {
      shards = await readdir(this.dir);
    } catch (error) {
      if (isMissing(error)) return files;
      throw error;
    }
    for (const shard of shards) {
      let names: string[];
      try {
        names = await readdir(join(this.dir, shard));
      } catch (error) {
        // A stray file at the top, or a shard another server removed.
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') continue;
        throw error;
      }
      for (const name of names) {
        const path = join(this.dir, shard, name);
        let info;
        try {
          info = await stat(path);
        } catch (error) {
          if (isMissing(error)) continue;
          throw error;
        }
        if (!info.isFile()) continue;
        if (name.endsWith('.tmp')) {
          // A write in progress is young; an old one was abandoned.
          if (this.now() - info.mtimeMs > STALE_TEMPORARY_MS) await unlink(path).catch(() => undefined);
          continue;
        }
        files.push({ path, size: info.size, used: Math.max(info.atimeMs, info.mtimeMs), written: info.mtimeMs });
      }
    }
    return files;
  }
}
