// React.lazy for a chunk that the server should render with the shell. Plain lazy() suspends the
// first time it renders even when the module is loaded (a promise never resolves in the same turn),
// so a server's first view of a page waited for the chunk before streaming the part. Here the
// route's loader awaits `ready()` on the server (the chunk is loaded once, then at hand), and the lazy
// component resolves at once (a thenable that answers synchronously): the part is finished with the
// shell. (React still streams a finished part of more than 500 bytes just after a shell of more than
// 12.8 kB, behind its fallback: the fallback should then look the same, as the slideshow's does.)
// In the browser it is plain lazy(): the part hydrates when its chunk arrives.
import { lazy, type ComponentType } from 'react';

export type ReadyLazy<P extends object> = ComponentType<P> & {
  /** Loads the chunk (once); after it, a render never suspends. Await it in the loader, on the server. */
  ready: () => Promise<unknown>;
};

export function readyLazy<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>): ReadyLazy<P> {
  let loaded: M | undefined;
  const start = () =>
    load().then((m) => {
      loaded = m;
      return m;
    });
  let starting: Promise<unknown> | undefined;
  const component = lazy<ComponentType<P>>(() => {
    if (loaded !== undefined) {
      const done = { default: pick(loaded) };
      // React's lazy reads a thenable that calls back at once as already resolved.
      return { then: (resolve: (m: typeof done) => void) => resolve(done) } as unknown as Promise<typeof done>;
    }
    return start().then((m) => ({ default: pick(m) }));
  });
  // A failed load is left for the render to meet, as lazy's own would be.
  const ready = (): Promise<unknown> =>
    loaded !== undefined
      ? Promise.resolve()
      : (starting ??= start().catch(() => {
          starting = undefined;
        }));
  return Object.assign(component, { ready });
}
