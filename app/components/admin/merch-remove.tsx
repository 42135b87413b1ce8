// The merchandising desk's confirmation before removing a menu item or a banner for good: removal
// cannot be undone from the desk (the audit keeps the row), so it is asked for twice, and the
// question says that hiding keeps the item instead.
export function ConfirmRemoval({
  what,
  busy,
  onConfirm,
  onCancel,
}: {
  what: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="merch-editor" role="group" aria-label="Confirm removal">
      <p>Remove “{what}” for good? The shop stops showing it at once. To keep it for later, hide it instead.</p>
      <div className="merch-row-actions">
        <button type="button" className="button" disabled={busy} onClick={onConfirm}>
          Remove “{what}”
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Keep it
        </button>
      </div>
    </div>
  );
}
