// Markup the server renders once and reuses (issue 3's server render budget, issue 25's render cost):
// the navigation's panels, the footer and the promise strip are the same on every page until the
// categories (or the year) change, yet a listing re-rendered those few hundred elements on every
// request; so are the product cards below a page's first row, the same for every page that shows
// the piece until it changes. A static island's content is HTML the browser keeps without hydrating it
// (static-island.tsx); a card's is HTML the browser hydrates like any other (product-card.tsx). Either
// way the server can send a stored copy of that HTML instead of rendering the components again.
//
// Used only on the server (callers test import.meta.env.SSR, so the browser build drops it). The
// renderer is React's renderToStaticMarkup, handed in by app/entry.server.tsx so that this module
// does not import react-dom/server; without one (a test rendering a component alone) callers render
// their components as before.
import type { ReactNode } from 'react';

type Render = (node: ReactNode, options: { identifierPrefix: string }) => string;

/** Stored HTML by key, least recently used first (a Map keeps insertion order). */
export interface MarkupShelf {
  readonly prefix: string;
  readonly limit: number;
  readonly kept: Map<string, string>;
}

let render: Render | null = null;

export function markupShelf(prefix: string, limit: number): MarkupShelf {
  return { prefix, limit, kept: new Map() };
}

/** Islands: a few dozen distinct contents at most in practice (panels, footer, strip). */
const ISLANDS = markupShelf('s', 64);

export function setMarkupRenderer(renderer: Render | null): void {
  render = renderer;
}

/**
 * The HTML of `node()`, rendered the first time `key` is asked for and then served from memory.
 * The key must name the content completely (the caller puts the data it renders in it), so a change
 * of that data makes a new key. Null when no renderer is set.
 */
export function storedMarkup(key: string, node: () => ReactNode, shelf: MarkupShelf = ISLANDS): string | null {
  if (!render) return null;
  const { kept } = shelf;
  let html = kept.get(key);
  if (html === undefined) {
    // A prefix of its own for useId, so two stored contents never share an id.
    html = render(node(), { identifierPrefix: `${shelf.prefix}${kept.size}-` });
    if (kept.size >= shelf.limit) kept.delete(kept.keys().next().value!);
  } else {
    // Used again: to the back of the line, last to be dropped.
    kept.delete(key);
  }
  kept.set(key, html);
  return html;
}
