// Which encoding an answer goes out in, from the client's Accept-Encoding: q-values and `*` honoured,
// and among encodings the client accepts equally, the first of the candidates. A JSON answer is gzip
// before deflate, the same choice as Hono's compress middleware makes. A page a shared cache may keep
// is compressed once per version and the copy kept (server/storefront/shared-page.ts), so it can
// afford Brotli, which every browser accepts over HTTPS and which makes a page's HTML about 15%
// smaller than gzip does (docs/decisions/2026-12-01-lcp-brotli-pages.md).
import { parseAccept } from 'hono/utils/accept';

const ANSWER_ENCODINGS = ['gzip', 'deflate'] as const;
const PAGE_ENCODINGS = ['br', 'gzip', 'deflate'] as const;
export type ContentEncoding = (typeof ANSWER_ENCODINGS)[number];
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

function choose<E extends string>(header: string | undefined, candidates: readonly E[]): E | undefined {
  if (header === undefined || header === '') return undefined;
  const accepted = parseAccept(header);
  const wildcard = accepted.find((a) => a.type === '*')?.q;
  let best: { encoding: E; q: number } | undefined;
  for (const encoding of candidates) {
    const q = accepted.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** A JSON answer's encoding, compressed per request: gzip, then deflate. */
export const contentEncoding = (header: string | undefined): ContentEncoding | undefined =>
  choose(header, ANSWER_ENCODINGS);

/** A kept page's encoding, compressed once per version: Brotli first, then as answers. */
export const pageEncoding = (header: string | undefined): PageEncoding | undefined => choose(header, PAGE_ENCODINGS);
