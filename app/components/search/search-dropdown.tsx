// What the search dropdown shows in each state (shared/spec: storefront §2 "Search dropdown states"),
// the texts letter for letter from domain/search-box. The status line is a polite live region, so a
// screen reader hears 'We are showcased N products for you' once the answer is in.
import { Link } from 'react-router';
import { groupIndian, formatINR } from '../../../domain/money/inr';
import { listingSearchHref, SEARCH_TEXTS, searchTextOf, type SearchBoxState } from '../../../domain/search-box/search-box';
import { SearchIcon } from '../ui/icons';
import { SEARCH_PICTURE_SIZE, type SearchHitCard } from './search-client';

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
        <>
          <ul id={listboxId} role="listbox" aria-label="Products" className="search-results">
            {state.hits.map((hit, i) => (
              <li
                key={hit.value}
                id={optionId(i)}
                role="option"
                aria-selected={i === state.active}
                className="search-hit"
                onClick={() => onPick(hit)}
                onPointerMove={() => onHover(i)}
              >
                <img src={hit.picture} alt="" width={SEARCH_PICTURE_SIZE} height={SEARCH_PICTURE_SIZE} decoding="async" />
                <span className="search-hit-text">
                  <span className="search-hit-name">{hit.name}</span>
                  <span className="price">{formatINR(hit.price)}</span>
                </span>
              </li>
            ))}
          </ul>
          <Link to={listingSearchHref(state.query)} className="search-explore">
            {SEARCH_TEXTS.explore(searchTextOf(state.query))}
          </Link>
        </>
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
