// Scroll-to-top's two halves (spec: "shows after scrolling beyond 600px"), shared by the floating
// button (components/layout/scroll-top.tsx, from 768 px) and the phone's bottom bar item.
import { useEffect, useState } from 'react';
import { SCROLL_TOP_AFTER_PX } from './site';

/** Whether the page has scrolled beyond the spec's 600 px (false on the server and at first render). */
export function useScrolledPast(px = SCROLL_TOP_AFTER_PX): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}

/** Smooth unless the shopper prefers reduced motion; focus moves to the page so keyboard users continue from the top. */
export function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  document.getElementById('main')?.focus({ preventScroll: true });
}
