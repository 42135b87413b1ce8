// The two buttons under a back office dialog's form: the act (disabled while a call is under way) and
// the one that closes the dialog without acting.
export function DialogActions({
  busy,
  act,
  close,
  onClose,
}: {
  busy: boolean;
  act: string;
  /** The closing button's words ("Cancel", "Close"). */
  close: string;
  onClose: () => void;
}) {
  return (
    <div className="admin-actions">
      <button type="submit" className="button" disabled={busy}>
        {act}
      </button>
      <button type="button" className="button button-quiet" onClick={onClose}>
        {close}
      </button>
    </div>
  );
}
