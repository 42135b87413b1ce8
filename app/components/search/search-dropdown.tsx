// What the search dropdown shows in each state (docs/spec.md#first-2 "Search dropdown states"),
// the texts letter for letter from domain/search-box. The status line is a polite live region, so a
// screen reader hears 'We are showcased N products for you' once the answer is in. Part of the
// combobox's chunk (search-combobox.tsx).
import { Link } from '../../lib/link';
import { groupIndian } from '../../../domain/money/inr';
import {
  listingSearchHref,
  SEARCH_TEXTS,
  searchTextOf,
  type SearchBoxState,
} from '../../../domain/search-box/search-box';
import { SearchIcon } from '../ui/icons';
import type { SearchHitCard } from './search-client';
import { SearchResults } from './search-results';

interface Props {
  state: SearchBoxState<SearchHitCard>;
  listboxId: string;
  optionId: (index: number) => string;
  onPick: (hit: SearchHitCard) => void;
  onHover: (index: number) => void;
}

export function SearchDropdown({ state, listboxId, optionId, onPick, onHover }: Props) {
  const { view } = state;
  return (
    <div className={`search-dropdown search-dropdown-${view}`} data-state={view}>
      <p className="search-status" role="status">
        {view === 'searching' && <span className="search-spinner" aria-hidden="true" />}
        {view === 'idle' && <SearchIcon size={18} />}
        <span>{statusText(state)}</span>
      </p>

      {view === 'results' && (
        <SearchResults
          hits={state.hits}
          active={state.active}
          listboxId={listboxId}
          optionId={optionId}
          exploreHref={listingSearchHref(state.query)}
          exploreText={SEARCH_TEXTS.explore(searchTextOf(state.query))}
          onPick={onPick}
          onHover={onHover}
        />
      )}

      {(view === 'no-match' || view === 'failed') && (
        <Link to="/jewellery" className="search-explore">
          {SEARCH_TEXTS.allProducts}
        </Link>
      )}
    </div>
  );
}

function statusText(state: SearchBoxState<SearchHitCard>): string {
  switch (state.view) {
    case 'idle':
      return SEARCH_TEXTS.idle;
    case 'searching':
      return SEARCH_TEXTS.searching;
    case 'results':
      return SEARCH_TEXTS.results(groupIndian(state.nbHits));
    case 'no-match':
      return SEARCH_TEXTS.noMatch;
    case 'failed':
      return SEARCH_TEXTS.failed;
  }
}
