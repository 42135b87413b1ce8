// The shape of a listing loader's answer, shared by the loader (app/routes/listing.server.ts) and the
// listing components.
import type { JsonLd } from '../../../domain/seo/json-ld';
import type { Crumb } from '../../../domain/listing/category-path';
import type { ColorOption, FacetOption } from '../../../domain/listing/facet-options';
import type { ListingFacet, ListingState } from '../../../domain/listing/url-state';
import type { ProductCardData } from '../product/product-card';
import type { ListingCopy } from './listing-copy';

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
