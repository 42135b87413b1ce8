// What each filter accordion lists: every value with its count in a steady order (values do not jump
// about as counts change), chosen values kept even when the other filters leave them at 0 so they can
// be unticked, and labels a shopper reads ("Daily Wear", not "daily-wear").
import { CATEGORY_SLUGS, METAL_COLORS, PRICE_BANDS, type MetalColor } from '../catalog/constants.ts';
import type { ListingFacet } from './url-state.ts';

export const FACET_TITLES: Record<ListingFacet, string> = {
  category: 'Category',
  metal_purity: 'Metal Purity',
  diamond_clarity: 'Diamond Clarity',
  occasion: 'Occasion',
  gender: 'Gender',
  price_band: 'Price Band',
};

export const COLOR_LABELS: Record<MetalColor, string> = {
  'yellow-gold': 'Yellow Gold',
  'rose-gold': 'Rose Gold',
  'white-gold': 'White Gold',
};

/** Orders that mean something: clarity from the finest grade, price bands from the cheapest. */
const KNOWN_ORDER: Partial<Record<ListingFacet, readonly string[]>> = {
  category: CATEGORY_SLUGS,
  diamond_clarity: ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1', 'I2', 'I3'],
  gender: ['women', 'men', 'unisex', 'kids'],
  price_band: PRICE_BANDS.map((b) => b.label),
};

const SPECIAL_LABELS: Partial<Record<ListingFacet, Record<string, string>>> = {
  // Loose solitaires are set in no metal at all.
  metal_purity: { None: 'No Metal (Loose Diamond)' },
};

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

/** "daily-wear" → "Daily Wear"; grades and purities ("VVS1", "18K") stay as they are. */
export function humanize(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => (w === w.toUpperCase() ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

export function facetLabel(facet: ListingFacet, value: string, categoryNames?: ReadonlyMap<string, string>): string {
  if (facet === 'category') return categoryNames?.get(value) ?? humanize(value);
  if (facet === 'price_band') return value;
  // Own properties only: the value comes from the URL, and "constructor" is on every object's prototype.
  const special = SPECIAL_LABELS[facet];
  return special && Object.hasOwn(special, value) ? special[value]! : humanize(value);
}

export function facetOptions(
  facet: ListingFacet,
  counts: Readonly<Record<string, number>> | undefined,
  selected: readonly string[],
  categoryNames?: ReadonlyMap<string, string>,
): FacetOption[] {
  const values = new Set([...Object.keys(counts ?? {}), ...selected]);
  const order = KNOWN_ORDER[facet] ?? [];
  const rank = (v: string) => {
    const i = order.indexOf(v);
    return i < 0 ? order.length : i;
  };
  return [...values]
    .map((value) => ({
      value,
      label: facetLabel(facet, value, categoryNames),
      count: countOf(counts, value),
      selected: selected.includes(value),
    }))
    .sort((a, b) => rank(a.value) - rank(b.value) || a.label.localeCompare(b.label, 'en-IN'));
}

/** A value's count; a selected value from the URL ("constructor") is looked up among the counts' own keys only. */
const countOf = (counts: Readonly<Record<string, number>> | undefined, value: string): number =>
  counts && Object.hasOwn(counts, value) ? counts[value]! : 0;

export interface ColorOption {
  value: MetalColor;
  label: string;
  count: number;
}

/** The three swatches, always in the spec's order, with how many pieces come in each colour. */
export function colorOptions(counts: Readonly<Record<string, number>> | undefined): ColorOption[] {
  return METAL_COLORS.map((value) => ({ value, label: COLOR_LABELS[value], count: countOf(counts, value) }));
}
