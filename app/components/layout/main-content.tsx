// <main> and its loading placeholder: while the router loads another page (a different path), the
// current page steps aside for skeletonFor(path) after a short delay, so quick navigations never
// flash a skeleton. The current page stays mounted underneath (hidden), so an interrupted navigation
// comes back to it as it was. A change of query on the same path (filters, sort) is the page's own
// business and shows nothing here. The skeletons' code is fetched when a navigation starts (it has
// the delay to arrive), not with the first page, which never shows one.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';

export const SKELETON_DELAY_MS = 150;

type Skeletons = typeof import('./page-skeleton');
let skeletons: Skeletons | null = null;
const loadSkeletons = (): Promise<Skeletons | null> =>
  import('./page-skeleton').then(
    (m) => (skeletons = m),
    () => null, // offline: the current page stays until the next one arrives
  );

export function MainContent({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const next = navigation.state === 'loading' ? navigation.location : undefined;
  const pendingPath = next && next.pathname !== pathname ? next.pathname : null;
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    if (pendingPath === null) {
      setShown(null);
      return;
    }
    let cancelled = false;
    const ready = skeletons ? Promise.resolve(skeletons) : loadSkeletons();
    const timer = window.setTimeout(() => {
      void ready.then((loaded) => {
        if (cancelled || !loaded) return;
        setShown(pendingPath);
        // The router saved this page's scroll position when the navigation started; the skeleton is
        // the top of the next page, so show it from the top, as the next page will be.
        if (window.scrollY > 0) window.scrollTo({ top: 0 });
      });
    }, SKELETON_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [pendingPath]);

  const skeleton = shown !== null && shown === pendingPath && skeletons !== null;
  return (
    <main id="main" tabIndex={-1} aria-busy={skeleton || undefined}>
      <div className="route-view" hidden={skeleton}>
        {children}
      </div>
      {skeleton && skeletons!.skeletonFor(shown)}
    </main>
  );
}
