// The catalogue's CSV import on /admin/catalogue: a file and a note are checked first (the call's
// `check_only`, nothing written), the page shows each line's problem or what the file would change,
// and only a file that passed is imported, on a second, explicit press. One bad line and nothing
// changes: the server refuses the whole file (docs/decisions/2026-11-27-catalogue-csv.md).
import { useState } from 'react';
import type { ProductImportAnswer } from '../../../domain/catalog/csv-schemas';
import { adminCall, problemOf } from '../../lib/admin-api';

type Checked = { csv: string; note: string; answer: ProductImportAnswer };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** The cells the file says that an import can not apply (the computed prices), by line. */
function NotApplied({ notes }: { notes: Record<string, string> }) {
  const entries = Object.entries(notes);
  if (entries.length === 0) return null;
  return (
    <div className="admin-import-skipped">
      <p>Not applied (prices are worked out from their parts):</p>
      <ul>
        {entries.map(([where, what]) => (
          <li key={where}>
            <strong>{where.replace(/^line/, 'Line')}</strong>: {what}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CatalogueImport({ onImported }: { onImported: () => void }) {
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problems, setProblems] = useState<[string, string][]>([]);
  const [done, setDone] = useState<ProductImportAnswer | null>(null);

  async function send(csv: string, note: string, checkOnly: boolean) {
    setBusy(true);
    setProblems([]);
    setDone(null);
    const a = await adminCall<ProductImportAnswer>('POST', 'admin/products/import', {
      csv,
      note,
      check_only: checkOnly,
    });
    setBusy(false);
    setChecked(null);
    if (!a.ok)
      return setProblems(Object.keys(a.fields).length > 0 ? Object.entries(a.fields) : [['file', problemOf(a)]]);
    if (checkOnly) return setChecked({ csv, note, answer: a.data });
    setDone(a.data);
    onImported();
  }

  return (
    <section className="admin-panel" aria-labelledby="import-csv">
      <h2 id="import-csv">Import CSV</h2>
      <p className="admin-note">
        Changes pieces that exist, by sku and variant_id: every column of the downloaded file as the piece’s page would
        save it. The downloaded file works as it is; a blank cell keeps the value. Prices are worked out again from
        their parts, so a price typed in the file is listed below and not applied. A line with a blank variant_id adds a
        new piece (its lines share one sku), with every column the new piece page asks for.
      </p>
      <form
        className="admin-form admin-form-inline"
        aria-label="Import CSV"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const file = data.get('file');
          const note = String(data.get('note') ?? '').trim();
          if (!(file instanceof File) || file.size === 0) return setProblems([['file', 'Choose a CSV file first.']]);
          void file.text().then((csv) => send(csv, note, true));
        }}
        onChange={() => setChecked(null)}
      >
        <label>
          CSV file
          <input name="file" type="file" accept=".csv,text/csv" required />
        </label>
        <label>
          Reason
          <input name="note" required minLength={3} maxLength={200} placeholder="Monday stock count" />
        </label>
        <button type="submit" className="button" disabled={busy}>
          Check file
        </button>
      </form>
      {problems.length > 0 ? (
        <div className="admin-error" role="alert">
          <p>Nothing was changed. Fix these lines and check the file again:</p>
          <ul>
            {problems.map(([where, what]) => (
              <li key={where}>
                <strong>{where === 'csv' ? 'File' : where.replace(/^line/, 'Line')}</strong>: {what}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {checked ? (
        <div className="admin-note" role="status">
          <p>
            {plural(checked.answer.lines, 'line', 'lines')} checked, no problems.{' '}
            {checked.answer.pieces === 0
              ? 'Nothing would change: every value is what the pieces have.'
              : `Importing creates ${plural(checked.answer.created, 'new piece', 'new pieces')} and changes ${plural(checked.answer.updated, 'piece', 'pieces')}${checked.answer.variants > 0 ? ` (${plural(checked.answer.variants, 'variant', 'variants')} priced again)` : ''}.`}
          </p>
          <NotApplied notes={checked.answer.not_applied} />
          {checked.answer.pieces > 0 ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void send(checked.csv, checked.note, false)}
            >
              Import {plural(checked.answer.pieces, 'piece', 'pieces')}
            </button>
          ) : null}
        </div>
      ) : null}
      {done ? (
        <p className="admin-note" role="status">
          Imported: {plural(done.created, 'new piece', 'new pieces')} created, {plural(done.updated, 'piece', 'pieces')}{' '}
          changed
          {done.variants > 0 ? `, ${plural(done.variants, 'variant', 'variants')} priced again` : ''}.
        </p>
      ) : null}
      {done ? <NotApplied notes={done.not_applied} /> : null}
    </section>
  );
}
