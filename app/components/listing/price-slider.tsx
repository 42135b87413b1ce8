// The dual-thumb price slider: two native range inputs laid over one track, so each thumb keeps the
// platform's slider role, pointer and screen-reader behaviour. The thumbs obey the spec's clamps
// (domain/listing/price-range.ts); arrows step by ₹1,000 and Page Up / Down by ₹10,000. A change is
// applied 200 ms after the last movement (docs/spec.md#first-9).
//
// On a desktop the slider's code comes when the pointer or the focus first comes to the filters
// (listing.tsx): a thumb moved before it came has moved the server's input alone, so the slider takes
// the inputs' values when it comes alive and applies them as any move.
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { PRICE_DEBOUNCE_MS } from '../../../domain/listing/constants';
import {
  FULL_PRICE_RANGE,
  formatPriceBound,
  isFullRange,
  moveThumb,
  priceAfterKey,
  PRICE_SLIDER,
  type PriceRange,
} from '../../../domain/listing/price-range';

const percent = (value: number) => `${((value - PRICE_SLIDER.min) / (PRICE_SLIDER.max - PRICE_SLIDER.min)) * 100}%`;
const sameRange = (a: PriceRange, b: PriceRange) => a.min === b.min && a.max === b.max;

const THUMBS = {
  min: { label: 'Minimum price', name: 'price_min' },
  max: { label: 'Maximum price', name: 'price_max' },
} as const;

/**
 * One thumb: its hidden label and range input. A drag or a key proposes a new value for this thumb;
 * moveThumb keeps it a step away from the other one, and the whole range goes to `onMove`.
 */
function PriceThumb({
  id,
  thumb,
  range,
  onMove,
}: {
  id: string;
  thumb: 'min' | 'max';
  range: PriceRange;
  onMove: (next: PriceRange) => void;
}) {
  const value = range[thumb];
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {THUMBS[thumb].label}
      </label>
      <input
        id={id}
        type="range"
        name={THUMBS[thumb].name}
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={1}
        value={value}
        aria-valuetext={formatPriceBound(value)}
        onChange={(e) => onMove(moveThumb(range, thumb, e.currentTarget.valueAsNumber))}
        onKeyDown={(event) => {
          const target = priceAfterKey(value, event.key);
          if (target === null) return;
          event.preventDefault();
          onMove(moveThumb(range, thumb, target));
        }}
      />
    </>
  );
}

export function PriceSlider({
  value,
  onCommit,
}: {
  value: PriceRange | null;
  onCommit: (range: PriceRange | null) => void;
}) {
  const id = useId();
  const applied = value ?? FULL_PRICE_RANGE;
  const [range, setRange] = useState<PriceRange>(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  // A change from elsewhere (Reset, the back button) moves the thumbs, unless the shopper is moving them.
  useEffect(() => {
    if (timer.current === undefined) setRange((current) => (sameRange(current, applied) ? current : applied));
  }, [applied.min, applied.max]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    const input = (thumb: 'min' | 'max') => document.getElementById(`${id}-${thumb}`);
    const min = input('min');
    const max = input('max');
    if (!(min instanceof HTMLInputElement && max instanceof HTMLInputElement)) return;
    let moved = range;
    if (min.valueAsNumber !== range.min) moved = moveThumb(moved, 'min', min.valueAsNumber);
    if (max.valueAsNumber !== range.max) moved = moveThumb(moved, 'max', max.valueAsNumber);
    if (!sameRange(moved, range)) schedule(moved);
    // Once, when the slider comes alive.
  }, []);

  function schedule(next: PriceRange) {
    setRange(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      commit.current(isFullRange(next) ? null : next);
    }, PRICE_DEBOUNCE_MS);
  }

  const style = { '--price-lo': percent(range.min), '--price-hi': percent(range.max) } as CSSProperties;
  return (
    <fieldset className="filter-block price-slider">
      <legend className="filter-title">Price</legend>
      <p className="price-slider-values" aria-hidden="true">
        <span>{formatPriceBound(range.min)}</span>
        <span className="price-slider-dash">–</span>
        <span>{formatPriceBound(range.max)}</span>
      </p>
      <div className="price-slider-track" style={style}>
        <span className="price-slider-fill" />
        <PriceThumb id={`${id}-min`} thumb="min" range={range} onMove={schedule} />
        <PriceThumb id={`${id}-max`} thumb="max" range={range} onMove={schedule} />
      </div>
    </fieldset>
  );
}
