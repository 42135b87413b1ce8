// Writes Brotli (.br) and gzip (.gz) copies beside every compressible file of the client build, once
// at build time at the strongest settings, so that serving a bundle costs no CPU: the static handler
// (server/storefront/storefront.routes.ts, `precompressed`) picks the copy the browser accepts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats only: pictures and woff2 fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml', '.map', '.webmanifest']);
/** A copy must save more than the Content-Encoding and Vary headers it adds to the answer. */
const MIN_SAVING = 48;

export function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
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
    const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
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
