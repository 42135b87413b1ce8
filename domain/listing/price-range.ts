// The dual-thumb price slider's rules (docs/spec.md#first-9 "Price slider default: 0 to 100000"; issue 3: the
// lower thumb at most the upper minus 1, the upper at least the lower plus 1). Both thumbs sit on
// whole rupees. The top of the scale means "and above": pieces cost more than ₹1,00,000 too, and a
// slider left at its defaults must not hide them.
import { formatINR } from '../money/inr.ts';

export const PRICE_SLIDER = { min: 0, max: 100_000 } as const;

/** Arrow keys move a thumb by ₹1,000, Page Up / Page Down by ₹10,000 (₹1 steps would take all day). */
export const PRICE_KEY_STEP = 1_000;
export const PRICE_PAGE_STEP = 10_000;

export interface PriceRange {
  min: number;
  max: number;
}

export const FULL_PRICE_RANGE: PriceRange = { min: PRICE_SLIDER.min, max: PRICE_SLIDER.max };

const whole = (n: number) => (Number.isFinite(n) ? Math.round(n) : NaN);
const within = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

/** The lower thumb: a whole rupee from the scale's start to the upper thumb minus 1. */
export function clampLower(lower: number, upper: number): number {
  const top = within(whole(upper), PRICE_SLIDER.min + 1, PRICE_SLIDER.max) - 1;
  const n = whole(lower);
  return Number.isNaN(n) ? PRICE_SLIDER.min : within(n, PRICE_SLIDER.min, top);
}

/** The upper thumb: a whole rupee from the lower thumb plus 1 to the scale's end. */
export function clampUpper(upper: number, lower: number): number {
  const bottom = within(whole(lower), PRICE_SLIDER.min, PRICE_SLIDER.max - 1) + 1;
  const n = whole(upper);
  return Number.isNaN(n) ? PRICE_SLIDER.max : within(n, bottom, PRICE_SLIDER.max);
}

/** Moves one thumb and keeps the other where the rules allow it. */
export function moveThumb(range: PriceRange, thumb: 'min' | 'max', value: number): PriceRange {
  return thumb === 'min'
    ? { min: clampLower(value, range.max), max: range.max }
    : { min: range.min, max: clampUpper(value, range.min) };
}

export const isFullRange = (range: PriceRange) => range.min <= PRICE_SLIDER.min && range.max >= PRICE_SLIDER.max;

const DIGITS = /^\s*\d{1,9}\s*$/;

/**
 * The range a URL asks for: `price_min` and `price_max`, each optional. Anything that is not whole
 * digits is ignored; numbers are clamped to the scale; bounds given the wrong way round are swapped,
 * equal ones pulled 1 apart. null when the result is the whole scale (no price filter).
 */
export function parsePriceRange(
  minText: string | null | undefined,
  maxText: string | null | undefined,
): PriceRange | null {
  let min = minText && DIGITS.test(minText) ? Number(minText) : PRICE_SLIDER.min;
  let max = maxText && DIGITS.test(maxText) ? Number(maxText) : PRICE_SLIDER.max;
  min = within(min, PRICE_SLIDER.min, PRICE_SLIDER.max);
  max = within(max, PRICE_SLIDER.min, PRICE_SLIDER.max);
  if (min > max) [min, max] = [max, min];
  if (min === max) {
    if (max < PRICE_SLIDER.max) max += 1;
    else min -= 1;
  }
  const range = { min, max };
  return isFullRange(range) ? null : range;
}

/** Algolia numericFilters for the engine: the scale's top adds no upper bound ("and above"). */
export function priceNumericFilters(range: PriceRange | null): string[] {
  if (!range) return [];
  const filters: string[] = [];
  if (range.min > PRICE_SLIDER.min) filters.push(`price>=${range.min}`);
  if (range.max < PRICE_SLIDER.max) filters.push(`price<=${range.max}`);
  return filters;
}

/** ₹25,000, and ₹1,00,000+ at the top of the scale. */
export function formatPriceBound(value: number): string {
  return value >= PRICE_SLIDER.max ? `${formatINR(PRICE_SLIDER.max)}+` : formatINR(value);
}

const stepUp = (value: number, step: number) => Math.floor(value / step) * step + step;
const stepDown = (value: number, step: number) => Math.ceil(value / step) * step - step;

/**
 * The keys a slider thumb answers, as the value they lead to before the thumb's clamp: steps land on
 * round figures (₹37,345 and Arrow Right give ₹38,000), so a dragged thumb falls back into step.
 */
export function priceAfterKey(value: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return stepDown(value, PRICE_KEY_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return stepUp(value, PRICE_KEY_STEP);
    case 'PageDown':
      return stepDown(value, PRICE_PAGE_STEP);
    case 'PageUp':
      return stepUp(value, PRICE_PAGE_STEP);
    case 'Home':
      return PRICE_SLIDER.min;
    case 'End':
      return PRICE_SLIDER.max;
    default:
      return null;
  }
}
