// The Price Breakup dropdown (docs/spec.md#second-2, #second-9): metal, diamond, gemstone and making charge, GST at
// the variant's percent on their sum, and the total. The lines come from the variant's stored parts
// through computeBreakup, so they add up to the rupee; when they do not reach the price the page shows,
// the breakup is withheld rather than shown with numbers that contradict the price.
import { computeBreakup, type PriceParts } from '../catalog/price-breakup.ts';

export interface BreakupLine {
  label: string;
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
}

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
  for (const rate of [guess, guess - 1, guess + 1]) if (rate > 0 && Math.round(grams * rate) === metalPrice) return rate;
  return null;
}

function detailOf(label: string, amount: number, v: BreakupSource, metal: number): string | undefined {
  if (label === 'Metal' && v.metal_weight) {
    const rate = goldRatePerGram(amount, v.metal_weight);
    const purity = v.metal_purity && v.metal_purity !== 'None' ? `${v.metal_purity} gold, ` : '';
    return rate === null ? `${purity}${trimmed(v.metal_weight, 3)} g` : `${purity}${trimmed(v.metal_weight, 3)} g × ${inr(rate)}/g`;
  }
  if (label === 'Diamond' && v.diamond_carat && v.diamond_carat > 0) return `${trimmed(v.diamond_carat, 3)} ct, avg ${inr(amount / v.diamond_carat)}/ct`;
  if (label === 'Making charge' && metal > 0) return `${trimmed((amount / metal) * 100, 1)}% of the gold value`;
  return undefined;
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
  const parts: BreakupLine[] = [
    { label: 'Metal', amount: b.metal_price },
    { label: 'Diamond', amount: b.diamond_price },
    { label: 'Gemstone', amount: b.gemstone_price },
    { label: 'Making charge', amount: b.making_charge },
  ];
  const kept = parts
    .filter((line) => line.amount > 0 || line.label === 'Metal' || line.label === 'Making charge')
    .map((line) => {
      const detail = line.amount > 0 ? detailOf(line.label, line.amount, v, b.metal_price) : undefined;
      return detail ? { ...line, detail } : line;
    });
  // A loose diamond has no metal and no making: keep only what it is made of.
  const lines = b.metal_price === 0 && b.making_charge === 0 ? kept.filter((l) => l.amount > 0) : kept;
  lines.push({ label: `GST (${percentText(b.gst_percent)}%)`, amount: b.gst_amount });
  return { lines, total: b.total };
}
