// Pictures per second through the image service (cold render, warm master, disk hit, and the HTTP
// route on a disk hit) against plain sharp rendering the same SVG at the same size and format.
// Run alone with `npx tsx scripts/bench/images.ts`; scripts/bench/run.ts can import benchImages.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { drawProductPicture } from '../../server/images/draw/product.ts';
import type { PictureSubject } from '../../server/images/draw/subject.ts';
import { svgDocument } from '../../server/images/draw/svg.ts';
import { createImageRoutes } from '../../server/images/images.routes.ts';
import { DiskCache } from '../../server/images/disk-cache.ts';
import { createImageService, FILE_EXTENSIONS } from '../../server/images/images.service.ts';
import { CONTENT_TYPES, type ImageFormat } from '../../server/images/negotiate.ts';
import { ENCODER_EFFORT } from '../../server/images/render.ts';
import { productSource } from '../../server/images/sources.ts';

export interface Row {
  case: string;
  format: ImageFormat;
  size: number;
  iterations: number;
  meanMs: number;
  perSecond: number;
}

const SIZE = 361;
const QUALITY = 50;
const FORMATS: readonly ImageFormat[] = ['webp', 'avif', 'jpeg'];

function subject(seed: string): PictureSubject {
  return { category: 'rings', color: 'rose-gold', diamondCount: 20, gemstoneType: null, seed };
}

/** Mean time of `run`; `reset` (not timed) undoes what a run cached when a case must stay uncached. */
async function measure(
  name: string,
  format: ImageFormat,
  iterations: number,
  run: (i: number) => Promise<unknown>,
  reset: () => Promise<unknown> = async () => undefined,
): Promise<Row> {
  await run(-1);
  await reset();
  let total = 0;
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run(i);
    total += performance.now() - started;
    await reset();
  }
  const meanMs = total / iterations;
  return {
    case: name,
    format,
    size: SIZE,
    iterations,
    meanMs: Math.round(meanMs * 100) / 100,
    perSecond: Math.round(1000 / meanMs),
  };
}

/** Throughput with `concurrency` requests in flight (sharp works on libuv's thread pool). */
async function measureParallel(
  name: string,
  format: ImageFormat,
  iterations: number,
  concurrency: number,
  run: (i: number) => Promise<unknown>,
): Promise<Row> {
  await run(-1);
  const started = performance.now();
  for (let i = 0; i < iterations; i += concurrency) {
    await Promise.all(Array.from({ length: Math.min(concurrency, iterations - i) }, (_, k) => run(i + k)));
  }
  const meanMs = (performance.now() - started) / iterations;
  return {
    case: name,
    format,
    size: SIZE,
    iterations,
    meanMs: Math.round(meanMs * 100) / 100,
    perSecond: Math.round(1000 / meanMs),
  };
}

function encodeRaw(pipeline: Sharp, format: ImageFormat): Promise<Buffer> {
  if (format === 'avif') return pipeline.avif({ quality: QUALITY, effort: ENCODER_EFFORT.avif }).toBuffer();
  if (format === 'webp') return pipeline.webp({ quality: QUALITY, effort: ENCODER_EFFORT.webp }).toBuffer();
  return pipeline.jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
}

export async function benchImages(): Promise<Row[]> {
  const dir = await mkdtemp(join(tmpdir(), 'suvarna-bench-images-'));
  const rows: Row[] = [];
  try {
    for (const format of FORMATS) {
      const heavy = format === 'avif' ? 0.5 : 1;
      const cold = createImageService({ cacheDir: join(dir, `cold-${format}`) });
      rows.push(
        await measure('service: cold (draw, rasterise, resize, encode)', format, Math.round(30 * heavy), (i) =>
          cold.get({
            source: productSource(subject(`cold-${format}-${i}`), 1),
            width: SIZE,
            height: SIZE,
            quality: QUALITY,
            format,
          }),
        ),
      );
      rows.push(
        await measureParallel('service: cold, 4 at once (per image)', format, Math.round(32 * heavy), 4, (i) =>
          cold.get({
            source: productSource(subject(`parallel-${format}-${i}`), 1),
            width: SIZE,
            height: SIZE,
            quality: QUALITY,
            format,
          }),
        ),
      );
      const warmDir = join(dir, `warm-${format}`);
      const warm = createImageService({ cacheDir: warmDir });
      const request = {
        source: productSource(subject('warm'), 1),
        width: SIZE,
        height: SIZE,
        quality: QUALITY,
        format,
      };
      const file = new DiskCache(warmDir).pathOf(warm.prepare(request).hash, FILE_EXTENSIONS[format]);
      // The file is removed after each run: never on disk, always the same master in memory.
      rows.push(
        await measure(
          'service: warm master (resize, encode)',
          format,
          Math.round(60 * heavy),
          () => warm.get(request),
          () => rm(file, { force: true }),
        ),
      );
      rows.push(await measure('service: disk hit', format, 400, () => warm.get(request)));
      const app = createImageRoutes({
        cacheDir: join(dir, `route-${format}`),
        resolveProduct: async () => ({ category: 'rings', diamondCount: 20, gemstoneType: null }),
      });
      rows.push(
        await measure('route: disk hit (Hono app.request)', format, 400, async () => {
          const res = await app.request(`/products/warm/rose-gold/1?resize=${SIZE}&compress=${QUALITY}`, {
            headers: { accept: CONTENT_TYPES[format] },
          });
          await res.arrayBuffer();
        }),
      );
      const svg = Buffer.from(svgDocument(drawProductPicture(subject('warm'), 1), 1000, 1000));
      rows.push(
        await measure('raw sharp: same SVG → resize → encode', format, Math.round(30 * heavy), () =>
          encodeRaw(sharp(svg).resize(SIZE, SIZE), format),
        ),
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

export function formatRows(rows: readonly Row[]): string {
  const header = ['case', 'format', 'size', 'n', 'mean ms', 'images/s'];
  const body = rows.map((r) => [
    r.case,
    r.format,
    String(r.size),
    String(r.iterations),
    r.meanMs.toFixed(2),
    String(r.perSecond),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await benchImages();
  console.log(formatRows(rows));
}
