// A page answer a shared cache may keep (docs/decisions/2026-11-27-page-cache.md). The page was
// rendered whole and without a CSP nonce, so its bytes are the same for every anonymous visitor; here
// it gets the policy that allows its inline scripts by their hashes, a strong ETag of its bytes, its
// Cache-Control, a 304 when the client already holds it, and Brotli (or gzip for a client without it)
// made once from the whole body (Hono's compress middleware would weaken the ETag to W/, and a cache
// revalidates with strong tags only). The same bytes are compressed once: the last pages' compressed
// copies are kept by their tag, since a shared cache asks again for a page that has not changed (its
// freshness ran out) far more often than for one that has. That is what makes Brotli affordable here:
// quality 5 costs 4 to 6 ms on a 160 KB listing, once per version and encoding, and sends 15 to 17%
// fewer bytes than gzip (docs/decisions/2026-12-01-lcp-brotli-pages.md).
import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { pageEncoding, type PageEncoding } from '../http/content-encoding.ts';
import { requestHeader } from '../http/request-header.ts';
import { inlineScriptHashesOfBytes } from '../http/script-hashes.ts';
import { LRUCache } from 'lru-cache';
import { encodedTag, entityTagOf, ifNoneMatchNames } from './entity-tag.ts';
import { PRIVATE_CACHE_CONTROL } from './page-cache-policy.ts';

/** Hono's compress middleware leaves answers below this many bytes as they are; so do we. */
const COMPRESS_THRESHOLD = 1024;
/**
 * Brotli's quality 5: within a few per cent of quality 9's size at a seventh of its time; 11 would be
 * another 12% smaller but take 200 to 400 ms a page, a whole render's worth forty times over.
 */
export const PAGE_BROTLI_QUALITY = 5;
const brotli = promisify(brotliCompress);
const ENCODERS: Record<PageEncoding, (body: Uint8Array) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: promisify(gzip),
  deflate: promisify(deflate),
};
/**
 * Compressed pages kept by tag and encoding: a catalogue's worth of pages a cache asks for often
 * (about 12 to 30 KiB each compressed, so at most a few MiB). The tag is the hash of the bytes, so a
 * kept copy is always the compression of exactly this page.
 */
const compressed = new LRUCache<string, Buffer>({ max: 256 });
/** Statuses whose answer has no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

export interface SharedPageOptions {
  /** The policy's Cache-Control for this page (page-cache-policy.ts). */
  cacheControl: string;
  /** The Content-Security-Policy that allows these inline scripts (security-headers.ts pagePolicy). */
  pagePolicy: (scriptHashes: readonly string[]) => string;
  /** A HEAD request, rendered as a GET so that its headers are the GET's: the body is dropped. */
  head: boolean;
  /**
   * The page's bytes as the render collected them (app/entry.server.tsx, by the load context's
   * `pageBytes`): read from `rendered`'s body instead, the page would cost a web Response and a
   * stream made only to be read back.
   */
  bytes?: Uint8Array;
}

export async function sharedPage(c: Context, rendered: Response, options: SharedPageOptions): Promise<Response> {
  const headers = new Headers(rendered.headers);
  let body: Uint8Array = options.bytes ?? new Uint8Array(await rendered.arrayBuffer());
  const type = headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) {
    headers.set('content-security-policy', options.pagePolicy(inlineScriptHashesOfBytes(body)));
  }
  // A redirect, a not-found page or an error is not kept; nor a page whose route set its own policy.
  if (rendered.status !== 200 || headers.has('cache-control')) {
    if (!headers.has('cache-control')) headers.set('cache-control', PRIVATE_CACHE_CONTROL);
    return new Response(options.head || NO_BODY.has(rendered.status) ? null : (body as Uint8Array<ArrayBuffer>), {
      status: rendered.status,
      headers,
    });
  }

  const tag = entityTagOf(body);
  const encoding =
    body.length >= COMPRESS_THRESHOLD && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)
      ? pageEncoding(requestHeader(c, 'accept-encoding'))
      : undefined;
  headers.set('cache-control', options.cacheControl);
  headers.set('etag', encodedTag(tag, encoding));
  const vary = headers.get('vary');
  if (!vary || !/accept-encoding/i.test(vary))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (ifNoneMatchNames(requestHeader(c, 'if-none-match'), tag)) {
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  if (encoding !== undefined) {
    const key = encodedTag(tag, encoding);
    let encoded = compressed.get(key);
    if (encoded === undefined) {
      encoded = await ENCODERS[encoding](body);
      compressed.set(key, encoded);
    }
    body = encoded;
    headers.set('content-encoding', encoding);
  }
  // Its length said, so that Hono's compress middleware, which skips a short body by it, leaves it alone.
  headers.set('content-length', String(body.length));
  return new Response(options.head ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
}
