// Which encoding a JSON answer goes out in, from the client's Accept-Encoding: the same choice as
// Hono's compress middleware makes for pages (gzip before deflate, q-values and `*` honoured), so an
// API answer and a page agree.
import { parseAccept } from 'hono/utils/accept';

const CANDIDATES = ['gzip', 'deflate'] as const;
export type ContentEncoding = (typeof CANDIDATES)[number];

export function contentEncoding(header: string | undefined): ContentEncoding | undefined {
  if (header === undefined || header === '') return undefined;
  const accepted = parseAccept(header);
  const wildcard = accepted.find((a) => a.type === '*')?.q;
  let best: { encoding: ContentEncoding; q: number } | undefined;
  for (const encoding of CANDIDATES) {
    const q = accepted.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}
