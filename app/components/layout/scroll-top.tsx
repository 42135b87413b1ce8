// Scroll-to-top (spec: "shows after scrolling beyond 600px"): smooth unless the shopper prefers
// reduced motion; focus moves to the page so keyboard users continue from the top.
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../ui/icons';
import { SCROLL_TOP_AFTER_PX } from '../../lib/site';

export function ScrollTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  function toTop() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <button type="button" className="scroll-top" onClick={toTop} aria-label="Back to top" hidden={!visible}>
      <ArrowUpIcon size={20} />
    </button>
  );
}
