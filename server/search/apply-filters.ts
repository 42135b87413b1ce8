// Narrows a candidate set by parsed facet and numeric filters. A filter on an attribute the index
// does not have answers nothing at all (rather than being ignored), so a typo in a filter is visible.
import { LISTING_COLOR_PREFERENCE } from '../../domain/catalog/constants.ts';
import type { FacetFilterAst, NumericCondition, NumericFilterAst } from '../../domain/search/filters.ts';
import { andInto, andNotInto, orInto, type Bitset } from './bitset.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import type { PriceView } from './price-view.ts';
import { PRICE_BAND_FACET } from './record.ts';
import type { Scratch } from './scratch.ts';
import { facetKey } from './tokenizer.ts';

/**
 * Colours a facet filter asks for, in listing preference order: they decide the variant each card
 * shows. Colours no product has are left out, so made-up values cannot multiply the price views.
 */
export function selectedColors(ast: FacetFilterAst, index: CatalogueIndex): string[] {
  const keys = new Set<string>();
  for (const group of ast) {
    for (const c of group) {
      if (c.attribute === 'color' && !c.negated && index.facets.get('color', c.value)) keys.add(facetKey(c.value));
    }
  }
  const rank = (k: string) => {
    const i = (LISTING_COLOR_PREFERENCE as readonly string[]).indexOf(k);
    return i < 0 ? LISTING_COLOR_PREFERENCE.length : i;
  };
  return [...keys].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** false when a filter names an unknown facet: the whole answer is then empty. */
export function applyFacetFilters(
  candidates: Bitset,
  ast: FacetFilterAst,
  index: CatalogueIndex,
  view: PriceView,
  scratch: Scratch,
): boolean {
  for (const group of ast) {
    for (const c of group) if (!index.hasFacet(c.attribute)) return false;
  }
  for (const group of ast) {
    if (group.length === 1) {
      const c = group[0]!;
      const bits = valueSet(c.attribute, c.value, index, view);
      if (c.negated) {
        if (bits) andNotInto(candidates, bits);
      } else if (bits) {
        andInto(candidates, bits);
      } else {
        candidates.fill(0);
      }
      continue;
    }
    const any = scratch.zeroedUint32('facet-group', candidates.length);
    for (const c of group) {
      const bits = valueSet(c.attribute, c.value, index, view);
      if (!c.negated) {
        if (bits) orInto(any, bits);
        continue;
      }
      const others = scratch.uint32('facet-negation', candidates.length);
      others.set(index.live);
      if (bits) andNotInto(others, bits);
      orInto(any, others);
    }
    andInto(candidates, any);
  }
  return true;
}

export function valueSet(facet: string, value: string, index: CatalogueIndex, view: PriceView): Bitset | undefined {
  if (facet === PRICE_BAND_FACET) return view.bandSet(value);
  return index.facets.get(facet, value)?.bits;
}

/**
 * The value sets every result of these filters lies inside: those of the groups that are one
 * condition, not negated (facet-counts.ts then knows their counts without counting).
 */
export function enclosingSets(ast: FacetFilterAst, index: CatalogueIndex, view: PriceView): Set<Bitset> {
  const out = new Set<Bitset>();
  for (const group of ast) {
    if (group.length !== 1 || group[0]!.negated) continue;
    const c = group[0]!;
    const bits = valueSet(c.attribute, c.value, index, view);
    if (bits) out.add(bits);
  }
  return out;
}

type Reader = (slot: number) => number;

/** Numbers a numeric filter may name. Variant fields are those of the variant the card shows. */
function numericReader(attribute: string, index: CatalogueIndex, view: PriceView): Reader | undefined {
  // A variant number of the shown variant, from the flat arrays (the product itself is a string).
  const { variants } = index;
  const variant =
    (numbers: Float64Array): Reader =>
    (s) =>
      numbers[variants.first[s]! + view.variantOf[s]!]!;
  switch (attribute) {
    case 'price':
      return (s) => view.price[s]!;
    case 'price_min':
      return (s) => index.priceMin[s]!;
    case 'price_max':
      return (s) => index.priceMax[s]!;
    case 'stock':
      return (s) => index.stock[s]!;
    case 'popularity':
      return (s) => index.popularity[s]!;
    case 'created_at':
      return (s) => index.createdAt[s]!;
    case 'rating':
      return variant(variants.numbers.rating);
    case 'metal_weight':
      return variant(variants.numbers.metal_weight);
    case 'diamond_carat':
      return variant(variants.numbers.diamond_carat);
    case 'diamond_count':
      return variant(variants.numbers.diamond_count);
    default:
      return undefined;
  }
}

export const NUMERIC_ATTRIBUTES = [
  'price',
  'price_min',
  'price_max',
  'stock',
  'popularity',
  'created_at',
  'rating',
  'metal_weight',
  'diamond_carat',
  'diamond_count',
] as const;

function test(c: NumericCondition, x: number): boolean {
  return c.negated ? !holds(c, x) : holds(c, x);
}

function holds(c: NumericCondition, x: number): boolean {
  switch (c.op) {
    case '<':
      return x < c.value;
    case '<=':
      return x <= c.value;
    case '=':
      return x === c.value;
    case '!=':
      return x !== c.value;
    case '>=':
      return x >= c.value;
    case '>':
      return x > c.value;
    case 'range':
      return x >= c.min && x <= c.max;
  }
}

/** false when a filter names an unknown attribute: the whole answer is then empty. */
export function applyNumericFilters(
  candidates: Bitset,
  ast: NumericFilterAst,
  index: CatalogueIndex,
  view: PriceView,
): boolean {
  if (ast.length === 0) return true;
  const groups: { c: NumericCondition; read: Reader }[][] = [];
  for (const group of ast) {
    const compiled: { c: NumericCondition; read: Reader }[] = [];
    for (const c of group) {
      const read = numericReader(c.attribute, index, view);
      if (!read) return false;
      compiled.push({ c, read });
    }
    groups.push(compiled);
  }
  for (let w = 0; w < candidates.length; w++) {
    let x = candidates[w]!;
    let keep = x;
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      const slot = (w << 5) + (31 - Math.clz32(low));
      const pass = groups.every((group) => group.some(({ c, read }) => test(c, read(slot))));
      if (!pass) keep &= ~low;
    }
    candidates[w] = keep;
  }
  return true;
}
