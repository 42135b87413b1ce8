// Something a page part undoes when the shopper moves to another page (a menu or panel closes, the
// search box shows the new page's words): after a change of address, never on the first render. An
// effect keyed on the address alone also ran once hydration was done, and undid what a press made
// while the page was still hydrating (a navigation panel opened by the keyboard closed by itself on a
// busy machine).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Runs `onNavigated` after the address changes; `query: false` counts the path alone. */
export function useNavigated(onNavigated: () => void, { query = true } = {}): void {
  const { pathname, search } = useLocation();
  const address = query ? pathname + search : pathname;
  const shownFor = useRef(address);
  useEffect(() => {
    if (shownFor.current === address) return;
    shownFor.current = address;
    onNavigated();
  }, [address]);
}
