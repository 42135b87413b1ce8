// The header search box and its dropdown as a pure state machine (docs/spec.md#first-2 "Search
// dropdown states", docs/spec.md#first-9 constants). The component feeds it events (focus, typing, answers, keys) and
// renders what it says; timers and requests stay in the component, so every rule here is a table test.
import { clampQuery, listingSearchHref, searchTextOf } from './search-text.ts';

export { clampQuery, listingSearchHref, pageSearchText, SEARCH_INPUT_MAX_LENGTH, searchTextOf } from './search-text.ts';

/** docs/spec.md#first-9: "Header search: 6 results. Search debounce: 200 ms." */
export const HEADER_SEARCH_HITS = 6;
export const SEARCH_DEBOUNCE_MS = 200;

/** The spec's texts, letter for letter. */
export const SEARCH_TEXTS = {
  searching: "Can't wait for search. explore the collections.",
  /** 'We are showcased N products for you'. */
  results: (count: string) => `We are showcased ${count} products for you`,
  /**
   * 'Explore our products that match the key ...': the '...' is the shopper's query, put in as typed.
   * No quotes of our own around it: the spec's text has none, and the link should read as the spec's.
   */
  explore: (query: string) => `Explore our products that match the key ${query}`,
  noMatch: 'No products matching',
  allProducts: 'View all products',
  idle: 'Search our products',
  /** Beyond the spec's four states: the request failed (network, server). */
  failed: 'Search is resting for a moment. Try again, or browse the collections.',
} as const;

/** Idle: nothing typed. Searching: typed, answer pending. Failed: the answer never came. */
export type SearchView = 'idle' | 'searching' | 'results' | 'no-match' | 'failed';

export interface SearchBoxState<Hit> {
  open: boolean;
  /** What the input shows (already cut to 128 characters). */
  query: string;
  view: SearchView;
  hits: readonly Hit[];
  nbHits: number;
  /** Index of the highlighted result, -1 when none is. */
  active: number;
}

export type SearchBoxEvent<Hit> =
  | { type: 'focus' }
  | { type: 'input'; query: string }
  | { type: 'answer'; query: string; hits: readonly Hit[]; nbHits: number }
  | { type: 'fail'; query: string }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'hover'; index: number }
  | { type: 'escape' }
  | { type: 'close' }
  /** A new page: the box closes and shows that page's search text (the listing's ?query=, else ''). */
  | { type: 'page'; query: string };

export function initialSearchBox<Hit>(query = ''): SearchBoxState<Hit> {
  const q = clampQuery(query);
  return { open: false, query: q, view: q.trim() ? 'searching' : 'idle', hits: [], nbHits: 0, active: -1 };
}

export function searchBoxReducer<Hit>(state: SearchBoxState<Hit>, event: SearchBoxEvent<Hit>): SearchBoxState<Hit> {
  switch (event.type) {
    case 'focus':
      return state.open ? state : { ...state, open: true };

    case 'input': {
      const query = clampQuery(event.query);
      if (query === state.query) return state.open ? state : { ...state, open: true };
      const sameSearch = searchTextOf(query) === searchTextOf(state.query);
      if (sameSearch) return { ...state, open: true, query };
      if (!searchTextOf(query)) return { ...state, open: true, query, view: 'idle', hits: [], nbHits: 0, active: -1 };
      return { ...state, open: true, query, view: 'searching', hits: [], nbHits: 0, active: -1 };
    }

    case 'answer': {
      // An answer for a text the shopper has since changed is stale: a newer one is on its way.
      if (event.query !== searchTextOf(state.query) || !event.query) return state;
      const hits = event.hits.slice(0, HEADER_SEARCH_HITS);
      const found = hits.length > 0 && event.nbHits > 0;
      return {
        ...state,
        view: found ? 'results' : 'no-match',
        hits: found ? hits : [],
        nbHits: found ? Math.max(event.nbHits, hits.length) : 0,
        active: -1,
      };
    }

    case 'fail':
      if (event.query !== searchTextOf(state.query) || state.view !== 'searching') return state;
      return { ...state, view: 'failed', hits: [], nbHits: 0, active: -1 };

    case 'move': {
      const n = state.view === 'results' ? state.hits.length : 0;
      if (!state.open) return { ...state, open: true };
      if (n === 0) return state;
      const from = state.active;
      const active = event.by === 1 ? (from + 1) % n : from <= 0 ? n - 1 : from - 1;
      return { ...state, active };
    }

    case 'hover':
      if (state.view !== 'results' || event.index < 0 || event.index >= state.hits.length) return state;
      return state.active === event.index ? state : { ...state, active: event.index };

    case 'escape':
      return state.open ? { ...state, open: false, active: -1 } : state;

    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;

    case 'page':
      if (searchTextOf(event.query) === searchTextOf(state.query)) return searchBoxReducer(state, { type: 'close' });
      return initialSearchBox(event.query);
  }
}

/** Where Enter takes the shopper: the highlighted product, else the listing searched by the text. */
export type EnterTarget<Hit> = { kind: 'product'; hit: Hit } | { kind: 'listing'; href: string };

export function enterTarget<Hit>(state: SearchBoxState<Hit>): EnterTarget<Hit> {
  const hit = state.open && state.view === 'results' ? state.hits[state.active] : undefined;
  if (hit !== undefined) return { kind: 'product', hit };
  return { kind: 'listing', href: listingSearchHref(state.query) };
}

/** Whether the component should ask the engine, and for what: only in the searching state. */
export function pendingSearch<Hit>(state: SearchBoxState<Hit>): string | null {
  return state.view === 'searching' ? searchTextOf(state.query) : null;
}
