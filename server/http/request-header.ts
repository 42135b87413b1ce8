// A request header read from node's own request when the store runs on @hono/node-server: Hono's
// c.req.header builds a whole web Headers object from the raw headers on first use, which costs
// more than the lookups a JSON call needs (docs/decisions/2026-11-25-request-path-speed.md).
import type { IncomingMessage } from 'node:http';
import type { Http2ServerRequest } from 'node:http2';
import type { Context } from 'hono';

export type NodeRequest = IncomingMessage | Http2ServerRequest;

/** Node's request behind a Hono context on @hono/node-server (its documented HttpBindings), if any. */
export function nodeRequestOf(c: Context): NodeRequest | undefined {
  return (c.env as { incoming?: NodeRequest } | undefined)?.incoming;
}

/** The header's value (repeated headers joined by ", "), or undefined; `name` in lower case. */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeRequestOf(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
