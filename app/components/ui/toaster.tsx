// The toast area: a polite live region, present in the server HTML so screen readers already know it
// when the first toast arrives.
import { useSyncExternalStore } from 'react';
import { dismissToast, getServerToasts, getToasts, subscribeToasts } from '../../lib/toast';
import { CloseIcon } from './icons';

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <div className="toaster" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`}>
          <span>{t.text}</span>
          <button type="button" className="toast-close" onClick={() => dismissToast(t.id)} aria-label="Dismiss message">
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
