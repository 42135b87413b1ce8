// Colour swatches for yellow-gold, rose-gold and white-gold with a single choice (docs/spec.md#first-2):
// a radio group, so arrows move the choice and "All colours" takes it back.
import type { MetalColor } from '../../../domain/catalog/constants';
import type { ColorOption } from '../../../domain/listing/facet-options';

export function ColorSwatches({
  options,
  value,
  onChange,
}: {
  options: readonly ColorOption[];
  value: MetalColor | null;
  onChange: (color: MetalColor | null) => void;
}) {
  return (
    <fieldset className="filter-block swatches" role="radiogroup">
      <legend className="filter-title">Metal Colour</legend>
      <div className="swatch-list">
        <label className="swatch">
          <input type="radio" name="color" value="" checked={value === null} onChange={() => onChange(null)} />
          <span className="swatch-dot swatch-all" aria-hidden="true" />
          <span className="swatch-label">All</span>
        </label>
        {options.map((o) => (
          <label key={o.value} className="swatch">
            <input
              type="radio"
              name="color"
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span className={`swatch-dot swatch-${o.value}`} aria-hidden="true" />
            <span className="swatch-label">
              {o.label} <span className="filter-count">{`(${o.count})`}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
