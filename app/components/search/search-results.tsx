// The search dropdown's results: the cards of up to six pieces and the 'Explore our products that
// match the key ...' link (docs/spec.md#first-2 "Search dropdown states"), with the request
// that finds them (search-client.ts). Part of the combobox's chunk (search-combobox.tsx), which a
// page that nobody comes near the search box never loads.
import { Link } from '../../lib/link';
import { formatINR } from '../../../domain/money/inr';
import { SEARCH_PICTURE_SIZE, type SearchHitCard } from './search-client';

interface Props {
  hits: readonly SearchHitCard[];
  active: number;
  listboxId: string;
  optionId: (index: number) => string;
  exploreHref: string;
  exploreText: string;
  onPick: (hit: SearchHitCard) => void;
  onHover: (index: number) => void;
}

export function SearchResults({ hits, active, listboxId, optionId, exploreHref, exploreText, onPick, onHover }: Props) {
  return (
    <>
      <ul id={listboxId} role="listbox" aria-label="Products" className="search-results">
        {hits.map((hit, i) => (
          <li
            key={hit.value}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
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
      <Link to={exploreHref} className="search-explore">
        {exploreText}
      </Link>
    </>
  );
}
