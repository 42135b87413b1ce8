// Cross-origin search (SEARCH_CORS_ORIGINS): a store that keeps InstantSearch on another site (a blog,
// a landing page) lets those origins call the read-only search paths from the browser. Only those
// paths, only those origins: every other call stays same-origin, and an origin not listed gets no
// CORS header at all, so its browser refuses the answer.
import type { MiddlewareHandler } from 'hono';

/** Read-only search: restproxy and Algolia's query, multi-query and facet value paths. */
export const SEARCH_CORS_PATHS = ['/api/restproxy', '/api/search/1/indexes/*'] as const;

/** What the algoliasearch clients send beyond the CORS-safe ones. */
const ALLOWED_HEADERS = 'content-type, x-algolia-api-key, x-algolia-application-id';
const ALLOWED_METHODS = 'POST';
/** How long a browser may reuse a preflight answer (a day; browsers cap it lower). */
const PREFLIGHT_MAX_AGE = '86400';

/** `scheme://host[:port]` exactly, as a browser sends it in `Origin` (no path, no trailing slash). */
export function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
  } catch {
    return false;
  }
}

/**
 * The CORS headers for a request from `origin`: none for an origin not allowed; for a preflight
 * (OPTIONS with Access-Control-Request-Method), also the methods and headers a client may use.
 * `Vary: Origin` always, so that a cache never hands one origin's answer to another.
 */
export function corsHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
  preflight: boolean,
): Record<string, string> {
  if (origin === undefined || !allowed.has(origin)) return { Vary: 'Origin' };
  const headers: Record<string, string> = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  if (!preflight) return headers;
  return {
    ...headers,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
  };
}

/** For SEARCH_CORS_PATHS only. A preflight from an allowed origin is answered 204 here; any other goes on (405). */
export function searchCors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const preflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
    const headers = corsHeaders(origin, allowed, preflight);
    if (preflight && headers['Access-Control-Allow-Origin']) return c.body(null, 204, headers);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    await next();
  };
}
