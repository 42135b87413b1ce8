// The header search box and its dropdown (shared/spec: storefront §2 "Header" and "Search dropdown
// states"): 128 characters at most, 200 ms debounce, 6 hits, and the four states with the spec's
// texts. A combobox (WAI-ARIA APG): focus stays in the input while the arrows move the highlight
// through the results (aria-activedescendant), Enter opens the highlighted piece or searches the
// listing, Escape closes, and so does a press outside. The rules are the pure state machine of
// domain/search-box; this file only wires events, the timer and the request to it. The request and
// the results' cards are one chunk (search-results.tsx), fetched when the first search starts.
import { useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  enterTarget,
  HEADER_SEARCH_HITS,
  initialSearchBox,
  listingSearchHref,
  pageSearchText,
  pendingSearch,
  SEARCH_DEBOUNCE_MS,
  searchBoxReducer,
  type SearchBoxState,
} from '../../../domain/search-box/search-box';
import { SEARCH_MAX_LENGTH, SEARCH_PLACEHOLDER } from '../../lib/site';
import { SearchIcon } from '../ui/icons';
import { useDismiss } from '../ui/use-dismiss';
import type { SearchHitCard } from './search-client';
import { SearchDropdown, type SearchResultsModule } from './search-dropdown';

let loaded: SearchResultsModule | null = null;
let loading: Promise<SearchResultsModule> | null = null;
function loadResults(): Promise<SearchResultsModule> {
  loading ??= import('./search-results').then(
    (m) => (loaded = m),
    (err: unknown) => {
      loading = null; // the search fails this time; the next one tries again
      throw err;
    },
  );
  return loading;
}

export const SEARCH_INPUT_ID = 'site-search';
const POPUP_ID = 'site-search-popup';
const LISTBOX_ID = 'site-search-results';
export const searchOptionId = (i: number) => `${LISTBOX_ID}-${i}`;

type State = SearchBoxState<SearchHitCard>;
const reducer = searchBoxReducer<SearchHitCard>;

export function SearchBox() {
  const { pathname, search } = useLocation();
  // A listing searched for a text shows that text in the box, from the server render on.
  const [state, dispatch] = useReducer(reducer, undefined, () => initialSearchBox<SearchHitCard>(pageSearchText(pathname, search)));
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [results, setResults] = useState<SearchResultsModule | null>(loaded);

  // Debounced search of the current text; a newer text aborts the older request.
  const pending = pendingSearch(state);
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    // The chunk arrives during the debounce; the answer is shown only once both are in.
    const ready = loadResults();
    const timer = window.setTimeout(() => {
      ready
        .then((m) => {
          setResults(m);
          return m.searchProducts(pending, HEADER_SEARCH_HITS, controller.signal);
        })
        .then(
          (answer) => dispatch({ type: 'answer', query: pending, hits: answer.hits, nbHits: answer.nbHits }),
          () => {
            if (!controller.signal.aborted) dispatch({ type: 'fail', query: pending });
          },
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [pending]);

  useEffect(() => dispatch({ type: 'page', query: pageSearchText(pathname, search) }), [pathname, search]);
  useDismiss(formRef, state.open, () => dispatch({ type: 'close' }));

  // Keep the highlighted result in view inside a scrolling dropdown.
  useEffect(() => {
    if (state.active >= 0) document.getElementById(searchOptionId(state.active))?.scrollIntoView({ block: 'nearest' });
  }, [state.active]);

  function go(href: string) {
    dispatch({ type: 'close' });
    inputRef.current?.blur();
    navigate(href);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm an input method's composition (Hindi, Tamil keyboards) are not ours.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: 'move', by: event.key === 'ArrowDown' ? 1 : -1 });
        break;
      case 'Enter': {
        const target = enterTarget(state);
        if (target.kind === 'product') {
          event.preventDefault();
          go(`/${target.hit.value}`);
        }
        // Otherwise the form submits: onSubmit searches the listing.
        break;
      }
      case 'Escape':
        // Only closing: the native search field would also clear the text.
        if (state.open) {
          event.preventDefault();
          dispatch({ type: 'escape' });
        }
        break;
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(listingSearchHref(state.query));
  }

  const showsResults = state.open && state.view === 'results';
  return (
    <form
      ref={formRef}
      className="search-box"
      role="search"
      method="get"
      action="/jewellery"
      onSubmit={onSubmit}
      onBlur={(e) => {
        // Focus moving to another part of the page (Tab past the dropdown's links) closes it.
        const next = e.relatedTarget;
        if (next instanceof Node && !e.currentTarget.contains(next)) dispatch({ type: 'close' });
      }}
    >
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        Search jewellery
      </label>
      <SearchIcon size={18} />
      <input
        ref={inputRef}
        id={SEARCH_INPUT_ID}
        type="search"
        name="query"
        placeholder={SEARCH_PLACEHOLDER}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={showsResults ? LISTBOX_ID : POPUP_ID}
        aria-activedescendant={showsResults && state.active >= 0 ? searchOptionId(state.active) : undefined}
        value={state.query}
        onChange={(e) => dispatch({ type: 'input', query: e.target.value })}
        onFocus={() => dispatch({ type: 'focus' })}
        onClick={() => dispatch({ type: 'focus' })}
        onKeyDown={onKeyDown}
      />
      <SearchPopup state={state} results={results} onPick={(hit) => go(`/${hit.value}`)} onHover={(index) => dispatch({ type: 'hover', index })} />
    </form>
  );
}

interface PopupProps {
  state: State;
  results: SearchResultsModule | null;
  onPick: (hit: SearchHitCard) => void;
  onHover: (index: number) => void;
}

function SearchPopup({ state, results, onPick, onHover }: PopupProps) {
  return (
    // Pressing inside the dropdown must not take focus from the input (it would close it first).
    <div id={POPUP_ID} className="search-popup" hidden={!state.open} onMouseDown={(e) => e.preventDefault()}>
      <SearchDropdown state={state} results={results} listboxId={LISTBOX_ID} optionId={searchOptionId} onPick={onPick} onHover={onHover} />
    </div>
  );
}
