// Deterministic catalogue for tests and benches: the same (count, seed) always gives the same products,
// with realistic names ("Aanya Rose Diamond Ring"), 1-3 colour variants whose prices differ a little
// (so colour-aware prices are visible) and the spread of facet values a real catalogue has.
import {
  CATEGORY_SLUGS,
  GENDERS,
  METAL_COLORS,
  SIZED_CATEGORIES,
  type CategorySlug,
  type MetalColor,
} from '../../domain/catalog/constants.ts';
import { productPictureList } from '../../domain/catalog/picture-path.ts';
import { computeBreakup, metalPrice } from '../../domain/catalog/price-breakup.ts';
import type { Variant } from '../../domain/catalog/product.ts';
import { createPrng, type Prng } from '../../domain/random/prng.ts';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';

/** The shared seeded PRNG, under the names the search tests use. */
export type Rng = Prng;
export const createRng = createPrng;

const COLLECTIONS = [
  'Aanya',
  'Meera',
  'Diya',
  'Isha',
  'Kavya',
  'Riya',
  'Tara',
  'Zoya',
  'Anika',
  'Saanvi',
  'Myra',
  'Navya',
  'Noor',
  'Mehr',
  'Kiara',
  'Ira',
  'Arjun',
  'Kabir',
  'Veer',
  'Zoë',
  'Élan',
  'Gulmohar',
  'Sitara',
  'Bandhan',
] as const;
const STYLES = [
  'Rose',
  'Floral',
  'Classic',
  'Eternal',
  'Twisted',
  'Halo',
  'Petal',
  'Lotus',
  'Peacock',
  'Heritage',
  'Crown',
  'Infinity',
  'Leaf',
  'Star',
  'Heart',
] as const;
const GEMSTONES = ['Ruby', 'Emerald', 'Sapphire'] as const;
const NOUNS: Record<CategorySlug, readonly string[]> = {
  rings: ['Ring', 'Band'],
  earrings: ['Earrings', 'Studs', 'Jhumkas'],
  pendants: ['Pendant'],
  necklaces: ['Necklace'],
  bracelets: ['Bracelet'],
  bangles: ['Bangle'],
  nosepins: ['Nose Pin'],
  mangalsutra: ['Mangalsutra'],
  chains: ['Chain'],
  solitaires: ['Solitaire Ring', 'Solitaire Pendant'],
};
const CATEGORY_CODES: Record<CategorySlug, string> = {
  rings: 'RI',
  earrings: 'ER',
  pendants: 'PD',
  necklaces: 'NK',
  bracelets: 'BR',
  bangles: 'BG',
  nosepins: 'NP',
  mangalsutra: 'MS',
  chains: 'CH',
  solitaires: 'SO',
};
const COLOR_CODES: Record<MetalColor, string> = { 'yellow-gold': 'YG', 'rose-gold': 'RG', 'white-gold': 'WG' };
const PURITIES = [
  { label: '14K', ratePerGram: 4_300 },
  { label: '18K', ratePerGram: 5_500 },
  { label: '22K', ratePerGram: 6_700 },
] as const;
const CLARITIES = ['VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2'] as const;
const DIAMOND_COLORS = ['EF', 'FG', 'GH', 'HI'] as const;
const CUTS = ['Round', 'Princess', 'Oval', 'Pear', 'Marquise'] as const;
const OCCASIONS = ['Wedding', 'Engagement', 'Daily Wear', 'Office Wear', 'Party Wear', 'Anniversary', null] as const;
const CREATED_FROM = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface Design {
  productId: number;
  sku: string;
  name: string;
  category: CategorySlug;
  purity: (typeof PURITIES)[number];
  weight: number;
  diamonds: number;
  clarity: string | null;
  gemstone: string | null;
}

