// What a browser may send to a call that changes state or sends a message. A hostile page can make
// its visitors' browsers POST to the store without a CORS preflight when the body is `text/plain`, a
// form or multipart, and the browser then sends the shopper's IP (rate limits per IP) and whatever
// else rides on the request. So a JSON call takes only `application/json` (which a cross-site page
// cannot send without a preflight this store never answers, outside search), and a request that the
// browser marks as coming from another site is refused outright. Both read node's raw headers, a
// few string comparisons per call (docs/decisions/2026-11-25-request-path-speed.md).
import type { Context } from 'hono';
import { ApiError } from './api-error.ts';
import { nodeRequestOf, requestHeader } from './request-header.ts';

/**
 * A browser request from another site's page: Sec-Fetch-Site (every current browser) other than
 * same-origin or none; without it (older browsers), an Origin whose host is neither the request's
 * own Host nor the public URL's, or `null` (sandboxed frames, data: pages). A client sending
 * neither (a server, a script, the card provider's webhook) is not a browser page and passes.
 * same-site is refused too: a sibling subdomain is another site for a store's purposes.
 */
export function isCrossSite(c: Context, publicHost: string | undefined): boolean {
  const site = requestHeader(c, 'sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = requestHeader(c, 'origin');
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return host !== ownHost(c) && host !== publicHost;
}

function ownHost(c: Context): string | undefined {
  const headers = nodeRequestOf(c)?.headers;
  if (!headers) return c.req.header('host');
  const host = headers.host ?? headers[':authority'];
  return Array.isArray(host) ? host[0] : host;
}

export function refuseCrossSite(c: Context, publicHost: string | undefined): void {
  if (isCrossSite(c, publicHost)) throw ApiError.of('CROSS_SITE');
}

/** `application/json` with or without parameters (a charset), in any case. */
export function isJsonMediaType(contentType: string): boolean {
  const semicolon = contentType.indexOf(';');
  return (semicolon < 0 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase() === 'application/json';
}

/**
 * A JSON call's Content-Type: application/json, or none at all when the body is empty (a call without
 * payload). `text/plain` too where the call is open to other sites (Algolia's clients). The body is
 * not read on refusal, so the connection closes, as with a 413.
 */
export function refuseNonJson(c: Context, { textPlainToo }: { textPlainToo: boolean }): void {
  const type = requestHeader(c, 'content-type');
  if (type === undefined) {
    const incoming = nodeRequestOf(c);
    const length = incoming ? incoming.headers['content-length'] : c.req.header('content-length');
    const chunked = incoming ? incoming.headers['transfer-encoding'] !== undefined : false;
    if ((length === undefined || length === '0') && !chunked) return;
  } else if (isJsonMediaType(type) || (textPlainToo && type.split(';')[0]!.trim().toLowerCase() === 'text/plain')) {
    return;
  }
  c.header('Connection', 'close');
  throw ApiError.of('UNSUPPORTED_MEDIA_TYPE');
}
