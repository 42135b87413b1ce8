// A sold line's unit price in parts (domain/catalog/price-breakup.ts), kept with the order so its
// mail and its page show what was charged even after the catalogue's prices move.
import { MAKING_DISCOUNT_LABEL } from '../product/breakup-lines.ts';

export interface LineBreakup {
  metal_price: number;
  diamond_price: number;
  gemstone_price: number;
  /** What was charged for making, after any discount. */
  making_charge: number;
  /** Rupees taken off the making charge (issue 22); absent on orders from before it was recorded. */
  making_discount?: number;
  gst_percent: number;
  gst_amount: number;
}

export interface LineBreakupRow {
  label: string;
  /** Whole rupees, for one piece; a discount is negative, so the rows add up to the unit price. */
  amount: number;
}

/** '3' for 3, '1.5' for 1.5: the percent as a shopper reads it. */
const percentText = (p: number) => String(Math.round(p * 100) / 100);

/**
 * The 'Price breakup' of one sold piece, as the order pages list it: metal, then diamond and gemstone
 * only when the piece has them (a plain gold chain has no ₹0 diamond line), the making charge at its
 * list amount and any discount on it as its own row (as the product page showed them), and GST with
 * its percent. The amounts are for one piece, as sold.
 */
export function lineBreakupRows(b: LineBreakup): LineBreakupRow[] {
  const discount = b.making_discount ?? 0;
  const rows: LineBreakupRow[] = [{ label: 'Metal', amount: b.metal_price }];
  if (b.diamond_price > 0) rows.push({ label: 'Diamond', amount: b.diamond_price });
  if (b.gemstone_price > 0) rows.push({ label: 'Gemstone', amount: b.gemstone_price });
  rows.push({ label: 'Making charge', amount: b.making_charge + discount });
  if (discount > 0) rows.push({ label: MAKING_DISCOUNT_LABEL, amount: -discount });
  rows.push({ label: `GST (${percentText(b.gst_percent)}%)`, amount: b.gst_amount });
  return rows;
}
