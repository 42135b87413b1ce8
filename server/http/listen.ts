// Serves the app: plain HTTP/1.1 by default, or, with TLS_CERT_FILE and TLS_KEY_FILE, HTTPS with
// HTTP/2 for the browsers that offer it (every current one) and HTTP/1.1 for the clients that do
// not. HTTP/2 sends a page's stylesheets, fonts, scripts and pictures over one connection at once,
// where HTTP/1.1 queues them on six (docs/decisions/2026-11-24-http2.md).
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createSecureServer, type Http2SecureServer, type Http2Session } from 'node:http2';
import { createServer, type Server } from 'node:http';
import { createSecureContext } from 'node:tls';
import { getRequestListener } from '@hono/node-server';
import type { Env } from '../env.ts';
import type { NodeListener } from './fast-calls.ts';

export interface Listening {
  /** Where the store listens, as a shopper on this machine would open it. */
  url: string;
  /** Stops taking connections and resolves once the requests in flight have finished. */
  close(): Promise<void>;
}

type Fetch = (request: Request, env: unknown) => Promise<unknown> | unknown;

/** Reads a PEM file named by a variable; a missing or unreadable file is an error naming the variable. */
function readPem(variable: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (err) {
    throw new Error(`${variable}: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`, {
      cause: err,
    });
  }
}

/** The TLS options, or null for plain HTTP; a key that does not fit its certificate is named too. */
export function tlsOptions(env: Pick<Env, 'TLS_CERT_FILE' | 'TLS_KEY_FILE'>): { cert: Buffer; key: Buffer } | null {
  if (env.TLS_CERT_FILE === undefined || env.TLS_KEY_FILE === undefined) return null;
  const tls = { cert: readPem('TLS_CERT_FILE', env.TLS_CERT_FILE), key: readPem('TLS_KEY_FILE', env.TLS_KEY_FILE) };
  // Parse them now, as the server will (files that are not PEM, a key that does not fit its
  // certificate), so a bad pair stops the start before the database is opened rather than after.
  try {
    createSecureContext(tls);
  } catch (err) {
    throw new Error(`TLS_CERT_FILE, TLS_KEY_FILE: ${(err as Error).message}`, { cause: err });
  }
  return tls;
}

/**
 * Listens on HOST:PORT; with `tls` (from tlsOptions, read before anything else starts), over HTTPS.
 * `front` wraps the app's node listener (the fast door, http/fast-calls.ts): it sees each request
 * first, over HTTP/1.1 and HTTP/2 alike.
 */
export function listen(
  fetch: Fetch,
  env: Pick<Env, 'PORT' | 'HOST'>,
  tls: { cert: Buffer; key: Buffer } | null,
  front: (next: NodeListener) => NodeListener = (next) => next,
): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const sessions = new Set<Http2Session>();
    let server: Server | Http2SecureServer;
    try {
      // What @hono/node-server's serve() does, with the front listener before Hono's.
      const listener = front(getRequestListener(fetch, { hostname: env.HOST }) as NodeListener);
      server = tls
        ? createSecureServer({ ...tls, allowHTTP1: true }, listener as never)
        : createServer(listener as never);
      server.listen(env.PORT, env.HOST);
    } catch (err) {
      // Node names the OpenSSL failure (a key that is not PEM, a key that does not fit its certificate).
      reject(tls ? new Error(`TLS_CERT_FILE, TLS_KEY_FILE: ${(err as Error).message}`, { cause: err }) : err);
      return;
    }
    if (tls) {
      (server as Http2SecureServer).on('session', (session: Http2Session) => {
        sessions.add(session);
        session.once('close', () => sessions.delete(session));
      });
    }
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const { address, port } = server.address() as AddressInfo;
      const host =
        address === '127.0.0.1' || address === '::1' ? 'localhost' : address.includes(':') ? `[${address}]` : address;
      resolve({
        url: `${tls ? 'https' : 'http'}://${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // An HTTP/2 connection stays open between pages: ask each to finish its streams and go
            // (GOAWAY), or close() would wait for the browser to leave. HTTP/1.1's idle
            // connections are closed by close() itself.
            for (const session of sessions) session.close();
          }),
      });
    });
  });
}
