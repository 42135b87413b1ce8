// Catalogue constants taken from the specs. Everything that names a colour, a category or a picture
// size lives here so the API, the generator, the search facets and the pictures agree.

export const METAL_COLORS = ['yellow-gold', 'rose-gold', 'white-gold'] as const;
export type MetalColor = (typeof METAL_COLORS)[number];

/** Listing cards prefer the rose-gold variant (spec: "Listing cards prefer the rose-gold variant by default"). */
export const LISTING_COLOR_PREFERENCE: readonly MetalColor[] = ['rose-gold', 'yellow-gold', 'white-gold'];

export const CATEGORY_SLUGS = [
  'rings',
  'earrings',
  'pendants',
  'necklaces',
  'bracelets',
  'bangles',
  'nosepins',
  'mangalsutra',
  'chains',
  'solitaires',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Categories whose pieces come in sizes (spec: "size select for rings, bangles and bracelets"). */
export const SIZED_CATEGORIES: readonly string[] = ['rings', 'bangles', 'bracelets'];

/** The spec maps the URL value nose-pins to the category nosepins. */
export function normalizeCategorySlug(value: string): string {
  const slug = value.trim().toLowerCase();
  return slug === 'nose-pins' ? 'nosepins' : slug;
}

/** Picture sizes the specs request, all square, at compression 50. */
export const IMAGE_SIZES = [361, 270, 98, 498, 302, 116, 88] as const;
/**
 * Every size the image service renders for square pictures (products, tiles, no-image): the specs'
 * sizes and those the storefront asks for. Any other `resize` is a 400, so nobody can fill the
 * disk cache (or keep the renderer busy) by walking through widths. A new size in app/ goes here.
 * - 88, 132, 176: the gallery's thumbnails and their srcset (×1.5, ×2); the search dropdown; the mini cart
 * - 116: the cart page · 240: the wishlist, the home page's collections · 270: the menu's tiles
 * - 302: the home page's category tiles · 320: the compare page · 361: product cards
 * - 498, 747, 996: the gallery's slide and its srcset, the share picture; 996 is also the zoom
 */
export const IMAGE_SQUARE_SIZES: readonly number[] = [88, 98, 116, 132, 176, 240, 270, 302, 320, 361, 498, 747, 996];
/**
 * Banner sizes, as asked: a width alone keeps the 5:2 of the drawing (the wide home hero's srcset),
 * WxH crops to fill (the 4:3 srcset of the phone hero and the collection banner).
 * 768, not 720: a 412 px phone at 1.75× needs 721 device pixels and took the 1080 px crop.
 */
export const IMAGE_BANNER_SIZES: readonly string[] = ['800', '1200', '1600', '480x360', '768x576', '1080x810'];
export const IMAGE_DEFAULT_COMPRESS = 50;
/**
 * The encoder qualities (`compress`) the picture service takes: the only one the storefront and the
 * specs ask for. Every other value would be another file and another render of the same picture, so
 * it is a 400 (a page that needs another quality adds it here).
 */
export const IMAGE_COMPRESS_VALUES: readonly number[] = [IMAGE_DEFAULT_COMPRESS];

export const GENDERS = ['women', 'men', 'unisex', 'kids'] as const;

/** Price bands for the price_band facet, in rupees; upper bounds exclusive. */
export const PRICE_BANDS: readonly { label: string; min: number; max: number }[] = [
  { label: 'Under ₹25,000', min: 0, max: 25_000 },
  { label: '₹25,000 - ₹50,000', min: 25_000, max: 50_000 },
  { label: '₹50,000 - ₹1,00,000', min: 50_000, max: 100_000 },
  { label: '₹1,00,000 - ₹2,00,000', min: 100_000, max: 200_000 },
  { label: 'Above ₹2,00,000', min: 200_000, max: Number.POSITIVE_INFINITY },
];

export function priceBandOf(rupees: number): string {
  const band = PRICE_BANDS.find((b) => rupees >= b.min && rupees < b.max);
  return (band ?? PRICE_BANDS[PRICE_BANDS.length - 1]!).label;
}
