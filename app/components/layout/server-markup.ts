// Markup the server renders once and reuses (issue 3's server render budget): the navigation's
// panels, the footer and the promise strip are the same on every page until the categories (or
// the year) change, yet a listing re-rendered those few hundred elements on every request. A static
// island's content is HTML the browser keeps without hydrating it (static-island.tsx), so the server
// can send a stored copy of that HTML instead of rendering its components again.
//
// Used only on the server (callers test import.meta.env.SSR, so the browser build drops it). The
// renderer is React's renderToStaticMarkup, handed in by app/entry.server.tsx so that this module
// does not import react-dom/server; without one (a test rendering a component alone) callers render
// their components as before.
import type { ReactNode } from 'react';

type Render = (node: ReactNode, options: { identifierPrefix: string }) => string;

let render: Render | null = null;
const stored = new Map<string, string>();
/** Distinct contents kept: a few dozen at most in practice (panels, footer, strip). */
const LIMIT = 64;

export function setMarkupRenderer(renderer: Render): void {
  render = renderer;
}

/**
 * The HTML of `node()`, rendered the first time `key` is asked for and then served from memory.
 * The key must name the content completely (the caller puts the data it renders in it), so a change
 * of that data makes a new key. Null when no renderer is set.
 */
export function storedMarkup(key: string, node: () => ReactNode): string | null {
  if (!render) return null;
  let html = stored.get(key);
  if (html === undefined) {
    // A prefix of its own for useId, so two stored islands never share an id.
    html = render(node(), { identifierPrefix: `s${stored.size}-` });
    if (stored.size >= LIMIT) stored.delete(stored.keys().next().value!);
    stored.set(key, html);
  }
  return html;
}
