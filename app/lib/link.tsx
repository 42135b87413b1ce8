// React Router's <Link>, written by the server without its hooks (issue 25, render cost). On the
// server a Link resolves its `to` against the route (useHref, useResolvedPath), sets up its prefetch
// and click handling (state, refs, a click handler) and then writes a plain <a>: the hooks' work and
// garbage were about a tenth of what a home page allocated in its render. For the addresses the store
// writes, a path from the site's root, the <a> is known without them: this module writes it at once
// (the same attributes in the same order), and anything else (a relative path, an object, a `..`
// segment, a prefetch that renders links, a mask) goes to React Router's Link as before.
// In the browser this is React Router's Link itself, which hydrates over the server's <a>.
import type { ReactNode, RefAttributes } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';

/**
 * The href React Router's Link gives `to` when it is a path from the root that it keeps as it is,
 * else null. Kept as is: a string starting with one `/`, without `.` or `..` segments or doubled
 * slashes in its path, and without an empty `?` or `#` (which the router drops).
 */
export function plainHref(to: LinkProps['to']): string | null {
  if (typeof to !== 'string' || to.charCodeAt(0) !== 47 /* / */ || to.charCodeAt(1) === 47) return null;
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const path = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt);
  if (path.includes('//') || path.includes('/.') || path.includes('\\')) return null;
  if (searchAt !== -1 && searchAt === beforeHash.length - 1) return null;
  if (hashAt !== -1 && hashAt === to.length - 1) return null;
  return to;
}

/** Exactly what <Link> writes on the server for a plain href (see plainHref), without its hooks. */
export function ServerLink(props: LinkProps & RefAttributes<HTMLAnchorElement>): ReactNode {
  const {
    onClick: _onClick,
    discover = 'render',
    prefetch = 'none',
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    mask,
    state: _state,
    target,
    to,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ref: _ref,
    ...rest
  } = props;
  const href = mask === undefined && prefetch !== 'render' ? plainHref(to) : null;
  if (href === null) return <RouterLink {...props} />;
  return <a {...rest} href={href} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
}

export const Link: typeof RouterLink = import.meta.env.SSR ? (ServerLink as typeof RouterLink) : RouterLink;
