// Markup the server renders and the browser keeps as it is, without the code that rendered it (the
// "first-load JavaScript" budget of issue 3). React hydrates an element whose content is given as
// dangerouslySetInnerHTML without comparing or replacing that content, so in the browser build an
// island is an empty shell over the server's HTML, and the components that made the HTML stay on the
// server: callers pass them as `{import.meta.env.SSR && <Content />}`, which the browser build drops.
//
// What an island keeps working without its code:
// - links: one delegated click handler sends a plain left click on a same-origin link through the
//   router, as <Link> does (modifier keys, new tabs and downloads are left to the browser);
// - <details> accordions, which are the platform's;
// - anything the caller delegates itself (the footer's newsletter form).
// An island can come alive: given `live`, it renders that instead (the navigation panels once their
// code has arrived). React then empties the element and renders its own children into it, so the
// switch waits while keyboard focus is inside the island: focus would fall to the page's body.
//
// The copy of the server's HTML taken at hydration serves a later mount (the root error boundary
// re-mounts the layout), so an island never comes back empty.
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useNavigate } from 'react-router';
import { storedMarkup } from './server-markup';

type IslandTag = 'div' | 'section' | 'nav' | 'footer';

export interface IslandProps extends HTMLAttributes<HTMLElement> {
  /** Names the island's copy of the server's HTML: unique on the page, stable across renders. */
  name: string;
  as?: IslandTag;
  /** The island brought to life (browser only): rendered instead of the server's markup. */
  live?: ReactNode;
  ref?: Ref<HTMLElement>;
  /** The server's content; pass it as `import.meta.env.SSR && <Content />`. */
  children?: ReactNode;
  /**
   * Server only: names the content completely (its data included), so the server renders it once
   * and then sends the stored HTML (server-markup.ts). Leave it out for content that depends on the
   * request or reads the router's context.
   */
  markupKey?: string;
}

function ServerIsland({ name: _name, as: Tag = 'div', live: _live, children, markupKey, ...props }: IslandProps) {
  const Element = Tag as 'div';
  const html = markupKey === undefined ? null : storedMarkup(markupKey, () => children);
  if (html !== null)
    return <Element {...(props as HTMLAttributes<HTMLDivElement>)} dangerouslySetInnerHTML={{ __html: html }} />;
  return <Element {...(props as HTMLAttributes<HTMLDivElement>)}>{children}</Element>;
}

const copies = new Map<string, string>();

/** A plain left click on a link to this site: what <Link> would handle. */
export function routedHref(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (
    !link ||
    !event.currentTarget.contains(link) ||
    link.hasAttribute('download') ||
    (link.target && link.target !== '_self')
  )
    return null;
  const url = new URL(link.href, location.href);
  return url.origin === location.origin ? url.pathname + url.search + url.hash : null;
}

function BrowserIsland({
  name,
  as: Tag = 'div',
  live,
  children: _children,
  markupKey: _markupKey,
  ref,
  onClick,
  onBlur,
  ...props
}: IslandProps) {
  const own = useRef<HTMLElement | null>(null);
  const navigate = useNavigate();
  // Undefined on the first mount, which is the hydration of the server's HTML.
  const [copy] = useState(() => copies.get(name));
  const inner = useMemo(() => ({ __html: copy ?? '' }), [copy]);
  // Whether `live` has replaced the server's markup; it waits while focus is inside the island.
  const [switched, setSwitched] = useState(false);

  useLayoutEffect(() => {
    if (!copies.has(name) && own.current && live == null) copies.set(name, own.current.innerHTML);
    if (live != null && !switched && !own.current?.contains(document.activeElement)) setSwitched(true);
  }, [name, live, switched]);

  const setRef = (el: HTMLElement | null) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };

  const Element = Tag as 'div';
  const shared = {
    ...(props as HTMLAttributes<HTMLDivElement>),
    ref: setRef,
    onBlur(event: FocusEvent<HTMLDivElement>) {
      onBlur?.(event);
      if (live != null && !event.currentTarget.contains(event.relatedTarget as Node | null)) setSwitched(true);
    },
    onClick(event: MouseEvent<HTMLDivElement>) {
      onClick?.(event);
      const href = routedHref(event);
      if (href === null) return;
      event.preventDefault();
      // As <Link>: a link to the page one is on replaces the history entry instead of adding one.
      navigate(href, { replace: href === location.pathname + location.search + location.hash });
    },
  };
  if (live != null && switched) return <Element {...shared}>{live}</Element>;
  return <Element {...shared} dangerouslySetInnerHTML={inner} suppressHydrationWarning />;
}

export const StaticIsland = import.meta.env.SSR ? ServerIsland : BrowserIsland;
