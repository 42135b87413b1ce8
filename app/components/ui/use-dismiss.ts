// Closes a popup (menu panel, dropdown) when the shopper presses outside it or presses Escape
// anywhere, the two ways out every popup of the header shares. Listens only while open.
import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'outside' | 'escape';

export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
) {
  // The latest callback, without re-adding the listeners on every render.
  const callback = useRef(onDismiss);
  useEffect(() => {
    callback.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = ref.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) callback.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) callback.current('escape');
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, ref]);
}

/** Whether focus is leaving `container` for somewhere else on the page (not for nowhere). */
export function focusLeaves(event: React.FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return next instanceof Node && !event.currentTarget.contains(next);
}
