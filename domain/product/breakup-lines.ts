// The Price Breakup dropdown (docs/spec.md#second-2, #second-9): metal, diamond, gemstone and making charge, GST at
// the variant's percent on their sum, and the total. The lines come from the variant's stored parts
// through computeBreakup, so they add up to the rupee; when they do not reach the price the page shows,
// the breakup is withheld rather than shown with numbers that contradict the price.
import { computeBreakup, type PriceParts } from '../catalog/price-breakup.ts';

export interface BreakupLine {
  label: string;
  amount: number;
}

export interface BreakupTable {
  /** Parts then GST; a stone part of ₹0 is left out (a plain gold chain has no diamond line). */
  lines: BreakupLine[];
  total: number;
}

export interface BreakupSource extends PriceParts {
  gst: number;
  offerprice: number;
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
  const kept = parts.filter((line) => line.amount > 0 || line.label === 'Metal' || line.label === 'Making charge');
  // A loose diamond has no metal and no making: keep only what it is made of.
  const lines = b.metal_price === 0 && b.making_charge === 0 ? kept.filter((l) => l.amount > 0) : kept;
  lines.push({ label: `GST (${percentText(b.gst_percent)}%)`, amount: b.gst_amount });
  return { lines, total: b.total };
}
