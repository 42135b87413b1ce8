// Where a cart line's picture and product link point.
import type { CartLine } from '../../../domain/cart/cart-rules';

/** The first picture of the line's variant at `size` px (the image service's resize). */
export function linePicture(line: CartLine, size: number): string {
  const first = line.selectedVariant.image.split(',')[0]?.trim() || '/images/no-image';
  return `${first}?resize=${size}&compress=50`;
}

export const productLink = (line: Pick<CartLine, 'value' | 'selectedVariant'>) =>
  `/${line.value}?variant_id=${encodeURIComponent(line.selectedVariant.variant_id)}`;
