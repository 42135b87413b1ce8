// What the index keeps of one product: its priced variants, which variant a listing card shows and the
// numbers it sorts on. Facet values and words are derived again when needed (at indexing and removal)
// rather than kept: they would double the index's memory.
import { LISTING_COLOR_PREFERENCE } from '../../domain/catalog/constants.ts';
import type { Variant } from '../../domain/catalog/product.ts';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { facetKey, tokenize } from './tokenizer.ts';

/** Searchable attributes, best first: a match in the name outranks one in the stones. */
export const SEARCHABLE_ATTRIBUTES = ['name', 'sku', 'category', 'metal', 'stones'] as const;

/** Facets held as value → document set; price_band depends on the shown variant, so lives elsewhere. */
export const STORED_FACETS = [
  'category',
  'color',
  'metal_purity',
  'diamond_clarity',
  'occasion',
  'gender',
  'trending',
  'made_to_order',
] as const;
export type StoredFacet = (typeof STORED_FACETS)[number];
export const PRICE_BAND_FACET = 'price_band';
export const FACET_NAMES: readonly string[] = [...STORED_FACETS, PRICE_BAND_FACET];
/**
 * Facets whose values a shopper may search (Algolia's `searchable(...)` in attributesForFaceting):
 * those with words in their values. trending and made_to_order are flags, not worth a search box.
 */
export const SEARCHABLE_FACETS: readonly string[] = [
  'category',
  'color',
  'metal_purity',
  'diamond_clarity',
  'occasion',
  'gender',
  PRICE_BAND_FACET,
];

export interface TextField {
  /** Index into SEARCHABLE_ATTRIBUTES. */
  attribute: number;
  tokens: string[];
}

export interface IndexedRecord {
  product: IndexableProduct;
  /** Variants with offerprice above 0, in the product's order. */
  variants: Variant[];
  /** Colour key → index of the first priced variant in that colour. */
  variantByColor: Map<string, number>;
  /** The variant a card shows when no colour is filtered: rose-gold first (spec). */
  defaultVariant: number;
  priceMin: number;
  priceMax: number;
  /** Epoch seconds. */
  createdAt: number;
}

/** null when the product has no priced variant: such products are not shown anywhere (docs/spec.md#first-3). */
export function toIndexedRecord(product: IndexableProduct): IndexedRecord | null {
  const variants = product.variants.filter((v) => v.offerprice > 0);
  if (variants.length === 0) return null;

  const variantByColor = new Map<string, number>();
  let priceMin = Number.POSITIVE_INFINITY;
  let priceMax = Number.NEGATIVE_INFINITY;
  variants.forEach((v, i) => {
    const key = facetKey(v.color);
    if (!variantByColor.has(key)) variantByColor.set(key, i);
    priceMin = Math.min(priceMin, v.offerprice);
    priceMax = Math.max(priceMax, v.offerprice);
  });
  const preferred = LISTING_COLOR_PREFERENCE.find((c) => variantByColor.has(c));
  const created = Date.parse(product.created_at);
  return {
    product,
    variants,
    variantByColor,
    defaultVariant: preferred === undefined ? 0 : variantByColor.get(preferred)!,
    priceMin,
    priceMax,
    createdAt: Number.isFinite(created) ? Math.floor(created / 1000) : 0,
  };
}

export function facetValues(record: IndexedRecord, facet: StoredFacet): string[] {
  const p = record.product;
  const v = record.variants;
  switch (facet) {
    case 'category':
      // A piece of a sub-category is listed on its shelf and on the parent's.
      return p.sub_category ? [p.category, p.sub_category] : [p.category];
    case 'color':
      return distinct(v.map((x) => x.color));
    case 'metal_purity':
      return distinct(v.map((x) => x.metal_purity));
    case 'diamond_clarity':
      return distinct(v.map((x) => x.diamond_clarity));
    case 'occasion':
      return distinct([p.occasion]);
    case 'gender':
      return distinct([p.gender]);
    case 'trending':
      return [String(p.trending)];
    case 'made_to_order':
      return [p.made_to_order];
  }
}

function distinct(values: readonly (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const v of values) {
    if (v === null || v === undefined || v.trim() === '') continue;
    const key = facetKey(v);
    if (!seen.has(key)) seen.set(key, v);
  }
  return [...seen.values()];
}

export function textFields(record: IndexedRecord): TextField[] {
  const { product, variants } = record;
  const skuTokens = tokenize(product.sku);
  // "SV-RI-000123" is also typed without dashes.
  if (skuTokens.length > 1) skuTokens.push(skuTokens.join(''));
  return [
    { attribute: 0, tokens: tokenize(product.name) },
    { attribute: 1, tokens: skuTokens },
    { attribute: 2, tokens: tokenize(product.category) },
    { attribute: 3, tokens: tokensOf(variants.flatMap((v) => [v.color, v.metal_purity, v.metal_type])) },
    {
      attribute: 4,
      tokens: tokensOf(variants.flatMap((v) => [v.diamond_clarity, v.diamond_color, v.diamond_cut, v.gemstone_type])),
    },
  ];
}

function tokensOf(values: readonly (string | null)[]): string[] {
  const seen = new Set<string>();
  for (const v of values) if (v) for (const t of tokenize(v)) seen.add(t);
  return [...seen];
}
