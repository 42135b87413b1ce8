// No piece matches (docs/spec.md#second-2 "Listing"): the spec's sentence and the ways out it names.
import { Link } from '../../lib/link';
import { EMPTY_LISTING_LINKS, EMPTY_LISTING_TEXT } from '../../../domain/listing/constants';

export function EmptyListing({ onReset }: { onReset?: () => void }) {
  return (
    <div className="listing-empty">
      <p className="listing-empty-text">{EMPTY_LISTING_TEXT}</p>
      <ul className="listing-empty-links">
        {EMPTY_LISTING_LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="button button-quiet">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
      {onReset ? (
        <p>
          <button type="button" className="text-button" onClick={onReset}>
            Clear all filters
          </button>
        </p>
      ) : null}
    </div>
  );
}
