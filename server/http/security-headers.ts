// The security headers of every answer, decided once at start: the set Hono's secureHeaders sends by
// default, and the store's Content-Security-Policy; a JSON answer gets the short set of an API. A
// rendered page's inline scripts (router state, theme before paint) are allowed by a nonce of its
// own, made only when the page asks for one (cspNonce): a JSON answer, a picture or a bundle has no
// inline script, and making a nonce and a policy for each of them cost a tenth of a product call
// (docs/decisions/2026-11-25-request-path-speed.md).
// A page a shared cache may keep is the same for everyone, so it has no nonce: its inline scripts are
// allowed by their hashes instead (pagePolicy; docs/decisions/2026-11-27-page-cache.md).
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

export type ContentSecurityPolicy = Record<string, readonly string[]>;

/**
 * Hono's secureHeaders defaults (hono/secure-headers), but for two: X-Frame-Options is DENY, as the
 * policy's frame-ancestors 'none' says for browsers that read only the older header (the local payment
 * window sets its own SAMEORIGIN), and HSTS is added only when the store itself serves HTTPS.
 */
const BASE_HEADERS: Record<string, string> = {
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
/**
 * A JSON answer's: what still guards a document that is not HTML and runs nothing (OWASP's REST
 * Security Cheat Sheet lists these for every API answer). Opened in a tab it may load nothing and be
 * framed by no one, is never sniffed into HTML, and stays out of another site's no-cors reads. The
 * rest of the set (Permissions-Policy, COOP, Referrer-Policy, …) governs documents that run scripts,
 * load pictures and follow links: about 1.2 KB on every call a phone makes, for nothing
 * (docs/decisions/2026-12-06-api-answer-headers.md).
 */
const JSON_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** `application/json`, with or without parameters: the answers that get the JSON set. */
export const isJsonAnswerType = (type: string | null | undefined): boolean =>
  type != null && /^application\/json\s*(?:;|$)/i.test(type);

/** 180 days, Hono's default. Only over HTTPS: a browser ignores it on plain HTTP, and behind a proxy that ends TLS the proxy is the one to send it. */
const HSTS = 'max-age=15552000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** The store serves HTTPS itself (TLS_CERT_FILE): HSTS is sent. */
  https: boolean;
  /** The Permissions-Policy header's value (http/permissions-policy.ts). */
  permissionsPolicy: string;
}

const NONCE_KEY = 'cspNonce';
declare module 'hono' {
  interface ContextVariableMap {
    [NONCE_KEY]: string;
  }
}

/** `scriptSrc` → `script-src`. */
const directiveName = (key: string) => key.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);

/** The policy's text; `scriptSources` (a nonce's or hashes' sources) are added to script-src. */
export function policyText(csp: ContentSecurityPolicy, scriptSources: readonly string[] = []): string {
  return Object.entries(csp)
    .map(([key, sources]) => [directiveName(key), ...sources, ...(key === 'scriptSrc' ? scriptSources : [])].join(' '))
    .join('; ');
}

/** The nonce this answer's policy allows inline scripts by, made on first ask (128 random bits). */
export function cspNonce(c: Context): string {
  let nonce = c.get(NONCE_KEY);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    c.set(NONCE_KEY, nonce);
  }
  return nonce;
}

export interface SecurityHeaders {
  /** Every header, lower-case, with the nonce-less policy: for pages, files and pictures. */
  readonly plain: Readonly<Record<string, string>>;
  /** A JSON answer's (with HSTS over HTTPS): for the calls' answers made whole (http/whole-answer.ts). */
  readonly json: Readonly<Record<string, string>>;
  /** Adds the headers an answer lacks (a handler's own header stands: the payment window may be framed). */
  readonly middleware: MiddlewareHandler;
  /** The policy of a page rendered without a nonce: its inline scripts allowed by their `'sha256-…'` sources. */
  pagePolicy(scriptHashes: readonly string[]): string;
}

export function securityHeaders(csp: ContentSecurityPolicy, options: SecurityHeaderOptions): SecurityHeaders {
  const plain: Record<string, string> = {
    ...BASE_HEADERS,
    ...(options.https ? { 'strict-transport-security': HSTS } : {}),
    'permissions-policy': options.permissionsPolicy,
    'content-security-policy': policyText(csp),
  };
  const json: Record<string, string> = {
    ...JSON_HEADERS,
    ...(options.https ? { 'strict-transport-security': HSTS } : {}),
  };
  const entries = Object.entries(plain);
  const jsonEntries = Object.entries(json);
  return {
    plain,
    json,
    middleware: async (c, next) => {
      await next();
      const nonce = c.get(NONCE_KEY);
      const headers = c.res.headers;
      for (const [name, value] of isJsonAnswerType(headers.get('content-type')) ? jsonEntries : entries) {
        if (headers.has(name)) continue;
        headers.set(
          name,
          nonce !== undefined && name === 'content-security-policy' ? policyText(csp, [`'nonce-${nonce}'`]) : value,
        );
      }
    },
    pagePolicy: (scriptHashes) => policyText(csp, scriptHashes),
  };
}
