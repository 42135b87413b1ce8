// Autoplay for the product page's sliders (slideshow 4000 ms, Complete The Look 3000 ms; checkout
// spec §9). It never runs under prefers-reduced-motion, holds while the pointer or keyboard focus is
// inside the slider, and the shopper can pause it for good (WCAG 2.2.2 Pause, Stop, Hide).
import { useEffect, useRef, useState, type FocusEvent } from 'react';

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

export function useAutoplay(advance: () => void, intervalMs: number, enabled: boolean) {
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  });

  const available = enabled && !reduced;
  const running = available && !paused && !held;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => advanceRef.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);

  return {
    /** Whether a pause/play control makes sense at all. */
    available,
    paused,
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
