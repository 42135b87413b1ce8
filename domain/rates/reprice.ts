// One variant's price at a new metal rate: the metal price from its weight, then the parts through the
// price breakup (domain/catalog/price-breakup.ts) to the offer price, GST rounded once, so the parts
// plus GST are the price to the rupee. The estimated retail price (shown struck through) keeps the
// variant's markup over its offer price, rounded up to ₹100 as the catalogue's are.
import { computeBreakup, metalPrice } from '../catalog/price-breakup.ts';

export interface RepriceInput {
  /** Grams of metal (numeric(8,3) in the database). */
  metalWeight: number;
  /** Whole rupees per gram at the new rate; never negative. */
  ratePerGram: number;
  diamondPrice: number;
  gemstonePrice: number;
  makingCharge: number;
  gstPercent: number;
  /** The variant's prices today, for its retail markup. */
  offerprice: number;
  price: number;
}

export interface RepricedVariant {
  metalPrice: number;
  gstAmount: number;
  offerprice: number;
  price: number;
}

export function repriceVariant(v: RepriceInput): RepricedVariant {
  if (!Number.isSafeInteger(v.ratePerGram) || v.ratePerGram < 0)
    throw new RangeError('rate_per_gram must be a whole, non-negative number of rupees');
  const metal = metalPrice(v.metalWeight, v.ratePerGram);
  const b = computeBreakup(
    {
      metal_price: metal,
      diamond_price: v.diamondPrice,
      gemstone_price: v.gemstonePrice,
      making_charge: v.makingCharge,
    },
    v.gstPercent,
  );
  return { metalPrice: metal, gstAmount: b.gst_amount, offerprice: b.total, price: retailAt(b.total, v) };
}

/** The retail price at a new offer price: the old markup kept, rounded up to ₹100; never below the offer price. */
function retailAt(offerprice: number, before: { offerprice: number; price: number }): number {
  if (before.offerprice <= 0 || before.price <= before.offerprice) return offerprice;
  // Integers only until the last step: price/offerprice as a ratio of two whole numbers.
  return Math.max(offerprice, Math.ceil((offerprice * before.price) / before.offerprice / 100) * 100);
}
