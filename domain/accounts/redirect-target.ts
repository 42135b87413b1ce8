// Where /login sends a shopper afterwards (docs/spec.md#first-2: "After login the user goes to /{redirect},
// otherwise to /dashboard"). The parameter comes from a link anyone can craft, so only a path of
// this site is followed: never another host ('//evil.com', '/\evil.com', 'https://…'), a scheme
// ('javascript:'), control characters, or a way back to the login pages themselves. Every check is
// made on the path as the URL parser normalised it, and on its percent-decoded forms.
export const DEFAULT_AFTER_LOGIN = '/dashboard';

const LOGIN_PAGES = new Set(['/login', '/new_login', '/create']);

const BASE = 'https://store.invalid';
// Backslashes are slashes to browsers' URL parser; control characters are dropped by it.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\\\u0000-\u001f\u007f]/;
/** Rounds of percent-decoding looked through (a path encoded more deeply than this is refused). */
const DECODE_ROUNDS = 3;

/**
 * Whether a path could reach another host once something decodes or normalises it: the check runs on
 * the normalised path (dot segments removed: '/.//evil.com' is '//evil.com'), then again on each
 * percent-decoded form ('/%2F%2Fevil.com', '/%2e//evil.com', '/%5Cevil.com'), since a router or a
 * later redirect may decode before it resolves.
 */
function reachesElsewhere(pathname: string): boolean {
  let current = pathname;
  for (let round = 0; round <= DECODE_ROUNDS; round++) {
    if (UNSAFE.test(current)) return true;
    let normalised: URL;
    try {
      normalised = new URL(current, BASE);
    } catch {
      return true;
    }
    if (normalised.origin !== BASE || normalised.pathname.startsWith('//')) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return true;
    }
    if (decoded === current) return false;
    current = decoded;
  }
  return true;
}

/** The same-site path to go to after login for a `redirect` parameter (with or without its leading slash). */
export function redirectTarget(param: string | null | undefined): string {
  if (!param) return DEFAULT_AFTER_LOGIN;
  const value = param.trim();
  if (value === '' || value.length > 512 || UNSAFE.test(value)) return DEFAULT_AFTER_LOGIN;
  const path = value.startsWith('/') ? value : `/${value}`;
  if (path.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  // The check runs after normalisation: the URL parser removes dot segments, which can leave '//'.
  if (url.origin !== BASE || reachesElsewhere(url.pathname)) return DEFAULT_AFTER_LOGIN;
  if (LOGIN_PAGES.has(url.pathname.replace(/\/+$/, ''))) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `redirect` parameter that brings a shopper back to `pathname` (without its leading slash). */
export const redirectParam = (pathname: string): string => pathname.replace(/^\/+/, '');
