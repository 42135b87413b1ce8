// What the product page's loader sends to the browser for a card and for the page's trail, built on
// the server from catalogue products and search hits.
import { LISTING_COLOR_PREFERENCE } from '../../../domain/catalog/constants';
import type { Product } from '../../../domain/catalog/product';
import { toProductCard, type ProductCardData } from '../product/product-card';
import type { Crumb } from './breadcrumb';

/** A catalogue product as a card: the rose-gold variant first, as listing cards prefer (docs/spec.md#second-2). */
export function productToCard(p: Product): ProductCardData {
  const rank = (color: string) => {
    const i = (LISTING_COLOR_PREFERENCE as readonly string[]).indexOf(color);
    return i === -1 ? LISTING_COLOR_PREFERENCE.length : i;
  };
  const variant = p.variants.reduce((best, v) => (rank(v.color) < rank(best.color) ? v : best), p.variants[0]!);
  return toProductCard({
    value: p.value,
    name: p.name,
    sku: p.sku,
    made_to_order: p.made_to_order,
    stock: p.stock,
    price: variant.offerprice,
    variant,
  });
}

/** 'nosepins' → 'Nosepins' when the navigation does not know the category's name. */
const titleCase = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');

export function productTrail(
  product: { name: string; value: string; category: string },
  categories: readonly { slug: string; name: string }[],
): Crumb[] {
  const category = categories.find((c) => c.slug === product.category);
  return [
    { name: 'Home', path: '/' },
    { name: 'Jewellery', path: '/jewellery' },
    { name: category?.name ?? titleCase(product.category), path: `/jewellery/${product.category}` },
    { name: product.name, path: `/${product.value}` },
  ];
}