function makeVariant(d: Design, color: MetalColor, k: number, rng: Rng): Variant {
  // White gold carries rhodium plating and a slightly different alloy: prices differ by colour.
  const weight = Math.round(d.weight * (1 + (rng.next() - 0.5) / 10) * 100) / 100;
  const carat = Math.round(d.diamonds * 0.02 * 100) / 100;
  const parts = {
    metal_price: metalPrice(weight, d.purity.ratePerGram),
    diamond_price: Math.round(carat * 65_000),
    gemstone_price: d.gemstone ? rng.int(5, 150) * 100 : 0,
    making_charge: 0,
  };
  parts.making_charge = Math.round(parts.metal_price * 0.12);
  const offer = computeBreakup(parts, 3).total;
  return {
    id: d.productId * 10 + k,
    variant_id: `${d.sku}-${COLOR_CODES[color]}`,
    color,
    size: SIZED_CATEGORIES.includes(d.category) ? String(rng.int(8, 22)) : null,
    image: productPictureList(d.sku, color),
    alt: `${d.name} in ${color.replace('-', ' ')}`,
    offerprice: offer,
    price: Math.round(offer * 1.15),
    ...parts,
    gst: 3,
    rating: rng.int(35, 50) / 10,
    short_description: `${d.name} crafted in ${d.purity.label} ${color.replace('-', ' ')}.`,
    metal_weight: weight,
    product_setting: d.diamonds > 0 ? 'Prong' : 'Plain',
    metal_purity: d.purity.label,
    metal_type: 'Gold',
    diamond_count: d.diamonds,
    diamond_clarity: d.clarity,
    diamond_color: d.diamonds > 0 ? rng.pick(DIAMOND_COLORS) : null,
    diamond_carat: carat,
    diamond_cut: d.diamonds > 0 ? rng.pick(CUTS) : null,
    gemstone_type: d.gemstone,
    gemstone_carat: d.gemstone ? rng.int(10, 200) / 100 : 0,
    gemstone_count: d.gemstone ? rng.int(1, 6) : 0,
    // The buyer's facts (issue 22) draw nothing, so every later draw, and so every product, stays as it was.
    making_discount: 0,
    gross_weight: 0,
    huid: null,
    diamond_cut_grade: null,
    certificate_lab: null,
    certificate_number: null,
    certificate_url: null,
  };
}

export function makeProduct(id: number, rng: Rng): IndexableProduct {
  const category = rng.pick(CATEGORY_SLUGS);
  const gemstone = rng.chance(0.2) ? rng.pick(GEMSTONES) : null;
  const diamonds = category === 'chains' ? 0 : rng.int(gemstone ? 0 : 1, 40);
  const stoneWord = gemstone ?? (diamonds > 0 ? 'Diamond' : 'Gold');
  const name = `${rng.pick(COLLECTIONS)} ${rng.pick(STYLES)} ${stoneWord} ${rng.pick(NOUNS[category])}`;
  const sku = `SV-${CATEGORY_CODES[category]}-${String(id).padStart(6, '0')}`;
  const design: Design = {
    productId: id,
    sku,
    name,
    category,
    purity: rng.pick(PURITIES),
    weight: rng.int(120, 2500) / 100,
    diamonds,
    clarity: diamonds > 0 ? rng.pick(CLARITIES) : null,
    gemstone,
  };
  const colors = shuffled(METAL_COLORS, rng).slice(0, rng.int(1, 3));
  const variants = colors.map((c, k) => makeVariant(design, c, k, rng));
  const gender = rng.chance(0.7) ? 'women' : rng.pick(GENDERS);
  return {
    id,
    name,
    sku,
    value: `${slugOf(name)}-${id}`,
    category,
    sub_category: null,
    made_to_order: rng.chance(0.15) ? 'true' : 'false',
    stock: rng.int(0, 25),
    seo: {
      title: `${name} | Suvarna`,
      description: `Buy the ${name} online at Suvarna.`,
      keyWords: `${category}, ${stoneWord.toLowerCase()}`,
    },
    storetype: 'online',
    pictures: variants[0]!.image,
    occasion: rng.pick(OCCASIONS),
    gender,
    variants,
    popularity: rng.int(0, 10_000),
    created_at: new Date(CREATED_FROM + rng.int(0, 1_300) * DAY_MS + rng.int(0, DAY_MS - 1)).toISOString(),
    trending: rng.chance(0.1),
  };
}

/** The same products as makeProducts, handed `pageSize` at a time (as the store reads its catalogue). */
export function* makeProductPages(count: number, pageSize: number, seed = 1): Generator<IndexableProduct[]> {
  const rng = createRng(seed);
  for (let first = 1; first <= count; first += pageSize) {
    const last = Math.min(count, first + pageSize - 1);
    yield Array.from({ length: last - first + 1 }, (_, i) => makeProduct(first + i, rng));
  }
}

/** Products with ids 1..count. */
export function makeProducts(count: number, seed = 1): IndexableProduct[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, i) => makeProduct(i + 1, rng));
}
