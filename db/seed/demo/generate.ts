// The demo catalogue: a pure function of (products, seed, gold rate). The same inputs give the same
// rows byte for byte, which the tests, the search bench (100,000 products) and screenshots rely on.
// Nothing here reads the clock; dates count back from a fixed day.
import { METAL_COLORS, type CategorySlug, type MetalColor } from '../../../domain/catalog/constants.ts';
import { productPictureList } from '../../../domain/catalog/picture-path.ts';
import type { categories, metalRates, products, variants } from '../../schema/catalog.ts';
import { averageOfCounts, ratingCounts } from '../../../domain/reviews/review-rules.ts';
import { categoryBanners, homeBanners, occasionRows, type BannerRow, type OccasionRow } from './banners.ts';
import { categoryCopies } from './categories-copy.ts';
import { KIDS_NAMES, MEN_NAMES, UNISEX_NAMES, WOMEN_NAMES, slugOfParts } from './names.ts';
import {
  DEFAULT_GOLD_RATE_18K,
  GST_PERCENT,
  diamondPrice,
  gemstonePrice,
  makingCharge,
  priceVariant,
  roundCarat,
  roundWeight,
  type Clarity,
  type DiamondColor,
  type VariantPricing,
} from './pricing.ts';
import { discountShareOf, pieceFacts } from './facts.ts';
import { createPrng, weighted, type Prng, type Weighted } from './prng.ts';
import { demoReviews, type DemoReviewRow } from './reviews.ts';
import { sizeCode, sizesFor, weightFactor } from './sizes.ts';
import { STYLES, type Gender, type Style } from './styles.ts';

export type DemoProductRow = Required<Omit<typeof products.$inferInsert, 'id' | 'reserved'>>;
export type DemoVariantRow = Required<Omit<typeof variants.$inferInsert, 'id' | 'productId' | 'drawnAlt'>>;
export type DemoProduct = DemoProductRow & { variants: DemoVariantRow[]; reviews: DemoReviewRow[] };
export type DemoCategoryRow = Required<typeof categories.$inferInsert>;
export type DemoMetalRateRow = Required<Omit<typeof metalRates.$inferInsert, 'setBy'>>;
export type { BannerRow, OccasionRow, DemoReviewRow };

export interface DemoCatalogue {
  metalRates: DemoMetalRateRow[];
  categories: DemoCategoryRow[];
  products: DemoProduct[];
  banners: BannerRow[];
  occasions: OccasionRow[];
}

export interface GenerateOptions {
  products: number;
  seed?: number;
  /** Rupees per gram of 18K gold; every metal price is computed from it. */
  goldRatePerGram?: number;
}

export const DEFAULT_SEED = 20_261_101;
/** Reviews draw from a stream of their own (the seed plus this), so they left the pieces as they were. */
const REVIEW_STREAM = 0x5eed_4e57;
/** The buyer's facts (HUID, certificate, cut grade, making discount) draw from a third stream: db/seed/demo/facts.ts. */
const FACTS_STREAM = 0x0fac_7522;
/** "Now" for the demo: createdAt values spread over the 18 months before this day. */
export const BASE_DATE = new Date('2026-11-01T00:00:00.000Z');
const SPREAD_MINUTES = 548 * 24 * 60;

/** One product in this many has every variant unpriced (offset so even small catalogues get one). */
export const UNPRICED_PRODUCT_EVERY = 250;
export const UNPRICED_PRODUCT_OFFSET = 7;
const UNPRICED_VARIANT_CHANCE = 0.015;

/** Category codes inside SKUs: SVR-RG-00042 is ring number 42 of the catalogue. */
export const CATEGORY_CODES: Record<CategorySlug, string> = {
  rings: 'RG',
  earrings: 'ER',
  pendants: 'PD',
  necklaces: 'NK',
  bracelets: 'BR',
  bangles: 'BG',
  nosepins: 'NP',
  mangalsutra: 'MS',
  chains: 'CH',
  solitaires: 'SL',
};
export const COLOR_CODES: Record<MetalColor, string> = { 'yellow-gold': 'YG', 'rose-gold': 'RG', 'white-gold': 'WG' };
const COLOR_WORDS: Record<MetalColor, string> = { 'yellow-gold': 'yellow', 'rose-gold': 'rose', 'white-gold': 'white' };
const COLOR_LABELS: Record<MetalColor, string> = {
  'yellow-gold': 'Yellow Gold',
  'rose-gold': 'Rose Gold',
  'white-gold': 'White Gold',
};

