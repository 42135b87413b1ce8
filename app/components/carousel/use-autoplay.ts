// Autoplay for every slider of the store (docs/spec.md#second-9: the product slideshow every 4000 ms,
// Complete The Look 3000 ms, the listing's trending slider 500 ms). It never runs under
// prefers-reduced-motion, only while the slider is on screen and the tab is shown, holds while the
// pointer or keyboard focus is inside the slider, and the shopper can pause it for good (WCAG 2.2.2
// Pause, Stop, Hide).
import { useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';

function usePrefersReducedMotion(): boolean {
  // Until the browser says otherwise (and on the server) assume reduced motion: nothing moves early.
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** Whether at least half of the element is in view (false until the browser has said so). */
function useOnScreen(ref: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!watch || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)), {
      threshold: 0.5,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, watch]);
  return visible;
}

/** 'smooth', unless the shopper prefers reduced motion. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * `advance` every `intervalMs` while allowed. `root` is the slider: what is on screen and what holds
 * it. `intervalMs` undefined: no autoplay at all (no pause button either).
 */
export function useAutoplay(
  root: RefObject<HTMLElement | null>,
  advance: () => void,
  intervalMs: number | undefined,
  enabled = true,
) {
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  });

  const available = intervalMs !== undefined && enabled && !reduced;
  const onScreen = useOnScreen(root, available);
  const running = available && !paused && !held && onScreen;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') advanceRef.current();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);

  return {
    /** Whether a pause/play control makes sense at all. */
    available,
    paused,
    running,
    /** Also drops the hold: pressing Play while focused on the button should play. */
    togglePaused: () => {
      setPaused((p) => !p);
      setHeld(false);
    },
    /** Spread on the slider's root: hover and focus inside it hold the autoplay. */
    holdProps: {
      onPointerEnter: () => setHeld(true),
      onPointerLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      },
    },
  };
}
