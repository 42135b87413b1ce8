// Which requests may name a file of the client build outside /assets (the favicon, the gift card
// drawings): those whose first path segment is one of the build's own top-level names. The static
// file handler looks a path up on disk (a stat or more for each precompressed copy), and every page
// request used to pay that before it was rendered (issue 25, render cost); a page's path names no
// file of the build, so it now goes straight to the storefront.
import { readdirSync } from 'node:fs';

/** The names at the top of the client build (files and folders), read once at start. */
export function topLevelNames(dir: string): ReadonlySet<string> {
  return new Set(readdirSync(dir));
}

/** Whether `path` (a request's path, as Hono's c.req.path gives it) may name a file under those names. */
export function mayNameClientFile(names: ReadonlySet<string>, path: string): boolean {
  const end = path.indexOf('/', 1);
  const first = path.slice(1, end === -1 ? undefined : end);
  if (names.has(first)) return true;
  // The static handler decodes the path before it looks: so does this, for an encoded name.
  if (!first.includes('%')) return false;
  try {
    return names.has(decodeURIComponent(first));
  } catch {
    return false;
  }
}