/** Rings and earrings lead, as they do in any Indian jeweller's sales. */
const CATEGORY_MIX = weighted<CategorySlug>([
  ['rings', 26],
  ['earrings', 22],
  ['pendants', 13],
  ['necklaces', 8],
  ['bracelets', 7],
  ['bangles', 6],
  ['nosepins', 5],
  ['mangalsutra', 5],
  ['chains', 4],
  ['solitaires', 4],
]);
const STYLE_MIX = Object.fromEntries(
  (Object.keys(STYLES) as CategorySlug[]).map((slug) => [
    slug,
    weighted(STYLES[slug].map((s) => [s, s.share] as const)),
  ]),
) as Record<CategorySlug, Weighted<Style>>;

const CLARITY_MIX = weighted<Clarity>([
  ['VVS1', 8],
  ['VVS2', 14],
  ['VS1', 22],
  ['VS2', 24],
  ['SI1', 20],
  ['SI2', 12],
]);
const COLOR_MIX = weighted<DiamondColor>([
  ['E-F', 15],
  ['F-G', 30],
  ['G-H', 35],
  ['H-I', 20],
]);
/** Loose solitaires are sold as better stones than pavé melee. */
const SOLITAIRE_CLARITY_MIX = weighted<Clarity>([
  ['VVS1', 12],
  ['VVS2', 20],
  ['VS1', 30],
  ['VS2', 25],
  ['SI1', 13],
]);
const SOLITAIRE_COLOR_MIX = weighted<DiamondColor>([
  ['E-F', 25],
  ['F-G', 35],
  ['G-H', 30],
  ['H-I', 10],
]);
/** Trade weights for loose stones; most buyers land between 0.30 and 0.70 ct. */
const SOLITAIRE_CARATS = weighted<number>([
  [0.18, 3],
  [0.23, 5],
  [0.3, 12],
  [0.33, 6],
  [0.38, 8],
  [0.42, 8],
  [0.5, 14],
  [0.55, 6],
  [0.6, 7],
  [0.7, 9],
  [0.75, 5],
  [0.9, 5],
  [1, 6],
  [1.01, 2],
  [1.2, 2],
  [1.5, 2],
]);

const NAMES_BY_GENDER: Record<Gender, readonly string[]> = {
  women: WOMEN_NAMES,
  men: MEN_NAMES,
  unisex: UNISEX_NAMES,
  kids: KIDS_NAMES,
};
const DIAMOND_PROMISE = 'Certified diamonds, BIS hallmarked 18K gold, free shipping across India and 15-day returns';
const GOLD_PROMISE = 'BIS hallmarked 18K gold, free shipping across India and 15-day returns';
const LOOSE_PROMISE = 'Sent with its grading certificate, insured free shipping across India and 15-day returns';

const UNPRICED: VariantPricing = {
  metalPrice: 0,
  diamondPrice: 0,
  gemstonePrice: 0,
  makingCharge: 0,
  offerprice: 0,
  price: 0,
};

export function generateCatalogue(options: GenerateOptions): DemoCatalogue {
  const count = options.products;
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError('products must be a whole, non-negative number');
  const goldRate = options.goldRatePerGram ?? DEFAULT_GOLD_RATE_18K;
  if (!Number.isSafeInteger(goldRate) || goldRate <= 0)
    throw new RangeError('goldRatePerGram must be a positive whole number of rupees');
  const rng = createPrng(options.seed ?? DEFAULT_SEED);

  const copies = categoryCopies();
  const categoryRows: DemoCategoryRow[] = copies.map((c, position) => ({
    ...c,
    position,
    image: `/images/categories/${c.slug}`,
  }));
  const productRows: DemoProduct[] = new Array<DemoProduct>(count);
  const reviewRng = createPrng(((options.seed ?? DEFAULT_SEED) + REVIEW_STREAM) >>> 0);
  const names = new UniqueNames();
  const factsRng = createPrng(((options.seed ?? DEFAULT_SEED) + FACTS_STREAM) >>> 0);
  const hallmarks = { next: 0 };
  for (let i = 0; i < count; i++)
    productRows[i] = withReviews(withFacts(generateProduct(i, rng, goldRate, names), factsRng, hallmarks), reviewRng);

  return {
    metalRates: [{ metal: 'Gold', purity: '18K', ratePerGram: goldRate, updatedAt: BASE_DATE }],
    categories: categoryRows,
    products: productRows,
    banners: [...homeBanners(), ...categoryBanners(copies)],
    occasions: occasionRows(),
  };
}

