// A part of a page (a form and what drives it) whose code loads when the shopper first touches it:
// a pointer over it or down on it, or focus inside it. The forms' pages keep their first load within
// the 120 KB budget this way (docs/decisions/2026-11-27-forms-on-touch.md): the form's state, its
// checks, the call and the human check are a chunk of their own.
//
// The server renders the part in full with the page (the route's loader awaits `ready()`, as for
// readyLazy), so the shopper sees the form and can type in it at once. In the browser, React keeps
// that HTML as a dehydrated Suspense boundary while the lazy component waits for the first touch,
// then hydrates it when the chunk arrives. Listeners on the window, set when the route's module
// runs, see the touch before React does. What happens before the part is live is not lost: presses
// and a form sent are held and replayed (early-press.ts), and text typed into the server's fields is
// taken into the form's state when it comes alive (use-gated-form.ts).
//
// Without the server's HTML (a move from another page, or a second visit to the page in the same
// tab) there is nothing to touch: the fallback, which only mounts then, starts the load at once.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { earlyPresses } from './early-press';
import { readyLazy } from './ready-lazy';

export type TouchLazy<P extends object> = ComponentType<P> & {
  /** Server only: loads the chunk, so the part renders with the page. Await it in the loader. */
  ready: () => Promise<unknown>;
};

/** The events that count as a first touch: pointer (mouse hover, pen or finger down) or focus. */
const TOUCHES = ['pointerover', 'pointerdown', 'focusin'] as const;

/** The part's element, found by the touch listeners: `display: contents`, so no layout of its own. */
const selectorOf = (name: string) => `[data-touch-part="${name}"]`;

function browserTouchLazy<M, P extends object>(
  name: string,
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
): TouchLazy<P> {
  const selector = selectorOf(name);
  let go: () => void = () => undefined;
  const touched = new Promise<void>((resolve) => (go = resolve));
  const onTouch = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    for (const type of TOUCHES) window.removeEventListener(type, onTouch, true);
    go();
  };
  for (const type of TOUCHES) window.addEventListener(type, onTouch, { capture: true, passive: true });
  const live = earlyPresses(selector);

  const Part = lazy(async () => {
    await touched;
    const Component = pick(await load());
    function Live(props: P) {
      // The held presses and sends are replayed in a task of their own: the form's layout effect has
      // then taken what was typed before into its state, and React has rendered it (an update made
      // in a layout effect is rendered before the task ends).
      useEffect(() => void setTimeout(live, 0), []);
      return <Component {...props} />;
    }
    return { default: Live };
  });
  function Arriving() {
    useEffect(go, []);
    return null;
  }
  function Touched(props: P) {
    return (
      <div data-touch-part={name} className="touch-part">
        <Suspense fallback={<Arriving />}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(Touched, { ready: () => Promise.resolve() });
}

function serverTouchLazy<M, P extends object>(
  name: string,
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
): TouchLazy<P> {
  const Part = readyLazy(load, pick);
  function Touched(props: P) {
    return (
      <div data-touch-part={name} className="touch-part">
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(Touched, { ready: Part.ready });
}

/**
 * A lazy part whose chunk the browser loads on the first touch. `name` is unique on the page. Call it
 * at a route module's top level, so its listeners are there before the page hydrates.
 */
export const touchLazy = import.meta.env.SSR ? serverTouchLazy : browserTouchLazy;
