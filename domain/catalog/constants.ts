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
export const IMAGE_MAX_SIZE = 2000;
export const IMAGE_DEFAULT_COMPRESS = 50;

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
