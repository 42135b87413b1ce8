// What the server cart needs to know of one variant today, taken from a shown product (active, with
// only its priced variants), and how a request's variant reference finds it.
import type { Product } from '../catalog/product.ts';
import type { VariantRef } from './api-schemas.ts';

export interface VariantFacts {
  /** The variant's numeric id (the database key cart lines point to). */
  id: number;
  /** The variant's code, e.g. 'SVR-RG-00012-RG-12'. */
  variant_id: string;
  /** The product it belongs to: stock is counted per product. */
  productId: number;
  sku: string;
  /** Today's unit price, whole rupees; 0 or less means unpriced, not for sale. */
  offerprice: number;
  stock: number;
  madeToOrder: boolean;
}

/** The catalogue as the rules see it: the facts of a (sku, variant) pair, or undefined when unknown. */
export type FindVariant = (sku: string, variant: VariantRef) => VariantFacts | undefined;

/**
 * The variant of `product` that `ref` names: by numeric id, by its code, or by a numeric id sent
 * as digits. A variant of another product is not found: the sku and the variant must agree.
 */
export function variantFactsOf(product: Product, ref: VariantRef): VariantFacts | undefined {
  const variant =
    typeof ref === 'number'
      ? product.variants.find((v) => v.id === ref)
      : (product.variants.find((v) => v.variant_id === ref) ??
        (/^\d{1,10}$/.test(ref) ? product.variants.find((v) => v.id === Number(ref)) : undefined));
  if (!variant) return undefined;
  return {
    id: variant.id,
    variant_id: variant.variant_id,
    productId: product.id,
    sku: product.sku,
    offerprice: variant.offerprice,
    stock: product.stock,
    madeToOrder: product.made_to_order === 'true',
  };
}
