// The filter state the controls show and change. While a filter navigation is on its way the controls
// already show where it is going (a ticked box stays ticked), and a second change builds on the
// first, so quick clicks add up instead of undoing each other. Router navigations render in a
// transition; the change is also kept as plain state, rendered at once, so a controlled checkbox is
// never put back for a moment before the navigation's render catches up.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { listingHref, parseListingState, type ListingState } from '../../../domain/listing/url-state';

export interface ListingStateControls {
  state: ListingState;
  /** Goes to the listing for `next` (a new history entry, scrolled to the top, the first page). */
  apply: (next: ListingState) => void;
  /** The latest state, for callbacks that fire later (the price slider's debounce). */
  latest: () => ListingState;
  /** A filter change is loading. */
  busy: boolean;
}

export function useListingState(loaded: ListingState): ListingStateControls {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [optimistic, setOptimistic] = useState<{ over: ListingState; next: ListingState } | null>(null);
  const target = navigation.location;
  const pending =
    target && target.pathname === location.pathname ? parseListingState(new URLSearchParams(target.search)) : null;
  // Kept only while the loaded state it was made over is still the one shown.
  const chosen = optimistic && optimistic.over === loaded ? optimistic.next : null;
  const state = pending ?? chosen ?? loaded;
  // Both refs follow what is committed, never a render: React may render a navigation's state and
  // set it aside for a key press, and a change made then over that unshown state would not match
  // what is shown, so the controls fell back for a moment to the state before it (the price thumbs
  // jumped back under a shopper's keys on a slow machine).
  const ref = useRef(state);
  const loadedRef = useRef(loaded);
  useLayoutEffect(() => {
    ref.current = state;
    loadedRef.current = loaded;
  });
  const pathname = location.pathname;
  const apply = useCallback(
    (next: ListingState) => {
      setOptimistic({ over: loadedRef.current, next });
      ref.current = next;
      void navigate(listingHref(pathname, next));
    },
    [navigate, pathname],
  );
  const latest = useCallback(() => ref.current, []);
  const busy = pending !== null || chosen !== null;
  // One object while nothing in it changes: the sidebar's filters wait for a touch as long as their
  // props stay the same (listing.tsx).
  return useMemo(() => ({ state, apply, latest, busy }), [state, apply, latest, busy]);
}
