// A sold line's unit price in parts (domain/catalog/price-breakup.ts), kept with the order so its
// mail and its page show what was charged even after the catalogue's prices move.
export interface LineBreakup {
  metal_price: number;
  diamond_price: number;
  gemstone_price: number;
  making_charge: number;
  gst_percent: number;
  gst_amount: number;
}
