// Where /login sends a shopper afterwards (first spec §2: "After login the user goes to /{redirect},
// otherwise to /dashboard"). The parameter comes from a link anyone can craft, so only a path of
// this site is followed: never another host ('//evil.com', '/\evil.com', 'https://…'), a scheme
// ('javascript:'), control characters, or a way back to the login pages themselves.
export const DEFAULT_AFTER_LOGIN = '/dashboard';

const LOGIN_PAGES = new Set(['/login', '/new_login', '/create']);

/** The same-site path to go to after login for a `redirect` parameter (with or without its leading slash). */
export function redirectTarget(param: string | null | undefined): string {
  if (!param) return DEFAULT_AFTER_LOGIN;
  const value = param.trim();
  // Backslashes are slashes to browsers' URL parser; control characters are dropped by it.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (value === '' || value.length > 512 || /[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_AFTER_LOGIN;
  const path = value.startsWith('/') ? value : `/${value}`;
  if (path.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(path, 'https://store.invalid');
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== 'https://store.invalid') return DEFAULT_AFTER_LOGIN;
  if (LOGIN_PAGES.has(url.pathname.replace(/\/+$/, ''))) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `redirect` parameter that brings a shopper back to `pathname` (without its leading slash). */
export const redirectParam = (pathname: string): string => pathname.replace(/^\/+/, '');
