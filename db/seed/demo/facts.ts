// The marks and figures a careful buyer checks beside the price (issue 22 item 6), for every demo
// piece: the BIS hallmark's HUID, gross weight, the diamonds' cut grade and grading report, and a
// discount on the making charge for some pieces. They come from a PRNG stream of their own, after a
// piece is made, so every earlier draw, and so every name, weight and price, is what it was; the
// discount is taken off a list making charge above the one charged, so no price moves either.
import type { Prng } from './prng.ts';
import { weighted } from './prng.ts';
import { roundWeight } from './pricing.ts';

/** Grams in a carat: a stone's share of the gross weight. */
export const GRAMS_PER_CARAT = 0.2;

/** One piece in this many has its making charge discounted. */
const DISCOUNT_CHANCE = 0.35;
/** The share taken off the list making charge, as a jeweller's offer reads ("20% off making"). */
const DISCOUNT_SHARE = weighted<number>([
  [0.1, 3],
  [0.15, 2],
  [0.2, 3],
  [0.25, 2],
]);
const CUT_GRADES = weighted<string>([
  ['Excellent', 6],
  ['Very Good', 4],
]);
/** A loose solitaire's report says more about the cut: GIA grades rounds down to Good. */
const LOOSE_CUT_GRADES = weighted<string>([
  ['Excellent', 6],
  ['Very Good', 3],
  ['Good', 1],
]);

export interface FactsInput {
  metalType: string;
  metalWeight: number;
  makingCharge: number;
  diamondCount: number;
  diamondCarat: number;
  diamondCut: string | null;
  gemstoneCarat: number;
  setting: string;
}

export interface PieceFacts {
  makingDiscount: number;
  grossWeight: number;
  huid: string | null;
  diamondCutGrade: string | null;
  certificateLab: 'GIA' | 'IGI' | null;
  certificateNumber: string | null;
}

const HUID_SPACE = 36 ** 6;
/** Odd and not a multiple of 3, so it is coprime to 36⁶: n ↦ n × K mod 36⁶ never repeats. */
const HUID_STEP = 1_137_985_471;
const HUID_START = 48_261_019;

/**
 * The n-th hallmarked piece's HUID: six capital letters and digits, different for every n below
 * 36⁶ (about 2.2 billion), without keeping a set of those handed out.
 */
export function huidOf(n: number): string {
  const code = Number((BigInt(n) * BigInt(HUID_STEP) + BigInt(HUID_START)) % BigInt(HUID_SPACE));
  return code.toString(36).toUpperCase().padStart(6, '0');
}

/** A list making charge in whole ₹10 above the charged one, so the discount is about `share` of it. */
export function makingDiscountOf(charged: number, share: number): number {
  if (charged <= 0 || !(share > 0 && share < 1)) return 0;
  const list = Math.round(charged / (1 - share) / 10) * 10;
  return Math.max(0, list - charged);
}

const digits = (rng: Prng, count: number) => {
  let s = '';
  for (let i = 0; i < count; i++) s += String(rng.int(0, 9));
  return s;
};

/**
 * The facts of one variant. `discountShare` is drawn once per product (its sizes and colours share
 * the offer); `hallmark` numbers the gold pieces so each gets its own HUID.
 */
export function pieceFacts(v: FactsInput, rng: Prng, discountShare: number, hallmark: number): PieceFacts {
  const gold = v.metalType !== 'None' && v.metalWeight > 0;
  const loose = v.setting === 'Loose';
  const diamonds = v.diamondCount > 0;
  // A loose round goes to GIA, which grades the cut of rounds; fancy shapes and set stones to IGI.
  const lab = !diamonds ? null : loose && v.diamondCut === 'Round' ? 'GIA' : 'IGI';
  return {
    makingDiscount: makingDiscountOf(v.makingCharge, discountShare),
    grossWeight: gold ? roundWeight(v.metalWeight + (v.diamondCarat + v.gemstoneCarat) * GRAMS_PER_CARAT) : 0,
    huid: gold ? huidOf(hallmark) : null,
    diamondCutGrade: diamonds ? (loose ? LOOSE_CUT_GRADES : CUT_GRADES).pick(rng) : null,
    certificateLab: lab,
    certificateNumber:
      lab === 'GIA' ? `${rng.int(1, 7)}${digits(rng, 9)}` : lab === 'IGI' ? `${rng.int(4, 6)}${digits(rng, 8)}` : null,
  };
}

/** Whether this product's making charge is discounted, and by what share (0: not). */
export function discountShareOf(rng: Prng, loose: boolean): number {
  const share = DISCOUNT_SHARE.pick(rng);
  return !loose && rng.chance(DISCOUNT_CHANCE) ? share : 0;
}
