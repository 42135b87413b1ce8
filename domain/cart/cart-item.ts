// What a product and its chosen variant hand to the cart and the lists: the product fields a line
// carries and the variant's shown facts (spec: "the product fields plus qty, variant, selectedVariant,
// sum, active"). Its own small module: the product page's first load needs it, not the cart's rules.
import type { Product, Variant } from '../catalog/product.ts';
import type { CartItem } from './cart-rules.ts';

type ItemSource = Pick<Product, 'sku' | 'value' | 'name' | 'made_to_order' | 'stock'>;

export function toCartItem(product: ItemSource, variant: Variant): CartItem {
  return {
    sku: product.sku,
    value: product.value,
    name: product.name,
    made_to_order: product.made_to_order,
    stock: product.stock,
    selectedVariant: {
      id: variant.id,
      variant_id: variant.variant_id,
      offerprice: variant.offerprice,
      color: variant.color,
      size: variant.size,
      image: variant.image,
      alt: variant.alt,
    },
  };
}
