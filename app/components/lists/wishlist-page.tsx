// The wishlist page's body: one row per entry (picture, name, chosen colour and size, price), with
// Move to cart and Remove. Both go through the list actions, which keep the list and show the toasts.
import { ListEmpty, ListLoading } from './list-states';
import { Link } from '../../lib/link';
import type { ListEntry } from '../../../domain/cart/list-rules';
import { formatINR } from '../../../domain/money/inr';
import { listActions, useList } from '../../state/lists';
import { entryChoice, entryLink, entryPicture } from './entry-links';
import { useListLoaded } from './use-list-loaded';

export const EMPTY_WISHLIST_TEXT = 'Your wishlist is empty.';

function WishlistRow({ entry }: { entry: ListEntry }) {
  const id = entry.selectedVariant.id;
  return (
    <li className="wishlist-entry">
      <Link to={entryLink(entry)} className="wishlist-picture" tabIndex={-1} aria-hidden="true">
        <img src={entryPicture(entry, 240)} alt="" width={120} height={120} loading="lazy" decoding="async" />
      </Link>
      <div className="wishlist-main">
        <Link to={entryLink(entry)} className="wishlist-name">
          {entry.name}
        </Link>
        <p className="wishlist-facts">{entryChoice(entry)}</p>
        <p className="price wishlist-price">{formatINR(entry.selectedVariant.offerprice)}</p>
      </div>
      <div className="wishlist-actions">
        <button type="button" className="button" onClick={() => void listActions.moveToCart(id)}>
          Move to cart<span className="visually-hidden"> {entry.name}</span>
        </button>
        <button type="button" className="button button-quiet" onClick={() => void listActions.remove('wishlist', id)}>
          Remove<span className="visually-hidden"> {entry.name}</span>
        </button>
      </div>
    </li>
  );
}

export function WishlistPage() {
  const loaded = useListLoaded('wishlist');
  const entries = useList('wishlist');
  if (!loaded) {
    return <ListLoading>Loading your wishlist…</ListLoading>;
  }
  if (entries.length === 0) {
    return <ListEmpty title={EMPTY_WISHLIST_TEXT} hint="Tap the heart on any piece to keep it here for later." />;
  }
  return (
    <>
      <p className="lists-count" role="status">
        {entries.length === 1 ? '1 piece' : `${entries.length} pieces`}
      </p>
      <ul className="wishlist-entries" aria-label="Pieces in your wishlist">
        {entries.map((entry) => (
          <WishlistRow key={`${entry.sku}:${entry.selectedVariant.id}`} entry={entry} />
        ))}
      </ul>
    </>
  );
}
