// /admin/merchandising/collections (owner, catalogue): each collection page's chosen pieces in order
// and its occasions. Pieces are found by a part of their name or SKU and added, moved up or down and
// removed; the occasions' most popular pieces follow them. Nothing changes until "Save collection"; a
// refused save names the unknown SKUs under the list.
import { useState } from 'react';
import { COLLECTION_CHOSEN_MAX } from '../../../domain/content/collections';
import {
  type DeskCollection,
  type DeskCollectionAnswer,
  type DeskCollectionsAnswer,
} from '../../../domain/merchandising/collection-edit';
import { AdminError } from '../../components/admin/admin-error';
import { movedIds } from '../../components/admin/merch-moves';
import { PiecePicker, type PickedPiece } from '../../components/admin/piece-picker';
import { adminCall, problemOf } from '../../lib/admin-api';
import { AdminBack } from '../../components/admin/admin-back';
import { useAdminRecord } from '../../components/admin/use-admin-record';
import { AdminOk } from '../../components/admin/admin-ok';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import '../../styles/admin-merch.css';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Collections');

export default function AdminMerchCollections() {
  const { data: answer, error } = useAdminRecord<DeskCollectionsAnswer>('admin/merchandising/collections');
  return (
    <>
      <AdminBack to="/admin/merchandising">Merchandising</AdminBack>
      <h1>Collections</h1>
      <p className="admin-note">
        Each page shows the pieces chosen here first, in this order, then the most popular pieces of its occasions, up
        to 12 in all. A piece hidden from the shop is left out.
      </p>
      <AdminError>{error}</AdminError>
      {answer?.collections.map((c) => (
        <CollectionEditor key={c.slug} collection={c} occasions={answer.occasions} />
      ))}
    </>
  );
}

function CollectionEditor({
  collection: first,
  occasions,
}: {
  collection: DeskCollection;
  occasions: DeskCollectionsAnswer['occasions'];
}) {
  const [collection, setCollection] = useState(first);
  const [pieces, setPieces] = useState<PickedPiece[]>(first.pieces);
  const [version, setVersion] = useState(0);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `collection-${collection.slug}`;
  const skus = pieces.map((p) => p.sku);
  const chosen = new Set(skus.map((s) => s.toUpperCase()));
  const changed = skus.join('\n') !== collection.pieces.map((p) => p.sku).join('\n');

  const move = (sku: string, by: -1 | 1) => {
    const order = movedIds(skus, sku, by);
    setPieces(order.map((s) => pieces.find((p) => p.sku === s)!));
  };

  async function save(form: HTMLFormElement) {
    const data = new FormData(form);
    setBusy(true);
    setError('');
    setNote('');
    setProblems({});
    const a = await adminCall<DeskCollectionAnswer>(
      'POST',
      `admin/merchandising/collections/${encodeURIComponent(collection.slug)}`,
      { skus, occasions: data.getAll('occasions').map(String) },
    );
    setBusy(false);
    if (a.ok) {
      setCollection(a.data.collection);
      setPieces(a.data.collection.pieces);
      setVersion((v) => v + 1);
      setNote(`Saved: ${a.data.collection.pieces.length} chosen pieces.`);
    } else {
      setProblems(a.fields);
      setError(Object.keys(a.fields).length > 0 ? 'Nothing was saved: fix the fields marked below.' : problemOf(a));
    }
  }

  return (
    <section className="merch-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <a href={`/collections/${collection.slug}`}>/collections/{collection.slug}</a>
      </h2>
      <AdminError>{error}</AdminError>
      <AdminOk>{note}</AdminOk>
      <form
        key={version}
        className="admin-form merch-form"
        aria-label={`Pieces of ${collection.slug}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save(e.currentTarget);
        }}
      >
        <div className="merch-field">
          <h3 id={`${id}-chosen`} className="merch-subhead">
            Chosen pieces, in the order the page shows them ({pieces.length} of {COLLECTION_CHOSEN_MAX})
          </h3>
          {pieces.length > 0 ? (
            <ol
              className="merch-chosen"
              aria-labelledby={`${id}-chosen`}
              aria-describedby={problems.skus ? `${id}-skus-problem` : undefined}
            >
              {pieces.map((p, i) => (
                <li key={p.sku}>
                  <span>
                    {p.sku} · {p.name}
                    {p.active ? '' : ' (hidden from the shop)'}
                  </span>
                  <span className="merch-row-actions">
                    <button type="button" className="button" disabled={busy || i === 0} onClick={() => move(p.sku, -1)}>
                      Up<span className="visually-hidden"> {p.name}</span>
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={busy || i === pieces.length - 1}
                      onClick={() => move(p.sku, 1)}
                    >
                      Down<span className="visually-hidden"> {p.name}</span>
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      onClick={() => setPieces(pieces.filter((x) => x.sku !== p.sku))}
                    >
                      Remove<span className="visually-hidden"> {p.name}</span>
                    </button>
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="admin-note">No pieces chosen: the page shows its occasions’ most popular pieces.</p>
          )}
          {problems.skus ? (
            <small id={`${id}-skus-problem`} className="admin-error">
              {problems.skus}
            </small>
          ) : null}
        </div>
        <PiecePicker
          label="Add a piece"
          chosen={chosen}
          full={pieces.length >= COLLECTION_CHOSEN_MAX}
          onPick={(piece) => setPieces([...pieces, piece])}
        />
        <fieldset className="merch-field">
          <legend>Then the most popular pieces of</legend>
          {occasions.map((o) => (
            <label key={o.slug} className="merch-check">
              <input
                type="checkbox"
                name="occasions"
                value={o.slug}
                defaultChecked={collection.occasions.includes(o.slug)}
              />{' '}
              {o.name}
            </label>
          ))}
          {problems.occasions ? <small className="admin-error">{problems.occasions}</small> : null}
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          Save collection
        </button>
        {changed ? <small className="admin-note"> Not saved yet.</small> : null}
      </form>
    </section>
  );
}
