// One checkout block (docs/spec.md#second-2: User Details, Shipping Details, Coupon Code, Payment Method, billing,
// Order preview): a titled section the page can scroll to, with a quiet "saving" mark while its
// edits are on their way.
import { forwardRef, type ReactNode } from 'react';

interface PanelProps {
  id: string;
  title: string;
  /** The wizard step it belongs to under 960 px. */
  step: 1 | 2 | 3;
  saving?: boolean;
  children: ReactNode;
  className?: string;
}

export const Panel = forwardRef<HTMLElement, PanelProps>(function Panel(
  { id, title, step, saving = false, children, className },
  ref,
) {
  return (
    <section
      ref={ref}
      id={id}
      className={`co-panel${className ? ` ${className}` : ''}`}
      data-step={step}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="co-panel-title">
        {title}
        {saving ? (
          <span className="co-spinner" role="status">
            <span className="visually-hidden">Saving…</span>
          </span>
        ) : null}
      </h2>
      {children}
    </section>
  );
});
