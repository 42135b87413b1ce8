// The checkout's modals (View coupons, the cash-on-delivery code, the payment window): a native
// <dialog> shown with showModal, so focus moves in and back, Escape closes and the page behind is
// inert. `onClose` runs however it closes (button, Escape).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../ui/icons';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  closeLabel?: string;
}

export function Modal({ title, onClose, children, className, closeLabel = 'Close' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const closing = useRef(onClose);
  closing.current = onClose;

  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    return () => {
      if (el?.open) el.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`co-modal${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
      onClose={() => closing.current()}
    >
      <div className="co-modal-head">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="icon-button" aria-label={closeLabel} onClick={() => ref.current?.close()}>
          <CloseIcon size={20} />
        </button>
      </div>
      {children}
    </dialog>
  );
}
