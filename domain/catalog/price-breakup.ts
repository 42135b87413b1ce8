// The price of a variant is built from its parts and rounded once, so that the breakup the product
// page shows always adds up to the price to the rupee.

export interface PriceParts {
  metal_price: number;
  diamond_price: number;
  gemstone_price: number;
  making_charge: number;
}

export interface PriceBreakup extends PriceParts {
  /** GST percent applied to the sum of the parts, e.g. 3. */
  gst_percent: number;
  /** GST in rupees, rounded half up once. */
  gst_amount: number;
  /** Sum of the parts before tax. */
  subtotal: number;
  /** What the shopper pays: subtotal + gst_amount. */
  total: number;
}

export function computeBreakup(parts: PriceParts, gstPercent: number): PriceBreakup {
  const { metal_price, diamond_price, gemstone_price, making_charge } = parts;
  for (const [name, value] of Object.entries({ metal_price, diamond_price, gemstone_price, making_charge })) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${name} must be a whole, non-negative number of rupees`);
  }
  if (!(gstPercent >= 0 && gstPercent <= 100)) throw new RangeError('gst_percent must be between 0 and 100');
  const subtotal = metal_price + diamond_price + gemstone_price + making_charge;
  // Percent with up to two decimals: work in hundredths of a percent to stay in integers.
  const basisPoints = Math.round(gstPercent * 100);
  const gst_amount = Math.floor((subtotal * basisPoints + 5_000) / 10_000);
  return {
    metal_price,
    diamond_price,
    gemstone_price,
    making_charge,
    gst_percent: gstPercent,
    gst_amount,
    subtotal,
    total: subtotal + gst_amount,
  };
}

/** Metal price from weight in grams and a rate per gram, rounded to the rupee. */
export function metalPrice(weightGrams: number, ratePerGram: number): number {
  if (!(weightGrams >= 0) || !(ratePerGram >= 0)) throw new RangeError('weight and rate must be non-negative');
  return Math.round(weightGrams * ratePerGram);
}
