// Pictures on request: draw → rasterise a master → resize and encode, with three layers of reuse:
// the encoded file on disk (every request after the first), the master raster in memory (other sizes
// and formats of a picture just rendered: a listing and its product page ask for 361, 498 and 88),
// and in-flight sharing (simultaneous requests for one picture render it once).
//
// A render is real CPU, so a request that would start one must be admitted (docs/decisions/
// 2026-11-26-pictures-and-uploads-hardening.md): the waiting line is bounded (a full line answers
// 'busy' at once rather than making every later shopper wait behind it), and each client has a budget
// of renders in a sliding window. A disk hit, or joining a render already running, costs nothing.
import { createHash } from 'node:crypto';
import { DiskCache } from './disk-cache.ts';
import { DRAWING_VERSION } from './draw/version.ts';
import { createLimiter, InFlight } from './in-flight.ts';
import { RenderBudget } from './render-budget.ts';
import {
  BUSY_RETRY_SECONDS,
  DEFAULT_MAX_QUEUED_RENDERS,
  DEFAULT_RENDERS_PER_CLIENT_PER_MINUTE,
} from './render-limits.ts';
import { LRUCache } from 'lru-cache';
import { CONTENT_TYPES, type ImageFormat } from './negotiate.ts';
import { encode, rasterise, rasterisePhoto, type Master } from './render.ts';
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
  /** Renders that may wait for a place; past it a new render is refused as 'busy'. Default 64. */
  maxQueuedRenders?: number;
  /** Renders one client may start in a minute; default 240. */
  rendersPerClientPerMinute?: number;
  /** Wraps each render inside its place (tests hold renders at a gate with it). */
  aroundRender?: RenderWrapper;
  /** The clock of the render budget (tests). */
  now?: () => number;
}

export type RenderWrapper = (render: () => Promise<Buffer>) => Promise<Buffer>;

/** Why a render was not started: the client's budget is spent, or the waiting line is full. */
export interface RenderRefusal {
  refused: 'budget' | 'busy';
  retryAfterSeconds: number;
}

export interface ImageServiceStats {
  renders: number;
  rasterisations: number;
  diskHits: number;
  masterHits: number;
  joined: number;
  masters: number;
  masterBytes: number;
  /** Renders holding a place now, and renders waiting for one. */
  rendering: number;
  queued: number;
  /** Renders refused: client budget spent, waiting line full. */
  refusedBudget: number;
  refusedBusy: number;
}

export interface ImageService {
  /** Cheap: the key, ETag and type, without touching disk (enough to answer a 304). */
  prepare(request: ImageRequest): PreparedImage;
  /**
   * The encoded picture, from disk or rendered (and then written to disk). A render this call would
   * start is charged to `client`'s budget, and refused when that is spent or the waiting line is full.
   */
  load(prepared: PreparedImage, client: string): Promise<ImageResult | RenderRefusal>;
  /** The picture for the store's own use (content pages, benchmarks): no budget, no bound. */
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
  const masterWidth =
    source.masterWidths.find((w) => w >= needed) ?? source.masterWidths[source.masterWidths.length - 1]!;
  return { width: masterWidth, height: Math.round(masterWidth / aspect) };
}

export function createImageService(options: ImageServiceOptions): ImageService {
  const disk = new DiskCache(options.cacheDir, { maxBytes: options.cacheMaxBytes, onError: options.onCacheError });
  // By bytes: a handful of large buffers, where a count would be either wasteful or dangerous. A
  // master larger than the whole budget is not kept.
  const masters = new LRUCache<string, Master>({
    maxSize: options.masterCacheBytes ?? 96 * 1024 * 1024,
    sizeCalculation: (made) => made.data.length,
  });
  const renders = new InFlight<Buffer>();
  const rasters = new InFlight<Master>();
  const limit = createLimiter(options.concurrency ?? 4, options.maxQueuedRenders ?? DEFAULT_MAX_QUEUED_RENDERS);
  const budget = new RenderBudget({
    perWindow: options.rendersPerClientPerMinute ?? DEFAULT_RENDERS_PER_CLIENT_PER_MINUTE,
    windowMs: 60_000,
    now: options.now,
  });
  const around: RenderWrapper = options.aroundRender ?? ((render) => render());
  const counts = { renders: 0, rasterisations: 0, diskHits: 0, masterHits: 0, refusedBudget: 0, refusedBusy: 0 };

  function prepare(request: ImageRequest): PreparedImage {
    const key = [
      DRAWING_VERSION,
      request.source.id,
      `${request.width}x${request.height}`,
      `q${request.quality}`,
      request.format,
    ].join('|');
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
      const made = source.photo
        ? await rasterisePhoto(await source.photo(), size.width, size.height)
        : await rasterise(source.draw(), size.width, size.height);
      masters.set(key, made);
      return made;
    });
  }

  /** Renders and writes the picture, sharing the work with a render of the same key already running. */
  function render(prepared: PreparedImage): Promise<Buffer> {
    const { request, hash } = prepared;
    return renders.run(hash, async () => {
      const body = await limit.run(() =>
        around(async () => {
          const m = await master(request.source, request.width, request.height);
          return encode(m, request.width, request.height, request.format, request.quality);
        }),
      );
      counts.renders += 1;
      await disk.write(hash, FILE_EXTENSIONS[request.format], body);
      return body;
    });
  }

  /** Null when a new render may start for `client` (and charges it), else why not. */
  function admit(client: string): RenderRefusal | null {
    // The line first: a full line is nobody's fault, so it must not spend the client's budget.
    if (!limit.hasRoom()) {
      counts.refusedBusy += 1;
      return { refused: 'busy', retryAfterSeconds: BUSY_RETRY_SECONDS };
    }
    const spent = budget.take(client);
    if (spent.ok) return null;
    counts.refusedBudget += 1;
    return { refused: 'budget', retryAfterSeconds: spent.retryAfterSeconds };
  }

  async function load(prepared: PreparedImage, client: string | null): Promise<ImageResult | RenderRefusal> {
    const stored = await disk.read(prepared.hash, FILE_EXTENSIONS[prepared.request.format]);
    if (stored) {
      counts.diskHits += 1;
      return { ...prepared, body: stored, from: 'disk' };
    }
    // From here to render() nothing awaits, so the room checked is the room taken.
    if (client !== null && !renders.has(prepared.hash)) {
      const refusal = admit(client);
      if (refusal) return refusal;
    }
    return { ...prepared, body: await render(prepared), from: 'render' };
  }

  return {
    prepare,
    load: (prepared, client) => load(prepared, client),
    get: (request) => load(prepare(request), null) as Promise<ImageResult>,
    stats: () => ({
      ...counts,
      joined: renders.joined,
      masters: masters.size,
      masterBytes: masters.calculatedSize,
      rendering: limit.active,
      queued: limit.waiting,
    }),
    idle: () => disk.idle(),
  };
}
