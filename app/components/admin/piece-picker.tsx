// Finding a piece by a part of its name or SKU and adding it (the collections' chosen pieces): the
// catalogue desk's own list call, asked 250 ms after the typing stops, its first page offered as
// "Add" buttons. Pieces already chosen are not offered again.
import { useEffect, useId, useState } from 'react';
import type { ProductDeskListAnswer, ProductDeskRow } from '../../../domain/catalog/desk-schemas';
import { adminCall, problemOf } from '../../lib/admin-api';

const WAIT_MS = 250;
const MIN_TEXT = 2;
const OFFERED = 8;

export interface PickedPiece {
  sku: string;
  name: string;
  value: string;
  active: boolean;
}

export function PiecePicker({
  chosen,
  full,
  onPick,
  label,
}: {
  /** The SKUs already chosen: not offered. */
  chosen: ReadonlySet<string>;
  /** No more may be added: the search stays, its buttons are off. */
  full: boolean;
  onPick: (piece: PickedPiece) => void;
  label: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<ProductDeskRow[] | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    const q = text.trim();
    if (q.length < MIN_TEXT) {
      setFound(null);
      setProblem('');
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void adminCall<ProductDeskListAnswer>('GET', `admin/products?q=${encodeURIComponent(q)}`).then((a) => {
        if (!current) return;
        if (a.ok) {
          setFound(a.data.products);
          setProblem('');
        } else setProblem(problemOf(a));
      });
    }, WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);

  const offered = (found ?? []).filter((p) => !chosen.has(p.sku.toUpperCase())).slice(0, OFFERED);
  return (
    <div className="merch-field piece-picker">
      <label htmlFor={`${id}-q`}>{label}</label>
      <input
        id={`${id}-q`}
        type="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        placeholder="A name or a SKU"
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-status`}
      />
      <small id={`${id}-status`} className={problem ? 'admin-error' : 'admin-note'} role="status">
        {problem ||
          (full
            ? 'The collection is full: remove a piece to add another.'
            : found === null
              ? `Type at least ${MIN_TEXT} characters.`
              : offered.length === 0
                ? 'No other piece matches.'
                : `${offered.length} ${offered.length === 1 ? 'piece' : 'pieces'} found.`)}
      </small>
      {offered.length > 0 ? (
        <ul className="piece-picker-results">
          {offered.map((p) => (
            <li key={p.sku}>
              <button
                type="button"
                className="button"
                disabled={full}
                onClick={() => onPick({ sku: p.sku, name: p.name, value: p.value, active: !p.hidden })}
              >
                Add<span className="visually-hidden"> {p.name}</span>
              </button>{' '}
              {p.sku} · {p.name}
              {p.hidden ? ' (hidden from the shop)' : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
