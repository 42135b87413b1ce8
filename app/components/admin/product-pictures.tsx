// A piece's uploaded pictures on its desk page (docs/decisions/2026-11-27-product-pictures.md): add
// several files at once (sent one by one, each with its own answer), give each its alt text, make one
// the main picture, move them, remove one after a confirmation. The thumbnails are the shop's own
// addresses, so what the desk shows is what the shop serves. Without uploads the shop shows the drawn
// pictures, which the panel says. A picture may be tagged with one of the piece's colours: only that
// colour's variants show it (untagged: every colour).
import { useCallback, useEffect, useId, useState } from 'react';
import type { DeskPicture, ProductPicturesAnswer } from '../../../domain/catalog/picture-schemas';
import { pictureReach } from '../../../domain/catalog/product-pictures';
import { adminCall, problemOf } from '../../lib/admin-api';
import { AdminError } from './admin-error';

const TYPE_WORDS: Record<DeskPicture['content_type'], string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
};
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** yellow-gold → Yellow gold. */
const colorWords = (color: string) => color.charAt(0).toUpperCase() + color.slice(1).replace('-', ' ');

export function ProductPictures({
  productId,
  productName,
  colors,
}: {
  productId: number;
  productName: string;
  /** The piece's variants' colours: what a picture can be tagged with. */
  colors: readonly string[];
}) {
  const [pictures, setPictures] = useState<DeskPicture[] | null>(null);
  const [alts, setAlts] = useState<Record<number, string>>({});
  const [error, setError] = useState('');
  const [refused, setRefused] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState<number | null>(null);
  const inputId = useId();
  const base = `admin/products/${productId}/pictures`;

  const show = (answer: ProductPicturesAnswer) => {
    setPictures(answer.pictures);
    setAlts(Object.fromEntries(answer.pictures.map((p) => [p.id, p.alt])));
  };
  const load = useCallback(() => {
    void adminCall<ProductPicturesAnswer>('GET', base).then((a) => {
      if (a.ok) show(a.data);
      else setError(problemOf(a));
    });
  }, [base]);
  useEffect(load, [load]);

  async function upload(files: readonly File[]) {
    setBusy(true);
    setError('');
    setRefused([]);
    const problems: string[] = [];
    let added = 0;
    for (const [i, file] of files.entries()) {
      setStatus(`Uploading ${i + 1} of ${files.length}: ${file.name}…`);
      const form = new FormData();
      form.append('picture', file, file.name);
      const a = await adminCall<ProductPicturesAnswer>('POST', base, form);
      if (a.ok) {
        show(a.data);
        added += 1;
      } else problems.push(`${file.name}: ${a.fields.picture ?? a.message}`);
    }
    setBusy(false);
    setRefused(problems);
    setStatus(
      added > 0
        ? `Added ${added} ${added === 1 ? 'picture' : 'pictures'}; the shop shows ${added === 1 ? 'it' : 'them'} now.`
        : '',
    );
  }

  async function change(id: number, body: Record<string, unknown>, done: string) {
    setBusy(true);
    setError('');
    setStatus('');
    const a = await adminCall<ProductPicturesAnswer>('POST', `${base}/${id}`, body);
    setBusy(false);
    if (a.ok) {
      show(a.data);
      setStatus(done);
    } else setError(problemOf(a));
  }

  async function remove(id: number) {
    setBusy(true);
    setError('');
    setConfirmRemove(null);
    const a = await adminCall<ProductPicturesAnswer>('POST', `${base}/${id}/remove`, {});
    setBusy(false);
    if (a.ok) {
      show(a.data);
      setStatus(a.data.uploaded ? 'Picture removed.' : 'Picture removed; the shop shows the drawn pictures again.');
    } else setError(problemOf(a));
  }

  return (
    <section className="admin-panel admin-pictures" aria-labelledby="pictures-heading">
      <h2 id="pictures-heading">Pictures</h2>
      {pictures === null ? (
        <p className="admin-note">Loading the pictures…</p>
      ) : pictures.length === 0 ? (
        <p className="admin-note">No photographs yet: the shop shows the drawn pictures of {productName}.</p>
      ) : (
        <>
          <p className="admin-note">
            The main picture comes first in the shop (listing cards, the cart, the gallery), then the others in this
            order. They are shown square.
          </p>
          <ol className="admin-picture-list">
            {pictures.map((p, i) => (
              <li key={p.id} className="admin-picture">
                <img src={`${p.url}?resize=176`} alt={p.alt} width={132} height={132} decoding="async" />
                <div className="admin-picture-body">
                  <p className="admin-picture-head">
                    <strong>Picture {i + 1}</strong>
                    {p.is_main ? <span className="admin-pill">Main picture</span> : null}
                    {p.color && pictureReach(p.color, colors) === 'one' ? (
                      <span className="admin-pill">{colorWords(p.color)} only</span>
                    ) : null}
                    <small className="admin-note">
                      {TYPE_WORDS[p.content_type]} · {p.width} × {p.height} px · {fileSize(p.bytes)}
                    </small>
                  </p>
                  {pictureReach(p.color, colors) === 'nowhere' ? (
                    <p className="admin-picture-nowhere">
                      Shown nowhere: no variant is {colorWords(p.color!).toLowerCase()} any more. Choose the colour it
                      shows, or All colours.
                    </p>
                  ) : null}
                  <form
                    className="admin-picture-alt"
                    onSubmit={(e) => {
                      e.preventDefault();
                      void change(p.id, { alt: alts[p.id] ?? '' }, `Alt text of picture ${i + 1} saved.`);
                    }}
                  >
                    <label htmlFor={`alt-${p.id}`}>Alt text</label>
                    <input
                      id={`alt-${p.id}`}
                      value={alts[p.id] ?? ''}
                      maxLength={200}
                      onChange={(e) => setAlts({ ...alts, [p.id]: e.target.value })}
                    />
                    <button
                      type="submit"
                      className="button button-quiet"
                      disabled={busy || (alts[p.id] ?? '') === p.alt}
                    >
                      Save alt text
                    </button>
                  </form>
                  <div className="admin-picture-alt">
                    <label htmlFor={`color-${p.id}`}>Shown for</label>
                    <select
                      id={`color-${p.id}`}
                      value={p.color ?? ''}
                      disabled={busy}
                      onChange={(e) => {
                        const color = e.target.value === '' ? null : e.target.value;
                        void change(
                          p.id,
                          { color },
                          color
                            ? `Picture ${i + 1} is shown for ${colorWords(color).toLowerCase()} only.`
                            : `Picture ${i + 1} is shown for every colour.`,
                        );
                      }}
                    >
                      <option value="">All colours</option>
                      {[...new Set([...colors, ...(p.color ? [p.color] : [])])].map((c) => (
                        <option key={c} value={c}>
                          {colorWords(c)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="admin-actions">
                    {p.is_main ? null : (
                      <button
                        type="button"
                        className="button"
                        disabled={busy}
                        onClick={() => void change(p.id, { main: true }, `Picture ${i + 1} is the main picture now.`)}
                      >
                        Make main
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button-quiet"
                      disabled={busy || i === 0}
                      aria-label={`Move picture ${i + 1} up`}
                      onClick={() => void change(p.id, { position: i - 1 }, `Picture moved to place ${i}.`)}
                    >
                      ↑ Up
                    </button>
                    <button
                      type="button"
                      className="button button-quiet"
                      disabled={busy || i === pictures.length - 1}
                      aria-label={`Move picture ${i + 1} down`}
                      onClick={() => void change(p.id, { position: i + 1 }, `Picture moved to place ${i + 2}.`)}
                    >
                      ↓ Down
                    </button>
                    {confirmRemove === p.id ? (
                      <span role="group" aria-label={`Confirm removing picture ${i + 1}`} className="admin-actions">
                        <button type="button" className="button" disabled={busy} onClick={() => void remove(p.id)}>
                          Remove it
                        </button>
                        <button type="button" className="button button-quiet" onClick={() => setConfirmRemove(null)}>
                          Keep it
                        </button>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="button button-quiet"
                        disabled={busy}
                        aria-label={`Remove picture ${i + 1}`}
                        onClick={() => setConfirmRemove(p.id)}
                      >
                        Remove
                      </button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="admin-field admin-picture-upload">
        <label htmlFor={inputId}>Add pictures</label>
        <small className="admin-note" id={`${inputId}-hint`}>
          JPEG, PNG, WebP or HEIC from a phone; at most 15 MB each and at least 500 px a side.
        </small>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
          aria-describedby={`${inputId}-hint`}
          disabled={busy}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length > 0) void upload(files);
          }}
        />
      </div>
      {refused.length > 0 ? (
        <div className="admin-error" role="alert">
          <p>Not added:</p>
          <ul>
            {refused.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <AdminError>{error}</AdminError>
      {status ? (
        <p className="admin-ok" role="status">
          {status}
        </p>
      ) : null}
    </section>
  );
}
