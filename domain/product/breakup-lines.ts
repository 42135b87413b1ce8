// The Price Breakup dropdown (docs/spec.md#second-2, #second-9): metal, diamond, gemstone and making charge, GST at
// the variant's percent on their sum, and the total. The lines come from the variant's stored parts
// through computeBreakup, so they add up to the rupee; when they do not reach the price the page shows,
// the breakup is withheld rather than shown with numbers that contradict the price.
import { computeBreakup, type PriceParts } from '../catalog/price-breakup.ts';

export interface BreakupLine {
  label: string;
  /** Whole rupees; a discount line is negative, so the lines still add up to the total. */
  amount: number;
  /** How the amount is made: '3.214 g × ₹6,950/g', '0.25 ct, avg ₹1,12,000/ct', '14.2% of the gold'. */
  detail?: string;
}

export interface BreakupTable {
  /** Parts then GST; a stone part of ₹0 is left out (a plain gold chain has no diamond line). */
  lines: BreakupLine[];
  total: number;
}

export interface BreakupSource extends PriceParts {
  gst: number;
  offerprice: number;
  /** Grams of metal and carats of diamond, for the rate lines; without them a line has no detail. */
  metal_weight?: number;
  metal_purity?: string;
  diamond_carat?: number;
  /** Rupees off the making charge; making_charge is what is charged, so the list making is their sum. */
  making_discount?: number;
}

/** The discount's own line, under the making charge it is taken from (issue 22 item 6). */
export const MAKING_DISCOUNT_LABEL = 'Discount on making charge';

const inr = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;
const trimmed = (n: number, places: number) => n.toFixed(places).replace(/\.?0+$/, '');

/**
 * The gold rate per gram that makes the metal amount, when a whole-rupee rate times the weight gives
 * exactly that amount (rounded to the rupee, as the store prices metal); null when none does (a
 * weight or amount entered by hand), rather than a rate that would not multiply back.
 */
export function goldRatePerGram(metalPrice: number, grams: number): number | null {
  if (!(grams > 0) || !(metalPrice > 0)) return null;
  const guess = Math.round(metalPrice / grams);
  for (const rate of [guess, guess - 1, guess + 1])
    if (rate > 0 && Math.round(grams * rate) === metalPrice) return rate;
  return null;
}

function detailOf(label: string, amount: number, v: BreakupSource, metal: number): string | undefined {
  if (label === 'Metal' && v.metal_weight) {
    const rate = goldRatePerGram(amount, v.metal_weight);
    const purity = v.metal_purity && v.metal_purity !== 'None' ? `${v.metal_purity} gold, ` : '';
    return rate === null
      ? `${purity}${trimmed(v.metal_weight, 3)} g`
      : `${purity}${trimmed(v.metal_weight, 3)} g × ${inr(rate)}/g`;
  }
  if (label === 'Diamond' && v.diamond_carat && v.diamond_carat > 0)
    return `${trimmed(v.diamond_carat, 3)} ct, avg ${inr(amount / v.diamond_carat)}/ct`;
  if (label === 'Making charge' && metal > 0) return `${trimmed((amount / metal) * 100, 1)}% of the gold value`;
  return undefined;
}

/** '20% off' of a ₹5,000 making charge for ₹1,000: the share as a shopper reads it, to a tenth. */
export function discountPercent(discount: number, listAmount: number): string {
  return `${trimmed((discount / listAmount) * 100, 1)}% off`;
}

/** '3' for 3, '1.5' for 1.5: the percent as a shopper reads it. */
const percentText = (p: number) => String(Math.round(p * 100) / 100);

export function breakupTable(v: BreakupSource): BreakupTable | null {
  let b;
  try {
    b = computeBreakup(v, v.gst);
  } catch {
    return null; // malformed parts: no breakup rather than a crash
  }
  if (b.total !== v.offerprice) return null;
  const discount = v.making_discount ?? 0;
  if (!Number.isSafeInteger(discount) || discount < 0) return null;
  // The making charge at its list amount, and what is taken off it on a line of its own.
  const listMaking = b.making_charge + discount;
  const parts: BreakupLine[] = [
    { label: 'Metal', amount: b.metal_price },
    { label: 'Diamond', amount: b.diamond_price },
    { label: 'Gemstone', amount: b.gemstone_price },
    { label: 'Making charge', amount: listMaking },
  ];
  const kept = parts
    .filter((line) => line.amount > 0 || line.label === 'Metal' || line.label === 'Making charge')
    .map((line) => {
      const detail = line.amount > 0 ? detailOf(line.label, line.amount, v, b.metal_price) : undefined;
      return detail ? { ...line, detail } : line;
    });
  // A loose diamond has no metal and no making: keep only what it is made of.
  const lines = b.metal_price === 0 && listMaking === 0 ? kept.filter((l) => l.amount > 0) : kept;
  if (discount > 0)
    lines.push({ label: MAKING_DISCOUNT_LABEL, amount: -discount, detail: discountPercent(discount, listMaking) });
  lines.push({ label: `GST (${percentText(b.gst_percent)}%)`, amount: b.gst_amount });
  return { lines, total: b.total };
}
