// What the index derives from one product while indexing or removing it: its priced variants, which
// variant a listing card shows and the numbers it sorts on. Facet values and words are derived again
// when needed (at indexing and removal) rather than kept: they would double the index's memory.
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
  /**
   * The colour key of each priced variant (shared strings): the first variant in a colour is
   * `colorKeys.indexOf(key)`. A Map per product cost ~100 bytes more, 100 MB at 10 lakh products.
   */
  colorKeys: readonly string[];
  /** The variant a card shows when no colour is filtered: rose-gold first (spec). */
  defaultVariant: number;
  priceMin: number;
  priceMax: number;
  /** Epoch seconds. */
  createdAt: number;
}

/** null when the product has no priced variant: such products are not shown anywhere (docs/spec.md#first-3). */
/** Colour spelling → its key, so that a million products share a handful of key strings. */
const colorKeyOf = new Map<string, string>();
function sharedColorKey(color: string): string {
  let key = colorKeyOf.get(color);
  if (key === undefined) {
    key = facetKey(color);
    if (colorKeyOf.size < 1024) colorKeyOf.set(color, key);
  }
  return key;
}

/** Variants with offerprice above 0, in order: nearly always all of them, and then the same array. */
export function pricedVariants(product: IndexableProduct): Variant[] {
  return product.variants.every((v) => v.offerprice > 0)
    ? product.variants
    : product.variants.filter((v) => v.offerprice > 0);
}

export function toIndexedRecord(product: IndexableProduct): IndexedRecord | null {
  const variants = pricedVariants(product);
  if (variants.length === 0) return null;

  const colorKeys = variants.map((v) => sharedColorKey(v.color));
  let priceMin = Number.POSITIVE_INFINITY;
  let priceMax = Number.NEGATIVE_INFINITY;
  for (const v of variants) {
    priceMin = Math.min(priceMin, v.offerprice);
    priceMax = Math.max(priceMax, v.offerprice);
  }
  const preferred = LISTING_COLOR_PREFERENCE.find((c) => colorKeys.includes(c));
  const created = Date.parse(product.created_at);
  return {
    product,
    variants,
    colorKeys,
    defaultVariant: preferred === undefined ? 0 : colorKeys.indexOf(preferred),
    priceMin,
    priceMax,
    createdAt: Number.isFinite(created) ? Math.floor(created / 1000) : 0,
  };
}

/** What a product's facet values come from: an IndexedRecord, or what the build's second thread reads of one. */
export interface FacetSource {
  product: Pick<IndexableProduct, 'category' | 'sub_category' | 'occasion' | 'gender' | 'trending' | 'made_to_order'>;
  variants: readonly Pick<Variant, 'color' | 'metal_purity' | 'diamond_clarity'>[];
}

/** Takes a record's facet values one at a time (facet-index.ts adds and removes them so). */
export interface FacetValueVisitor {
  value(facet: StoredFacet, label: string): void;
}

/**
 * Hands `visitor` each of the record's stored facet values, facet by facet, variants in order; a value
 * may come more than once (two variants of one colour: facet-index.ts counts it once). No array is
 * made: the arrays of each facet's values, made distinct, were ~2 KB of garbage a product, a third of
 * what indexing one allocated, and each scavenge during a page copied the page (docs/speed-log.md).
 */
export function visitFacetValues(record: FacetSource, visitor: FacetValueVisitor): void {
  const p = record.product;
  const variants = record.variants;
  visitor.value('category', p.category);
  // A piece of a sub-category is listed on its shelf and on the parent's.
  if (p.sub_category) visitor.value('category', p.sub_category);
  for (const v of variants) if (present(v.color)) visitor.value('color', v.color);
  for (const v of variants) if (present(v.metal_purity)) visitor.value('metal_purity', v.metal_purity);
  for (const v of variants) if (present(v.diamond_clarity)) visitor.value('diamond_clarity', v.diamond_clarity);
  if (present(p.occasion)) visitor.value('occasion', p.occasion);
  if (present(p.gender)) visitor.value('gender', p.gender);
  visitor.value('trending', String(p.trending));
  visitor.value('made_to_order', p.made_to_order);
}

