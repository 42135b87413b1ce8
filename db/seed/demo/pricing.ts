// How a demo piece is priced. The parts (metal, diamonds, gemstones, making) are whole rupees and the
// total comes from computeBreakup, the same function the product page's Price Breakup uses, so the
// breakup a shopper sees always adds up to the price they pay.
import { computeBreakup, metalPrice } from '../../../domain/catalog/price-breakup.ts';

/** The default 18K gold rate in rupees per gram (stored in metal_rates; the back office can change it). */
export const DEFAULT_GOLD_RATE_18K = 6_950;
export const GST_PERCENT = 3;

export const CLARITIES = ['VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2'] as const;
export type Clarity = (typeof CLARITIES)[number];
export const DIAMOND_COLORS = ['E-F', 'F-G', 'G-H', 'H-I'] as const;
export type DiamondColor = (typeof DIAMOND_COLORS)[number];

/** Price relative to VS2 clarity: cleaner stones cost more. */
const CLARITY_FACTOR: Record<Clarity, number> = { VVS1: 1.35, VVS2: 1.25, VS1: 1.12, VS2: 1, SI1: 0.88, SI2: 0.78 };
/** Price relative to G-H colour: whiter stones cost more. */
const COLOR_FACTOR: Record<DiamondColor, number> = { 'E-F': 1.25, 'F-G': 1.12, 'G-H': 1, 'H-I': 0.9 };

/**
 * Rupees per carat for a VS2 G-H natural diamond by the size of each stone. The per-carat price
 * climbs steeply with stone size, which is why one 0.5 ct solitaire costs far more than fifty
 * 0.01 ct pavé stones of the same total weight.
 */
const PER_CARAT_BY_STONE_SIZE: readonly (readonly [maxCaratEach: number, rupeesPerCarat: number])[] = [
  [0.05, 45_000],
  [0.1, 60_000],
  [0.2, 85_000],
  [0.3, 1_30_000],
  [0.5, 2_20_000],
  [0.7, 3_20_000],
  [1, 4_20_000],
  [Number.POSITIVE_INFINITY, 6_50_000],
];

export const GEMSTONES = [
  'Emerald',
  'Ruby',
  'Blue Sapphire',
  'Pink Sapphire',
  'Tanzanite',
  'Amethyst',
  'Citrine',
] as const;
export type Gemstone = (typeof GEMSTONES)[number];

/** Rupees per carat of the gemstones used, mid-commercial qualities. */
const GEMSTONE_PER_CARAT: Record<Gemstone, number> = {
  Emerald: 25_000,
  Ruby: 30_000,
  'Blue Sapphire': 28_000,
  'Pink Sapphire': 18_000,
  Tanzanite: 12_000,
  Amethyst: 2_000,
  Citrine: 1_800,
};

const roundTo10 = (rupees: number): number => Math.round(rupees / 10) * 10;

/** Diamond value from total carat, stone count and quality, to the nearest ₹10. */
export function diamondPrice(totalCarat: number, count: number, clarity: Clarity, color: DiamondColor): number {
  if (count <= 0 || totalCarat <= 0) return 0;
  const each = totalCarat / count;
  let perCarat = PER_CARAT_BY_STONE_SIZE[PER_CARAT_BY_STONE_SIZE.length - 1]![1];
  for (const [maxEach, rate] of PER_CARAT_BY_STONE_SIZE) {
    if (each < maxEach) {
      perCarat = rate;
      break;
    }
  }
  return roundTo10(totalCarat * perCarat * CLARITY_FACTOR[clarity] * COLOR_FACTOR[color]);
}

export function gemstonePrice(type: Gemstone | null, totalCarat: number): number {
  return type === null || totalCarat <= 0 ? 0 : roundTo10(totalCarat * GEMSTONE_PER_CARAT[type]);
}

/**
 * Making charge: a rate per gram of metal (the craft of the piece) plus setting work per stone,
 * never below a floor, since even a 0.4 g nose pin takes a craftsman's hour.
 */
export function makingCharge(weightGrams: number, perGram: number, stones: number): number {
  if (weightGrams <= 0) return 0;
  return Math.max(750, roundTo10(weightGrams * perGram + stones * 35));
}

export interface VariantPricing {
  metalPrice: number;
  diamondPrice: number;
  gemstonePrice: number;
  makingCharge: number;
  /** What the shopper pays, GST included: the breakup's total. */
  offerprice: number;
  /** Estimated retail (shown struck through). */
  price: number;
}

export interface PriceInput {
  metalWeight: number;
  goldRatePerGram: number;
  diamondPrice: number;
  gemstonePrice: number;
  makingCharge: number;
  /** Retail markup over the offer price, e.g. 0.18 for 18%. */
  markup: number;
}

export function priceVariant(input: PriceInput): VariantPricing {
  const metal = metalPrice(input.metalWeight, input.goldRatePerGram);
  const breakup = computeBreakup(
    {
      metal_price: metal,
      diamond_price: input.diamondPrice,
      gemstone_price: input.gemstonePrice,
      making_charge: input.makingCharge,
    },
    GST_PERCENT,
  );
  return {
    metalPrice: metal,
    diamondPrice: input.diamondPrice,
    gemstonePrice: input.gemstonePrice,
    makingCharge: input.makingCharge,
    offerprice: breakup.total,
    price: retailPrice(breakup.total, input.markup),
  };
}

/** Estimated retail rounded up to ₹100, so it is always above the offer price. */
export function retailPrice(offerprice: number, markup: number): number {
  return Math.ceil((offerprice * (1 + markup)) / 100) * 100;
}

/** Metal weight in grams as the database keeps it (numeric(8,3)), so prices recompute from stored rows. */
export function roundWeight(grams: number): number {
  return Math.round(grams * 1000) / 1000;
}

/** Carat weight as the database keeps it (numeric(7,3)). */
export const roundCarat = roundWeight;
