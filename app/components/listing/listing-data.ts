// The shape of a listing loader's answer, shared by the loader (app/routes/listing.server.ts) and the
// listing components.
import type { JsonLd } from '../../../domain/seo/json-ld';
import type { Crumb } from '../../../domain/listing/category-path';
import type { ColorOption, FacetOption } from '../../../domain/listing/facet-options';
import type { ListingFacet, ListingState } from '../../../domain/listing/url-state';
import type { ProductCardData } from '../product/product-card';
import type { ListingCopy } from './listing-copy';
import { fromJsonText, jsonTextOf, type JsonText } from '../../lib/json-text';

export type ListingKind = 'all' | 'category' | 'trending';

export interface FacetGroup {
  facet: ListingFacet;
  title: string;
  options: FacetOption[];
}

export interface ListingData {
  kind: ListingKind;
  /** The page's path without filters: the canonical URL and the base of every filter link. */
  path: string;
  /** The path and the canonical filter string: Load more answers are matched against it. */
  key: string;
  crumbs: Crumb[];
  copy: ListingCopy;
  state: ListingState;
  page: number;
  nbHits: number;
  nbPages: number;
  products: ProductCardData[];
  eagerCards: number;
  /** Empty for Load more answers. */
  facets: FacetGroup[];
  colors: ColorOption[];
  trending: ProductCardData[];
  /** The trail as schema.org's BreadcrumbList, built by the server (the builder stays out of the browser's code). */
  breadcrumbLd: JsonLd;
}

/**
 * What the loader sends: the card lists and the filter panel's groups as JSON texts
 * (app/lib/json-text.ts), 52 cards and some 40 options of about 700 values for React Router's
 * turbo-stream to encode one by one (about two thirds of the encoding of a listing's data), the rest
 * as it is.
 */
export type ListingWire = Omit<ListingData, 'products' | 'trending' | 'facets' | 'colors'> & {
  products: JsonText<ProductCardData[]>;
  trending: JsonText<ProductCardData[]>;
  facets: JsonText<FacetGroup[]>;
  colors: JsonText<ColorOption[]>;
};

export function toWire(data: ListingData): ListingWire {
  return {
    ...data,
    products: jsonTextOf(data.products),
    trending: jsonTextOf(data.trending),
    facets: jsonTextOf(data.facets),
    colors: jsonTextOf(data.colors),
  };
}

const read = new WeakMap<ListingWire, ListingData>();

/** The listing a loader's answer describes: the same object for the same answer (hooks depend on its lists). */
export function fromWire(wire: ListingWire): ListingData {
  let data = read.get(wire);
  if (data === undefined) {
    data = {
      ...wire,
      products: fromJsonText(wire.products),
      trending: fromJsonText(wire.trending),
      facets: fromJsonText(wire.facets),
      colors: fromJsonText(wire.colors),
    };
    read.set(wire, data);
  }
  return data;
}
