// /admin/merchandising/collections (owner, catalogue): each collection page's chosen pieces in order
// and its occasions. Pieces are typed by SKU, one a line, in the order the page shows them; the
// occasions' most popular pieces follow them. A refused save names the unknown SKUs beside the field.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { COLLECTION_CHOSEN_MAX } from '../../../domain/content/collections';
import {
  skusOf,
  type DeskCollection,
  type DeskCollectionAnswer,
  type DeskCollectionsAnswer,
} from '../../../domain/merchandising/collection-edit';
import { AdminError } from '../../components/admin/admin-error';
import { adminCall, problemOf } from '../../lib/admin-api';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import '../../styles/admin-merch.css';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Collections');

export default function AdminMerchCollections() {
  const [answer, setAnswer] = useState<DeskCollectionsAnswer | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    void adminCall<DeskCollectionsAnswer>('GET', 'admin/merchandising/collections').then((a) => {
      if (a.ok) setAnswer(a.data);
      else setError(problemOf(a));
    });
  }, []);
  useEffect(load, [load]);
  return (
    <>
      <p>
        <Link to="/admin/merchandising">← Merchandising</Link>
      </p>
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
  const [version, setVersion] = useState(0);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `collection-${collection.slug}`;

  async function save(form: HTMLFormElement) {
    const data = new FormData(form);
    setBusy(true);
    setError('');
    setNote('');
    setProblems({});
    const a = await adminCall<DeskCollectionAnswer>(
      'POST',
      `admin/merchandising/collections/${encodeURIComponent(collection.slug)}`,
      { skus: skusOf(String(data.get('skus') ?? '')), occasions: data.getAll('occasions').map(String) },
    );
    setBusy(false);
    if (a.ok) {
      setCollection(a.data.collection);
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
      {note ? (
        <p className="admin-ok" role="status">
          {note}
        </p>
      ) : null}
      {collection.pieces.length > 0 ? (
        <ol>
          {collection.pieces.map((p) => (
            <li key={p.sku}>
              {p.sku} · {p.name}
              {p.active ? '' : ' (hidden from the shop)'}
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-note">No pieces chosen: the page shows its occasions’ most popular pieces.</p>
      )}
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
          <label htmlFor={`${id}-skus`}>Chosen pieces, by SKU, one a line, in order</label>
          <textarea
            id={`${id}-skus`}
            name="skus"
            rows={6}
            defaultValue={collection.pieces.map((p) => p.sku).join('\n')}
            aria-invalid={problems.skus ? true : undefined}
            aria-describedby={`${id}-skus-hint${problems.skus ? ` ${id}-skus-problem` : ''}`}
          />
          <small id={`${id}-skus-hint`} className="admin-note">
            at most {COLLECTION_CHOSEN_MAX} pieces
          </small>
          {problems.skus ? (
            <small id={`${id}-skus-problem`} className="admin-error">
              {problems.skus}
            </small>
          ) : null}
        </div>
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
      </form>
    </section>
  );
}
