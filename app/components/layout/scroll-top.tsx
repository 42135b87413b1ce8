// The floating scroll-to-top button, from 768 px. On a phone it is an item of the bottom bar instead
// (mobile-bar.tsx), so that nothing floats over the page's fields, buttons and prices there.
import { ArrowUpIcon } from '../ui/icons';
import { scrollToTop, useScrolledPast } from '../../lib/scroll-to-top';

export function ScrollTop() {
  const visible = useScrolledPast();
  return (
    <button type="button" className="scroll-top" onClick={scrollToTop} aria-label="Back to top" hidden={!visible}>
      <ArrowUpIcon size={20} />
    </button>
  );
}
