// The back office's one table: a caption for screen readers, its columns, its rows and, when there
// are more rows than a page, the paging under it. The orders, audit and staff pages all list through it.
// On a phone (admin.css, under 600 px) each row becomes a card whose cells carry their column's name
// (`data-label`); the explicit roles keep it a table for screen readers whatever its display.
import type { ReactNode } from 'react';

export interface AdminColumn<T> {
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** Narrow screens (a tablet held upright) drop the columns marked `wide`. */
  wide?: boolean;
  /** Amounts: kept on one line (a cell may otherwise break anywhere: ₹70,35 / 0), figures aligned. */
  numeric?: boolean;
}

const cellClass = (c: { wide?: boolean; numeric?: boolean }) =>
  [c.wide ? 'admin-wide' : '', c.numeric ? 'admin-num' : ''].filter(Boolean).join(' ') || undefined;

export interface AdminPaging {
  page: number;
  perPage: number;
  total: number;
  onPage(page: number): void;
}

export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  paging,
  empty = 'Nothing to show.',
}: {
  caption: string;
  columns: readonly AdminColumn<T>[];
  rows: readonly T[] | null;
  rowKey(row: T, index: number): string;
  paging?: AdminPaging;
  empty?: string;
}) {
  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.perPage)) : 1;
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table" role="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr role="row">
              {columns.map((c) => (
                <th key={c.key} scope="col" role="columnheader" className={cellClass(c)}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((row, i) => (
              <tr key={rowKey(row, i)} role="row">
                {columns.map((c) => (
                  <td
                    key={c.key}
                    role="cell"
                    className={cellClass(c)}
                    data-label={typeof c.header === 'string' ? c.header : undefined}
                  >
                    {/* One box for the content, beside the label a phone's card puts first. */}
                    <div className="admin-cell">{c.cell(row)}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows === null ? (
        <p className="admin-note">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="admin-note">{empty}</p>
      ) : null}
      {paging && pages > 1 ? (
        <nav className="admin-paging" aria-label={`${caption}: pages`}>
          <button
            type="button"
            className="button button-quiet"
            disabled={paging.page <= 1}
            onClick={() => paging.onPage(paging.page - 1)}
          >
            Previous
          </button>
          <span>
            Page {paging.page} of {pages}
          </span>
          <button
            type="button"
            className="button button-quiet"
            disabled={paging.page >= pages}
            onClick={() => paging.onPage(paging.page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </>
  );
}
