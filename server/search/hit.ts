// A hit is what a listing card needs: the product's card fields, its priced variants, and the one
// variant (and price) to show for the current colour filter.
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { pricedVariants } from './record.ts';
import type { SearchHit } from './types.ts';

/** `p` is the slot's product read back from the index; `shown` indexes its priced variants. */
export function toHit(p: IndexableProduct, shown: number, priceMin: number, priceMax: number): SearchHit {
  const variants = pricedVariants(p);
  const variant = variants[shown]!;
  return {
    objectID: String(p.id),
    id: p.id,
    name: p.name,
    sku: p.sku,
    value: p.value,
    category: p.category,
    made_to_order: p.made_to_order,
    stock: p.stock,
    seo: p.seo,
    storetype: p.storetype,
    pictures: p.pictures,
    occasion: p.occasion,
    gender: p.gender,
    trending: p.trending,
    variant,
    variants,
    price: variant.offerprice,
    price_min: priceMin,
    price_max: priceMax,
  };
}

/**
 * Algolia's attributesToRetrieve: only the named attributes (and objectID) of each hit; '*' keeps all.
 * For the Algolia-compatible endpoints; restproxy answers whole hits.
 */
export function retrieveAttributes(
  hit: SearchHit,
  attributes: readonly string[] | undefined,
): Partial<SearchHit> & { objectID: string } {
  if (!attributes || attributes.includes('*')) return hit;
  const out: Partial<SearchHit> & { objectID: string } = { objectID: hit.objectID };
  for (const name of attributes) {
    if (Object.hasOwn(hit, name))
      (out as Record<string, unknown>)[name] = (hit as unknown as Record<string, unknown>)[name];
  }
  return out;
}
