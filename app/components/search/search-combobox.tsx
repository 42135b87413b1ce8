// The header search's combobox (docs/spec.md#first-2 "Search dropdown states"): 200 ms debounce,
// 6 hits, the four states with the spec's texts. WAI-ARIA APG combobox: focus stays in the input
// while the arrows move the highlight through the results (aria-activedescendant), Enter opens the
// highlighted piece or searches the listing, Escape closes, and so does a press outside. The rules
// are the pure state machine of domain/search-box; this file wires events, the timer and the request
// to it. It is its own chunk, loaded when the shopper first comes near the box (search-box.tsx owns
// the input and hands it here), so it imports nothing of the root route's own modules but types.
import { useEffect, useLayoutEffect, useReducer } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNavigated } from '../../lib/use-navigated';
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
import { useDismiss } from '../ui/use-dismiss';
import type { ComboboxProps } from './search-box';
import { searchProducts, type SearchHitCard } from './search-client';
import { SearchDropdown } from './search-dropdown';

const LISTBOX_ID = 'site-search-results';
export const searchOptionId = (i: number) => `${LISTBOX_ID}-${i}`;

type State = SearchBoxState<SearchHitCard>;
const reducer = searchBoxReducer<SearchHitCard>;

export function SearchCombobox({ text, setText, input, form, popupId, handlers, onAria }: ComboboxProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // It starts from what the box holds: the page's search text, or what was typed before this arrived.
  const [state, dispatch] = useReducer(reducer, undefined, () => initialSearchBox<SearchHitCard>(text));

  // Arriving while the shopper is in the box: the dropdown opens as if the focus came now.
  useEffect(() => {
    if (document.activeElement === input.current) dispatch({ type: 'focus' });
  }, [input]);

  // A new page closes the box and shows that page's search text. Not on arrival: what was typed stays.
  useNavigated(() => dispatch({ type: 'page', query: pageSearchText(pathname, search) }));

  // The machine's text is the input's: its own changes (a new page's text) go to the box. Only its
  // changes: the box's text reaches the machine through the input handler.
  useEffect(() => {
    if (state.query !== text) setText(state.query);
  }, [state.query]);

  // Debounced search of the current text; a newer text aborts the older request.
  const pending = pendingSearch(state);
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchProducts(pending, HEADER_SEARCH_HITS, controller.signal).then(
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

  useDismiss(form, state.open, () => dispatch({ type: 'close' }));

  // Keep the highlighted result in view inside a scrolling dropdown.
  useEffect(() => {
    if (state.active >= 0) document.getElementById(searchOptionId(state.active))?.scrollIntoView({ block: 'nearest' });
  }, [state.active]);

  const showsResults = state.open && state.view === 'results';
  const activeDescendant = showsResults && state.active >= 0 ? searchOptionId(state.active) : undefined;
  // Before paint, so the input never says 'expanded' about a dropdown that is already gone.
  useLayoutEffect(() => {
    onAria({ expanded: state.open, controls: showsResults ? LISTBOX_ID : popupId, activeDescendant });
  }, [onAria, state.open, showsResults, activeDescendant, popupId]);

  function go(href: string) {
    dispatch({ type: 'close' });
    input.current?.blur();
    navigate(href);
  }

  // The box calls these from its own elements; they always see this render's state.
  useLayoutEffect(() => {
    handlers.current = {
      input: (query) => dispatch({ type: 'input', query }),
      focus: () => dispatch({ type: 'focus' }),
      keyDown(event) {
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
            // Otherwise the form submits: submit searches the listing.
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
      },
      submit(event) {
        event.preventDefault();
        go(listingSearchHref(state.query));
      },
      blur(event) {
        // Focus moving to another part of the page (Tab past the dropdown's links) closes it.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) dispatch({ type: 'close' });
      },
    };
  });
  useEffect(
    () => () => {
      handlers.current = null;
    },
    [handlers],
  );

  return (
    <SearchPopup
      id={popupId}
      state={state}
      onPick={(hit) => go(`/${hit.value}`)}
      onHover={(index) => dispatch({ type: 'hover', index })}
    />
  );
}

interface PopupProps {
  id: string;
  state: State;
  onPick: (hit: SearchHitCard) => void;
  onHover: (index: number) => void;
}

function SearchPopup({ id, state, onPick, onHover }: PopupProps) {
  return (
    // Pressing inside the dropdown must not take focus from the input (it would close it first).
    <div id={id} className="search-popup" hidden={!state.open} onMouseDown={(e) => e.preventDefault()}>
      <SearchDropdown
        state={state}
        listboxId={LISTBOX_ID}
        optionId={searchOptionId}
        onPick={onPick}
        onHover={onHover}
      />
    </div>
  );
}
