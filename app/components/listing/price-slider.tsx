// The dual-thumb price slider: two native range inputs laid over one track, so each thumb keeps the
// platform's slider role, pointer and screen-reader behaviour. The thumbs obey the spec's clamps
// (domain/listing/price-range.ts); arrows step by ₹1,000 and Page Up / Down by ₹10,000. A change is
// applied 200 ms after the last movement (spec §9).
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
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

export function PriceSlider({ value, onCommit }: { value: PriceRange | null; onCommit: (range: PriceRange | null) => void }) {
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

  function schedule(next: PriceRange) {
    setRange(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      commit.current(isFullRange(next) ? null : next);
    }, PRICE_DEBOUNCE_MS);
  }

  function onKey(thumb: 'min' | 'max') {
    return (event: KeyboardEvent<HTMLInputElement>) => {
      const target = priceAfterKey(range[thumb], event.key);
      if (target === null) return;
      event.preventDefault();
      schedule(moveThumb(range, thumb, target));
    };
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
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          Minimum price
        </label>
        <input
          id={`${id}-min`}
          type="range"
          name="price_min"
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={1}
          value={range.min}
          aria-valuetext={formatPriceBound(range.min)}
          onChange={(e) => schedule(moveThumb(range, 'min', e.currentTarget.valueAsNumber))}
          onKeyDown={onKey('min')}
        />
        <label className="visually-hidden" htmlFor={`${id}-max`}>
          Maximum price
        </label>
        <input
          id={`${id}-max`}
          type="range"
          name="price_max"
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={1}
          value={range.max}
          aria-valuetext={formatPriceBound(range.max)}
          onChange={(e) => schedule(moveThumb(range, 'max', e.currentTarget.valueAsNumber))}
          onKeyDown={onKey('max')}
        />
      </div>
    </fieldset>
  );
}
