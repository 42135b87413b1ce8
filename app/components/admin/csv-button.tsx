// A table's CSV export, made in the browser from the rows already shown (the calls need the staff
// token, which a plain link cannot carry): the same RFC 4180 and formula-safe cells as the server's
// exports (domain/inbox/csv.ts).
import { toCsv } from '../../../domain/inbox/csv';
import { saveBlob } from '../../lib/save-blob';

type Cell = string | number | null | undefined;

export function CsvButton({
  file,
  header,
  rows,
  label = 'Download CSV',
}: {
  file: string;
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
  label?: string;
}) {
  return (
    <button
      type="button"
      className="button admin-csv"
      aria-label={`${label}: ${file}`}
      onClick={() => saveBlob(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), file)}
    >
      {label}
    </button>
  );
}
