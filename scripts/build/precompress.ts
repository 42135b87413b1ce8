// Writes Brotli (.br) and gzip (.gz) copies beside every compressible file of the client build, once
// at build time at the strongest settings, so that serving a bundle costs no CPU: the static handler
// (server/storefront/storefront.routes.ts, `precompressed`) picks the copy the browser accepts.
// The larger files' gzip copies come from Zopfli, which writes ordinary gzip about 3% smaller than
// zlib's best (React's vendor chunk: 108.3 -> 104.8 KB) for about a second of build time; any gzip
// client reads it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/** Text formats only: pictures and woff2 fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml', '.map', '.webmanifest']);
/** A copy must save more than the Content-Encoding and Vary headers it adds to the answer. */
const MIN_SAVING = 48;

/** Zopfli's passes over each file: past 5 the gain is a few bytes (17 on the vendor chunk at 15) for twice the time. */
const ZOPFLI_ITERATIONS = 5;
/**
 * Below this, zlib: Zopfli takes about 0.2 s for any file, however small, to save a few bytes on a
 * 1 KB chunk. From 2 KB up it saves 10 to 70 bytes a chunk (1.5%), and a page's first load is a dozen
 * of them: about 0.15 KB a page.
 */
const ZOPFLI_MIN_BYTES = 2 * 1024;

export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gzip = source.length >= ZOPFLI_MIN_BYTES ? Buffer.from(await gzipAsync(source, { numiterations: ZOPFLI_ITERATIONS })) : gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
    // Small chunks count too: a page's first load is a dozen of them. Gzip, as a rule the larger of
    // the two, decides for both copies.
    if (gzip.length + MIN_SAVING >= source.length) continue;
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    files += 1;
    bytes += source.length;
    brotliBytes += brotli.length;
  }
  return { files, bytes, brotliBytes };
}
