// React Router's <Link>, written by the server without its hooks (issue 25, render cost). On the
// server a Link resolves its `to` against the route (useHref, useResolvedPath), sets up its prefetch
// and click handling (state, refs, a click handler) and then writes a plain <a>: the hooks' work and
// garbage were about a tenth of what a home page allocated in its render. For the addresses the store
// writes, a path from the site's root, the <a> is known without them: this module writes it at once
// (the same attributes in the same order), and anything else (a relative path, an object, a `..`
// segment, a prefetch that renders links, a mask) goes to React Router's Link as before.
// NavLink likewise (ServerNavLink). In the browser these are React Router's own, which hydrate over
// the server's <a>.
import type { ReactNode, RefAttributes } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

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

/** A path the router's location encoding gives back unchanged: unreserved characters and slashes. */
const UNENCODED_PATH = /^[A-Za-z0-9\-._~/]+$/;

/**
 * Exactly what <NavLink> writes on the server, through ServerLink, with the location read once and
 * without its other hooks (the resolved path, the router's state and navigator, the view transition):
 * on the server no navigation is pending and none is in transition, so only "active" is left to work
 * out, as NavLink does. A `to` that is not a plain path of unencoded characters, and a class name,
 * style or children given as functions, go to React Router's NavLink as before.
 */
export function ServerNavLink(props: NavLinkProps & RefAttributes<HTMLAnchorElement>): ReactNode {
  const location = useLocation();
  const {
    'aria-current': ariaCurrentProp = 'page',
    caseSensitive = false,
    className: classNameProp = '',
    end = false,
    style,
    to,
    viewTransition,
    children,
    ...rest
  } = props;
  const href = plainHref(to);
  const path = href === null ? '' : href.split(/[?#]/, 1)[0]!;
  if (
    !UNENCODED_PATH.test(path) ||
    typeof classNameProp === 'function' ||
    typeof style === 'function' ||
    typeof children === 'function'
  ) {
    return <RouterNavLink {...props} />;
  }
  const locationPathname = caseSensitive ? location.pathname : location.pathname.toLowerCase();
  const toPathname = caseSensitive ? path : path.toLowerCase();
  const endSlashPosition = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === '/');
  return (
    <ServerLink
      {...rest}
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={[classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ')}
      style={style}
      to={to}
      viewTransition={viewTransition}
    >
      {children}
    </ServerLink>
  );
}

export const Link: typeof RouterLink = import.meta.env.SSR ? (ServerLink as typeof RouterLink) : RouterLink;
export const NavLink: typeof RouterNavLink = import.meta.env.SSR
  ? (ServerNavLink as typeof RouterNavLink)
  : RouterNavLink;
