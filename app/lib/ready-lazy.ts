// React.lazy for a chunk that the server should render in its first pass. Plain lazy() suspends the
// first time it renders even when the module is long loaded (a promise never resolves in the same
// turn), so a server's first view of a page sent the Suspense fallback and streamed the real part
// after it: a product page's slideshow arrived as a second, different picture, blank until it loaded.
// Here the server starts loading the chunk when the route module runs, and once it is there the lazy
// component resolves at once (a thenable that answers synchronously), so the HTML holds the real part.
// In the browser it is plain lazy(): the part hydrates when its chunk arrives.
import { lazy, type ComponentType } from 'react';

export function readyLazy<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>): ComponentType<P> {
  let loaded: M | undefined;
  const start = () =>
    load().then((m) => {
      loaded = m;
      return m;
    });
  if (import.meta.env.SSR) void start().catch(() => undefined); // a failure shows at render, as lazy's would
  return lazy<ComponentType<P>>(() => {
    if (loaded !== undefined) {
      const done = { default: pick(loaded) };
      // React's lazy reads a thenable that calls back at once as already resolved.
      return { then: (resolve: (m: typeof done) => void) => resolve(done) } as unknown as Promise<typeof done>;
    }
    return start().then((m) => ({ default: pick(m) }));
  });
}
