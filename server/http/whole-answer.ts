// An API answer made whole in one step: body, security headers, the headers a handler or a middleware
// set through `c.header`, and gzip for a client that asks for it. The calls are mounted before the
// page middleware (server/app.ts), so nothing touches the answer afterwards, and @hono/node-server
// writes it to the socket straight from its plain header object. Every Headers operation, the nonce
// and a compression stream per answer cost more than a product call's handler
// (docs/decisions/2026-11-25-request-path-speed.md).
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { contentEncoding } from './content-encoding.ts';
import { requestHeader } from './request-header.ts';
import { isJsonAnswerType, type SecurityHeaders } from './security-headers.ts';

/** Hono's compress middleware leaves answers below this many bytes as they are; so do we. */
const COMPRESS_THRESHOLD = 1024;
const ENCODERS = { gzip: promisify(gzip), deflate: promisify(deflate) };
/** Cache-Control: no-transform forbids changing the encoding on the way (RFC 9111 §5.2.2.6). */
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

export type WholeAnswer = (c: Context, status: number, body: Uint8Array, contentType: string) => Promise<Response>;

export function wholeAnswers(securityHeaders: Pick<SecurityHeaders, 'plain' | 'json'>): WholeAnswer {
  return async (c, status, body, contentType) => {
    // Object.assign, not a spread: spreading twelve headers and adding two cost ten times as much.
    // A file (an invoice, an export) may open as a document in a tab: it keeps the whole set.
    const headers: Record<string, string | string[]> = Object.assign(
      {},
      isJsonAnswerType(contentType) ? securityHeaders.json : securityHeaders.plain,
    );
    headers['content-type'] = contentType;
    // What was set through c.header (Cache-Control: no-store, Retry-After, Allow, CORS) stands over
    // the defaults; c.newResponse is Hono's own way to see them.
    const prepared = c.newResponse(null).headers;
    for (const [name, value] of prepared) if (name !== 'set-cookie') headers[name] = value;
    const cookies = prepared.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    body = await encodeWhole(headers, body, requestHeader(c, 'accept-encoding'));
    return new Response(body as Uint8Array<ArrayBuffer>, { status, headers: headers as HeadersInit });
  };
}

/**
 * Gzip (or deflate) for a client that asks for it, on an answer large enough and not marked
 * no-transform; `headers` gain Vary and Content-Encoding as it does. Shared with the fast door
 * (http/fast-calls.ts), so that both answer the same bytes.
 */
export async function encodeWhole(
  headers: Record<string, string | string[]>,
  body: Uint8Array,
  acceptEncoding: string | undefined,
): Promise<Uint8Array> {
  const cacheControl = headers['cache-control'];
  if (body.length < COMPRESS_THRESHOLD || (typeof cacheControl === 'string' && NO_TRANSFORM.test(cacheControl)))
    return body;
  headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
  const encoding = contentEncoding(acceptEncoding);
  if (encoding !== 'gzip' && encoding !== 'deflate') return body;
  headers['content-encoding'] = encoding;
  return ENCODERS[encoding](body);
}
