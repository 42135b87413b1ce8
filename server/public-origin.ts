// The one origin every absolute link names (canonical URLs, Open Graph, JSON-LD, the sitemap,
// robots.txt, mails): PUBLIC_URL, else where this server listens. It is decided once from the
// configuration and never from a request's Host header, which any client sets: a page or a
// sitemap cached for an hour must not name a host an attacker chose.
import type { Env } from './env.ts';
import { isLoopbackHost } from './deployment.ts';

/** Hosts meaning "every interface": a browser on this machine opens them as localhost. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

export function configuredOrigin(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'TLS_CERT_FILE'>): string {
  if (env.PUBLIC_URL !== undefined) return new URL(env.PUBLIC_URL).origin;
  const scheme = env.TLS_CERT_FILE === undefined ? 'http' : 'https';
  const host =
    isLoopbackHost(env.HOST) || ANY_INTERFACE.has(env.HOST)
      ? 'localhost'
      : env.HOST.includes(':') && !env.HOST.startsWith('[')
        ? `[${env.HOST}]`
        : env.HOST;
  // URL drops a scheme's default port (http://shop:80 → http://shop).
  return new URL(`${scheme}://${host}:${env.PORT}`).origin;
}
