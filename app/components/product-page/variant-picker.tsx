// Metal colour as buttons on wider screens and a select on phones (docs/spec.md#second-2), and the size
// select with its size chart link for rings, bangles and bracelets. Both report the variant chosen;
// the page puts it in ?variant_id=. The size select starts on 'Choose your size' until the shopper
// picks one (or their remembered size is put forward): a size is never chosen for them.
import { Link } from '../../lib/link';
import { CHOOSE_SIZE } from '../../../domain/product/size-choice';
import {
  colorLabel,
  colorsOf,
  hasSizeChoice,
  sizeChartPath,
  sizeLabel,
  sizesOf,
  variantForColor,
  variantForSize,
  type VariantKey,
} from '../../../domain/product/variant-choice';

interface Props<V extends VariantKey> {
  category: string;
  /** False for a loose diamond: no metal, so no colour to choose. */
  hasMetal: boolean;
  variants: readonly V[];
  current: V;
  onChange: (variant: V) => void;
  /** The size the shopper chose (null: none yet; the select then asks). */
  chosenSize: string | null;
  onSizeChosen: (variant: V, size: string) => void;
}

export function VariantPicker<V extends VariantKey>({
  category,
  hasMetal,
  variants,
  current,
  onChange,
  chosenSize,
  onSizeChosen,
}: Props<V>) {
  const colors = hasMetal ? colorsOf(variants) : [];
  const sizes = hasSizeChoice(category) ? sizesOf(variants, current.color) : [];
  const label = sizeLabel(category);
  if (colors.length === 0 && sizes.length === 0) return null;
  return (
    <div className="pp-options">
      {colors.length > 0 && (
        <div className="pp-option">
          <p className="pp-option-label" id="metal-colour-label">
            Metal colour: <span>{colorLabel(current.color)}</span>
          </p>
          {/* One colour only: said above, nothing to choose. */}
          {colors.length > 1 && (
            <div className="pp-swatches" role="group" aria-labelledby="metal-colour-label">
              {colors.map((c) => (
                <button
                  key={c}
                  type="button"
                  className="pp-swatch"
                  data-color={c}
                  aria-pressed={c === current.color}
                  onClick={() => c !== current.color && onChange(variantForColor(variants, current, c))}
                >
                  <span className="pp-swatch-dot" aria-hidden="true" />
                  {colorLabel(c)}
                </button>
              ))}
            </div>
          )}
          {colors.length > 1 && (
            <div className="pp-color-select">
              <select
                aria-label="Metal colour"
                value={current.color}
                onChange={(e) => onChange(variantForColor(variants, current, e.target.value))}
              >
                {colors.map((c) => (
                  <option key={c} value={c}>
                    {colorLabel(c)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}
      {sizes.length > 0 && (
        <div className="pp-option">
          <div className="pp-size-head">
            <label htmlFor="pp-size" className="pp-option-label">
              {label}
            </label>
            <Link to={sizeChartPath(category)} className="text-link">
              Size chart
            </Link>
          </div>
          <select
            id="pp-size"
            className="pp-select"
            value={chosenSize !== null && current.size === chosenSize ? chosenSize : ''}
            onChange={(e) =>
              e.target.value !== '' && onSizeChosen(variantForSize(variants, current, e.target.value), e.target.value)
            }
          >
            <option value="" disabled>
              {CHOOSE_SIZE}
            </option>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