/** The piece's reviews, and its rating as their average (0 without any: the page then shows no stars). */
function withReviews(product: Omit<DemoProduct, 'reviews'>, rng: Prng): DemoProduct {
  const first = product.variants[0];
  const piece = {
    category: product.categorySlug,
    hasDiamonds: (first?.diamondCount ?? 0) > 0,
    hasMetal: first?.metalType !== 'None',
  };
  const reviews = demoReviews(rng, product.createdAt, BASE_DATE, piece);
  // The same rule the store applies when a member adds a review (server/reviews/reviews.repo.ts).
  const rating = averageOfCounts(ratingCounts(reviews.map((r) => r.rating)));
  for (const v of product.variants) v.rating = rating;
  return { ...product, reviews };
}

/**
 * Each variant's hallmark, weights, cut grade, grading report and making discount (db/seed/demo/facts.ts),
 * from their own stream: nothing the piece already was changes.
 */
function withFacts<P extends Omit<DemoProduct, 'reviews'>>(product: P, rng: Prng, hallmarks: { next: number }): P {
  const loose = product.categorySlug === 'solitaires';
  const share = discountShareOf(rng, loose);
  for (const v of product.variants) {
    const gold = v.metalType !== 'None' && v.metalWeight > 0;
    Object.assign(
      v,
      pieceFacts(
        {
          metalType: v.metalType,
          metalWeight: v.metalWeight,
          makingCharge: v.makingCharge,
          diamondCount: v.diamondCount,
          diamondCarat: v.diamondCarat,
          diamondCut: v.diamondCut,
          gemstoneCarat: v.gemstoneCarat,
          setting: v.productSetting,
        },
        rng,
        share,
        gold ? hallmarks.next++ : 0,
      ),
    );
  }
  return product;
}

/** What a product's stones are, decided once and shared by all its variants. */
interface Stones {
  diamondCount: number;
  diamondCarat: number;
  diamondClarity: Clarity | null;
  diamondColor: DiamondColor | null;
  diamondCut: string | null;
  setting: string;
  diamondPrice: number;
  gemstoneType: string | null;
  gemstoneCount: number;
  gemstoneCarat: number;
  gemstonePrice: number;
}

/**
 * Names taken so far, by category: a shopper comparing two pieces of one name at two prices cannot
 * tell which is which. A name already taken moves to the next collection word (no extra draw, so the
 * pieces after it stay as they were); past the last word, a number follows the word ("Aanya II").
 */
