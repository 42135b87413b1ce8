// Which variant the product page shows (docs/spec.md#second-4: "variant is taken from query variant_id,
// else the first") and how the colour buttons and the size select move between variants. A variant
// is one metal colour in one size; zod-free, as this ships to the browser.
import { METAL_COLORS, SIZED_CATEGORIES } from '../catalog/constants.ts';

export interface VariantKey {
  id: number;
  variant_id: string;
  color: string;
  size: string | null;
}

export interface VariantPick<V> {
  variant: V;
  /** False when the parameter was given but names no variant of this product (it is then ignored). */
  matched: boolean;
}

/**
 * The variant the URL names, by its variant_id (e.g. SVR-RG-00012-RG-12) or its numeric id; the first
 * variant when the parameter is absent, empty or foreign. `variants` must not be empty (a product with
 * no priced variant never reaches the page).
 */
export function chooseVariant<V extends VariantKey>(
  variants: readonly V[],
  param: string | null | undefined,
): VariantPick<V> {
  const first = variants[0];
  if (!first) throw new RangeError('a product page needs at least one priced variant');
  const wanted = (param ?? '').trim();
  if (wanted === '' || wanted.length > 128) return { variant: first, matched: wanted === '' };
  const byVariantId = variants.find((v) => v.variant_id === wanted);
  if (byVariantId) return { variant: byVariantId, matched: true };
  const byId = /^\d{1,15}$/.test(wanted) ? variants.find((v) => v.id === Number(wanted)) : undefined;
  return byId ? { variant: byId, matched: true } : { variant: first, matched: false };
}

/** The metal colours on offer, in the store's order (yellow, rose, white), then any unknown ones. */
export function colorsOf(variants: readonly VariantKey[]): string[] {
  const present = new Set(variants.map((v) => v.color));
  const known = METAL_COLORS.filter((c) => present.has(c));
  return [...known, ...[...present].filter((c) => !(METAL_COLORS as readonly string[]).includes(c))];
}

/** The sizes one colour comes in, in the product's order; empty when the piece has no sizes. */
export function sizesOf(variants: readonly VariantKey[], color: string): string[] {
  const sizes: string[] = [];
  for (const v of variants) if (v.color === color && v.size !== null && !sizes.includes(v.size)) sizes.push(v.size);
  return sizes;
}

/** Switching colour keeps the chosen size when that colour has it, else takes the colour's first variant. */
export function variantForColor<V extends VariantKey>(variants: readonly V[], current: V, color: string): V {
  return (
    variants.find((v) => v.color === color && v.size === current.size) ??
    variants.find((v) => v.color === color) ??
    current
  );
}

/** Switching size within the current colour; an unknown size changes nothing. */
export function variantForSize<V extends VariantKey>(variants: readonly V[], current: V, size: string): V {
  return variants.find((v) => v.color === current.color && v.size === size) ?? current;
}

/** 'rose-gold' → 'Rose Gold'. */
export function colorLabel(color: string): string {
  return color
    .split('-')
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Rings, bangles and bracelets are chosen by size (docs/spec.md#second-2). */
export function hasSizeChoice(category: string): boolean {
  return SIZED_CATEGORIES.includes(category);
}

export const SIZE_CHART_PATHS = {
  rings: '/education/size-chart/ring-size-guide',
  other: '/education/size-chart/bangle-and-bracelet-size-guide',
} as const;

/** docs/spec.md#second-2: the ring guide for rings, otherwise the bangle and bracelet guide. */
export function sizeChartPath(category: string): string {
  return category === 'rings' ? SIZE_CHART_PATHS.rings : SIZE_CHART_PATHS.other;
}

/** The size select's label: 'Ring size', 'Bangle size', 'Bracelet size'. */
export function sizeLabel(category: string): string {
  const noun =
    category === 'rings' ? 'Ring' : category === 'bangles' ? 'Bangle' : category === 'bracelets' ? 'Bracelet' : 'Size';
  return noun === 'Size' ? 'Size' : `${noun} size`;
}
