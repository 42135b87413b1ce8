// A return's photos as thumbnails that open the full picture in a dialog. The photos are staff-only
// (GET /api/admin/returns/{id}/photos/{n} needs the staff token, which an <img> cannot send), so each
// is fetched once with the token and shown from an object URL, revoked when the return changes.
import { useEffect, useRef, useState } from 'react';
import { adminObjectUrl } from '../../lib/admin-api';

export function ReturnPhotos({ returnNo, paths }: { returnNo: string; paths: readonly string[] }) {
  const [urls, setUrls] = useState<(string | null)[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const key = paths.join(' ');

  useEffect(() => {
    if (!key) return;
    let live = true;
    let made: (string | null)[] = [];
    void Promise.all(key.split(' ').map((p) => adminObjectUrl(p))).then((got) => {
      made = got;
      if (live) setUrls(got);
      else for (const u of got) if (u) URL.revokeObjectURL(u);
    });
    return () => {
      live = false;
      for (const u of made) if (u) URL.revokeObjectURL(u);
      setUrls(null);
    };
  }, [key]);

  useEffect(() => {
    if (open !== null) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);

  if (paths.length === 0) return <p className="admin-note">No photos sent.</p>;
  const shown = open !== null ? urls?.[open] : null;
  return (
    <>
      <ul className="admin-thumbs" aria-label={`Photos of return ${returnNo}`}>
        {paths.map((p, i) => (
          <li key={p}>
            {urls === null ? (
              <span className="admin-thumb admin-note">Loading…</span>
            ) : urls[i] ? (
              <button
                type="button"
                className="admin-thumb"
                onClick={() => setOpen(i)}
                aria-label={`Open photo ${i + 1} of ${paths.length}`}
              >
                <img src={urls[i]!} alt="" width={96} height={96} />
              </button>
            ) : (
              <span className="admin-thumb admin-error">Photo {i + 1} could not be loaded</span>
            )}
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="admin-dialog admin-photo-dialog"
        aria-label={`Return ${returnNo}: photo ${open === null ? '' : open + 1}`}
        onClose={() => setOpen(null)}
      >
        {shown ? <img src={shown} alt={`Photo ${open! + 1} the customer sent with return ${returnNo}`} /> : null}
        <div className="admin-actions">
          <button type="button" className="button button-quiet" onClick={() => setOpen(null)}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