const LOOSE_WORDS = ['Solitaire Diamond'] as const;
/** A second and later series of a collection word: "Aanya II". */
const SERIES = ['', '', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

class UniqueNames {
  private taken = new Map<string, Set<string>>();
  /** By category and design: the first series with a word still free (the 1,00,000-piece bench needs many). */
  private firstOpen = new Map<string, number>();

  claim(category: string, words: readonly string[], picked: string, rest: (word: string) => string[]): string[] {
    let seen = this.taken.get(category);
    if (seen === undefined) this.taken.set(category, (seen = new Set()));
    const design = flat([category, '|', rest('').join(' ')]);
    const start = Math.max(0, words.indexOf(picked));
    for (let round = this.firstOpen.get(design) ?? 1; ; round++) {
      for (let k = 0; k < words.length; k++) {
        const word =
          round === 1
            ? words[(start + k) % words.length]!
            : flat([words[(start + k) % words.length]!, ' ', SERIES[round] ?? round]);
        const parts = rest(word);
        const name = parts.filter((p) => p !== '').join(' ');
        if (!seen.has(name)) {
          seen.add(name);
          return parts;
        }
      }
      this.firstOpen.set(design, round + 1);
    }
  }
}

function generateProduct(index: number, rng: Prng, goldRate: number, names: UniqueNames): Omit<DemoProduct, 'reviews'> {
  const category = CATEGORY_MIX.pick(rng);
  const style = STYLE_MIX[category].pick(rng);
  const isLoose = category === 'solitaires';
  const seq = String(index + 1).padStart(5, '0');
  const code = CATEGORY_CODES[category];
  const sku = flat(['SVR-', code, '-', seq]);

  const stones = isLoose ? looseStone(style, rng) : designStones(style, rng);
  // Loose stones are named by what a buyer searches for: cut, weight, clarity, colour.
  // Two loose stones alike in all four are told apart by a number ("… Solitaire Diamond II").
  const words = NAMES_BY_GENDER[style.gender];
  const nameParts = isLoose
    ? names.claim(category, LOOSE_WORDS, LOOSE_WORDS[0], (word) => [
        stones.diamondCut!,
        `${stones.diamondCarat.toFixed(2)} Carat`,
        stones.diamondClarity!,
        stones.diamondColor!,
        word,
      ])
    : names.claim(category, words, rng.pick(words), (word) => [
        word,
        stones.gemstoneType ?? '',
        style.phrase,
        style.noun,
      ]);
  const name = nameParts.filter((p) => p !== '').join(' ');
  const value = flat([slugOfParts(nameParts), '-', code.toLowerCase(), '-', seq]);

  const baseWeight = style.weight[0] + rng.next() * (style.weight[1] - style.weight[0]);
  const makingPerGram = style.makingPerGram * rng.between(0.9, 1.15);
  const markup = rng.between(0.1, 0.25);
  // The draw that made the rating before pieces had reviews stays, so every later draw, and so every
  // piece, is what it was; the rating is now the reviews' average (withReviews).
  rng.next();
  const colors = isLoose ? (['white-gold'] as const) : pickColors(rng);
  const sizes = sizesFor(category, style.gender, rng);
  const allUnpriced = index % UNPRICED_PRODUCT_EVERY === UNPRICED_PRODUCT_OFFSET;

  // Price per size once; colours of one size weigh and cost the same in 18K.
  const weights: number[] = [];
  const prices: VariantPricing[] = [];
  for (const size of sizes) {
    const weight = isLoose ? 0 : roundWeight(baseWeight * weightFactor(category, size));
    weights.push(weight);
    prices.push(
      priceVariant({
        metalWeight: weight,
        goldRatePerGram: goldRate,
        diamondPrice: stones.diamondPrice,
        gemstonePrice: stones.gemstonePrice,
        makingCharge: isLoose ? 0 : makingCharge(weight, makingPerGram, stones.diamondCount + stones.gemstoneCount),
        markup,
      }),
    );
  }

  const madeToOrder = !isLoose && rng.chance(0.155);
  const stock = madeToOrder ? 0 : isLoose ? rng.int(1, 3) : stockLevel(rng);
  const trending = rng.chance(0.08);
  const popularity = trending ? rng.int(2_500, 10_000) : Math.floor(Math.pow(rng.next(), 2.2) * 6_000);
  const createdAt = new Date(BASE_DATE.getTime() - rng.int(0, SPREAD_MINUTES) * 60_000);
  const blurb = style.blurb.charAt(0).toUpperCase() + style.blurb.slice(1);
  const hasDiamonds = stones.diamondCount > 0;

  const variantRows: DemoVariantRow[] = [];
  for (const color of colors) {
    const image = productPictureList(sku, color);
    const alt = isLoose ? flat([name, ', a certified loose diamond']) : flat([name, ' in 18K ', COLOR_LABELS[color]]);
    const shortDescription = describe(isLoose, blurb, COLOR_WORDS[color], stones);
    for (let s = 0; s < sizes.length; s++) {
      const size = sizes[s]!;
      const pricing = allUnpriced || rng.chance(UNPRICED_VARIANT_CHANCE) ? UNPRICED : prices[s]!;
      variantRows.push({
        variantId: flat([sku, variantSuffix(color, size)]),
        position: variantRows.length,
        color,
        size,
        image,
        alt,
        offerprice: pricing.offerprice,
        price: pricing.price,
        metalPrice: pricing.metalPrice,
        diamondPrice: pricing.diamondPrice,
        gemstonePrice: pricing.gemstonePrice,
        makingCharge: pricing.makingCharge,
        // The buyer's facts are filled in by withFacts, from a stream of their own.
        makingDiscount: 0,
        grossWeight: 0,
        huid: null,
        diamondCutGrade: null,
        certificateLab: null,
        certificateNumber: null,
        gst: GST_PERCENT,
        rating: 0,
        shortDescription,
        metalWeight: weights[s]!,
        productSetting: stones.setting,
        metalPurity: isLoose ? 'None' : '18K',
        metalType: isLoose ? 'None' : 'Gold',
        diamondCount: stones.diamondCount,
        diamondClarity: stones.diamondClarity,
        diamondColor: stones.diamondColor,
        diamondCarat: stones.diamondCarat,
        diamondCut: stones.diamondCut,
        gemstoneType: stones.gemstoneType,
        gemstoneCarat: stones.gemstoneCarat,
        gemstoneCount: stones.gemstoneCount,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  const promise = isLoose ? LOOSE_PROMISE : hasDiamonds ? DIAMOND_PROMISE : GOLD_PROMISE;
  return {
    value,
    name,
    sku,
    categorySlug: category,
    subCategorySlug: style.subCategory ?? null,
    madeToOrder,
    stock,
    seoTitle: flat([name, isLoose ? ' | Certified Loose Diamond | Suvarna' : ' in 18K Gold | Suvarna']),
    seoDescription: flat(['Buy the ', name, ' online at Suvarna. ', blurb, '. ', promise, '.']),
    seoKeywords: flat([name.toLowerCase(), ', ', keywordsOf(category, style)]),
    storetype: 'online',
    occasion: rng.pick(style.occasions),
    gender: style.gender,
    popularity,
    trending,
    active: true,
    createdAt,
    updatedAt: createdAt,
    variants: variantRows,
  };
}

const NO_STONES: Stones = {
  diamondCount: 0,
  diamondCarat: 0,
  diamondClarity: null,
  diamondColor: null,
  diamondCut: null,
  setting: '',
  diamondPrice: 0,
  gemstoneType: null,
  gemstoneCount: 0,
  gemstoneCarat: 0,
  gemstonePrice: 0,
};

function designStones(style: Style, rng: Prng): Stones {
  const stones = { ...NO_STONES };
  const d = style.diamonds;
  if (d) {
    stones.diamondCount = rng.int(d.count[0], d.count[1]);
    // Skewed towards the small end: big centre stones are the exception, as in a real showcase.
    const each = d.caratEach[0] + Math.pow(rng.next(), 1.6) * (d.caratEach[1] - d.caratEach[0]);
    stones.diamondCarat = Math.max(0.001, roundCarat(stones.diamondCount * each));
    stones.diamondClarity = CLARITY_MIX.pick(rng);
    stones.diamondColor = COLOR_MIX.pick(rng);
    stones.diamondCut = rng.pick(d.cuts);
    stones.setting = rng.pick(d.settings);
    stones.diamondPrice = diamondPrice(
      stones.diamondCarat,
      stones.diamondCount,
      stones.diamondClarity,
      stones.diamondColor,
    );
  }
  const g = style.gem;
  if (g) {
    const type = rng.pick(g.types);
    stones.gemstoneType = type;
    stones.gemstoneCount = rng.int(g.count[0], g.count[1]);
    stones.gemstoneCarat = roundCarat(rng.between(g.totalCarat[0], g.totalCarat[1]));
    stones.gemstonePrice = gemstonePrice(type, stones.gemstoneCarat);
    if (!d) stones.setting = 'Prong';
  }
  return stones;
}

function looseStone(style: Style, rng: Prng): Stones {
  const carat = SOLITAIRE_CARATS.pick(rng);
  const clarity = SOLITAIRE_CLARITY_MIX.pick(rng);
  const color = SOLITAIRE_COLOR_MIX.pick(rng);
  return {
    ...NO_STONES,
    diamondCount: 1,
    diamondCarat: carat,
    diamondClarity: clarity,
    diamondColor: color,
    diamondCut: rng.pick(style.diamonds!.cuts),
    setting: 'Loose',
    diamondPrice: diamondPrice(carat, 1, clarity, color),
  };
}

/** Most designs come in all three golds; some only in one or two. */
function pickColors(rng: Prng): readonly MetalColor[] {
  const r = rng.next();
  if (r < 0.7) return METAL_COLORS;
  if (r < 0.9) {
    const dropped = rng.int(0, 2);
    return METAL_COLORS.filter((_, i) => i !== dropped);
  }
  return [rng.pick(METAL_COLORS)];
}

/** Jewellers keep one to five of most pieces; bestsellers more; a few have just sold out. */
function stockLevel(rng: Prng): number {
  const r = rng.next();
  if (r < 0.025) return 0;
  if (r < 0.8) return rng.int(1, 5);
  return rng.int(6, 25);
}

function describe(isLoose: boolean, blurb: string, colorWord: string, s: Stones): string {
  if (isLoose) {
    return flat([
      'Certified ',
      s.diamondCut!.toLowerCase(),
      ' solitaire diamond of ',
      s.diamondCarat.toFixed(2),
      ' ct, ',
      s.diamondClarity!,
      ' clarity and ',
      s.diamondColor!,
      ' colour, ',
      blurb.charAt(0).toLowerCase(),
      blurb.slice(1),
      '.',
    ]);
  }
  const parts: (string | number)[] = [blurb, ', in BIS hallmarked 18K ', colorWord, ' gold'];
  if (s.diamondCount > 0) {
    parts.push(
      ' with ',
      s.diamondCount,
      ' certified ',
      s.diamondCut!.toLowerCase(),
      s.diamondCount === 1 ? ' diamond (' : ' diamonds (',
    );
    parts.push(s.diamondCarat, ' ct, ', s.diamondClarity!, ', ', s.diamondColor!, ')');
  }
  if (s.gemstoneType !== null) {
    const type = s.gemstoneType.toLowerCase();
    parts.push(s.diamondCount > 0 ? ' and ' : ' with ');
    if (s.gemstoneCount === 1) parts.push(/^[aeiou]/.test(type) ? 'an ' : 'a ', type);
    else parts.push(s.gemstoneCount, ' ', type.endsWith('y') ? `${type.slice(0, -1)}ies` : `${type}s`);
    parts.push(' of ', s.gemstoneCarat, ' ct');
  }
  parts.push('.');
  return flat(parts);
}

/**
 * Concatenates into one flat string. Template literals build rope strings, a node per piece, and at
 * 100,000 products those nodes are millions of objects the garbage collector has to trace.
 */
function flat(parts: readonly (string | number)[]): string {
  return parts.join('');
}

const suffixCache = new Map<MetalColor, Map<string | null, string>>();
/** `-RG` or `-RG-12`: the variant id after the sku, built once per colour and size. */
function variantSuffix(color: MetalColor, size: string | null): string {
  let bySize = suffixCache.get(color);
  if (bySize === undefined) suffixCache.set(color, (bySize = new Map()));
  let suffix = bySize.get(size);
  if (suffix === undefined) {
    suffix = size === null ? `-${COLOR_CODES[color]}` : `-${COLOR_CODES[color]}-${sizeCode(size)}`;
    bySize.set(size, suffix);
  }
  return suffix;
}

const keywordCache = new Map<Style, string>();
function keywordsOf(category: CategorySlug, style: Style): string {
  let keywords = keywordCache.get(style);
  if (keywords === undefined) {
    const kind = `${style.phrase} ${style.noun}`.toLowerCase();
    const noun = style.noun.toLowerCase();
    keywords =
      category === 'solitaires'
        ? 'loose diamond, solitaire diamond, certified diamond, suvarna'
        : `${kind}, 18k gold ${noun}, ${style.diamonds ? `diamond ${noun}, ` : ''}${category}, suvarna`;
    keywordCache.set(style, keywords);
  }
  return keywords;
}
