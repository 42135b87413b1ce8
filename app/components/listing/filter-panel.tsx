// The filter panel, the same in the desktop sidebar and the mobile modal (docs/spec.md#first-2): Trending
// and Shop All, Reset, the colour swatches, the price slider, one accordion per facet and, in the
// modal, See Results. It is a GET form over the listing's own URL, so its fields are the URL's
// parameters; with JavaScript every change applies at once.
import { useEffect } from 'react';
import { Link } from '../../lib/link';
import { countFilters, resetFilters, toggleFacetValue, withColor, withPrice } from '../../../domain/listing/url-state';
import { ColorSwatches } from './color-swatches';
import { FacetAccordion } from './facet-accordion';
import type { ListingData } from './listing-data';
import { PriceSlider } from './price-slider';
import type { ListingStateControls } from './use-listing-state';

interface FilterPanelProps {
  data: ListingData;
  controls: ListingStateControls;
  action: string;
  /** In the modal: See Results closes it. */
  onSeeResults?: () => void;
  headingId: string;
  /** Called once the panel is live: the sidebar's presses made before its code came are made again. */
  onLive?: () => void;
}

/** How many accordions start open when nothing is chosen. */
const OPEN_FACETS = 2;

export function FilterPanel({ data, controls, action, onSeeResults, headingId, onLive }: FilterPanelProps) {
  const { state, apply, latest } = controls;
  // In a task of its own, after the price slider has taken any move made before it was live.
  useEffect(() => {
    if (onLive) setTimeout(onLive, 0);
  }, []);
  const active = countFilters(state);
  return (
    <form
      className="filter-panel"
      method="get"
      action={action}
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        onSeeResults?.();
      }}
    >
      {state.query ? <input type="hidden" name="query" value={state.query} /> : null}
      <div className="filter-shortcuts">
        <Link
          to="/trending"
          className={`button button-quiet${data.kind === 'trending' ? ' is-current' : ''}`}
          aria-current={data.kind === 'trending' ? 'page' : undefined}
        >
          Trending
        </Link>
        <Link
          to="/jewellery"
          className={`button button-quiet${data.kind === 'all' ? ' is-current' : ''}`}
          aria-current={data.kind === 'all' ? 'page' : undefined}
        >
          Shop All
        </Link>
      </div>
      <div className="filter-head">
        <h2 id={headingId} className="filter-heading">
          Filters{active > 0 ? <span className="filter-active"> ({active})</span> : null}
        </h2>
        {/* aria-disabled rather than disabled: a control that disables itself would drop the focus */}
        <button
          type="button"
          className="text-button"
          onClick={() => active > 0 && apply(resetFilters(latest()))}
          aria-disabled={active === 0}
        >
          Reset
        </button>
      </div>
      <ColorSwatches
        options={data.colors}
        value={state.color}
        onChange={(color) => apply(withColor(latest(), color))}
      />
      <PriceSlider value={state.price} onCommit={(range) => apply(withPrice(latest(), range))} />
      {data.facets.map((group, i) => (
        <FacetAccordion
          key={group.facet}
          group={group}
          selected={state.facets[group.facet]}
          open={i < OPEN_FACETS}
          onToggle={(value, on) => apply(toggleFacetValue(latest(), group.facet, value, on))}
        />
      ))}
      <div className="filter-submit">
        <button type="submit" className="button">
          See Results
        </button>
      </div>
    </form>
  );
}
