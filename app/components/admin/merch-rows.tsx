// What the merchandising desk's ordered lists (banners, menu items) show on each row: whether the shop
// shows it, and the buttons that move it up or down, show or hide it, open its form and remove it.
// Each button's name ends with the row's, read only by screen readers, so "Up" says which.
import type { AdminColumn } from './admin-table';

/** The "Shown" column of a list of things the shop shows or hides. */
export function shownColumn<T extends { visible: boolean }>(): AdminColumn<T> {
  return {
    key: 'shown',
    header: 'Shown',
    cell: (row) => <span className="admin-pill">{row.visible ? 'Shown' : 'Hidden'}</span>,
  };
}

export function MerchRowActions({
  name,
  first,
  last,
  visible,
  busy,
  onMove,
  onToggle,
  onEdit,
  onRemove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  visible: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onToggle: () => void;
  /** Absent where the row has nothing to edit here (a category's menu item). */
  onEdit?: () => void;
  onRemove: () => void;
}) {
  const named = <span className="visually-hidden"> {name}</span>;
  return (
    <div className="merch-row-actions">
      <button type="button" className="button" disabled={busy || first} onClick={() => onMove(-1)}>
        Up{named}
      </button>
      <button type="button" className="button" disabled={busy || last} onClick={() => onMove(1)}>
        Down{named}
      </button>
      <button type="button" className="button" disabled={busy} onClick={onToggle}>
        {visible ? 'Hide' : 'Show'}
        {named}
      </button>
      {onEdit ? (
        <button type="button" className="button" onClick={onEdit}>
          Edit{named}
        </button>
      ) : null}
      <button type="button" className="button" disabled={busy} onClick={onRemove}>
        Remove{named}
      </button>
    </div>
  );
}
