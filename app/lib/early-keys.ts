// Keys pressed on a slider inside `selector` before its code came (the listing's price thumbs, whose
// panel hydrates from a chunk of its own) are not lost or taken in the browser's own steps: Page Down
// on a bare range input moves a tenth of its range, not the slider's ₹10,000, and React would not
// learn of the move. Each key's own action is prevented and remembered; when the part comes alive the
// keys are given to the live slider one task apart, so each starts where the last left the thumb.
// Its own module (beside early-press.ts) so that only the listing pays for it.

/** The keys a slider moves by. */
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/** Holds slider keys inside `selector` until the answer is called; safe on the server. */
export function earlyKeys(selector: string): () => void {
  let live = false;
  let held: { el: HTMLInputElement; key: string }[] = [];
  if (typeof window !== 'undefined')
    window.addEventListener(
      'keydown',
      (e) => {
        if (live || !e.isTrusted || !SLIDER_KEYS.has(e.key)) return;
        const el = e.target instanceof HTMLInputElement && e.target.type === 'range' ? e.target : null;
        if (!el?.closest(selector)) return;
        // Nor may React see it: a panel hydrated but not yet live would move the thumb now and again
        // at the replay.
        e.preventDefault();
        e.stopPropagation();
        held.push({ el, key: e.key });
      },
      true,
    );
  return () => {
    if (live) return;
    live = true;
    const presses = held;
    held = [];
    const next = (i: number) => {
      const press = presses[i];
      if (!press) return;
      if (press.el.isConnected)
        press.el.dispatchEvent(new KeyboardEvent('keydown', { key: press.key, bubbles: true, cancelable: true }));
      setTimeout(() => next(i + 1), 0);
    };
    next(0);
  };
}
