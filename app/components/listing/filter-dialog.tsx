// On a phone the filter panel opens in a modal (docs/spec.md#first-2; docs/spec.md#second-2: "Mobile has a
// Filter button opening a filter panel"). A native <dialog>: focus moves in and back, Escape closes,
// the page behind is inert. Its panel is rendered only while open, so the page carries one copy, and
// its code is the sidebar's lazy chunk: asked for when a finger or pointer comes down on Filter, so it
// is there or nearly by the time the modal opens (a line says so while it is not).
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useNavigated } from '../../lib/use-navigated';
import { countFilters } from '../../../domain/listing/url-state';
import { CloseIcon } from '../ui/icons';
import type { ListingData } from './listing-data';
import type { ListingStateControls } from './use-listing-state';

const loadPanel = () => import('./filter-panel');
const FilterPanel = lazy(() => loadPanel().then((m) => ({ default: m.FilterPanel })));

export function FilterDialog({
  data,
  controls,
  onLive,
}: {
  data: ListingData;
  controls: ListingStateControls;
  /** Called once the button is live: a press on it before then is made again (listing.tsx). */
  onLive?: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const { pathname } = useLocation();
  const active = countFilters(controls.state);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  useEffect(() => {
    if (onLive) setTimeout(onLive, 0);
  }, []);

  // Trending and Shop All lead to another listing: the modal has done its job.
  useNavigated(() => setOpen(false), { query: false });

  return (
    <>
      <button
        type="button"
        className="button button-quiet filter-open"
        aria-haspopup="dialog"
        onPointerDown={() => void loadPanel()}
        onClick={() => setOpen(true)}
      >
        Filter{active > 0 ? ` (${active})` : ''}
      </button>
      <dialog ref={dialog} className="filter-dialog" aria-labelledby={headingId} onClose={() => setOpen(false)}>
        {open ? (
          <>
            <button
              type="button"
              className="icon-button filter-dialog-close"
              aria-label="Close filters"
              onClick={() => setOpen(false)}
            >
              <CloseIcon />
            </button>
            <Suspense
              fallback={
                <p id={headingId} className="filter-loading" role="status">
                  Loading filters…
                </p>
              }
            >
              <FilterPanel
                data={data}
                controls={controls}
                action={pathname}
                headingId={headingId}
                onSeeResults={() => setOpen(false)}
              />
            </Suspense>
          </>
        ) : null}
      </dialog>
    </>
  );
}
