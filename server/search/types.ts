// The engine's answer, in Algolia's shape so that InstantSearch widgets read it unchanged.
import type { Product, Variant } from '../../domain/catalog/product.ts';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import type { SearchParams } from '../../domain/search/search-params.ts';
import type { HighlightedAttribute, HighlightResult } from './highlight.ts';
import type { RankingInfo } from './relevance.ts';

type CardFields = Pick<
  Product,
  | 'id'
  | 'name'
  | 'sku'
  | 'value'
  | 'category'
  | 'made_to_order'
  | 'stock'
  | 'seo'
  | 'storetype'
  | 'pictures'
  | 'occasion'
  | 'gender'
>;

export interface SearchHit extends CardFields {
  /** The product id as a string, as Algolia names records. */
  objectID: string;
  trending: boolean;
  /** The variant the listing card shows: the filtered colour if any, else rose-gold first. */
  variant: Variant;
  /** Every priced variant, in the product's order. */
  variants: Variant[];
  /** The shown variant's offerprice. */
  price: number;
  price_min: number;
  price_max: number;
  /** Only with getRankingInfo and a query. */
  _rankingInfo?: RankingInfo;
  /** Only when highlightPreTag or highlightPostTag is given (InstantSearch always sends them). */
  _highlightResult?: Record<HighlightedAttribute, HighlightResult>;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** facet → value → count, values by count descending; facets with no value in the result are left out. */
  facets: Record<string, Record<string, number>>;
  /** price over the shown variants of the whole result; absent when nothing matched. */
  facets_stats: { price?: FacetStats };
  query: string;
  /** The request as Algolia echoes it: a URL-encoded parameter string. */
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustiveTypo: true;
}

/** Defaults as in the schemas: an empty query, 20 hits, page 0, no facet counts. */
export type SearchInput = Partial<SearchParams>;

/** A facet value search: the search's own parameters narrow the documents whose values are counted. */
export interface FacetSearchInput extends SearchInput {
  /** One of SEARCHABLE_FACETS. */
  facet: string;
  /** Every word must begin a word of the value; empty: every value. */
  facetQuery?: string;
  /** Default 10, at most 100. */
  maxFacetHits?: number;
}

export interface FacetHit {
  value: string;
  /** The value with the matched beginnings between the highlight tags (default <em> and </em>). */
  highlighted: string;
  count: number;
}

export interface FacetSearchResponse {
  /** Values with at least one matching document, by count descending, then by value. */
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

export interface SearchEngine {
  /** Throws SearchFilterError for a malformed filter (the schemas refuse those before they get here). */
  search(params: SearchInput): SearchResponse;
  /** The facet must be one of SEARCHABLE_FACETS (an unknown one answers no values). */
  searchFacetValues(params: FacetSearchInput): FacetSearchResponse;
  /** Adds or replaces by id; a product without priced variants is removed. */
  upsert(product: IndexableProduct): void;
  remove(productId: number): void;
  /**
   * A held product as it was handed in, read back from the index's compact form: a new object on
   * each call (product-mirror.ts remembers the ones asked for). Undefined when not held.
   */
  productById(id: number): IndexableProduct | undefined;
  /** The lowest price among a held product's priced variants (related pieces are ordered by it). */
  lowestPriceOf(id: number): number | undefined;
  readonly size: number;
}
