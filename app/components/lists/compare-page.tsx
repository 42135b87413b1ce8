// The compare page's body: the pieces side by side, one column per piece and a row per attribute.
// The device keeps a product and a variant per entry; the rest is read from the store as the page
// opens (compare-facts.ts). On a phone the table scrolls sideways inside its frame, the attribute
// names staying put.
import { ListEmpty, ListLoading } from './list-states';
import type { CSSProperties } from 'react';
import { Link } from '../../lib/link';
import type { ListEntry } from '../../../domain/cart/list-rules';
import { formatINR } from '../../../domain/money/inr';
import { cartActions } from '../../state/cart';
import { listActions, useList } from '../../state/lists';
import { toCartItem } from '../../../domain/cart/cart-item';
import { useCompareFacts, type PieceFacts } from './compare-facts';
import { COMPARE_ROWS, NONE } from './compare-rows';
import { entryChoice, entryLink, entryPicture } from './entry-links';
import { useListLoaded } from './use-list-loaded';

export const EMPTY_COMPARE_TEXT = 'You have no pieces to compare.';

const NOTES: Partial<Record<PieceFacts['state'], string>> = {
  loading: 'Loading details…',
  missing: 'No longer available',
  error: 'Details could not be loaded just now',
};

function PieceHeader({ entry, facts }: { entry: ListEntry; facts: PieceFacts }) {
  const note = NOTES[facts.state];
  return (
    <th scope="col" className={`compare-piece is-${facts.state}`}>
      <Link to={entryLink(entry)} className="compare-picture" tabIndex={-1} aria-hidden="true">
        <img src={entryPicture(entry, 320)} alt="" width={160} height={160} loading="lazy" decoding="async" />
      </Link>
      <Link to={entryLink(entry)} className="compare-name">
        {entry.name}
      </Link>
      <span className="compare-choice">{entryChoice(entry)}</span>
      {note && <span className={`compare-note is-${facts.state}`}>{note}</span>}
    </th>
  );
}

function PieceActions({ entry, facts }: { entry: ListEntry; facts: PieceFacts }) {
  return (
    <td className="compare-actions">
      {/* Add to cart takes today's product and variant, not the copy kept on the device. */}
      {facts.state === 'ready' && (
        <button
          type="button"
          className="button"
          onClick={() => void cartActions.add(toCartItem(facts.product, facts.variant))}
        >
          Add to cart<span className="visually-hidden"> {entry.name}</span>
        </button>
      )}
      <button
        type="button"
        className="button button-quiet"
        onClick={() => void listActions.remove('compare', entry.selectedVariant.id)}
      >
        Remove<span className="visually-hidden"> {entry.name}</span>
      </button>
    </td>
  );
}

export function ComparePage() {
  const loaded = useListLoaded('compare');
  const entries = useList('compare');
  const factsOf = useCompareFacts(entries);
  if (!loaded) {
    return <ListLoading>Loading your compare list…</ListLoading>;
  }
  if (entries.length === 0) {
    return (
      <ListEmpty
        title={EMPTY_COMPARE_TEXT}
        hint="Choose Compare on any piece to see its metal, stones and price beside the others."
      />
    );
  }
  const columns = entries.map((entry) => ({ entry, facts: factsOf(entry) }));
  return (
    <div className="compare-frame" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="compare-table" style={{ '--pieces': columns.length } as CSSProperties}>
        <caption id="compare-caption" className="visually-hidden">
          The pieces you are comparing, one column each
        </caption>
        <thead>
          <tr>
            <td className="compare-corner" />
            {columns.map(({ entry, facts }) => (
              <PieceHeader key={`${entry.sku}:${entry.selectedVariant.id}`} entry={entry} facts={facts} />
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {columns.map(({ entry, facts }) => (
                <td
                  key={`${entry.sku}:${entry.selectedVariant.id}`}
                  className={row.money === 'price' ? 'price' : row.money === 'amount' ? 'compare-amount' : undefined}
                >
                  {facts.state === 'ready'
                    ? row.cell(facts.variant)
                    : row.label === 'Price' && facts.state !== 'missing'
                      ? formatINR(entry.selectedVariant.offerprice)
                      : NONE}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <span className="visually-hidden">Actions</span>
            </th>
            {columns.map(({ entry, facts }) => (
              <PieceActions key={`${entry.sku}:${entry.selectedVariant.id}`} entry={entry} facts={facts} />
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
