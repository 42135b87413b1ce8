// Pictures on request: draw → rasterise a master → resize and encode, with three layers of reuse:
// the encoded file on disk (every request after the first), the master raster in memory (other sizes
// and formats of a picture just rendered: a listing and its product page ask for 361, 498 and 88),
// and in-flight sharing (simultaneous requests for one picture render it once).
import { createHash } from 'node:crypto';
import { DiskCache } from './disk-cache.ts';
import { DRAWING_VERSION } from './draw/version.ts';
import { createLimiter, InFlight } from './in-flight.ts';
import { SizedLru } from './lru.ts';
import { CONTENT_TYPES, type ImageFormat } from './negotiate.ts';
import { encode, rasterise, type Master } from './render.ts';
import type { PictureSource } from './sources.ts';

export interface ImageRequest {
  source: PictureSource;
  width: number;
  height: number;
  quality: number;
  format: ImageFormat;
}

export interface PreparedImage {
  request: ImageRequest;
  /** The cache key in words (for logs and tests); `hash` is its SHA-256. */
  key: string;
  hash: string;
  /** Strong: the same key always gives the same bytes. */
  etag: string;
  contentType: string;
}

export interface ImageResult extends PreparedImage {
  body: Buffer;
  /** 'disk' when read from the cache directory, 'render' when encoded by this call. */
  from: 'disk' | 'render';
}

export interface ImageServiceOptions {
  cacheDir: string;
  /** Memory for master rasters; default 96 MiB (about 120 masters of 512 px). */
  masterCacheBytes?: number;
  /** Renders at once; default 4, the size of libuv's thread pool that sharp runs on. */
  concurrency?: number;
  /** The cap on the cache directory; unset: no cap (benchmarks, tests). */
  cacheMaxBytes?: number;
  /** An error of the cache's background work (eviction, touching a file on a hit). */
  onCacheError?: (error: unknown) => void;
}

export interface ImageServiceStats {
  renders: number;
  rasterisations: number;
  diskHits: number;
  masterHits: number;
  joined: number;
  masters: number;
  masterBytes: number;
}

export interface ImageService {
  /** Cheap: the key, ETag and type, without touching disk (enough to answer a 304). */
  prepare(request: ImageRequest): PreparedImage;
  /** The encoded picture, from disk or rendered (and then written to disk). */
  load(prepared: PreparedImage): Promise<ImageResult>;
  get(request: ImageRequest): Promise<ImageResult>;
  stats(): ImageServiceStats;
  /** Resolves once the disk cache's background eviction has finished (a graceful stop, tests). */
  idle(): Promise<void>;
}

export const FILE_EXTENSIONS: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** The master size for a request: the smallest allowed master that is at least as large (cover fit). */
export function masterSizeFor(source: PictureSource, width: number, height: number): { width: number; height: number } {
  const aspect = source.width / source.height;
  const needed = Math.max(width, height * aspect);
  const masterWidth = source.masterWidths.find((w) => w >= needed) ?? source.masterWidths[source.masterWidths.length - 1]!;
  return { width: masterWidth, height: Math.round(masterWidth / aspect) };
}

export function createImageService(options: ImageServiceOptions): ImageService {
  const disk = new DiskCache(options.cacheDir, { maxBytes: options.cacheMaxBytes, onError: options.onCacheError });
  const masters = new SizedLru<Master>(options.masterCacheBytes ?? 96 * 1024 * 1024);
  const outputs = new InFlight<ImageResult>();
  const rasters = new InFlight<Master>();
  const limit = createLimiter(options.concurrency ?? 4);
  const counts = { renders: 0, rasterisations: 0, diskHits: 0, masterHits: 0 };

  function prepare(request: ImageRequest): PreparedImage {
    const key = [DRAWING_VERSION, request.source.id, `${request.width}x${request.height}`, `q${request.quality}`, request.format].join('|');
    const hash = createHash('sha256').update(key).digest('hex');
    return { request, key, hash, etag: `"${hash.slice(0, 32)}"`, contentType: CONTENT_TYPES[request.format] };
  }

  async function master(source: PictureSource, width: number, height: number): Promise<Master> {
    const size = masterSizeFor(source, width, height);
    const key = `${DRAWING_VERSION}|${source.id}|${size.width}x${size.height}`;
    const cached = masters.get(key);
    if (cached) {
      counts.masterHits += 1;
      return cached;
    }
    return rasters.run(key, async () => {
      counts.rasterisations += 1;
      const made = await rasterise(source.draw(), size.width, size.height);
      masters.set(key, made, made.data.length);
      return made;
    });
  }

  async function load(prepared: PreparedImage): Promise<ImageResult> {
    const { request, hash } = prepared;
    const extension = FILE_EXTENSIONS[request.format];
    return outputs.run(hash, async () => {
      const stored = await disk.read(hash, extension);
      if (stored) {
        counts.diskHits += 1;
        return { ...prepared, body: stored, from: 'disk' as const };
      }
      const body = await limit(async () => {
        const m = await master(request.source, request.width, request.height);
        return encode(m, request.width, request.height, request.format, request.quality);
      });
      counts.renders += 1;
      await disk.write(hash, extension, body);
      return { ...prepared, body, from: 'render' as const };
    });
  }

  return {
    prepare,
    load,
    get: (request) => load(prepare(request)),
    stats: () => ({ ...counts, joined: outputs.joined, masters: masters.count, masterBytes: masters.size }),
    idle: () => disk.idle(),
  };
}
