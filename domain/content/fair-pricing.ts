// Fair pricing (docs/spec.md#second-3 "Fair pricing record: title, head, two sample prices, a percent figure
// (+40%), a list of six promises"): two sample pieces priced the way the store prices every piece,
// with the same breakup function the product page uses (metal at the rate × weight, diamonds, making,
// GST on their sum), set beside what a typical retail markup of 40% would ask for the same piece.
import { computeBreakup, metalPrice, type PriceBreakup } from '../catalog/price-breakup';

/** The typical retail markup the page compares against: "+40%". */
export const RETAIL_MARKUP_PERCENT = 40;
/** GST on jewellery, as every breakup in the store shows it. */
export const JEWELLERY_GST_PERCENT = 3;
/** The 18K gold rate per gram the samples were priced at (the product page uses the day's rate). */
export const SAMPLE_GOLD_RATE_18K = 6_950;

export interface FairPriceSample {
  id: string;
  name: string;
  /** One line on what the piece is: metal, stones, their grade. */
  details: string;
  metalWeightGrams: number;
  ratePerGram: number;
  diamondPrice: number;
  gemstonePrice: number;
  makingCharge: number;
}

export interface FairPriceComparison {
  sample: FairPriceSample;
  breakup: PriceBreakup;
  /** What the same piece costs at the typical retail markup, rounded to the rupee. */
  typicalRetail: number;
  /** typicalRetail − our total. */
  saving: number;
}

export const FAIR_PRICE_SAMPLES: readonly FairPriceSample[] = [
  {
    id: 'solitaire-ring',
    name: 'Solitaire engagement ring',
    details: '18K gold, 3.2 g; one 0.30 ct round diamond, G-H colour, VS2 clarity, IGI certified',
    metalWeightGrams: 3.2,
    ratePerGram: SAMPLE_GOLD_RATE_18K,
    diamondPrice: 66_000,
    gemstonePrice: 0,
    makingCharge: 5_600,
  },
  {
    id: 'diamond-studs',
    name: 'Diamond stud earrings, a pair',
    details: '18K gold, 2.6 g; two 0.10 ct round diamonds (0.20 ct in all), G-H colour, SI1 clarity',
    metalWeightGrams: 2.6,
    ratePerGram: SAMPLE_GOLD_RATE_18K,
    diamondPrice: 14_960,
    gemstonePrice: 0,
    makingCharge: 3_400,
  },
];

/** `amount` raised by `percent`, rounded half up to the rupee, in whole numbers so nothing drifts. */
export function withMarkup(amount: number, percent: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amount must be a whole, non-negative number of rupees');
  if (!Number.isInteger(percent) || percent < 0) throw new RangeError('percent must be a whole, non-negative number');
  return Math.floor((amount * (100 + percent) + 50) / 100);
}

export function compareFairPrice(sample: FairPriceSample, markupPercent = RETAIL_MARKUP_PERCENT, gstPercent = JEWELLERY_GST_PERCENT): FairPriceComparison {
  const breakup = computeBreakup(
    { metal_price: metalPrice(sample.metalWeightGrams, sample.ratePerGram), diamond_price: sample.diamondPrice, gemstone_price: sample.gemstonePrice, making_charge: sample.makingCharge },
    gstPercent,
  );
  const typicalRetail = withMarkup(breakup.total, markupPercent);
  return { sample, breakup, typicalRetail, saving: typicalRetail - breakup.total };
}