/** A facet value worth indexing: not missing, not blank. */
function present(v: string | null | undefined): v is string {
  return v !== null && v !== undefined && v.trim() !== '';
}

/**
 * A catalogue value's facet key and words, worked out once: variants repeat a few colours, purities
 * and stones a million times, and normalising and tokenizing them again was ~5% of a build.
 */
const keyOfValue = new Map<string, string>();
const wordsOfValue = new Map<string, readonly string[]>();
/** Values remembered at most (a real catalogue has a few hundred): memory, not speed. */
const MAX_VALUES = 4096;

/** facetKey(value), remembered for catalogue values (facet-index.ts adds and removes by it too). */
export function valueKey(value: string): string {
  let key = keyOfValue.get(value);
  if (key === undefined) {
    key = facetKey(value);
    if (keyOfValue.size < MAX_VALUES) keyOfValue.set(value, key);
  }
  return key;
}

function valueWords(value: string): readonly string[] {
  let words = wordsOfValue.get(value);
  if (words === undefined) {
    words = tokenize(value);
    if (wordsOfValue.size < MAX_VALUES) wordsOfValue.set(value, words);
  }
  return words;
}

export function textFields(record: IndexedRecord): TextField[] {
  return textFieldsOf(textSource(record));
}

/**
 * A priced variant's values in a text source: colour, purity, metal, then clarity, diamond colour,
 * cut, gemstone (appendTextSource pushes them in this order; product-source-reader.ts reads them by
 * these keys from a product's compact bytes).
 */
export const VARIANT_TEXT_KEYS = [
  'color',
  'metal_purity',
  'metal_type',
  'diamond_clarity',
  'diamond_color',
  'diamond_cut',
  'gemstone_type',
] as const satisfies readonly (keyof Variant)[];
const VARIANT_TEXT_VALUES = VARIANT_TEXT_KEYS.length;

/**
 * The values a product's words come from, flat: name, SKU, category, then VARIANT_TEXT_VALUES per
 * priced variant. Strings only, so that a build can hand them to another thread cheaply
 * (text-build.ts); textFieldsOf makes the words from them.
 */
export function textSource(record: IndexedRecord): (string | null)[] {
  const source: (string | null)[] = [];
  appendTextSource(source, record);
  return source;
}

/** textSource's values pushed onto `into` (no array of its own); answers how many. */
export function appendTextSource(into: unknown[], record: IndexedRecord): number {
  const { product, variants } = record;
  into.push(product.name, product.sku, product.category);
  for (const v of variants) {
    into.push(
      v.color,
      v.metal_purity,
      v.metal_type,
      v.diamond_clarity,
      v.diamond_color,
      v.diamond_cut,
      v.gemstone_type,
    );
  }
  return 3 + variants.length * VARIANT_TEXT_VALUES;
}

/** A product's words by attribute, from its textSource (`from`: where it starts in a longer array). */
export function textFieldsOf(source: readonly (string | null)[], from = 0, to = source.length): TextField[] {
  const skuTokens = tokenize(source[from + 1]!);
  // "SV-RI-000123" is also typed without dashes.
  if (skuTokens.length > 1) skuTokens.push(skuTokens.join(''));
  // The words of each variant's colour, purity and metal, then of its stones, each once, in that order.
  const metal: string[] = [];
  const stones: string[] = [];
  for (let at = from + 3; at < to; at += VARIANT_TEXT_VALUES) {
    for (let k = 0; k < 3; k++) addWords(metal, source[at + k]);
    for (let k = 3; k < VARIANT_TEXT_VALUES; k++) addWords(stones, source[at + k]);
  }
  return [
    { attribute: 0, tokens: tokenize(source[from]!) },
    { attribute: 1, tokens: skuTokens },
    { attribute: 2, tokens: tokenize(source[from + 2]!) },
    { attribute: 3, tokens: metal },
    { attribute: 4, tokens: stones },
  ];
}

/**
 * Adds the value's words not yet in `words`. A few words a product: a look along the array costs less
 * than the Set and the arrays it replaced (the same words in the same order).
 */
function addWords(words: string[], value: string | null | undefined): void {
  if (!value) return;
  for (const t of valueWords(value)) if (!words.includes(t)) words.push(t);
}
